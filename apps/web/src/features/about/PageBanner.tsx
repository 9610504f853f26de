// The dark opening band of the About, Partners and Blog pages: breadcrumb,
// an overline, the page's h1, a lead line and optional actions.
import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Breadcrumbs } from '../../lib/breadcrumbs';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

export const HOME_CRUMB: Crumb = { label: 'Home', href: '/' };

export interface PageBannerProps {
  crumbs: readonly Crumb[];
  /** Label of the breadcrumb landmark (in the page's language). */
  crumbsLabel?: string;
  overline?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  /** On a phone: a thin band of breadcrumb and title, so that what the page is for starts in view (the product list). */
  compact?: boolean;
}

export function PageBanner({ crumbs, crumbsLabel = 'Breadcrumb', overline, title, lead, children, compact = false }: PageBannerProps) {
  const onPhone = (shown: string) => (compact ? { xs: 'none', md: shown } : shown);
  return (
    <Box
      component="section"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        py: { xs: compact ? 2.5 : 5, md: 8 },
        // A thin gold rule under the band, like the top bar's.
        borderBottom: 3,
        borderColor: 'secondary.main',
      }}
    >
      <Container maxWidth="lg">
        <Breadcrumbs
          aria-label={crumbsLabel}
          // MUI greys breadcrumbs for light pages; on the dark band they take the band's cream.
          sx={{ mb: { xs: compact ? 1.5 : 3, md: 4 }, fontSize: '0.875rem', color: 'inherit', '& .MuiBreadcrumbs-separator': { color: 'secondary.main' } }}
        >
          {crumbs.map((crumb) =>
            crumb.href ? (
              <Link key={crumb.label} href={crumb.href} underline="hover" color="inherit">
                {crumb.label}
              </Link>
            ) : (
              <Typography key={crumb.label} aria-current="page" sx={{ fontSize: 'inherit', color: 'secondary.main' }}>
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
        {overline && (
          <Typography variant="overline" component="p" sx={{ display: onPhone('block'), color: 'secondary.main', mb: 1 }}>
            {overline}
          </Typography>
        )}
        <Typography variant="h1" sx={{ maxWidth: '30ch', ...(compact ? { fontSize: { xs: '1.75rem', md: undefined } } : {}) }}>
          {title}
        </Typography>
        {lead && (
          <Typography component="div" sx={{ display: onPhone('block'), mt: 2.5, maxWidth: '60ch', opacity: 0.85, fontSize: { md: '1.1rem' }, lineHeight: 1.7 }}>
            {lead}
          </Typography>
        )}
        {children && <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
