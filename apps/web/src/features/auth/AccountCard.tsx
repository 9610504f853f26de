// The card of the account pages (/auth, /forgot-password, /reset-password): the
// brand, a heading and a line under it, the form, and a link back below the card.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { BRAND_NAME, TEXTS } from '@hair/domain';

export interface AccountCardProps {
  title: string;
  subtitle: string;
  /** The link under the card. */
  back: { href: string; label: string };
  /** A spinner in place of the card (while a stored token is checked). */
  loading?: boolean;
  children: ReactNode;
}

export function AccountCard({ title, subtitle, back, loading = false, children }: AccountCardProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: { xs: 5, md: 9 } }}>
      {loading ? (
        <CircularProgress color="secondary" aria-label={TEXTS.loading} sx={{ my: 10 }} />
      ) : (
        <Card sx={{ width: '100%', maxWidth: 440, borderTop: 3, borderTopColor: 'secondary.main', boxShadow: '0 18px 50px rgba(26, 20, 16, 0.08)' }}>
          <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
            <Typography variant="overline" component="p" sx={{ color: 'secondary.dark', textAlign: 'center' }}>
              {BRAND_NAME}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' }, textAlign: 'center', mt: 0.5 }}>
              {title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, mb: 3 }}>{subtitle}</Typography>
            {children}
          </CardContent>
        </Card>
      )}
      <Link
        href={back.href}
        underline="hover"
        sx={{ mt: 4, display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', fontWeight: 500 }}
      >
        <ArrowBack fontSize="small" aria-hidden="true" />
        {back.label}
      </Link>
    </Box>
  );
}
