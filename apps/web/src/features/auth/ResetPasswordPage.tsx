// The page of the reset mail's link (/reset-password?token=…): the new password.
// Saving it ends the account's other sessions and signs the buyer in here, then
// goes home with a toast; a password the server refuses is named under the field,
// a used or expired link toasts the server's message.
import { useId } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, RESET_PASSWORD_META } from '@hair/domain';
import { usePageMeta } from '../../lib/page-meta';
import { enqueueSnackbar } from '../../lib/toast';
import { useSession } from '../session/session-context';
import { AccountCard } from './AccountCard';
import { PasswordField } from './AccountFields';
import { validateNewPassword } from './credentials';
import { useCheckedForm } from './use-checked-form';

export function ResetPasswordPage() {
  usePageMeta(RESET_PASSWORD_META);
  const id = useId();
  const { token } = useSearch({ from: '/_site/reset-password' });
  const { resetPassword } = useSession();
  const navigate = useNavigate();
  const { values, errors, busy, change, submit } = useCheckedForm({ password: '' }, validateNewPassword, async ({ password }) => {
    const { error, fields } = token ? await resetPassword(token, password) : { error: ACCOUNT_MESSAGES.invalidResetLink };
    if (fields?.password) return { password: fields.password };
    if (error) {
      enqueueSnackbar(error, { variant: 'error' });
      return;
    }
    enqueueSnackbar(ACCOUNT_TEXTS.passwordReset, { variant: 'success' });
    await navigate({ to: '/', replace: true });
  });

  return (
    <AccountCard title={ACCOUNT_TEXTS.resetTitle} subtitle={ACCOUNT_TEXTS.resetIntro} back={{ href: '/forgot-password', label: ACCOUNT_TEXTS.askNewLink }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={busy}>
        <PasswordField
          id={`${id}-password`}
          label={ACCOUNT_TEXTS.newPassword}
          value={values.password}
          onChange={(value) => change('password', value)}
          error={errors.password}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth sx={{ py: 1.4 }}>
          {busy ? ACCOUNT_TEXTS.savingPassword : ACCOUNT_TEXTS.savePassword}
        </Button>
      </Stack>
    </AccountCard>
  );
}
