import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  base64DecodedSize,
  deleteUploadInputSchema,
  fileExtension,
  mediaItemSchema,
  parseDataUrl,
  safeStorageName,
  uploadInputSchema,
  uploadPathFromUrl,
  uploadResultSchema,
} from './media';

const msgs = (r: { error?: { issues: { message: string }[] } }) => (r.error?.issues ?? []).map((i) => i.message);

describe('uploadInputSchema', () => {
  it('accepts a data URL upload', () => {
    expect(
      uploadInputSchema.parse({ fileName: 'site-media/1-a.webp', dataUrl: 'data:image/webp;base64,AAAA', createMedia: 'true', section: 'hero' }),
    ).toEqual({ fileName: 'site-media/1-a.webp', dataUrl: 'data:image/webp;base64,AAAA', createMedia: true, section: 'hero' });
  });

  it("rejects anything but a data URL with 'dataUrl must be a data URL'", () => {
    for (const dataUrl of ['https://x.co/a.png', '', 'AAAA', null, undefined, 5]) {
      expect(msgs(uploadInputSchema.safeParse({ fileName: 'a.png', dataUrl }))).toEqual([MESSAGES.dataUrlRequired]);
    }
    expect(uploadInputSchema.safeParse({ fileName: 'a', dataUrl: 'DATA:image/png;base64,A' }).success).toBe(true);
  });

  it('bounds the file name', () => {
    expect(msgs(uploadInputSchema.safeParse({ fileName: '  ', dataUrl: 'data:,' }))).toEqual([MESSAGES.fileNameRequired]);
    expect(uploadInputSchema.safeParse({ fileName: 'x'.repeat(301), dataUrl: 'data:,' }).success).toBe(false);
    expect(uploadInputSchema.safeParse({ fileName: 'x'.repeat(300), dataUrl: 'data:,' }).success).toBe(true);
  });
});

describe('deleteUploadInputSchema and outputs', () => {
  it('reads a file name and a force flag', () => {
    expect(deleteUploadInputSchema.parse({ fileName: '/uploads/x.webp', force: 'true' })).toEqual({ fileName: '/uploads/x.webp', force: true });
    expect(deleteUploadInputSchema.parse({ fileName: 'x.webp' })).toEqual({ fileName: 'x.webp' });
    expect(deleteUploadInputSchema.safeParse({ fileName: '' }).success).toBe(false);
    expect(deleteUploadInputSchema.safeParse({}).success).toBe(false);
  });

  it('describes media items and upload results', () => {
    const item = { id: '1', url: '/uploads/media/a.webp', fileName: 'a.webp', section: null, size: 10, width: null, height: null, created_at: '2024-01-01T00:00:00Z' };
    expect(mediaItemSchema.parse(item)).toEqual(item);
    expect(uploadResultSchema.parse({ url: '/uploads/a.webp' })).toEqual({ url: '/uploads/a.webp' });
    expect(uploadResultSchema.parse({ url: 'u', media: { id: '1', url: 'u' } }).media?.id).toBe('1');
  });
});

