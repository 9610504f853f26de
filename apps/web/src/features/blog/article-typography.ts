// Reading styles for a post's stored HTML (headings, lists, quotes, images,
// tables), applied through the container's sx so no style attribute is needed.
import type { SxProps, Theme } from '@mui/material/styles';
import { BRAND_COLORS, HEADING_FONT } from '@hair/ui';

export const articleTypography: SxProps<Theme> = {
  maxWidth: '70ch',
  fontSize: { xs: '1.02rem', md: '1.125rem' },
  lineHeight: 1.8,
  color: 'text.primary',
  overflowWrap: 'break-word',
  '& > :first-of-type': { mt: 0 },
  '& h2, & h3, & h4': { fontFamily: HEADING_FONT, fontWeight: 600, lineHeight: 1.3, mt: '2.2em', mb: '0.7em' },
  '& h2': { fontSize: { xs: '1.45rem', md: '1.75rem' } },
  '& h3': { fontSize: { xs: '1.2rem', md: '1.4rem' } },
  '& h4': { fontSize: '1.1rem' },
  '& p': { my: '1.1em' },
  '& ul, & ol': { pl: '1.4em', my: '1.1em' },
  '& li': { mb: '0.5em', pl: '0.25em' },
  // The editor writes each list item as a paragraph: no paragraph gap inside an item.
  '& li > p': { my: 0 },
  '& li::marker': { color: BRAND_COLORS.goldDark },
  '& strong': { fontWeight: 700 },
  '& a': { color: 'secondary.dark', textDecorationThickness: '1px', textUnderlineOffset: '3px' },
  '& blockquote': {
    m: '1.6em 0',
    py: 0.5,
    px: 3,
    borderLeft: 3,
    borderColor: 'secondary.main',
    fontFamily: HEADING_FONT,
    fontStyle: 'italic',
    fontSize: '1.15em',
    color: 'text.secondary',
  },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', my: '1.6em', mx: 'auto' },
  '& figure': { m: '1.6em 0' },
  '& figcaption': { fontSize: '0.875rem', color: 'text.secondary', textAlign: 'center', mt: 1 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: '2.5em' },
  '& table': { width: '100%', borderCollapse: 'collapse', my: '1.6em', fontSize: '0.95em', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
  '& th': { bgcolor: 'background.default', fontWeight: 600 },
  '& pre': { overflowX: 'auto', bgcolor: 'background.default', p: 2, fontSize: '0.9em' },
};
