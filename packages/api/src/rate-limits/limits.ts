// Limits on how often one client may do something (sign in, sign up, post a
// review or an inquiry): a hit is counted first (rate-limits/store.ts), and past
// the limit the call is refused with 429 and a Retry-After.
import type { Db } from '../db/client';
import { apiError, RetryAfter } from '../errors';
import { countHit, type Hit, type Limit } from './store';

export type { Hit, Limit } from './store';

/** Whole minutes until a refused caller may try again, for messages. */
export function minutesUntil(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

export const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/** The 429 of a refused hit: the message, and the Retry-After header the HTTP layers send. */
export function tooManyRequests(message: string, hit: Hit) {
  return apiError('TOO_MANY_REQUESTS', message, undefined, new RetryAfter(hit.retryAfterSeconds));
}

/** Counts a hit and throws 429 with `message(minutes)` when it is over the limit. */
export async function enforceLimit(db: Db, key: string, limit: Limit, message: (minutes: number) => string): Promise<Hit> {
  const hit = await countHit(db, key, limit);
  if (!hit.allowed) throw tooManyRequests(message(minutesUntil(hit.retryAfterSeconds)), hit);
  return hit;
}

/** The longest window any limit uses; counters older than this count for nothing. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
