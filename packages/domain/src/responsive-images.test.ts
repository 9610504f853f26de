import { describe, expect, it } from 'vitest';
import { imageVariantUrl, largestImageVariant, responsiveSrcSet, variantOriginal, variantWidth } from './responsive-images';

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

  it('gives a srcset for stored images under the media base', () => {
    const base = 'https://cdn.example.com/media';
    expect(responsiveSrcSet(`${base}/products/a.webp`, base)).toBe(
      `${base}/products/a.480w.webp 480w, ${base}/products/a.960w.webp 960w, ${base}/products/a.1600w.webp 1600w`,
    );
    expect(responsiveSrcSet(`${base}/products/a.webp`)).toBeUndefined();
    expect(responsiveSrcSet('https://cdn.example.com/other/a.webp', base)).toBeUndefined();
    expect(responsiveSrcSet(`${base}/products/a.960w.webp`, base)).toBeUndefined();
  });

  it('gives none for other images', () => {
    for (const url of ['https://cdn.example.com/a.webp', '/placeholder.svg', '/uploads/a.png', 'data:image/webp;base64,AAAA', '/uploads/a.480w.webp', '', null, undefined]) {
      expect(responsiveSrcSet(url), String(url)).toBeUndefined();
    }
  });

  it('names the widest copy for a full-screen view, and leaves other images as they are', () => {
    expect(largestImageVariant('/uploads/products/a.webp')).toBe('/uploads/products/a.1600w.webp');
    expect(largestImageVariant('http://shop.example/uploads/products/a.webp')).toBe('http://shop.example/uploads/products/a.1600w.webp');
    for (const url of ['/placeholder.svg', 'https://cdn.example.com/a.webp', '/uploads/products/a.480w.webp', '/uploads/a.png']) {
      expect(largestImageVariant(url)).toBe(url);
    }
  });
});
