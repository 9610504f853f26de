// The brand mark: a strand emblem and the name, linking home.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { BRAND_MARK, BRAND_NAME } from '@hair/domain';

export const BRAND_SUBLINE = 'Vietnamese Hair Factory';

/** The emblem alone, sized by the caller. */
export function BrandMark({ sx }: { sx?: SxProps<Theme> }) {
  const { size, cornerRadius, background, ink, strokeWidth, path } = BRAND_MARK;
  return (
    <Box component="svg" viewBox={`0 0 ${size} ${size}`} aria-hidden="true" sx={[{ flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <rect width={size} height={size} rx={cornerRadius} fill={background} />
      <path d={path} fill="none" stroke={ink} strokeWidth={strokeWidth} strokeLinecap="round" />
    </Box>
  );
}

export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const ink = tone === 'dark' ? 'primary.main' : 'primary.contrastText';
  return (
    <Link href="/" underline="none" aria-label={`${BRAND_NAME} home`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: ink, flexShrink: 0 }}>
      <BrandMark sx={{ width: { xs: 34, md: 40 }, height: { xs: 34, md: 40 } }} />
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
