// The rule for a password chosen now (sign-up, reset): the shared length rule
// (@hair/domain newPasswordSchema), and not one of the most common passwords.
// common-passwords.json holds the passwords of 10 characters or more among the
// ~49,000 most common ones of zxcvbn's list (MIT), lowercased: shorter ones fail
// the length rule anyway.
import { ACCOUNT_MESSAGES, newPasswordSchema } from '@hair/domain';
import commonPasswords from './common-passwords.json';

const COMMON = new Set<string>(commonPasswords);

/** True when `password`, in any letter case, is on the list of common passwords. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

export const serverNewPasswordSchema = newPasswordSchema.refine((password) => !isCommonPassword(password), {
  error: ACCOUNT_MESSAGES.passwordTooCommon,
});
