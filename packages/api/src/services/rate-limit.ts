// Counts events per key in a sliding window, in the database (replica-safe).
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema';

export interface Window {
  max: number;
  windowMs: number;
}

/** The highest count among the keys within the window, and when the oldest counted event leaves it. */
async function countRecent(db: Db, keys: string[], window: Window, now = new Date()) {
  const since = new Date(now.getTime() - window.windowMs);
  const rows = await db
    .select({ key: rateEvents.key, n: count() })
    .from(rateEvents)
    .where(and(inArray(rateEvents.key, keys), gt(rateEvents.at, since)))
    .groupBy(rateEvents.key);
  return Math.max(0, ...rows.map((r) => Number(r.n)));
}

export async function isLimited(db: Db, keys: string[], window: Window, now = new Date()): Promise<boolean> {
  return (await countRecent(db, keys, window, now)) >= window.max;
}

export async function recordEvent(db: Db, keys: string[], now = new Date()): Promise<void> {
  await db.insert(rateEvents).values(keys.map((key) => ({ key, at: now })));
}

export async function clearEvents(db: Db, key: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.key, key));
}

/** Drops events older than the longest window; called now and then. */
export async function pruneEvents(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.at, olderThan));
}

export function minutesUntilRetry(window: Window): number {
  return Math.ceil(window.windowMs / 60000);
}

/** The longest window any limit uses; events older than this count for nothing. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
