// Sign-in / sign-up input and the user the API returns.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { ROLES } from '../roles';

/**
 * E-mail as typed, trimmed. The case is kept for display; accounts are
 * looked up by normalizeEmail() so 'A@B.co' and 'a@b.co' are the same account.
 */
export const emailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .max(254, { error: MESSAGES.invalidEmail })
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

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  email_verified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
