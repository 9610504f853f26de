// The page header: the top bar, then the brand, the main navigation
// (dropdowns from md up, an expandable list below) and the link to the quote list. Categories for the menu
// come from the product_categories site config. The phone's menu list is loaded
// when it is first opened: a page needs none of its code until then.
import { Suspense, lazy, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useRouterState } from '@tanstack/react-router';
import { effectiveCategories } from '@hair/domain';
import { useSiteSection } from '../site-config/use-site-section';
import { BrandLogo } from './BrandLogo';
import { TopBar } from './TopBar';
import { DesktopNav } from './nav/DesktopNav';
import { activeTopLevelId, buildMainNav } from './nav/main-nav';
import { MOBILE_NAV_ID } from './nav/mobile-nav-id';
import { QuoteListLink } from './QuoteListLink';
import { HeaderSearch } from './search/HeaderSearch';

const MobileNav = lazy(() => import('./nav/MobileNav').then((module) => ({ default: module.MobileNav })));

export const MENU_BUTTON_LABEL = 'Menu';

export function SiteHeader() {
  const { config } = useSiteSection('product_categories');
  const items = useMemo(() => buildMainNav(effectiveCategories(config?.categories)), [config]);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const activeId = activeTopLevelId(items, pathname);
  // The page the mobile menu was opened on: navigating anywhere closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const mobileOpen = menuOpenOn === pathname;
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <>
      <TopBar />
      {/* A sibling of the top bar, so it stays at the top while the page scrolls. */}
      <Box component="header" sx={{ displayPrint: 'none', position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', boxShadow: '0 6px 24px rgba(26, 20, 16, 0.06)' }}>
        <Container maxWidth="lg">
          {/* The menu needs the whole width: it wraps onto a second row. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2 }}>
            <Box sx={{ height: { xs: 64, md: 68, lg: 76 }, display: 'flex', alignItems: 'center' }}>
              <BrandLogo />
            </Box>
            {/* A row of its own on a phone (after the quote link), beside the logo from md up. */}
            <Box sx={{ order: { xs: 4, md: 1 }, width: { xs: '100%', md: 'auto' }, flex: { md: 1 }, maxWidth: { md: 420 }, pb: { xs: 1.25, md: 0 } }}>
              <HeaderSearch id="site-search" />
            </Box>
            {/* From md up the menu takes the second row, under the search and the quote link. */}
            <Box sx={{ display: { xs: 'none', md: 'block' }, order: { md: 3 }, height: { md: 48 }, width: { md: '100%' }, borderTop: { md: 1 }, borderColor: { md: 'divider' } }}>
              <DesktopNav items={items} activeId={activeId} />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', order: { md: 2 } }}>
            <QuoteListLink />
            <IconButton
              aria-label={MENU_BUTTON_LABEL}
              aria-expanded={mobileOpen}
              aria-controls={menuLoaded ? MOBILE_NAV_ID : undefined}
              onClick={() => {
                setMenuLoaded(true);
                setMenuOpenOn(mobileOpen ? null : pathname);
              }}
              sx={{ display: { md: 'none' }, color: 'primary.main', mr: -1 }}
            >
              {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
            </Box>
          </Box>
        </Container>
        {menuLoaded && (
          <Suspense fallback={null}>
            <MobileNav items={items} activeId={activeId} open={mobileOpen} onClose={() => setMenuOpenOn(null)} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
