// Images the site stores come in narrower copies beside the original (made once when
// the image is stored), so a phone downloads an image of its screen's width, not the
// upload's. A copy's name is the original's with its width before the extension:
// 'hero-1.webp' -> 'hero-1.960w.webp'. No zod here: the storefront uses this.

/** `sizes` of the hero's slides: the whole width of the window. */
export const HERO_IMAGE_SIZES = '100vw';

/** The widths of the copies, in CSS pixels of a phone to a desktop. */
export const RESPONSIVE_IMAGE_WIDTHS = [480, 960, 1600] as const;

/** Files the site stores and serves its copies of: WebP under /uploads/ or the bundled /hero/ images. */
const STORED_WEBP = /^((?:https?:\/\/[^/]+)?\/(?:uploads|hero)\/[^?#]+?)\.webp$/i;
/** A copy's name: the width before '.webp'. */
const VARIANT = /\.(\d+)w\.webp$/i;

/** The URL of the `width` px copy of `url`. */
export function imageVariantUrl(url: string, width: number): string {
  return url.replace(/\.webp$/i, `.${width}w.webp`);
}

/** The width of the copy a path names, or null when it names an original. */
export function variantWidth(path: string): number | null {
  const width = Number(VARIANT.exec(path)?.[1]);
  return (RESPONSIVE_IMAGE_WIDTHS as readonly number[]).includes(width) ? width : null;
}

/** The original a copy's path was made from ('a/b.960w.webp' -> 'a/b.webp'). */
export function variantOriginal(path: string): string {
  return path.replace(VARIANT, '.webp');
}

/**
 * `srcset` for an image the site stores (its copies), served by the site or under its
 * media base (PUBLIC_MEDIA_URL); undefined for any other image.
 */
export function responsiveSrcSet(url: string | null | undefined, mediaBase?: string): string | undefined {
  if (!url || VARIANT.test(url)) return undefined;
  const stored = STORED_WEBP.test(url) || (!!mediaBase && url.startsWith(`${mediaBase}/`) && /\.webp$/i.test(url));
  if (!stored) return undefined;
  return RESPONSIVE_IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}

/** The widest copy of an image the site stores (a full-screen view, a zoom); any other image as it is. */
export function largestImageVariant(url: string): string {
  if (!STORED_WEBP.test(url) || VARIANT.test(url)) return url;
  return imageVariantUrl(url, Math.max(...RESPONSIVE_IMAGE_WIDTHS));
}
