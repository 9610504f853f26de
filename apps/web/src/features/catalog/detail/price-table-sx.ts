// The look of the product page's price tables (the tier table and the full price
// table) on a plain <table>: MUI's Table components would add their own chunk to
// the product page for what a few rules draw. The first column names the row; the
// others hold prices, aligned right. The row with `data-selected` is the buyer's pick.
import type { Theme } from '@mui/material/styles';

export const priceTableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  '& th, & td': {
    typography: 'body2',
    color: 'text.primary',
    textAlign: 'left',
    py: '6px',
    px: 2,
    borderBottom: (theme: Theme) => `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
  },
  '& :is(th, td):not(:first-child)': { textAlign: 'right' },
  '& thead th': { fontWeight: 'fontWeightMedium', lineHeight: '1.5rem' },
  '& tr[data-selected]': { bgcolor: (theme: Theme) => theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
} as const;
