// Validation of the sign-in and sign-up forms (spec point 5): the first message
// per field, from the same schema the server checks.
import { credentialsSchema } from '@hair/domain';

export interface CredentialsValues {
  email: string;
  password: string;
}

export type CredentialsErrors = Partial<Record<keyof CredentialsValues, string>>;

export function validateCredentials(values: CredentialsValues): CredentialsErrors {
  const result = credentialsSchema.safeParse(values);
  if (result.success) return {};
  const errors: CredentialsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function hasErrors(errors: CredentialsErrors): boolean {
  return Object.values(errors).some(Boolean);
}
