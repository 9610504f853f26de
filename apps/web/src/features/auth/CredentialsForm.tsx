// One tab of the /auth card: Email and Password, checked as use-checked-form.ts
// says; the button says what is running.
// Sign-in checks the specification's 6 characters; sign-up a new password's 10.
import { useId } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { ACCOUNT_TEXTS, TEXTS } from '@hair/domain';
import { validateCredentials, type CredentialsErrors, type CredentialsMode, type CredentialsValues } from './credentials';
import { EmailField, PasswordField } from './AccountFields';
import { useCheckedForm } from './use-checked-form';

const LABELS: Record<CredentialsMode, { submit: string; busy: string; passwordAutocomplete: 'current-password' | 'new-password' }> = {
  signIn: { submit: TEXTS.signIn, busy: TEXTS.signingIn, passwordAutocomplete: 'current-password' },
  signUp: { submit: TEXTS.signUp, busy: TEXTS.creatingAccount, passwordAutocomplete: 'new-password' },
};

export interface CredentialsFormProps {
  mode: CredentialsMode;
  /** Runs the sign-in or sign-up; resolves when it is over, with the server's messages per field when it refused them. */
  onSubmit(values: CredentialsValues): Promise<CredentialsErrors | void>;
}

export function CredentialsForm({ mode, onSubmit }: CredentialsFormProps) {
  const id = useId();
  const labels = LABELS[mode];
  const { values, errors, busy, change, submit } = useCheckedForm<CredentialsValues>(
    { email: '', password: '' },
    (next) => validateCredentials(next, mode),
    ({ email, password }) => onSubmit({ email: email.trim(), password }),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={busy}>
      <EmailField id={`${id}-email`} value={values.email} onChange={(value) => change('email', value)} error={errors.email} />
      <PasswordField
        id={`${id}-password`}
        label={TEXTS.password}
        value={values.password}
        onChange={(value) => change('password', value)}
        error={errors.password}
        autoComplete={labels.passwordAutocomplete}
      />
      {mode === 'signIn' && (
        <Link href="/forgot-password" underline="hover" variant="body2" sx={{ alignSelf: 'flex-end', color: 'secondary.dark', fontWeight: 500 }}>
          {ACCOUNT_TEXTS.forgotPasswordLink}
        </Link>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth sx={{ py: 1.4 }}>
        {busy ? labels.busy : labels.submit}
      </Button>
    </Stack>
  );
}
