// Accounts as the API shows them: snake_case, ISO dates, never the password hash.
import type { PublicUser } from '@hair/domain';
import type { users } from '../db/schema';

/** The stored fields an account is read with (never its password hash, unless asked for by name). */
export const USER_FIELDS = ['id', 'email', 'role', 'emailVerified', 'createdAt'] as const;
export type UserRow = Pick<typeof users.$inferSelect, (typeof USER_FIELDS)[number]>;

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
