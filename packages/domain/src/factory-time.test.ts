import { describe, expect, it } from 'vitest';
import { addDays, factoryDate, factoryDayStart, factoryWeekStart, factoryYear } from './factory-time';

describe("the factory's calendar (UTC+7)", () => {
  it('turns the date and the year at midnight in Hanoi, not in UTC', () => {
    const newYearInHanoi = new Date('2024-12-31T17:00:00Z');
    expect(factoryDate(newYearInHanoi)).toBe('2025-01-01');
    expect(factoryYear(newYearInHanoi)).toBe(2025);
    expect(factoryYear(new Date('2024-12-31T16:59:59Z'))).toBe(2024);
  });

  it('starts a day at midnight in Hanoi and a week on Monday', () => {
    expect(factoryDayStart('2025-03-10').toISOString()).toBe('2025-03-09T17:00:00.000Z');
    // Sunday 23:30 in Hanoi still belongs to the week that began on Monday the 3rd.
    expect(factoryWeekStart(new Date('2025-03-09T16:30:00Z'))).toBe('2025-03-03');
    expect(factoryWeekStart(new Date('2025-03-09T17:00:00Z'))).toBe('2025-03-10');
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-01', -7)).toBe('2025-02-22');
  });
});
