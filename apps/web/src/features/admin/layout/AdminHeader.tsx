// The admin header: the sidebar toggle, 'Content Management
// System' and the way back to the storefront.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebarOutlined';
import { ADMIN_TEXTS, TEXTS } from '@hair/domain';
import { ADMIN_BAR_HEIGHT } from './AdminSidebar';

export const TOGGLE_SIDEBAR = 'Toggle Sidebar';

export interface AdminHeaderProps {
  sidebarOpen: boolean;
  onToggleSidebar(): void;
}

export function AdminHeader({ sidebarOpen, onToggleSidebar }: AdminHeaderProps) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ minHeight: { xs: ADMIN_BAR_HEIGHT }, gap: { xs: 1, sm: 1.5 }, px: { xs: 1.5, sm: 2.5 } }}>
        <IconButton edge="start" onClick={onToggleSidebar} aria-label={TOGGLE_SIDEBAR} aria-expanded={sidebarOpen} title={`${TOGGLE_SIDEBAR} (Ctrl+B)`}>
          <ViewSidebarIcon />
        </IconButton>
        <Box sx={{ width: '1px', height: 24, bgcolor: 'divider', display: { xs: 'none', sm: 'block' } }} />
        <Typography component="p" noWrap sx={{ flex: 1, minWidth: 0, fontFamily: 'h1.fontFamily', fontWeight: 600, fontSize: { xs: '1rem', sm: '1.2rem' } }}>
          {ADMIN_TEXTS.cmsTitle}
        </Typography>
        <Button href="/" variant="outlined" size="small" startIcon={<ArrowBackIcon />} aria-label={TEXTS.backToHome} sx={{ flexShrink: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } }, minWidth: { xs: 40, sm: 64 } }}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {TEXTS.backToHome}
          </Box>
        </Button>
      </Toolbar>
    </AppBar>
  );
}
