// The brand mark: a strand emblem and the name, linking home.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { BRAND_NAME } from '@hair/domain';

export const BRAND_SUBLINE = 'Vietnamese Hair Factory';

export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const ink = tone === 'dark' ? 'primary.main' : 'primary.contrastText';
  return (
    <Link href="/" underline="none" aria-label={`${BRAND_NAME} home`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: ink, flexShrink: 0 }}>
      <Box component="svg" viewBox="0 0 64 64" aria-hidden="true" sx={{ width: { xs: 34, md: 40 }, height: { xs: 34, md: 40 }, flexShrink: 0 }}>
        <rect width="64" height="64" rx="12" fill="#1a1410" />
        <path d="M22 48c0-14 4-24 12-32m-4 32c0-12 3-20 10-27m-2 27c0-9 2-15 7-20" fill="none" stroke="#c9a45c" strokeWidth="4" strokeLinecap="round" />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1 }}>
        <Box component="span" sx={{ fontFamily: 'h1.fontFamily', fontWeight: 600, fontSize: { xs: '1.25rem', md: '1.45rem' }, letterSpacing: '0.02em', lineHeight: 1.1 }}>
          {BRAND_NAME}
        </Box>
        <Box component="span" sx={{ fontSize: '0.62rem', letterSpacing: '0.28em', textTransform: 'uppercase', color: tone === 'dark' ? 'secondary.dark' : 'secondary.main', mt: 0.4 }}>
          {BRAND_SUBLINE}
        </Box>
      </Box>
    </Link>
  );
}
