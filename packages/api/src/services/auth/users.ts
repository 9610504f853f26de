// Users as the API shows them, and the look-ups the sign-in code shares.
// Accounts are compared by lowercased e-mail (the unique index is on lower(email)).
import { normalizeEmail, type PublicUser, type Role } from '@hair/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export const userColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
};

export interface UserRow {
  id: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  createdAt: Date;
}

/** An account as the admin's user list shows it. */
export interface Profile extends PublicUser {
  created_at: string;
}

export function toUserDto(row: Pick<UserRow, 'id' | 'email' | 'role' | 'emailVerified'>): PublicUser {
  return { id: row.id, email: row.email, role: row.role, email_verified: row.emailVerified };
}

export function toProfileDto(row: UserRow): Profile {
  return { ...toUserDto(row), created_at: row.createdAt.toISOString() };
}

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
  const [row] = await db.select(userColumns).from(users).where(eq(users.role, 'admin')).orderBy(users.createdAt).limit(1);
  return row ?? null;
}
