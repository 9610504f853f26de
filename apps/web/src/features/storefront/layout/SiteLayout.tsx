// The frame of every public page: top bar and navigation, the page, footer (the
// chrome is not printed: a printed quote is the page alone).
import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useAppStarted } from '../../../lib/app-started';
import { useLogSiteConfigFailure } from '../site-config/use-site-section';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export const SKIP_LINK_TEXT = 'Skip to main content';
const MAIN_ID = 'main-content';

export function SiteLayout({ children }: { children: ReactNode }) {
  useLogSiteConfigFailure();
  useAppStarted();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {/* Hidden until focused: keyboard users jump past the menus. */}
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -64,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          bgcolor: 'secondary.main',
          color: 'primary.main',
          fontWeight: 600,
          '&:focus': { top: 8 },
        }}
      >
        {SKIP_LINK_TEXT}
      </Link>
      <SiteHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
