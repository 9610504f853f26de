import { describe, expect, it } from 'vitest';
import { checkFigures, checkMission, checkTeam, checkValues, storedFigures, storedMission, storedTeam, storedValues } from './about-form';

const row = (label: string) => (n: number) => `${label} ${n}`;

describe('stored about content', () => {
  it('reads the mission text or nothing', () => {
    expect(storedMission({ text: 'We make hair' })).toBe('We make hair');
    expect(storedMission({ text: 3 })).toBe('');
    expect(storedMission(undefined)).toBe('');
  });

  it('reads values given as plain names or with a description, starting with one empty row when there are none', () => {
    expect(storedValues({ values: ['Craft', 7, { name: 'Speed', description: 'Ships in ten days' }] })).toEqual([
      { name: 'Craft', description: '' },
      { name: 'Speed', description: 'Ships in ten days' },
    ]);
    expect(storedValues({ values: ['Integrity'] })[0]?.description).toMatch(/^Honest grading/);
    expect(storedValues({ values: [] })).toEqual([{ name: '', description: '' }]);
    expect(storedValues(undefined)).toEqual([{ name: '', description: '' }]);
  });

  it('reads the team and the figures', () => {
    expect(storedTeam({ members: [{ name: 'Lan', title: 'Founder', extra: 1 }, { title: 'No name' }] })).toEqual([{ name: 'Lan', title: 'Founder', bio: '', photo: '' }]);
    expect(storedFigures({ figures: [{ value: 2009, label: 'Founded' }] })).toEqual([{ value: '2009', label: 'Founded' }]);
    expect(storedTeam(undefined)).toEqual([]);
  });
});

describe('checkMission', () => {
  it('requires text', () => {
    expect(checkMission('   ')).toEqual({ ok: false, error: 'Mission text is required' });
    expect(checkMission(' Quality first ')).toEqual({ ok: true, value: 'Quality first' });
  });
});

describe('checkValues', () => {
  it('drops empty values, requires one, and keeps a value without a description as its name', () => {
    expect(
      checkValues(
        [
          { name: 'Integrity', description: '' },
          { name: ' ', description: ' ' },
          { name: ' Innovation ', description: ' New textures ' },
        ],
        row('Value'),
      ),
    ).toEqual({ ok: true, value: ['Integrity', { name: 'Innovation', description: 'New textures' }] });
    expect(checkValues([{ name: '', description: 'Orphan' }], row('Value'))).toEqual({ ok: false, error: 'At least one value is required' });
  });

  it('names the row of a description without a name', () => {
    expect(
      checkValues(
        [
          { name: 'Integrity', description: '' },
          { name: '', description: '' },
          { name: '', description: 'Orphan' },
        ],
        row('Value'),
      ),
    ).toEqual({ ok: false, error: 'Value 3: Value name is required' });
  });
});

describe('checkTeam and checkFigures', () => {
  it('drop empty rows and name the row that is incomplete', () => {
    expect(checkTeam([{ name: ' Lan ', title: 'Founder', bio: '', photo: '' }, { name: '', title: '', bio: '', photo: '' }], row('Team member'))).toEqual({
      ok: true,
      value: [{ name: 'Lan', title: 'Founder', bio: '', photo: '' }],
    });
    expect(checkTeam([{ name: '', title: '', bio: '', photo: '' }, { name: '', title: 'Founder', bio: '', photo: '' }], row('Team member'))).toEqual({
      ok: false,
      error: 'Team member 2: Team member name is required',
    });
    expect(checkFigures([{ value: '40+', label: 'Countries' }, { value: '', label: '' }], row('Figure'))).toEqual({ ok: true, value: [{ value: '40+', label: 'Countries' }] });
    expect(checkFigures([{ value: '40+', label: ' ' }], row('Figure'))).toEqual({ ok: false, error: 'Figure 1: Figure label is required' });
  });
});
