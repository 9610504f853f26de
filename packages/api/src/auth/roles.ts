// The role that may use the admin area; every other account is a 'user'.
import type { Role } from '@hair/domain';

export const ADMIN_ROLE = 'admin' satisfies Role;
export const USER_ROLE = 'user' satisfies Role;
