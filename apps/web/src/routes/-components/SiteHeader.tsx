// The public top bar: the brand, and the visitor's session (spec point 2: 'Welcome,
// {email}', an Admin link for admins and Sign Out; otherwise a Sign In link).
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@hair/domain';
import { BRAND_NAME } from '@hair/domain';
import { useSession } from '../../features/session/session-context';

export function SiteHeader() {
  const { user, isAdmin, loading, signOut } = useSession();
  return (
    <AppBar position="static" color="primary" elevation={0} component="header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, py: { xs: 1, md: 0 }, minHeight: { xs: 60, md: 72 }, justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Link
            href="/"
            underline="none"
            sx={{ color: 'secondary.main', fontFamily: 'h1.fontFamily', fontSize: { xs: '1.25rem', md: '1.6rem' }, fontWeight: 600, letterSpacing: '0.04em' }}
          >
            {BRAND_NAME}
          </Link>
          {/* Nothing while the stored token is being checked, so the bar does not flicker. */}
          {!loading && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              {user ? (
                <>
                  <Typography variant="body2" noWrap sx={{ maxWidth: { xs: '10rem', sm: '20rem' } }} title={user.email}>
                    {TEXTS.welcomeUser(user.email)}
                  </Typography>
                  {isAdmin && (
                    <Button href="/admin" color="secondary" size="small">
                      {TEXTS.admin}
                    </Button>
                  )}
                  <Button onClick={() => void signOut()} color="inherit" size="small" variant="outlined" sx={{ flexShrink: 0 }}>
                    {TEXTS.signOut}
                  </Button>
                </>
              ) : (
                <Button href="/auth" color="secondary" size="small" variant="outlined">
                  {TEXTS.signIn}
                </Button>
              )}
            </Stack>
          )}
        </Toolbar>
      </Container>
      <Box sx={{ height: 3, bgcolor: 'secondary.main' }} />
    </AppBar>
  );
}
