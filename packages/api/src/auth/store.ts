// Every SQL statement of accounts, sessions and e-mail verifications. Accounts
// are compared by lowercased e-mail (the unique index is on lower(email)).
// Sessions, verification and password reset links are stored by the SHA-256 of their token.
import { normalizeEmail, type Role } from '@hair/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pickColumns } from '../db/columns';
import { emailVerifications, passwordResets, sessions, users } from '../db/schema';
import { USER_FIELDS, toProfileDto, type Profile, type UserRow } from './mapper';
import { ADMIN_ROLE } from './roles';

const userColumns = pickColumns(users, USER_FIELDS);

const emailMatches = (email: string) => eq(sql`lower(${users.email})`, normalizeEmail(email));

/** The account of an e-mail in any letter case, with its password hash. */
export async function findUserByEmail(db: Db, email: string): Promise<(UserRow & { passwordHash: string }) | null> {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(emailMatches(email))
    .limit(1);
  return row ?? null;
}

/** Inserts an account; null when the e-mail is already taken (in any letter case). */
export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string; role: Role; emailVerified?: boolean },
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning(userColumns);
  return row ?? null;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<{ passwordHash: string; role: Role; emailVerified: boolean }>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function listProfiles(db: Db): Promise<Profile[]> {
  const rows = await db.select(userColumns).from(users).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toProfileDto);
}

/** The oldest admin account, if any. */
export async function findFirstAdmin(db: Db): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.role, ADMIN_ROLE)).orderBy(users.createdAt).limit(1);
  return row ?? null;
}

/** Every admin account by e-mail: who may be assigned a lead. */
export async function listAdmins(db: Db): Promise<{ id: string; email: string }[]> {
  return db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, ADMIN_ROLE)).orderBy(users.email, users.id);
}

// --- sessions ---------------------------------------------------------------------------

export async function insertSession(db: Db, values: { id: string; userId: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A session with its account, by the token's hash. */
export async function findSession(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      id: users.id,
      email: users.email,
      role: users.role,
      emailVerified: users.emailVerified,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

export async function extendSession(db: Db, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs a user out everywhere (after a password change). */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

// --- e-mail verification ----------------------------------------------------------------

export async function insertEmailVerification(db: Db, values: { id: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insert(emailVerifications).values(values);
}

/** Removes the verification and answers whose it was and until when it held; undefined when unknown. */
export async function takeEmailVerification(db: Db, id: string): Promise<{ userId: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .delete(emailVerifications)
    .where(eq(emailVerifications.id, id))
    .returning({ userId: emailVerifications.userId, expiresAt: emailVerifications.expiresAt });
  return row;
}

export async function deleteUserEmailVerifications(db: Db, userId: string): Promise<void> {
  await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
}

// --- password reset ---------------------------------------------------------------------

export async function insertPasswordReset(db: Db, values: { id: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Removes the reset link (so it works once) and answers whose it was and until when it held; undefined when unknown. */
export async function takePasswordReset(db: Db, id: string): Promise<{ userId: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .delete(passwordResets)
    .where(eq(passwordResets.id, id))
    .returning({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt });
  return row;
}

/**
 * Sets the account's new password in one transaction: every session and every other
 * reset link of the account ends, and the e-mail counts as verified (the link came
 * through it). Null when the account is gone.
 */
export async function replacePassword(db: Db, userId: string, passwordHash: string): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, userId)).returning(userColumns);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    return row ?? null;
  });
}
