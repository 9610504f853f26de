// Every catalogue search counted per week: how often it was made and how often it
// found nothing, for the dashboard's two lists (docs/decisions/022).
import { SEARCH_STATS_MAX, type SearchStats } from '@hair/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import { inLockedTransaction } from '../db/lock';
import { searchQueries } from '../db/schema';

/** The distinct searches a week keeps; past them only those already kept are counted, so a flood of junk cannot fill the table. */
export const SEARCHES_PER_WEEK_MAX = 20_000;

/** A search as counted: lower-cased, its spaces tidied. */
export const countedQuery = (q: string): string => q.toLowerCase().replace(/\s+/g, ' ').trim();

const thisWeek = sql<string>`date_trunc('week', now() at time zone 'utc')::date`;

/** Counts one search and the number of products it found. */
export async function countSearch(db: Db, q: string, results: number): Promise<void> {
  const query = countedQuery(q);
  if (query === '') return;
  const nothing = results === 0 ? 1 : 0;
  const counted = await db
    .update(searchQueries)
    .set({ searches: sql`${searchQueries.searches} + 1`, foundNothing: sql`${searchQueries.foundNothing} + ${nothing}`, lastResults: results })
    .where(and(eq(searchQueries.week, thisWeek), eq(searchQueries.query, query)))
    .returning({ query: searchQueries.query });
  if (counted.length > 0) return;
  // A new search is kept while the week has room, one at a time: searches arriving
  // together (in parallel, in one batch, on several servers) cannot pass the cap together.
  await inLockedTransaction(db, LOCK_KEYS.newSearch, (tx) =>
    tx.execute(sql`
      insert into ${searchQueries} (week, query, searches, found_nothing, last_results)
      select ${thisWeek}, ${query}, 1, ${nothing}, ${results}
      where (select count(*) from (select 1 from ${searchQueries} where week = ${thisWeek} limit ${SEARCHES_PER_WEEK_MAX}) as kept) < ${SEARCHES_PER_WEEK_MAX}
      on conflict (week, query) do update set
        searches = ${searchQueries.searches} + 1,
        found_nothing = ${searchQueries.foundNothing} + ${nothing},
        last_results = ${results}`),
  );
}

/** The Monday (UTC) of the week a day (YYYY-MM-DD) falls in, or of this week. */
export function weekOf(day?: string): string {
  const date = day === undefined ? new Date() : new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The week's most frequent searches, and those that most often found nothing. */
export async function searchStats(db: Db, day?: string): Promise<SearchStats> {
  const week = weekOf(day);
  const columns = { query: searchQueries.query, searches: searchQueries.searches, foundNothing: searchQueries.foundNothing, lastResults: searchQueries.lastResults };
  const [top, foundNothing] = await Promise.all([
    db.select(columns).from(searchQueries).where(eq(searchQueries.week, week)).orderBy(desc(searchQueries.searches), searchQueries.query).limit(SEARCH_STATS_MAX),
    db.select(columns).from(searchQueries).where(and(eq(searchQueries.week, week), gt(searchQueries.foundNothing, 0)))
      .orderBy(desc(searchQueries.foundNothing), searchQueries.query).limit(SEARCH_STATS_MAX),
  ]);
  return { week, top, foundNothing };
}
