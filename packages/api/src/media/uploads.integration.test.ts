import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media, products } from '../db/schema';
import { SAMPLE_SVG, failure, jpegWithExif, noisePng, samplePng, toDataUrl, useTestApi } from '../testing';

const { env, callers } = useTestApi();

/** Every file under the uploads root, as keys. */
async function storedKeys(): Promise<string[]> {
  const entries = await readdir(env.uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(env.uploadsDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

const fileOf = (url: string) => path.join(env.uploadsDir, url.replace(/^\/uploads\//, ''));

async function upload(fileName: string, extra: Record<string, unknown> = {}) {
  return callers.admin.uploads.upload({ fileName, dataUrl: toDataUrl(await samplePng()), ...extra });
}

describe('uploads.upload', () => {
  it('stores the image as WebP under a key derived from the file name', async () => {
    const result = await callers.admin.uploads.upload({
      fileName: 'products/product-hair-weave-1700000000.png',
      dataUrl: toDataUrl(await samplePng(64, 32)),
    });
    expect(result).toEqual({ url: '/uploads/products/product-hair-weave-1700000000.webp' });
    const stored = await sharp(await readFile(fileOf(result.url))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 64, 32]);
  });

  it('stores narrower copies beside a wide image, for phones, and the image itself as the copies at or above its width', async () => {
    const wide = await callers.admin.uploads.upload({ fileName: 'site-config/banner.png', dataUrl: toDataUrl(await samplePng(2000, 700)) });
    for (const width of [480, 960, 1600]) {
      const copy = await sharp(await readFile(fileOf(wide.url.replace('.webp', `.${width}w.webp`)))).metadata();
      expect([copy.format, copy.width], String(width)).toEqual(['webp', width]);
    }
    const narrow = await callers.admin.uploads.upload({ fileName: 'site-config/logo.png', dataUrl: toDataUrl(await samplePng(600, 300)) });
    expect((await storedKeys()).filter((key) => key.startsWith('site-config/logo'))).toEqual(['site-config/logo.1600w.webp', 'site-config/logo.480w.webp', 'site-config/logo.960w.webp', 'site-config/logo.webp']);
    const original = await readFile(fileOf(narrow.url));
    expect(await readFile(fileOf(narrow.url.replace('.webp', '.960w.webp')))).toEqual(original);
    expect((await sharp(await readFile(fileOf(narrow.url.replace('.webp', '.480w.webp')))).metadata()).width).toBe(480);
    expect(narrow.url).toBe('/uploads/site-config/logo.webp');

    // Deleting the image deletes its copies.
    expect(await callers.admin.uploads.delete({ fileName: wide.url })).toEqual({ deleted: true });
    expect((await storedKeys()).filter((key) => key.startsWith('site-config/banner'))).toEqual([]);
  });

  it('accepts a PNG named .jpg and labelled image/jpeg, and stores it as .webp', async () => {
    const result = await callers.admin.uploads.upload({ fileName: 'holiday photo.jpg', dataUrl: toDataUrl(await samplePng(), 'image/jpeg') });
    expect(result.url).toBe('/uploads/media/holiday-photo.webp');
    expect((await sharp(await readFile(fileOf(result.url))).metadata()).format).toBe('webp');
  });

  it('accepts a percent-encoded data URL', async () => {
    const png = await samplePng(8, 8);
    const encoded = Array.from(png, (b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    const result = await callers.admin.uploads.upload({ fileName: 'encoded.png', dataUrl: `data:image/png,${encoded}` });
    expect(result.url).toBe('/uploads/media/encoded.webp');
  });

  it('strips EXIF and applies the orientation', async () => {
    const result = await callers.admin.uploads.upload({ fileName: 'camera.jpg', dataUrl: toDataUrl(await jpegWithExif(40, 20), 'image/jpeg') });
    const bytes = await readFile(fileOf(result.url));
    const stored = await sharp(bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([20, 40]);
    expect(bytes.includes('secret-exif-note')).toBe(false);
  });

  it('refuses random bytes labelled image/png and stores nothing', async () => {
    const before = await storedKeys();
    const dataUrl = toDataUrl(Buffer.from('not an image at all, just some text bytes'), 'image/png');
    expect(await failure(callers.admin.uploads.upload({ fileName: 'fake.png', dataUrl }))).toEqual({ code: 'BAD_REQUEST', message: 'File is not a valid image' });
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses an SVG', async () => {
    const dataUrl = toDataUrl(Buffer.from(SAMPLE_SVG), 'image/svg+xml');
    expect(await failure(callers.admin.uploads.upload({ fileName: 'logo.svg', dataUrl }))).toEqual({ code: 'BAD_REQUEST', message: 'SVG images are not allowed' });
  });

  it('keeps "../../etc/passwd" inside the storage root', async () => {
    const passwdBefore = await readFile('/etc/passwd');
    const before = await storedKeys();
    const result = await upload('../../etc/passwd');
    expect(result.url).toBe('/uploads/media/etc-passwd.webp');
    const target = fileOf(result.url);
    expect(target.startsWith(env.uploadsDir + path.sep)).toBe(true);
    expect(existsSync(target)).toBe(true);
    expect(await storedKeys()).toEqual([...before, 'media/etc-passwd.webp', ...[480, 960, 1600].map((w) => `media/etc-passwd.${w}w.webp`)].sort());
    expect(await readFile('/etc/passwd')).toEqual(passwdBefore);
    expect(existsSync(path.resolve(env.uploadsDir, '../../etc/passwd.webp'))).toBe(false);
    for (const name of ['/etc/shadow', 'C:\\Windows\\system.ini', '%2e%2e%2f%2e%2e%2fsecret.png', 'products/../../x.png']) {
      const { url } = await upload(name);
      expect(fileOf(url).startsWith(env.uploadsDir + path.sep)).toBe(true);
      expect(existsSync(fileOf(url))).toBe(true);
    }
  });

  it('never overwrites an existing file: a second upload of the same name gets a suffix', async () => {
    const first = await upload('site-media/banner.png');
    const firstBytes = await readFile(fileOf(first.url));
    const second = await callers.admin.uploads.upload({ fileName: 'site-media/banner.png', dataUrl: toDataUrl(await samplePng(30, 30, '#00ff00')) });
    expect(first.url).toBe('/uploads/site-media/banner.webp');
    expect(second.url).toMatch(/^\/uploads\/site-media\/banner-[0-9a-f]{8}\.webp$/);
    expect(await readFile(fileOf(first.url))).toEqual(firstBytes);
    expect((await sharp(await readFile(fileOf(second.url))).metadata()).width).toBe(30);
  });

  it('adds a media-library item with createMedia', async () => {
    const result = await callers.admin.uploads.upload({
      fileName: 'site-media/1700000000-showroom.png',
      dataUrl: toDataUrl(await samplePng(50, 40)),
      createMedia: true,
      section: 'media',
    });
    expect(result).toEqual({ url: '/uploads/site-media/1700000000-showroom.webp', media: { id: expect.any(String), url: result.url } });
    const [row] = await env.deps.db.select().from(media).where(eq(media.id, result.media!.id));
    const size = (await readFile(fileOf(result.url))).length;
    expect(row).toMatchObject({ url: result.url, fileName: '1700000000-showroom.webp', section: 'media', size, width: 50, height: 40 });
    const listed = await callers.anon.media.list();
    expect(listed[0]).toEqual({
      id: result.media!.id, url: result.url, fileName: '1700000000-showroom.webp', section: 'media', size, width: 50, height: 40, created_at: row!.createdAt.toISOString(),
    });
  });

  it('answers 413 past the limit of the section, and 413 past 5 MB without one; nothing is stored', async () => {
    const before = await storedKeys();
    const noise = await noisePng(600, 600); // about 1 MB
    expect(await failure(callers.admin.uploads.upload({ fileName: 'face.png', dataUrl: toDataUrl(noise), section: 'testimonials' }))).toEqual({
      code: 'PAYLOAD_TOO_LARGE', message: 'File too large (max 0.5MB)',
    });
    const partner = await noisePng(900, 900); // about 2.4 MB
    expect(await failure(callers.admin.uploads.upload({ fileName: 'logo.png', dataUrl: toDataUrl(partner), section: 'partners' }))).toEqual({
      code: 'PAYLOAD_TOO_LARGE', message: 'File too large (max 2MB)',
    });
    const huge = await noisePng(1400, 1400); // about 5.9 MB
    expect(await failure(callers.admin.uploads.upload({ fileName: 'huge.png', dataUrl: toDataUrl(huge) }))).toEqual({
      code: 'PAYLOAD_TOO_LARGE', message: 'File too large (max 5MB)',
    });
    expect(await storedKeys()).toEqual(before);
    // The same 2.4 MB image is fine where the limit is 3 MB (products).
    const ok = await callers.admin.uploads.upload({ fileName: 'products/big.png', dataUrl: toDataUrl(partner), section: 'products' });
    expect(ok.url).toBe('/uploads/products/big.webp');
  });

  it('names the field of a bad body', async () => {
    const dataUrl = toDataUrl(await samplePng());
    expect(await failure(callers.admin.uploads.upload({ fileName: '  ', dataUrl }))).toEqual({ code: 'BAD_REQUEST', message: 'fileName: fileName is required' });
    expect(await failure(callers.admin.uploads.upload({ dataUrl } as never))).toEqual({ code: 'BAD_REQUEST', message: 'fileName: fileName is required' });
    expect(await failure(callers.admin.uploads.upload({ fileName: 'a.png', dataUrl: 'http://example.com/a.png' }))).toEqual({
      code: 'BAD_REQUEST', message: 'dataUrl: dataUrl must be a data URL',
    });
    expect(await failure(callers.admin.uploads.upload({ fileName: 'a.png', dataUrl: 'data:image/png;base64,@@@' }))).toEqual({
      code: 'BAD_REQUEST', message: 'dataUrl: the base64 data is malformed',
    });
    expect(await failure(callers.admin.uploads.upload({ fileName: 'a.png', dataUrl: 'data:image/png;base64,' }))).toEqual({
      code: 'BAD_REQUEST', message: 'dataUrl: the data URL holds no data',
    });
  });

  it('is for admins only', async () => {
    const dataUrl = toDataUrl(await samplePng());
    expect(await failure(callers.anon.uploads.upload({ fileName: 'a.png', dataUrl }))).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
    expect(await failure(callers.user.uploads.upload({ fileName: 'a.png', dataUrl }))).toEqual({ code: 'FORBIDDEN', message: 'Admin access required' });
  });
});

describe('uploads.delete', () => {
  async function insertProduct(slug: string, imageUrl: string | null, galleryImages: string[] = []) {
    await env.deps.db.insert(products).values({ slug, name: slug, imageUrl, galleryImages });
  }

  it('refuses while products use the file (image or gallery, any URL form), unless force', async () => {
    const { url, media: item } = await upload('products/used.png', { createMedia: true });
    await insertProduct('uses-image', url);
    await insertProduct('uses-gallery', null, ['/uploads/products/other.webp', `http://localhost:4000${url}`]);
    await insertProduct('uses-nothing', '/uploads/products/used-too.webp', ['products/used.webp.bak']);

    expect(await failure(callers.admin.uploads.delete({ fileName: url }))).toEqual({ code: 'CONFLICT', message: 'File is still used by 2 products', count: 2 });
    expect(await failure(callers.admin.uploads.delete({ fileName: 'products/used.webp', force: false }))).toMatchObject({ code: 'CONFLICT', count: 2 });
    expect(existsSync(fileOf(url))).toBe(true);

    expect(await callers.admin.uploads.delete({ fileName: `https://cdn.example.com${url}?v=2`, force: true })).toEqual({ deleted: true });
    expect(existsSync(fileOf(url))).toBe(false);
    expect(await env.deps.db.select().from(media).where(eq(media.id, item!.id))).toEqual([]);
    expect(await failure(callers.admin.uploads.delete({ fileName: url, force: true }))).toEqual({ code: 'NOT_FOUND', message: 'File not found' });
  });

  it('deletes a file nobody uses, in each of its forms', async () => {
    for (const form of [(u: string) => u, (u: string) => u.replace('/uploads/', ''), (u: string) => `http://localhost:4000${u}`]) {
      const { url } = await upload('editor/free.png');
      expect(await callers.admin.uploads.delete({ fileName: form(url) })).toEqual({ deleted: true });
      expect(existsSync(fileOf(url))).toBe(false);
    }
  });

  it('removes a library row whose file is already gone', async () => {
    const { url, media: item } = await upload('site-media/gone.png', { createMedia: true });
    await rm(fileOf(url));
    expect(await callers.admin.uploads.delete({ fileName: url })).toEqual({ deleted: true });
    expect(await env.deps.db.select().from(media).where(eq(media.id, item!.id))).toEqual([]);
  });

  it('answers 404 for a file that does not exist, and 400 outside the storage root', async () => {
    expect(await failure(callers.admin.uploads.delete({ fileName: '/uploads/media/nothing-here.webp' }))).toEqual({ code: 'NOT_FOUND', message: 'File not found' });
    for (const fileName of ['../../etc/passwd', '/etc/passwd', 'http://localhost:4000/api/products']) {
      expect(await failure(callers.admin.uploads.delete({ fileName }))).toEqual({ code: 'BAD_REQUEST', message: 'fileName: must name a file under /uploads/' });
    }
    expect(await failure(callers.admin.uploads.delete({ fileName: '' }))).toEqual({ code: 'BAD_REQUEST', message: 'fileName: fileName is required' });
  });

  it('is for admins only', async () => {
    const { url } = await upload('media/kept.png');
    expect(await failure(callers.anon.uploads.delete({ fileName: url }))).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
    expect(await failure(callers.user.uploads.delete({ fileName: url }))).toEqual({ code: 'FORBIDDEN', message: 'Admin access required' });
    expect(existsSync(fileOf(url))).toBe(true);
  });
});
