// Sign in / sign up /auth: the 'Welcome' card with its two
// tabs. Signing in toasts 'Signed in successfully!' and goes home; signing up
// toasts the verification message and opens Sign In with the e-mail filled in.
// Failures toast the server's message. A signed-in visitor never gets here (the
// route sends them to /).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { AUTH_META, BRAND_NAME, TEXTS } from '@hair/domain';
import { usePageMeta } from '../../lib/page-meta';
import { returnPathAfterSignIn } from '../../lib/sign-in-return';
import { enqueueSnackbar } from '../../lib/toast';
import { useSession } from '../session/session-context';
import { CredentialsForm, type CredentialsMode } from './CredentialsForm';
import { type CredentialsValues } from './credentials';

const TABS: readonly { mode: CredentialsMode; label: string }[] = [
  { mode: 'signIn', label: TEXTS.signIn },
  { mode: 'signUp', label: TEXTS.signUp },
];

export function AuthPage() {
  usePageMeta(AUTH_META);
  const { loading, signIn, signUp } = useSession();
  const navigate = useNavigate();
  const returnTo = useRouterState({ select: (state) => returnPathAfterSignIn(state.location.state) });
  const [mode, setMode] = useState<CredentialsMode>('signIn');
  // After a sign-up the Sign In tab opens with the new address filled in.
  const [signInEmail, setSignInEmail] = useState('');

  const submit = async ({ email, password }: CredentialsValues) => {
    if (mode === 'signIn') {
      const { error } = await signIn(email, password);
      if (error) {
        enqueueSnackbar(error, { variant: 'error' });
        return;
      }
      enqueueSnackbar(TEXTS.signedIn, { variant: 'success' });
      // Back to the page that asked for sign-in, else home.
      await navigate({ href: returnTo, replace: returnTo !== '/' });
      return;
    }
    const { error } = await signUp(email, password);
    if (error) {
      enqueueSnackbar(error, { variant: 'error' });
      return;
    }
    enqueueSnackbar(TEXTS.accountCreated, { variant: 'success' });
    setSignInEmail(email);
    setMode('signIn');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: { xs: 5, md: 9 } }}>
      {/* While a stored token is checked: the route sends a signed-in visitor home. */}
      {loading ? (
        <CircularProgress color="secondary" aria-label={TEXTS.loading} sx={{ my: 10 }} />
      ) : (
        <Card sx={{ width: '100%', maxWidth: 440, borderTop: 3, borderTopColor: 'secondary.main', boxShadow: '0 18px 50px rgba(26, 20, 16, 0.08)' }}>
          <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
            <Typography variant="overline" component="p" sx={{ color: 'secondary.dark', textAlign: 'center' }}>
              {BRAND_NAME}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' }, textAlign: 'center', mt: 0.5 }}>
              {TEXTS.authTitle}
            </Typography>
            <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, mb: 3 }}>{TEXTS.authSubtitle}</Typography>
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
              <CredentialsForm key={mode} mode={mode} initialEmail={mode === 'signIn' ? signInEmail : ''} onSubmit={submit} />
            </div>
          </CardContent>
        </Card>
      )}
      <Link
        href="/"
        underline="hover"
        sx={{ mt: 4, display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', fontWeight: 500 }}
      >
        <ArrowBack fontSize="small" aria-hidden="true" />
        {TEXTS.backToHome}
      </Link>
    </Box>
  );
}
