// The hero's slides: the configured images, strings or
// {url, alt}, with relative URLs served from the API host; the three bundled
// images when none is configured. The first slide carries the overlay texts.
import { BRAND_NAME, BRAND_TAGLINE, IMAGE_USES, heroHasCta, heroImageParts, resolveMediaUrl, type HeroConfig } from '@hair/domain';

export interface HeroSlide {
  url: string;
  alt: string;
  /** Intrinsic size, for the width and height attributes (no layout shift). */
  width: number;
  height: number;
}

export interface HeroOverlay {
  title: string;
  subtitle: string;
  /** Present only when both cta_text and cta_link are configured. */
  cta: { text: string; link: string } | null;
}

const BUNDLED_SIZE = { width: 1920, height: 823 } as const;

/** Served by the web app itself (apps/web/public/hero), so never prefixed with the API host. */
export const BUNDLED_HERO_SLIDES: readonly HeroSlide[] = [
  { url: '/hero/hero-1.webp', alt: 'Natural black Vietnamese body wave hair flowing in warm light', ...BUNDLED_SIZE },
  { url: '/hero/hero-2.webp', alt: 'Hair bundles in natural and dyed colours hanging on the factory rack', ...BUNDLED_SIZE },
  { url: '/hero/hero-3.webp', alt: 'Silky straight blonde hair fanning out on a dark background', ...BUNDLED_SIZE },
];

export function heroSlides(config: Pick<HeroConfig, 'images'> | null | undefined, apiOrigin: string, mediaBase?: string): HeroSlide[] {
  const size = { width: IMAGE_USES.hero.width ?? 2560, height: IMAGE_USES.hero.height ?? 823 };
  const configured = (config?.images ?? []).flatMap((image) => {
    const { url, alt } = heroImageParts(image);
    const src = resolveMediaUrl(url, apiOrigin, mediaBase);
    return src ? [{ url: src, alt: alt.trim(), ...size }] : [];
  });
  return configured.length > 0 ? configured : [...BUNDLED_HERO_SLIDES];
}

/** Title and subtitle fall back to the brand, so the page always has its main heading. */
export function heroOverlay(config: Pick<HeroConfig, 'title' | 'subtitle' | 'cta_text' | 'cta_link'> | null | undefined): HeroOverlay {
  return {
    title: config?.title?.trim() || BRAND_NAME,
    subtitle: config?.subtitle?.trim() || BRAND_TAGLINE,
    cta: config && heroHasCta(config) ? { text: (config.cta_text ?? '').trim(), link: (config.cta_link ?? '').trim() } : null,
  };
}
