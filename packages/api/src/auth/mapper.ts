// Accounts as the API shows them: snake_case, ISO dates, never the password hash.
import type { PublicUser, Role } from '@hair/domain';

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
