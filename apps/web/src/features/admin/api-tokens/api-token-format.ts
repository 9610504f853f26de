// How a token's dates read on the API tokens screen.
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '18 Sept 2026, 14:05' in the admin's time zone; `never` when there is no date. */
export function formatTokenDate(iso: string | null, never: string): string {
  if (iso === null) return never;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : DATE_TIME.format(time);
}
