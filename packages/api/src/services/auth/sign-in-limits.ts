// Failed sign-ins are counted per account (lowercased e-mail) and per IP in the
// database, so the limit holds across replicas. Past the limit, sign-in answers
// 429 until enough failures have left the window.
import { normalizeEmail } from '@hair/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateEvents } from '../../db/schema';
import { apiError } from '../../errors';
import { clearEvents, recordEvent, type Window } from '../rate-limit';

export const SIGN_IN_WINDOW: Window = { max: 10, windowMs: 15 * 60 * 1000 };

export const accountKey = (email: string) => `sign-in:account:${normalizeEmail(email)}`;
export const ipKey = (ip: string) => `sign-in:ip:${ip}`;

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Minutes until `key` is below the limit again (when its max-th newest failure
 * leaves the window); 0 when it is below the limit now.
 */
async function minutesUntilAllowed(db: Db, key: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW.windowMs);
  const rows = await db
    .select({ at: rateEvents.at })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gt(rateEvents.at, since)))
    .orderBy(desc(rateEvents.at))
    .limit(SIGN_IN_WINDOW.max);
  const oldestCounted = rows[SIGN_IN_WINDOW.max - 1]?.at;
  if (!oldestCounted) return 0;
  const waitMs = oldestCounted.getTime() + SIGN_IN_WINDOW.windowMs - now.getTime();
  return Math.max(1, Math.ceil(waitMs / 60_000));
}

/** Throws 429 when the account or the IP has had too many failed sign-ins lately. */
export async function assertSignInAllowed(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  let minutes = 0;
  for (const key of [accountKey(email), ipKey(ip)]) {
    minutes = Math.max(minutes, await minutesUntilAllowed(db, key, now));
  }
  if (minutes > 0) throw apiError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(minutes));
}

export function recordFailedSignIn(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  return recordEvent(db, [accountKey(email), ipKey(ip)], now);
}

/** A successful sign-in forgives the account's failures (not the IP's). */
export function clearAccountFailures(db: Db, email: string): Promise<void> {
  return clearEvents(db, accountKey(email));
}
