// Sign-in / sign-up input and the user the API returns.
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { ROLES } from '../roles';
import { oneLine } from './one-line';

/**
 * E-mail as typed, trimmed. The case is kept for display; accounts are
 * looked up by normalizeEmail() so 'A@B.co' and 'a@b.co' are the same account.
 * Mails print it on a line of its own, so a line break is named as such.
 */
export const emailSchema = oneLine('Email', z.string({ error: MESSAGES.invalidEmail }).trim().max(254, { error: MESSAGES.invalidEmail }))
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

/** The key accounts are compared by. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const passwordSchema = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

export const credentialsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type Credentials = z.infer<typeof credentialsSchema>;

/**
 * A password chosen now (sign-up, reset): at least 10 characters. The server also
 * refuses the most common passwords (api: auth/new-password.ts), a list the browser does not load.
 */
export const newPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.newPasswordTooShort })
  .min(NEW_PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.newPasswordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
});

export const passwordResetRequestSchema = z.object({ email: emailSchema });
/** The reset page's form: the new password (the link's token comes from its URL). */
export const newPasswordFormSchema = z.object({ password: newPasswordSchema });

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  email_verified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
