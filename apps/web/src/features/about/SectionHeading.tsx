// The heading block of a page section: a gold overline, the h2 and a lead line.
import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  id: string;
  overline?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  /** On the dark band the overline stays gold and the lead turns cream. */
  tone?: 'light' | 'dark';
}

export function SectionHeading({ id, overline, title, lead, align = 'center', tone = 'light' }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: align, mb: { xs: 4, md: 6 }, mx: align === 'center' ? 'auto' : 0, maxWidth: 720 }}>
      {overline && (
        <Typography variant="overline" component="p" sx={{ color: tone === 'dark' ? 'secondary.main' : 'secondary.dark' }}>
          {overline}
        </Typography>
      )}
      <Typography id={id} variant="h2" sx={{ mt: 0.5 }}>
        {title}
      </Typography>
      {lead && (
        <Typography sx={{ mt: 1.5, color: tone === 'dark' ? 'inherit' : 'text.secondary', opacity: tone === 'dark' ? 0.8 : 1, lineHeight: 1.7 }}>
          {lead}
        </Typography>
      )}
    </Box>
  );
}
