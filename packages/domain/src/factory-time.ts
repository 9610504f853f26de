// The factory's calendar: Hanoi keeps UTC+7 all year (no daylight saving), so a
// request's year, "today" of a follow-up and the week of the dashboard are read
// on the factory's clock, not the server's.

const FACTORY_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The same instant moved so that its UTC fields read the factory's wall clock. */
const onFactoryClock = (instant: Date) => new Date(instant.getTime() + FACTORY_OFFSET_MS);

/** 'YYYY-MM-DD' of the factory's day at `instant`. */
export function factoryDate(instant: Date): string {
  return onFactoryClock(instant).toISOString().slice(0, 10);
}

/** The factory's year at `instant` (a request's reference counts per this year). */
export function factoryYear(instant: Date): number {
  return onFactoryClock(instant).getUTCFullYear();
}

/** A calendar date `days` later (or earlier): '2025-02-27' + 2 -> '2025-03-01'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant the factory's day `date` begins (midnight in Hanoi). */
export function factoryDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - FACTORY_OFFSET_MS);
}

/** The Monday that begins the factory's week holding `instant`, as 'YYYY-MM-DD'. */
export function factoryWeekStart(instant: Date): string {
  const today = factoryDate(instant);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(today, -weekday);
}
