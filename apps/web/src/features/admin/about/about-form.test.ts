import { describe, expect, it } from 'vitest';
import { checkMission, checkValues, storedMission, storedValues } from './about-form';

describe('stored about content', () => {
  it('reads the mission text or nothing', () => {
    expect(storedMission({ text: 'We make hair' })).toBe('We make hair');
    expect(storedMission({ text: 3 })).toBe('');
    expect(storedMission(undefined)).toBe('');
  });

  it('reads the values, starting with one empty field when there are none', () => {
    expect(storedValues({ values: ['Integrity', 7, 'Excellence'] })).toEqual(['Integrity', 'Excellence']);
    expect(storedValues({ values: [] })).toEqual(['']);
    expect(storedValues(undefined)).toEqual(['']);
  });
});

describe('checkMission', () => {
  it('requires text', () => {
    expect(checkMission('   ')).toEqual({ ok: false, error: 'Mission text is required' });
    expect(checkMission(' Quality first ')).toEqual({ ok: true, value: 'Quality first' });
  });
});

describe('checkValues', () => {
  it('drops empty values and requires one', () => {
    expect(checkValues(['Integrity', ' ', ' Innovation '])).toEqual({ ok: true, value: ['Integrity', 'Innovation'] });
    expect(checkValues(['', '  '])).toEqual({ ok: false, error: 'At least one value is required' });
  });
});
