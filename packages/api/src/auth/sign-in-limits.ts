// Sign-in attempts are counted before the password is checked (docs/decisions/008):
// first per client address, then per account. The flooding address is refused
// first and its refused attempts do not count against the account, so a stranger
// who types wrong passwords locks out their own address, not the admin. The
// account-wide limit, far above the address limit, stops a guess spread over
// many addresses. An attempt whose password was right is taken back.
import { normalizeEmail } from '@hair/domain';
import type { Db } from '../db/client';
import { addressKey } from '../rate-limits/client-address';
import { minutesText, minutesUntil, tooManyRequests, type Hit, type Limit } from '../rate-limits/limits';
import { countHit, forgiveHit } from '../rate-limits/store';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Attempts from one client address (whatever the account) in 15 minutes. */
export const SIGN_IN_ADDRESS_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };
/** Attempts at one account from all addresses together in 15 minutes. */
export const SIGN_IN_ACCOUNT_LIMIT: Limit = { max: 100, windowMs: FIFTEEN_MINUTES };

export const addressKeyOf = (ip: string) => `sign-in:ip:${addressKey(ip)}`;
export const accountKeyOf = (email: string) => `sign-in:account:${normalizeEmail(email)}`;

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many sign-in attempts. Try again in ${minutesText(minutes)}.`;
}

/** Counts the attempt; throws 429 (with Retry-After) when the address or the account is over its limit. */
export async function countSignInAttempt(db: Db, email: string, ip: string): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (const [key, limit] of [[addressKeyOf(ip), SIGN_IN_ADDRESS_LIMIT], [accountKeyOf(email), SIGN_IN_ACCOUNT_LIMIT]] as const) {
    const hit = await countHit(db, key, limit);
    if (!hit.allowed) throw tooManyRequests(tooManyAttemptsMessage(minutesUntil(hit.retryAfterSeconds)), hit);
    hits.push(hit);
  }
  return hits;
}

/** A sign-in with the right password was not a failed attempt. */
export async function forgiveSignInAttempt(db: Db, hits: readonly Hit[]): Promise<void> {
  for (const hit of hits) await forgiveHit(db, hit);
}
