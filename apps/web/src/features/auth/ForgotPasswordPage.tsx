// 'Forgot password?' (/forgot-password): the e-mail of the account; the answer is
// the same whether or not an account uses it (the server says no more).
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TEXTS, FORGOT_PASSWORD_META } from '@hair/domain';
import { errorMessage } from '../../lib/api-errors';
import { usePageMeta } from '../../lib/page-meta';
import { enqueueSnackbar } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { AccountCard } from './AccountCard';
import { EmailField } from './AccountFields';
import { validateResetRequest } from './credentials';
import { useCheckedForm } from './use-checked-form';

export function ForgotPasswordPage() {
  usePageMeta(FORGOT_PASSWORD_META);
  const id = useId();
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const [sent, setSent] = useState(false);
  const { values, errors, busy, change, submit } = useCheckedForm({ email: '' }, validateResetRequest, async ({ email }) => {
    try {
      await request.mutateAsync({ email: email.trim() });
      setSent(true);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, ACCOUNT_TEXTS.sendResetLink), { variant: 'error' });
    }
  });

  return (
    <AccountCard title={ACCOUNT_TEXTS.forgotTitle} subtitle={ACCOUNT_TEXTS.forgotIntro} back={{ href: '/auth', label: ACCOUNT_TEXTS.backToSignIn }}>
      {sent ? (
        <Alert severity="success" role="status">
          {ACCOUNT_TEXTS.resetLinkSent}
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={busy}>
          <EmailField id={`${id}-email`} value={values.email} onChange={(value) => change('email', value)} error={errors.email} />
          <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth sx={{ py: 1.4 }}>
            {busy ? ACCOUNT_TEXTS.sendingResetLink : ACCOUNT_TEXTS.sendResetLink}
          </Button>
        </Stack>
      )}
    </AccountCard>
  );
}