describe('safeStorageName', () => {
  it('keeps well-formed names in known folders', () => {
    expect(safeStorageName('products/product-hair-weave-1700000000.webp', 'webp')).toBe('products/product-hair-weave-1700000000.webp');
    expect(safeStorageName('site-config/1700000000-0.webp', 'webp')).toBe('site-config/1700000000-0.webp');
    expect(safeStorageName('site-media/1700000000-My Photo.PNG', 'png')).toBe('site-media/1700000000-my-photo.png');
  });

  it('never leaves the storage root', () => {
    expect(safeStorageName('../../etc/passwd', 'webp')).toBe('media/etc-passwd.webp');
    expect(safeStorageName('/etc/passwd', 'webp')).toBe('media/etc-passwd.webp');
    expect(safeStorageName('..\\..\\windows\\system32\\x.dll', 'png')).toBe('media/windows-system32-x.png');
    expect(safeStorageName('products/../../secret.webp', 'webp')).toBe('products/secret.webp');
    expect(safeStorageName('%2e%2e%2fetc%2fpasswd', 'webp')).toBe('media/etc-passwd.webp');
    expect(safeStorageName('a\u0000b.webp', 'webp')).toBe('media/ab.webp');
    for (const name of ['../x', '/abs', 'a/../../b', '..', '', '\\\\server\\share', 'C:\\x.png']) {
      const out = safeStorageName(name, 'webp');
      expect(out).toMatch(/^[a-z-]+\/[a-z0-9-]+\.webp$/);
      expect(out).not.toContain('..');
    }
  });

  it('uses the extension of the real type, not the given one', () => {
    expect(safeStorageName('evil.svg', 'webp')).toBe('media/evil.webp');
    expect(safeStorageName('photo.jpg.exe', 'JPEG')).toBe('media/photo-jpg.jpeg');
    expect(safeStorageName('x.png', '.png')).toBe('media/x.png');
    expect(safeStorageName('x.png', '')).toBe('media/x.bin');
    expect(safeStorageName('x.png', '../sh')).toBe('media/x.sh');
  });

  it('accepts URLs of stored files', () => {
    expect(safeStorageName('/uploads/products/a.webp', 'webp')).toBe('products/a.webp');
    expect(safeStorageName('https://cdn.x.co/uploads/hero/b.webp?v=2#top', 'webp')).toBe('hero/b.webp');
    expect(safeStorageName('//cdn.x.co/uploads/blog/c.webp', 'webp')).toBe('blog/c.webp');
  });

  it('uses at most one folder and slugifies the rest', () => {
    expect(safeStorageName('products/a/b/c.webp', 'webp')).toBe('products/a-b-c.webp');
    expect(safeStorageName('PRODUCTS/x.webp', 'webp')).toBe('products/x.webp');
    expect(safeStorageName('products', 'webp')).toBe('media/products.webp');
    expect(safeStorageName('Ảnh Tóc Việt.webp', 'webp')).toBe('media/anh-toc-viet.webp');
    expect(safeStorageName('🙂.webp', 'webp')).toBe('media/file.webp');
    expect(safeStorageName(null as unknown as string, 'webp')).toBe('media/file.webp');
    expect(safeStorageName('x'.repeat(1000), 'webp').length).toBeLessThanOrEqual('media/'.length + 100 + 5);
  });
});

describe('data URL and path helpers', () => {
  it('parses data URLs', () => {
    expect(parseDataUrl('data:image/png;base64,AAAA')).toEqual({ mimeType: 'image/png', base64: true, data: 'AAAA' });
    expect(parseDataUrl('data:,hello')).toEqual({ mimeType: 'text/plain', base64: false, data: 'hello' });
    expect(parseDataUrl('data:image/svg+xml;charset=utf-8,<svg/>')).toEqual({ mimeType: 'image/svg+xml', base64: false, data: '<svg/>' });
    for (const v of ['image/png;base64,AAAA', '', null, 5, 'data:image/png']) expect(parseDataUrl(v)).toBeNull();
  });

  it('computes decoded sizes', () => {
    expect(base64DecodedSize('')).toBe(0);
    expect(base64DecodedSize('AAAA')).toBe(3);
    expect(base64DecodedSize('AAA=')).toBe(2);
    expect(base64DecodedSize('AA==')).toBe(1);
    expect(base64DecodedSize('AA AA\n')).toBe(3);
  });

  it('reads extensions and upload paths', () => {
    expect(fileExtension('a/b.WEBP?x=1')).toBe('webp');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('dir.d/file')).toBe('');
    expect(fileExtension(null)).toBe('');
    expect(uploadPathFromUrl('http://h:4000/uploads/media/a.webp')).toBe('media/a.webp');
    expect(uploadPathFromUrl('/uploads/a.webp')).toBe('a.webp');
    expect(uploadPathFromUrl('a.webp')).toBe('a.webp');
  });
});
