// Validation of the sign-in and sign-up forms ('Invalid email address',
// 'Password must be at least 6 characters'): the first message per field, from
// the same schema the server checks.
import { credentialsSchema } from '@hair/domain';
import { firstMessageByField } from '../../lib/field-errors';

export interface CredentialsValues {
  email: string;
  password: string;
}

export type CredentialsErrors = Partial<Record<keyof CredentialsValues, string>>;

export function validateCredentials(values: CredentialsValues): CredentialsErrors {
  const result = credentialsSchema.safeParse(values);
  if (result.success) return {};
  return firstMessageByField(result.error.issues, (key) => (key === 'email' || key === 'password' ? key : undefined));
}

export function hasErrors(errors: CredentialsErrors): boolean {
  return Object.values(errors).some(Boolean);
}
