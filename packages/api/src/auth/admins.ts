// The admin account. The server calls ensureAdmin at every start with
// ADMIN_EMAIL / ADMIN_PASSWORD; the CLI calls it with force. A generated
// password is returned once for the caller to show; only its hash is stored.
import { emailSchema, passwordSchema } from '@hair/domain';
import { z } from 'zod';
import type { Db } from '../db/client';
import { formatZodError } from '../errors';
import type { AppDeps } from '../shared/types';
import { serverNewPasswordSchema } from './new-password';
import { generatePassword, hashPassword, verifyPassword } from './passwords';
import { ADMIN_ROLE } from './roles';
import { deleteUserSessions, findFirstAdmin, findUserByEmail, insertUser, updateUser } from './store';

/** Used when neither e-mail nor password is configured ('admin@localhost' would fail the e-mail check at sign-in). */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export interface EnsureAdminResult {
  email: string;
  /** Set only when a password was generated and must be shown once. */
  generatedPassword?: string;
  action: 'created' | 'promoted' | 'updated' | 'exists';
}

export interface EnsureAdminOptions {
  email?: string;
  password?: string;
  /**
   * The operator asked for this account (CLI): an existing admin named without a password
   * gets a new generated one, and a password given is one chosen now, held to the
   * sign-up rule (ADMIN_PASSWORD at start keeps the sign-in rule, so a configured site still starts).
   */
  force?: boolean;
  /** The account created when no admin exists and no e-mail is given. */
  defaultEmail?: string;
}

const emailOnlySchema = z.object({ email: emailSchema });

/** Creates or promotes the configured admin; with none configured and no admin in the database, generates one. */
export async function ensureAdmin(deps: AppDeps, opts: EnsureAdminOptions): Promise<EnsureAdminResult | null> {
  const email = opts.email?.trim() || undefined;
  const password = opts.password || undefined;
  if (password !== undefined && email === undefined) throw new Error('An admin password was given without an e-mail address');

  if (email === undefined) {
    const admin = await findFirstAdmin(deps.db);
    if (admin) return { email: admin.email, action: 'exists' };
    return upsertAdmin(deps.db, validated(opts.defaultEmail ?? DEFAULT_ADMIN_EMAIL).email, { newPasswordWhenPromoted: true });
  }
  const input = validated(email, password, opts.force ? serverNewPasswordSchema : passwordSchema);
  return upsertAdmin(deps.db, input.email, { password: input.password, force: opts.force });
}

/** The trimmed e-mail (and password, checked by `rule`), or an Error whose message names the field. */
function validated(email: string, password?: string, rule: z.ZodType<string> = passwordSchema): { email: string; password?: string } {
  const result = password === undefined ? emailOnlySchema.safeParse({ email }) : z.object({ email: emailSchema, password: rule }).safeParse({ email, password });
  if (!result.success) throw new Error(formatZodError(result.error));
  return result.data;
}

async function upsertAdmin(
  db: Db,
  email: string,
  opts: { password?: string; force?: boolean; newPasswordWhenPromoted?: boolean },
): Promise<EnsureAdminResult> {
  const existing = await findUserByEmail(db, email);

  if (!existing) {
    const newPassword = opts.password ?? generatePassword();
    const generatedPassword = opts.password === undefined ? newPassword : undefined;
    const created = await insertUser(db, { email, passwordHash: await hashPassword(newPassword), role: ADMIN_ROLE, emailVerified: true });
    // Another replica created it at the same moment.
    if (!created) return { email, action: 'exists' };
    return { email: created.email, action: 'created', ...(generatedPassword ? { generatedPassword } : {}) };
  }

  if (existing.role !== ADMIN_ROLE) {
    // The default account is unguessable only with a fresh password.
    const generatedPassword = opts.password === undefined && opts.newPasswordWhenPromoted ? generatePassword() : undefined;
    const newPassword = opts.password ?? generatedPassword;
    await updateUser(db, existing.id, {
      role: ADMIN_ROLE,
      emailVerified: true,
      ...(newPassword ? { passwordHash: await hashPassword(newPassword) } : {}),
    });
    if (newPassword) await deleteUserSessions(db, existing.id);
    return { email: existing.email, action: 'promoted', ...(generatedPassword ? { generatedPassword } : {}) };
  }

  if (opts.password !== undefined) {
    // At every start the configured password is checked, and stored only when it changed.
    if (await verifyPassword(existing.passwordHash, opts.password)) return { email: existing.email, action: 'exists' };
    await updateUser(db, existing.id, { passwordHash: await hashPassword(opts.password) });
    await deleteUserSessions(db, existing.id);
    return { email: existing.email, action: 'updated' };
  }
  if (opts.force) {
    const generatedPassword = generatePassword();
    await updateUser(db, existing.id, { passwordHash: await hashPassword(generatedPassword) });
    await deleteUserSessions(db, existing.id);
    return { email: existing.email, action: 'updated', generatedPassword };
  }
  return { email: existing.email, action: 'exists' };
}
