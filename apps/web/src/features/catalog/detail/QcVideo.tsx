// The QC video as the product page and the viewer play it: native controls, never on
// its own, inline on phones, and the poster (or a dark frame) until it plays.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface QcVideoProps {
  url: string;
  posterUrl: string | null;
  /** 'none' on the page (nothing loads before a tap); 'metadata' in the viewer, opened to watch. */
  preload: 'none' | 'metadata';
  label: string;
  testId: string;
  className?: string;
  sx?: SxProps<Theme>;
}

export function QcVideo({ url, posterUrl, preload, label, testId, className, sx }: QcVideoProps) {
  return (
    <Box
      component="video"
      src={url}
      poster={posterUrl ?? undefined}
      controls
      playsInline
      preload={preload}
      aria-label={label}
      data-testid={testId}
      className={className}
      sx={sx}
    />
  );
}
