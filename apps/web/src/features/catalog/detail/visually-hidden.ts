// Text for screen readers only (e.g. the word after a like count shown as an icon).
// Sizes are strings: in MUI's sx a number up to 1 is a fraction of the parent (1 is
// 100%), which would make this box as wide as its container and widen a phone's page.
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
