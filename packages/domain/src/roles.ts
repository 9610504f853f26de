// The roles of an account (spec point 4). No zod here: the storefront's bundle
// uses these without the schemas.

export const ROLES = ['admin', 'user'] as const;

/** isAdmin is derived from the role only (spec point 4). */
export function isAdminRole(role: unknown): boolean {
  return role === 'admin';
}
