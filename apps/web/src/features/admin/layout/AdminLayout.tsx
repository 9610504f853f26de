// Every /admin screen: a spinner while the session is
// checked, nothing for anyone but an admin (the route's guard sends them to
// /auth or /), and for admins the header, the sidebar and the screen.
import { useCallback } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { UnsavedChangesGuard } from '../forms/unsaved-changes';
import { TEXTS } from '@hair/domain';
import { enqueueSnackbar } from '../../../lib/toast';
import { useSession } from '../../session/session-context';
import { useAppStarted } from '../../../lib/app-started';
import { AdminHeader } from './AdminHeader';
import { AdminSidebar } from './AdminSidebar';
import { useSidebar } from './useSidebar';

export const CHECKING_SESSION = 'Checking your session';

export function AdminLayout() {
  const { loading, isAdmin } = useSession();
  useAppStarted();
  if (loading) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress color="secondary" aria-label={CHECKING_SESSION} />
      </Box>
    );
  }
  return isAdmin ? <AdminShell /> : null;
}

function AdminShell() {
  const sidebar = useSidebar();
  const { signOut } = useSession();
  const navigate = useNavigate();

  const handleSignOut = useCallback(async () => {
    try {
      // Leave the admin first, so the guard has no admin page to send to /auth.
      await navigate({ to: '/' });
      await signOut();
      enqueueSnackbar(TEXTS.signedOut, { variant: 'success' });
    } catch {
      enqueueSnackbar(TEXTS.signOutError, { variant: 'error' });
    }
  }, [navigate, signOut]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AdminSidebar sidebar={sidebar} onSignOut={() => void handleSignOut()} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AdminHeader sidebarOpen={sidebar.isMobile ? sidebar.openMobile : sidebar.open} onToggleSidebar={sidebar.toggle} />
        <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 1440, mx: 'auto', px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2.5, md: 4 } }}>
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        </Box>
      </Box>
    </Box>
  );
}
