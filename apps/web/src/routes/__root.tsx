// The layout around every page: header, the page, footer. Unknown paths render
// the not-found page inside this layout.
import Box from '@mui/material/Box';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { type RouterContext } from '../lib/router-context';
import { NotFoundPage } from './-components/NotFoundPage';
import { SiteFooter } from './-components/SiteFooter';
import { SiteHeader } from './-components/SiteHeader';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
