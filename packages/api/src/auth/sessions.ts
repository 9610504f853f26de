// Lucia's session scheme: a random 160-bit token goes to the client, only its
// SHA-256 is stored. Sessions expire after 7 days idle and 30 days at most.
import type { ApiTokenScope } from '@hair/domain';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Role } from '@hair/domain';
import type { Db } from '../db/client';
import { deleteSession, extendSession, findSession, insertSession } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_IDLE_MS = 7 * DAY_MS;
const SESSION_MAX_MS = 30 * DAY_MS;

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  email_verified: boolean;
}

/** What an API token grants: admin rights, writes only with the read-write scope. */
export interface ApiTokenGrant {
  id: string;
  name: string;
  scope: ApiTokenScope;
}

export interface ValidSession {
  /** '' for an API token, which is no session. */
  sessionId: string;
  user: SessionUser;
  /** Set when the request signed in with an API token; `user` then stands for the integrator. */
  apiToken?: ApiTokenGrant;
}

/** Who signs what an admin writes (a note, a stage change, a quote): the e-mail is copied, so it outlives the account. */
export interface Author {
  id: string | null;
  email: string;
}

/** The admin's account, or an API token by its name only (it has no account to point to). */
export function sessionAuthor({ user, apiToken }: ValidSession): Author {
  return { id: apiToken ? null : user.id, email: user.email };
}

/** The signed-in account a buyer's request belongs to; null for a visitor or an API token (which has no account). */
export function accountId(session: ValidSession | null): string | null {
  return session && !session.apiToken ? session.user.id : null;
}

export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = generateToken();
  await insertSession(db, { id: hashToken(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) });
  return token;
}

export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<ValidSession | null> {
  const sessionId = hashToken(token);
  const row = await findSession(db, sessionId);
  if (!row) return null;
  const hardLimit = row.createdAt.getTime() + SESSION_MAX_MS;
  if (now.getTime() >= row.expiresAt.getTime() || now.getTime() >= hardLimit) {
    await deleteSession(db, sessionId);
    return null;
  }
  // Slide the idle expiry forward, at most once a day to spare writes.
  if (row.expiresAt.getTime() - now.getTime() < SESSION_IDLE_MS - DAY_MS) {
    await extendSession(db, sessionId, new Date(Math.min(now.getTime() + SESSION_IDLE_MS, hardLimit)));
  }
  return {
    sessionId,
    user: { id: row.id, email: row.email, role: row.role, email_verified: row.emailVerified },
  };
}
