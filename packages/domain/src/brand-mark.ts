// The brand's emblem (a strand on a dark square), drawn the same by the site's
// header and the quote PDF. No zod here: the storefront's bundle uses it.

export const BRAND_MARK = {
  /** The square's side in the path's units. */
  size: 64,
  cornerRadius: 12,
  background: '#1a1410',
  ink: '#c9a45c',
  strokeWidth: 4,
  path: 'M22 48c0-14 4-24 12-32m-4 32c0-12 3-20 10-27m-2 27c0-9 2-15 7-20',
} as const;
