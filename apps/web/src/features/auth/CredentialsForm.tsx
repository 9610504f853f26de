// One tab of the /auth card: Email and Password, checked on submit and again
// on every change after a failed submit; the button says what is running.
import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TEXTS } from '@hair/domain';
import { NativeTextField } from '../../lib/native-fields';
import { hasErrors, validateCredentials, type CredentialsErrors, type CredentialsValues } from './credentials';

export type CredentialsMode = 'signIn' | 'signUp';

const LABELS: Record<CredentialsMode, { submit: string; busy: string; passwordAutocomplete: string }> = {
  signIn: { submit: TEXTS.signIn, busy: TEXTS.signingIn, passwordAutocomplete: 'current-password' },
  signUp: { submit: TEXTS.signUp, busy: TEXTS.creatingAccount, passwordAutocomplete: 'new-password' },
};

export const SHOW_PASSWORD = 'Show password';
export const HIDE_PASSWORD = 'Hide password';

export interface CredentialsFormProps {
  mode: CredentialsMode;
  initialEmail?: string;
  /** Runs the sign-in or sign-up; resolves when it is over. */
  onSubmit(values: CredentialsValues): Promise<void>;
}

export function CredentialsForm({ mode, initialEmail = '', onSubmit }: CredentialsFormProps) {
  const id = useId();
  const [values, setValues] = useState<CredentialsValues>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<CredentialsErrors>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const labels = LABELS[mode];

  const change = (field: keyof CredentialsValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Before the first submit the visitor is still typing: no messages yet.
    if (checked) setErrors(validateCredentials(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateCredentials(values);
    setChecked(true);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await onSubmit({ email: values.email.trim(), password: values.password });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2.5} aria-busy={busy}>
      <NativeTextField
        id={`${id}-email`}
        label={TEXTS.email}
        type="email"
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={errors.email}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
      />
      <NativeTextField
        id={`${id}-password`}
        label={TEXTS.password}
        type={showPassword ? 'text' : 'password'}
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        error={errors.password}
        autoComplete={labels.passwordAutocomplete}
        required
        endAdornment={
          <IconButton
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? HIDE_PASSWORD : SHOW_PASSWORD}
            aria-pressed={showPassword}
          >
            {showPassword ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        }
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth sx={{ py: 1.4 }}>
        {busy ? labels.busy : labels.submit}
      </Button>
    </Stack>
  );
}
