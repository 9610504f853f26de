// This week's kept searches, for the tests of their cap: filled up to `room` short of
// it, counted, and emptied again.
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { searchQueries } from '../db/schema';
import { SEARCHES_PER_WEEK_MAX } from '../search/store';

export { SEARCHES_PER_WEEK_MAX };

const thisWeek = sql<string>`date_trunc('week', now() at time zone 'utc')::date`;

/** The number of distinct searches this week keeps. */
export async function searchesKept(db: Db): Promise<number> {
  const [row] = await db.select({ kept: count() }).from(searchQueries).where(eq(searchQueries.week, thisWeek));
  return row?.kept ?? 0;
}

export async function leaveRoomForSearches(db: Db, room: number): Promise<void> {
  const filler = SEARCHES_PER_WEEK_MAX - room - (await searchesKept(db));
  await db.execute(sql`insert into ${searchQueries} (week, query, searches) select ${thisWeek}, 'filler ' || n, 1 from generate_series(1, ${filler}) as n`);
}

export async function emptyWeek(db: Db): Promise<void> {
  await db.delete(searchQueries).where(eq(searchQueries.week, thisWeek));
}
