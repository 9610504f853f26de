import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initials('Nguyễn Thị Lan')).toBe('NL');
    expect(initials('  amara   okafor ')).toBe('AO');
  });
  it('keeps accented letters whole', () => {
    expect(initials('Đức')).toBe('Đ');
    expect(initials('Lê Đức')).toBe('LĐ');
  });
  it('is empty for an empty name', () => {
    expect(initials('   ')).toBe('');
  });
});
