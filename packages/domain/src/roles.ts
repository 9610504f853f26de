// The roles of an account: admin or user. No zod here: the storefront's bundle
// uses these without the schemas.

export const ROLES = ['admin', 'user'] as const;

/** isAdmin is derived from the role only, never stored on its own. */
export function isAdminRole(role: unknown): boolean {
  return role === 'admin';
}
