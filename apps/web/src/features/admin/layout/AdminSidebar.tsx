// The admin sidebar: 'Admin Panel', the 'Management' links and
// Sign Out. Wide screens: a column that collapses to icons (with tooltips);
// below 768 px: a slide-in panel.
import { type ReactElement } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import AdminPanelIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link } from '@tanstack/react-router';
import {
  ADMIN_TEXTS,
  BRAND_NAME,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  TEXTS,
  TOOLTIP_DELAY_MS,
} from '@hair/domain';
import { BRAND_COLORS } from '@hair/ui';
import { ADMIN_NAV, navItemName, type AdminNavItem } from './admin-nav';
import { useNavCounts, type NavCounts } from './useNavCounts';
import { type SidebarState } from './useSidebar';

/** Height of the sidebar's title row; the header uses the same so their bottom lines meet. */
export const ADMIN_BAR_HEIGHT = 64;

const TEXT_ON_INK = alpha(BRAND_COLORS.cream, 0.82);

/** A sidebar row; collapsed, only the icon is left, centred in the 3rem column. */
function itemSx(collapsed: boolean): SxProps<Theme> {
  return {
    minHeight: 44,
    px: collapsed ? 0 : 1.5,
    mx: 0.5,
    my: 0.25,
    justifyContent: collapsed ? 'center' : 'flex-start',
    borderRadius: 1,
    color: TEXT_ON_INK,
    '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 0, mr: collapsed ? 0 : 1.75 },
    '&:hover': { bgcolor: alpha(BRAND_COLORS.cream, 0.07) },
    '&.Mui-focusVisible': { outline: `2px solid ${BRAND_COLORS.gold}`, outlineOffset: -2 },
    '&.Mui-selected, &.Mui-selected:hover': {
      bgcolor: alpha(BRAND_COLORS.gold, 0.16),
      color: BRAND_COLORS.gold,
      boxShadow: `inset 3px 0 0 ${BRAND_COLORS.gold}`,
    },
  };
}

interface SidebarContentProps {
  collapsed: boolean;
  counts: NavCounts;
  onNavigate?(): void;
  onSignOut(): void;
}

/** A tooltip naming the item, only where the label is hidden (icons only). */
function CollapsedTooltip({ show, title, children }: { show: boolean; title: string; children: ReactElement }) {
  if (!show) return children;
  return (
    <Tooltip title={title} placement="right" enterDelay={TOOLTIP_DELAY_MS}>
      {children}
    </Tooltip>
  );
}

