// Rate-limit counters in the database, so that a limit holds across replicas and
// however the calls arrive (in parallel, in one tRPC batch). Each key has one
// counter for a fixed window that starts with its first hit; one upsert counts a
// hit and returns the new count, so two concurrent hits never both see "9 of 10"
// (PostgreSQL locks the row for the conflicting insert and re-reads it).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface Limit {
  /** Hits allowed within the window; the next one is refused. */
  max: number;
  windowMs: number;
}

export interface Hit {
  /** False once the key has had more than `max` hits in its window. */
  allowed: boolean;
  /** Seconds until the window ends (and the count starts again). */
  retryAfterSeconds: number;
  /** Where this hit was counted, to take it back with `forgiveHit`. */
  key: string;
  windowStart: Date;
}

/** Counts one hit against `key` in one statement, and says whether it is within the limit. */
export async function countHit(db: Db, key: string, limit: Limit, now = new Date()): Promise<Hit> {
  const windowOver = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - limit.windowMs)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${windowOver} then excluded.window_start else ${rateLimits.windowStart} end`,
        hits: sql`case when ${windowOver} then 1 else ${rateLimits.hits} + 1 end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  const windowStart = row!.windowStart;
  const retryAfterMs = windowStart.getTime() + limit.windowMs - now.getTime();
  return { allowed: row!.hits <= limit.max, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)), key, windowStart };
}

/** Takes a counted hit back (a sign-in that turned out right is not a failure). */
export async function forgiveHit(db: Db, hit: Hit): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, hit.key), eq(rateLimits.windowStart, hit.windowStart)));
}

/** Drops counters whose window ended before `olderThan`; called now and then. */
export async function pruneRateLimits(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan));
}
