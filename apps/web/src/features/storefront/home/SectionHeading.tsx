// The heading of a home section: a small gold overline, the title, an optional intro.
import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  id: string;
  overline: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  /** Light text for dark sections. */
  onDark?: boolean;
}

export function SectionHeading({ id, overline, title, intro, align = 'center', onDark = false }: SectionHeadingProps) {
  const center = align === 'center';
  return (
    <Box sx={{ textAlign: align, mb: { xs: 4, md: 6 }, mx: center ? 'auto' : 0, maxWidth: center ? 760 : 'none' }}>
      <Typography variant="overline" component="p" sx={{ color: onDark ? 'secondary.main' : 'secondary.dark', lineHeight: 2, fontSize: '0.75rem' }}>
        {overline}
      </Typography>
      <Typography id={id} variant="h2" sx={{ color: onDark ? 'primary.contrastText' : 'text.primary', mt: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ width: 56, height: 2, bgcolor: 'secondary.main', mt: 2.5, mx: center ? 'auto' : 0 }} />
      {intro && (
        <Typography sx={{ mt: 2.5, color: onDark ? 'rgba(250, 247, 242, 0.82)' : 'text.secondary', fontSize: { md: '1.05rem' }, lineHeight: 1.7 }}>
          {intro}
        </Typography>
      )}
    </Box>
  );
}
