// The blog screen's own admin login, the same sign-in as /auth: shown when no admin
// token is stored, or when the server no longer accepts it. Failures read
// 'Login failed' or the server's message, inline.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@hair/domain';
import { useSession } from '../../session/session-context';
import { BLOG_ADMIN_TEXTS as T } from './texts';

export function BlogLoginBox({ onSignedIn }: { onSignedIn(): void }) {
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await signIn(email.trim(), password);
    setBusy(false);
    if (result.error !== undefined) setError(result.error || TEXTS.loginFailed);
    else onSignedIn();
  }

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate aria-labelledby="blog-login-title" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 420, mx: 'auto' }}>
      <Stack spacing={2.5}>
        <div>
          <Typography id="blog-login-title" variant="h5" component="h2">
            {T.loginTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {T.loginIntro}
          </Typography>
        </div>
        <TextField label={TEXTS.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField
          label={TEXTS.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        {error && (
          <Typography role="alert" color="error" variant="body2">
            {error}
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? TEXTS.signingIn : TEXTS.signIn}
        </Button>
      </Stack>
    </Paper>
  );
}
