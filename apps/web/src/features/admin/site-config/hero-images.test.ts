import { describe, expect, it, vi } from 'vitest';
import { heroImageDrafts, heroImagesForSave, isInlineImage, uploadInlineImages } from './hero-images';

describe('heroImageDrafts', () => {
  it('reads strings and {url, alt} objects with a unique key each', () => {
    const drafts = heroImageDrafts(['/a.webp', { url: '/b.webp', alt: 'Factory' }, 42]);
    expect(drafts.map(({ url, alt }) => ({ url, alt }))).toEqual([
      { url: '/a.webp', alt: '' },
      { url: '/b.webp', alt: 'Factory' },
      { url: '', alt: '' },
    ]);
    expect(new Set(drafts.map((d) => d.key)).size).toBe(3);
    expect(heroImageDrafts(undefined)).toEqual([]);
  });
});

describe('uploadInlineImages', () => {
  it('uploads only inline data and keeps the order and the alt texts', async () => {
    const upload = vi.fn(async (_data: string, index: number) => `/uploads/site-config/1-${index}.webp`);
    const drafts = [
      { key: 'a', url: '/uploads/hero/old.webp', alt: 'Old' },
      { key: 'b', url: 'data:image/webp;base64,AAAA', alt: 'New' },
    ];
    const result = await uploadInlineImages(drafts, upload);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith('data:image/webp;base64,AAAA', 1);
    expect(result).toEqual([
      { key: 'a', url: '/uploads/hero/old.webp', alt: 'Old' },
      { key: 'b', url: '/uploads/site-config/1-1.webp', alt: 'New' },
    ]);
  });

  it('stops at the first failed upload', async () => {
    const upload = vi.fn(async () => {
      throw new Error('too large');
    });
    await expect(uploadInlineImages([{ key: 'a', url: 'data:image/png;base64,AA', alt: '' }], upload)).rejects.toThrow('too large');
  });
});

describe('heroImagesForSave', () => {
  it('drops rows without a URL and trims', () => {
    expect(
      heroImagesForSave([
        { key: 'a', url: ' /x.webp ', alt: ' Front ' },
        { key: 'b', url: '  ', alt: 'Nothing' },
      ]),
    ).toEqual([{ url: '/x.webp', alt: 'Front' }]);
  });

  it('knows inline images', () => {
    expect(isInlineImage('data:image/webp;base64,AA')).toBe(true);
    expect(isInlineImage('/uploads/a.webp')).toBe(false);
  });
});
