// Sign in / sign up /auth: the 'Welcome' card with its two tabs. Signing in
// toasts 'Signed in successfully!', signing up (which signs the buyer in) the
// verification message; both go back to the page named by `?redirect=`, else home.
// Failures toast the server's message. A signed-in visitor never gets here (the
// route sends them on).
import { useState } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { AUTH_META, TEXTS } from '@hair/domain';
import { usePageMeta } from '../../lib/page-meta';
import { returnPathAfterSignIn } from '../../lib/sign-in-return';
import { enqueueSnackbar } from '../../lib/toast';
import { useSession } from '../session/session-context';
import { AccountCard } from './AccountCard';
import { CredentialsForm } from './CredentialsForm';
import { type CredentialsMode, type CredentialsValues } from './credentials';

const TABS: readonly { mode: CredentialsMode; label: string }[] = [
  { mode: 'signIn', label: TEXTS.signIn },
  { mode: 'signUp', label: TEXTS.signUp },
];

export function AuthPage() {
  usePageMeta(AUTH_META);
  const { loading, signIn, signUp } = useSession();
  const navigate = useNavigate();
  const returnTo = returnPathAfterSignIn(useSearch({ from: '/_site/auth' }));
  const [mode, setMode] = useState<CredentialsMode>('signIn');

  const submit = async ({ email, password }: CredentialsValues) => {
    const { error, fields } = mode === 'signIn' ? await signIn(email, password) : await signUp(email, password);
    // A password the server refuses (a common one) is named under its field; anything else is a toast.
    if (fields?.password) return { password: fields.password };
    if (error) {
      enqueueSnackbar(error, { variant: 'error' });
      return;
    }
    enqueueSnackbar(mode === 'signIn' ? TEXTS.signedIn : TEXTS.accountCreated, { variant: 'success' });
    // Back to the page that asked for sign-in, else home.
    await navigate({ href: returnTo, replace: true });
  };

  return (
    // While a stored token is checked, a spinner: the route sends a signed-in visitor on.
    <AccountCard title={TEXTS.authTitle} subtitle={TEXTS.authSubtitle} back={{ href: '/', label: TEXTS.backToHome }} loading={loading}>
      <Tabs
        value={mode}
        onChange={(_, next: CredentialsMode) => setMode(next)}
        variant="fullWidth"
        textColor="inherit"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', '& .MuiTabs-indicator': { bgcolor: 'secondary.main', height: 3 } }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.mode}
            value={tab.mode}
            label={tab.label}
            id={`auth-tab-${tab.mode}`}
            // Only the open tab's panel exists to point at.
            aria-controls={tab.mode === mode ? `auth-panel-${tab.mode}` : undefined}
          />
        ))}
      </Tabs>
      {/* Only the open tab is rendered, so each label names one field on the page. */}
      <div role="tabpanel" id={`auth-panel-${mode}`} aria-labelledby={`auth-tab-${mode}`}>
        <CredentialsForm key={mode} mode={mode} onSubmit={submit} />
      </div>
    </AccountCard>
  );
}
