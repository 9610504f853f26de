// Validation of the /auth forms, from the same schemas the server checks: sign-in
// keeps the specification's rule ('Password must be at least 6 characters'), a new
// password (sign-up, reset) needs 10 characters. The first message per field.
import { credentialsSchema, newPasswordFormSchema, passwordResetRequestSchema, signUpSchema } from '@hair/domain';
import { firstMessageByField, type FieldIssue } from '../../lib/field-errors';

export type CredentialsValues = {
  email: string;
  password: string;
};

export type CredentialsErrors = Partial<Record<keyof CredentialsValues, string>>;

/** Which form: signing in with a password, or choosing one. */
export type CredentialsMode = 'signIn' | 'signUp';

const SCHEMAS = { signIn: credentialsSchema, signUp: signUpSchema } as const;

interface FormSchema {
  safeParse(values: unknown): { success: boolean; error?: { issues: readonly FieldIssue[] } };
}

function fieldErrors<F extends string>(schema: FormSchema, values: Record<F, string>, fields: readonly F[]): Partial<Record<F, string>> {
  const result = schema.safeParse(values);
  if (result.success || !result.error) return {};
  return firstMessageByField(result.error.issues, (key) => (fields.includes(key as F) ? (key as F) : undefined));
}

export function validateCredentials(values: CredentialsValues, mode: CredentialsMode = 'signIn'): CredentialsErrors {
  return fieldErrors(SCHEMAS[mode], values, ['email', 'password']);
}

/** The 'Forgot password?' form: the e-mail only. */
export function validateResetRequest(values: { email: string }): { email?: string } {
  return fieldErrors(passwordResetRequestSchema, values, ['email']);
}

/** The reset page: the new password only. */
export function validateNewPassword(values: { password: string }): { password?: string } {
  return fieldErrors(newPasswordFormSchema, values, ['password']);
}
