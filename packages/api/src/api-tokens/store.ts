// Every query on the api_tokens table.
import type { ApiTokenScope } from '@hair/domain';
import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiTokens, users } from '../db/schema';

/** Within this long of its last recorded use, a token's use is not written again. */
export const LAST_USED_PRECISION_MS = 60_000;

const listColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  creatorId: users.id,
  creatorEmail: users.email,
};

export interface ApiTokenRow {
  id: string;
  name: string;
  scope: ApiTokenScope;
  createdAt: Date;
  lastUsedAt: Date | null;
  creatorId: string | null;
  creatorEmail: string | null;
}

const selectTokens = (db: Db) => db.select(listColumns).from(apiTokens).leftJoin(users, eq(users.id, apiTokens.createdBy));

/** Tokens not revoked, newest first. */
export function selectActiveTokens(db: Db): Promise<ApiTokenRow[]> {
  return selectTokens(db).where(isNull(apiTokens.revokedAt)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function insertToken(db: Db, values: { name: string; scope: ApiTokenScope; tokenHash: string; createdBy: string }): Promise<ApiTokenRow> {
  const [inserted] = await db.insert(apiTokens).values(values).returning({ id: apiTokens.id });
  const [row] = await selectTokens(db).where(eq(apiTokens.id, inserted!.id));
  return row!;
}

/** True when a token was revoked now (false: unknown or revoked before). */
export async function markRevoked(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

export async function findActiveTokenByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: apiTokens.id, name: apiTokens.name, scope: apiTokens.scope, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Records a use, unless one was recorded within LAST_USED_PRECISION_MS (also across replicas). */
export async function recordUse(db: Db, id: string, now: Date): Promise<void> {
  const recent = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lte(apiTokens.lastUsedAt, recent))));
}
