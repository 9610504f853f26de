import { describe, expect, it } from 'vitest';
import { BUNDLED_HERO_SLIDES, heroOverlay, heroSlides } from './hero-slides';

describe('heroSlides', () => {
  it('reads strings and {url, alt}, prefixing relative URLs with the API host', () => {
    const slides = heroSlides(
      { images: ['/uploads/site-config/a.webp', { url: 'https://cdn.test/b.webp', alt: ' Bundles ' }, { url: 'uploads/c.webp' }] },
      'https://shop.test',
    );
    expect(slides.map(({ url, alt }) => ({ url, alt }))).toEqual([
      { url: 'https://shop.test/uploads/site-config/a.webp', alt: '' },
      { url: 'https://cdn.test/b.webp', alt: 'Bundles' },
      { url: 'https://shop.test/uploads/c.webp', alt: '' },
    ]);
    expect(slides[0]).toMatchObject({ width: 2560, height: 823 });
  });

  it('uses the three bundled images when none is configured', () => {
    expect(heroSlides({ images: [] }, 'https://shop.test')).toEqual(BUNDLED_HERO_SLIDES);
    expect(heroSlides({ images: ['  ', { url: '' }] }, '')).toEqual(BUNDLED_HERO_SLIDES);
    expect(heroSlides(null, '')).toEqual(BUNDLED_HERO_SLIDES);
    expect(BUNDLED_HERO_SLIDES.map((s) => s.url)).toEqual(['/hero/hero-1.webp', '/hero/hero-2.webp', '/hero/hero-3.webp']);
  });
});

describe('heroOverlay', () => {
  it('shows the CTA only when both its text and link exist', () => {
    expect(heroOverlay({ title: 'T', subtitle: 'S', cta_text: 'Shop', cta_link: '/products' })).toEqual({
      title: 'T',
      subtitle: 'S',
      cta: { text: 'Shop', link: '/products' },
    });
    expect(heroOverlay({ title: 'T', cta_text: 'Shop', cta_link: ' ' }).cta).toBeNull();
    expect(heroOverlay({ title: 'T', cta_link: '/products' }).cta).toBeNull();
  });

  it('falls back to the brand when no title is configured', () => {
    expect(heroOverlay(null)).toEqual({ title: 'VietSilk Hair', subtitle: 'Vietnamese human hair, wholesale from our factory', cta: null });
  });
});
