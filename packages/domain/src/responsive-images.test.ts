import { describe, expect, it } from 'vitest';
import { imageVariantUrl, responsiveSrcSet, variantOriginal, variantWidth } from './responsive-images';

describe('responsive images', () => {
  it('names a copy by the width before the extension', () => {
    expect(imageVariantUrl('/uploads/products/a.webp', 960)).toBe('/uploads/products/a.960w.webp');
    expect(variantWidth('/uploads/products/a.960w.webp')).toBe(960);
    expect(variantWidth('/uploads/products/a.700w.webp')).toBeNull();
    expect(variantWidth('/uploads/products/a.webp')).toBeNull();
    expect(variantOriginal('products/a.480w.webp')).toBe('products/a.webp');
  });

  it('gives a srcset for images the site stores, on this or another origin', () => {
    expect(responsiveSrcSet('/uploads/site-config/hero-1.webp')).toBe(
      '/uploads/site-config/hero-1.480w.webp 480w, /uploads/site-config/hero-1.960w.webp 960w, /uploads/site-config/hero-1.1600w.webp 1600w',
    );
    expect(responsiveSrcSet('https://shop.example/hero/hero-2.webp')).toMatch(/^https:\/\/shop\.example\/hero\/hero-2\.480w\.webp 480w, /);
  });

  it('gives none for other images', () => {
    for (const url of ['https://cdn.example.com/a.webp', '/placeholder.svg', '/uploads/a.png', 'data:image/webp;base64,AAAA', '/uploads/a.480w.webp', '', null, undefined]) {
      expect(responsiveSrcSet(url), String(url)).toBeUndefined();
    }
  });
});
