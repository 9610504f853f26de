import { describe, expect, it } from 'vitest';
import { apiOriginFromBase, resolveMediaUrl } from './media-urls';

describe('resolveMediaUrl and apiOriginFromBase', () => {
  it('keeps absolute, protocol-relative, data and blob URLs', () => {
    for (const u of ['http://a.co/x.png', 'HTTPS://a.co/x.png', '//cdn.co/x.png', 'data:image/png;base64,AA', 'blob:https://a/1']) {
      expect(resolveMediaUrl(u, 'https://api.co')).toBe(u);
    }
  });

  it('prefixes relative paths with the origin without /api', () => {
    expect(resolveMediaUrl('/uploads/a.webp', 'https://api.co')).toBe('https://api.co/uploads/a.webp');
    expect(resolveMediaUrl('uploads/a.webp', 'https://api.co/')).toBe('https://api.co/uploads/a.webp');
    expect(resolveMediaUrl('//', 'https://api.co')).toBe('//');
    expect(resolveMediaUrl('/uploads/a.webp', 'https://api.co/api')).toBe('https://api.co/uploads/a.webp');
    expect(resolveMediaUrl('/uploads/a.webp', 'https://api.co/api/')).toBe('https://api.co/uploads/a.webp');
    expect(resolveMediaUrl('///a.webp', '')).toBe('///a.webp');
    expect(resolveMediaUrl('a.webp', '')).toBe('/a.webp');
    expect(resolveMediaUrl('  /x.png  ', 'http://h')).toBe('http://h/x.png');
  });

  it('puts stored files under the media base when the site has one, and nothing else', () => {
    const base = 'https://cdn.example.com/media';
    expect(resolveMediaUrl('/uploads/products/a.webp', 'https://shop.co', base)).toBe('https://cdn.example.com/media/products/a.webp');
    expect(resolveMediaUrl('uploads/products/a.webp', 'https://shop.co', base)).toBe('https://cdn.example.com/media/products/a.webp');
    expect(resolveMediaUrl('/hero/hero-1.webp', 'https://shop.co', base)).toBe('https://shop.co/hero/hero-1.webp');
    expect(resolveMediaUrl('https://shop.co/uploads/a.webp', 'https://shop.co', base)).toBe('https://shop.co/uploads/a.webp');
    expect(resolveMediaUrl('/uploadsx/a.webp', 'https://shop.co', base)).toBe('https://shop.co/uploadsx/a.webp');
  });

  it('gives an empty string for empty or wrong input', () => {
    for (const u of ['', '   ', null, undefined, 5, {}, []]) expect(resolveMediaUrl(u, 'https://api.co')).toBe('');
    expect(resolveMediaUrl('/a', null)).toBe('/a');
  });

  it('strips a trailing /api from the API base', () => {
    expect(apiOriginFromBase('http://localhost:4000/api')).toBe('http://localhost:4000');
    expect(apiOriginFromBase('http://localhost:4000/api/')).toBe('http://localhost:4000');
    expect(apiOriginFromBase('https://x.co/API')).toBe('https://x.co');
    expect(apiOriginFromBase('https://x.co/apis')).toBe('https://x.co/apis');
    expect(apiOriginFromBase('https://api.x.co')).toBe('https://api.x.co');
    expect(apiOriginFromBase('/api')).toBe('');
    expect(apiOriginFromBase(null)).toBe('');
  });
});
