import { describe, expect, it } from 'vitest';
import { isAppPath } from './router-link';

describe('isAppPath', () => {
  it('is true for paths the app renders', () => {
    for (const href of ['/', '/product/abc', '/products/hair-weave?q=x', '/auth#top', '/apiary', '/uploadsx']) expect(isAppPath(href)).toBe(true);
  });

  it('is false for other sites, other schemes, files and the API', () => {
    for (const href of [undefined, '', '#', 'https://wa.me/1', '//cdn.test/x', 'mailto:a@b.co', 'product/1', '/api/health', '/uploads/a.webp', '/api'])
      expect(isAppPath(href)).toBe(false);
  });
});
