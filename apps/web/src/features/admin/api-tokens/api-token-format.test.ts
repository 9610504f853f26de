import { describe, expect, it } from 'vitest';
import { formatTokenDate } from './api-token-format';

describe('formatTokenDate', () => {
  it("says 'Never' for a token never used, and the date and time otherwise", () => {
    expect(formatTokenDate(null, 'Never')).toBe('Never');
    expect(formatTokenDate('2026-09-18T14:05:00.000Z', 'Never')).toMatch(/^\d{1,2} Sept? 2026, \d{2}:\d{2}$/);
    expect(formatTokenDate('not a date', 'Never')).toBe('not a date');
  });
});
