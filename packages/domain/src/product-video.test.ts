import { describe, expect, it } from 'vitest';
import { readProductDetail } from './product-detail-reader';
import { isSafeVideoUrl, readProductVideo } from './product-video';
import { productUpdateSchema } from './schemas/product';

describe('product video', () => {
  it('reads the video and its poster with stored paths on the API origin', () => {
    expect(readProductVideo({ video_url: '/uploads/products/qc.mp4', video_poster_url: '/uploads/products/qc.webp' }, 'https://shop.example')).toEqual({
      url: 'https://shop.example/uploads/products/qc.mp4',
      posterUrl: 'https://shop.example/uploads/products/qc.webp',
    });
    expect(readProductDetail({ id: '1', videoUrl: 'https://cdn.example/qc.webm' }, { apiOrigin: '' }).video).toEqual({ url: 'https://cdn.example/qc.webm', posterUrl: null });
  });

  it('has no video without a URL, or with one a page must not load', () => {
    for (const url of [undefined, null, '', '  ', 'javascript:alert(1)', 'data:video/mp4;base64,AAAA', 'blob:https://x/1']) {
      expect(readProductVideo({ video_url: url }, ''), String(url)).toBeNull();
    }
    expect(readProductDetail({ id: '1' }, { apiOrigin: '' }).video).toBeNull();
  });

  it('accepts web addresses and paths of this site only', () => {
    expect(isSafeVideoUrl('/uploads/products/qc.mp4')).toBe(true);
    expect(isSafeVideoUrl('https://cdn.example/qc.webm')).toBe(true);
    expect(isSafeVideoUrl('data:video/mp4;base64,AAAA')).toBe(false);
    expect(isSafeVideoUrl('javascript:alert(1)')).toBe(false);
  });

  it('takes video_url and video_poster_url (or their camelCase spellings) on a product, blank removing them', () => {
    expect(productUpdateSchema.parse({ videoUrl: ' /uploads/products/qc.mp4 ', video_poster_url: '' })).toMatchObject({ video_url: '/uploads/products/qc.mp4', video_poster_url: null });
    const refused = productUpdateSchema.safeParse({ video_url: 'javascript:alert(1)' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['video_url', 'Video URL must be an https:// or http:// address or a path of this site'],
    ]);
  });
});