function NavLink({ item, collapsed, count, onNavigate }: { item: AdminNavItem; collapsed: boolean; count: number; onNavigate?(): void }) {
  const Icon = item.icon;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <CollapsedTooltip show={collapsed} title={item.label}>
        <ListItemButton
          component={Link}
          to={item.to}
          activeOptions={{ exact: item.exact === true }}
          activeProps={{ className: 'Mui-selected' }}
          aria-label={navItemName(item, count)}
          onClick={onNavigate}
          sx={itemSx(collapsed)}
        >
          <ListItemIcon>
            <Badge badgeContent={collapsed ? count : 0} color="secondary" max={99}>
              <Icon fontSize="small" />
            </Badge>
          </ListItemIcon>
          {!collapsed && <ListItemText primary={item.label} slotProps={{ primary: { noWrap: true, sx: { fontSize: '0.95rem' } } }} />}
          {!collapsed && count > 0 && (
            <Box
              component="span"
              sx={{ ml: 1, px: 0.9, minWidth: 22, borderRadius: 11, textAlign: 'center', fontSize: '0.75rem', fontWeight: 700, lineHeight: '22px', bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
            >
              {count > 99 ? '99+' : count}
            </Box>
          )}
        </ListItemButton>
      </CollapsedTooltip>
    </ListItem>
  );
}

function SidebarContent({ collapsed, counts, onNavigate, onSignOut }: SidebarContentProps) {
  return (
    <Stack sx={{ height: '100%', bgcolor: BRAND_COLORS.ink, color: BRAND_COLORS.cream, overflowX: 'hidden' }}>
      <Stack
        direction="row"
        spacing={1.25}
        sx={{ height: ADMIN_BAR_HEIGHT, flexShrink: 0, alignItems: 'center', justifyContent: collapsed ? 'center' : 'flex-start', px: collapsed ? 0 : 2, borderBottom: `1px solid ${alpha(BRAND_COLORS.gold, 0.35)}` }}
      >
        <AdminPanelIcon sx={{ color: BRAND_COLORS.gold }} aria-hidden />
        {!collapsed && (
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" noWrap sx={{ fontFamily: 'h1.fontFamily', fontWeight: 600, fontSize: '1.15rem', color: BRAND_COLORS.gold, lineHeight: 1.2 }}>
              {ADMIN_TEXTS.adminPanel}
            </Typography>
            <Typography component="p" variant="caption" noWrap sx={{ color: TEXT_ON_INK, letterSpacing: '0.08em' }}>
              {BRAND_NAME}
            </Typography>
          </Box>
        )}
      </Stack>
      <Box component="nav" aria-label={ADMIN_TEXTS.adminPanel} sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1.5 }}>
        {collapsed ? (
          <Divider sx={{ borderColor: alpha(BRAND_COLORS.cream, 0.12), mx: 1, mb: 1 }} />
        ) : (
          <Typography component="p" variant="overline" sx={{ display: 'block', px: 2.5, pb: 0.5, color: alpha(BRAND_COLORS.cream, 0.7), fontSize: '0.7rem' }}>
            {ADMIN_TEXTS.management}
          </Typography>
        )}
        <List disablePadding>
          {ADMIN_NAV.map((item) => (
            <NavLink key={item.to} item={item} collapsed={collapsed} count={item.badge ? counts[item.badge] : 0} onNavigate={onNavigate} />
          ))}
        </List>
      </Box>
      <List disablePadding sx={{ py: 1, borderTop: `1px solid ${alpha(BRAND_COLORS.cream, 0.12)}` }}>
        <ListItem disablePadding sx={{ display: 'block' }}>
          <CollapsedTooltip show={collapsed} title={TEXTS.signOut}>
            <ListItemButton onClick={onSignOut} aria-label={TEXTS.signOut} sx={itemSx(collapsed)}>
              <ListItemIcon>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              {!collapsed && <ListItemText primary={TEXTS.signOut} slotProps={{ primary: { sx: { fontSize: '0.95rem' } } }} />}
            </ListItemButton>
          </CollapsedTooltip>
        </ListItem>
      </List>
    </Stack>
  );
}

export interface AdminSidebarProps {
  sidebar: SidebarState;
  onSignOut(): void;
}

export function AdminSidebar({ sidebar, onSignOut }: AdminSidebarProps) {
  const counts = useNavCounts();
  if (sidebar.isMobile) {
    const close = () => sidebar.setOpenMobile(false);
    return (
      <Drawer
        variant="temporary"
        open={sidebar.openMobile}
        onClose={close}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE, maxWidth: '85vw', border: 0 } } }}
      >
        <SidebarContent collapsed={false} counts={counts} onNavigate={close} onSignOut={onSignOut} />
      </Drawer>
    );
  }
  const width = sidebar.open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON;
  return (
    <Box
      component="aside"
      data-state={sidebar.open ? 'expanded' : 'collapsed'}
      sx={{ width, flexShrink: 0, bgcolor: BRAND_COLORS.ink, transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }) }}
    >
      <Box sx={{ position: 'sticky', top: 0, height: '100vh', width: '100%' }}>
        <SidebarContent collapsed={!sidebar.open} counts={counts} onSignOut={onSignOut} />
      </Box>
    </Box>
  );
}
