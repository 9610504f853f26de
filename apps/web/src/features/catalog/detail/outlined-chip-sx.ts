// The look of a small outlined chip (the grid's choices, the product's tags) on a
// plain button or link: MUI's Chip would add its own chunk to the product page.
export const outlinedChipSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 1,
  borderColor: 'grey.400',
  fontFamily: 'inherit',
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  color: 'text.primary',
  bgcolor: 'transparent',
  textDecoration: 'none',
  transition: 'background-color 150ms',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { bgcolor: 'action.focus', outline: 2, outlineColor: 'secondary.dark', outlineOffset: 2 },
} as const;
