// API tokens: `vsh_` and 32 random bytes in base64url, shown once when created; only
// the token's SHA-256 is stored (like sessions). A token stands for an integrator with
// admin rights; its scope decides whether it may write (trpc.ts enforces it).
import type { ApiToken, ApiTokenCreateInput, CreatedApiToken } from '@hair/domain';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { ADMIN_ROLE } from '../auth/roles';
import { hashToken, type ValidSession } from '../auth/sessions';
import { toApiTokenDto } from './mapper';
import { findActiveTokenByHash, insertToken, LAST_USED_PRECISION_MS, markRevoked, recordUse, selectActiveTokens } from './store';

export const API_TOKEN_PREFIX = 'vsh_';

export const API_TOKEN_MESSAGES = {
  invalid: 'API token is invalid or revoked',
  readOnly: 'This API token is read-only: it may only read (GET). Ask an admin for a read-write token to make changes.',
  notFound: 'API token not found',
  sessionOnly: 'API tokens are managed by an admin who is signed in, not with an API token',
  noSignOut: 'An API token has no session to sign out of; an admin revokes it on the API tokens screen',
} as const;

export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

export function generateApiToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return API_TOKEN_PREFIX + encodeBase64urlNoPadding(bytes);
}

export async function listApiTokens(db: Db): Promise<ApiToken[]> {
  return (await selectActiveTokens(db)).map(toApiTokenDto);
}

export async function issueApiToken(db: Db, input: ApiTokenCreateInput, createdBy: string): Promise<CreatedApiToken> {
  const token = generateApiToken();
  const row = await insertToken(db, { name: input.name, scope: input.scope, tokenHash: hashToken(token), createdBy });
  return { apiToken: toApiTokenDto(row), token };
}

export async function revokeApiToken(db: Db, id: string): Promise<{ ok: true }> {
  if (!(await markRevoked(db, id))) throw notFound(API_TOKEN_MESSAGES.notFound);
  return { ok: true };
}

/** The integrator a live token stands for, or null for an unknown or revoked one. */
export async function authenticateApiToken(db: Db, token: string, now = new Date()): Promise<ValidSession | null> {
  const row = await findActiveTokenByHash(db, hashToken(token));
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) await recordUse(db, row.id, now);
  return {
    sessionId: '',
    user: { id: `api-token:${row.id}`, email: `API token: ${row.name}`, role: ADMIN_ROLE, email_verified: true },
    apiToken: { id: row.id, name: row.name, scope: row.scope },
  };
}
