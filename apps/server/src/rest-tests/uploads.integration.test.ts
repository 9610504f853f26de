import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ADMIN_BODY_LIMIT } from '../request-limits';
import { noisePng, samplePng, toDataUrl } from '@hair/api/testing';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

const png = (width = 64, height = 32) => samplePng(width, height, '#8e44ad');
const dataUrl = toDataUrl;
const fileOf = (url: string) => path.join(t.uploadsDir, url.replace(/^\/uploads\//, ''));

async function storedKeys(): Promise<string[]> {
  const entries = await readdir(t.uploadsDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(t.uploadsDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')).sort();
}

async function upload(body: Record<string, unknown>) {
  return t.json<{ url: string; media?: { id: string; url: string } }>('POST', '/api/uploads', { body, token: tokens.admin });
}

describe('POST /api/uploads', () => {
  it('answers 201 { url } for a PNG named .jpg, stored as .webp and served with nosniff', async () => {
    const res = await upload({ fileName: 'products/product-hair-weave-1700000000.jpg', dataUrl: dataUrl(await png(), 'image/jpeg') });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ url: '/uploads/products/product-hair-weave-1700000000.webp' });

    const served = await t.request('GET', res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 32]);
  });

  it("serves each narrower copy a page's srcset names: the stored one, else the original", async () => {
    const res = await upload({ fileName: 'site-config/wide.png', dataUrl: dataUrl(await png(1200, 400)) });
    const widthOf = async (url: string) => {
      const served = await t.request('GET', url);
      expect(served.status, url).toBe(200);
      return (await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width;
    };
    expect(await widthOf(res.body.url.replace('.webp', '.480w.webp'))).toBe(480);
    expect(await widthOf(res.body.url.replace('.webp', '.960w.webp'))).toBe(960);
    // The 1600 px copy of a 1200 px image is the image itself.
    expect(await widthOf(res.body.url.replace('.webp', '.1600w.webp'))).toBe(1200);
    expect((await t.request('GET', '/uploads/site-config/wide.700w.webp')).status).toBe(404);
    expect((await t.request('GET', '/uploads/site-config/none.480w.webp')).status).toBe(404);
  });

  it('adds a media-library item with createMedia and section', async () => {
    const res = await upload({ fileName: 'site-media/1700000000-salon.png', dataUrl: dataUrl(await png(20, 20)), createMedia: true, section: 'media' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ url: '/uploads/site-media/1700000000-salon.webp', media: { id: expect.any(String), url: '/uploads/site-media/1700000000-salon.webp' } });
    const list = await t.json<{ id: string; fileName: string; width: number }[]>('GET', '/api/site-media');
    expect(list.body.find((m) => m.id === res.body.media?.id)).toMatchObject({ fileName: '1700000000-salon.webp', width: 20, section: 'media' });
  });

  it('strips EXIF from a camera JPEG', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#333' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-exif-note' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload({ fileName: 'camera.jpg', dataUrl: dataUrl(jpeg, 'image/jpeg') });
    const served = Buffer.from(await (await t.request('GET', res.body.url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([10, 30]);
    expect(served.includes('secret-exif-note')).toBe(false);
  });

  it('refuses random bytes labelled image/png, and an SVG, with 400', async () => {
    const before = await storedKeys();
    const fake = await upload({ fileName: 'fake.png', dataUrl: dataUrl(randomBytes(2048)) });
    expect(fake).toMatchObject({ status: 400, body: { error: 'File is not a valid image' } });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>');
    const refused = await upload({ fileName: 'logo.svg', dataUrl: dataUrl(svg, 'image/svg+xml') });
    expect(refused).toMatchObject({ status: 400, body: { error: 'SVG images are not allowed' } });
    expect(await storedKeys()).toEqual(before);
  });

  it('keeps "../../etc/passwd" inside the storage root', async () => {
    const passwd = await readFile('/etc/passwd');
    const before = await storedKeys();
    const res = await upload({ fileName: '../../etc/passwd', dataUrl: dataUrl(await png()) });
    expect(res).toMatchObject({ status: 201, body: { url: '/uploads/media/etc-passwd.webp' } });
    expect(fileOf(res.body.url).startsWith(t.uploadsDir + path.sep)).toBe(true);
    expect(existsSync(fileOf(res.body.url))).toBe(true);
    expect(await storedKeys()).toEqual([...before, 'media/etc-passwd.webp', ...[480, 960, 1600].map((w) => `media/etc-passwd.${w}w.webp`)].sort());
    expect(await readFile('/etc/passwd')).toEqual(passwd);
  });

  it('answers 413 past the limit of the section, and past 5 MB without a section', async () => {
    const before = await storedKeys();
    const face = await upload({ fileName: 'face.png', dataUrl: dataUrl(await noisePng(600, 600)), section: 'testimonials' });
    expect(face).toMatchObject({ status: 413, body: { error: 'File too large (max 0.5MB)' } });
    // 5.3 MB of image: past the upload limit, yet within the JSON body limit, so the upload check answers.
    const big = dataUrl(await noisePng(1330, 1330));
    expect(big.length).toBeLessThan(ADMIN_BODY_LIMIT - 1000);
    const res = await upload({ fileName: 'big.png', dataUrl: big });
    expect(res).toMatchObject({ status: 413, body: { error: 'File too large (max 5MB)' } });
    expect(await storedKeys()).toEqual(before);
  });

  it('names the field of a bad body with 400', async () => {
    const image = dataUrl(await png());
    expect(await upload({ dataUrl: image })).toMatchObject({ status: 400, body: { error: 'fileName: fileName is required' } });
    expect(await upload({ fileName: 'a.png', dataUrl: 'https://example.com/a.png' })).toMatchObject({ status: 400, body: { error: 'dataUrl: dataUrl must be a data URL' } });
    expect(await upload({ fileName: 'a.png', dataUrl: 'data:image/png;base64,%%%' })).toMatchObject({ status: 400, body: { error: 'dataUrl: the base64 data is malformed' } });
  });

  it('is for admins only', async () => {
    const body = { fileName: 'a.png', dataUrl: dataUrl(await png()) };
    expect(await t.json('POST', '/api/uploads', { body })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('POST', '/api/uploads', { body, token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
  });
});

describe('DELETE /api/uploads', () => {
  it('answers 409 with the count while a product uses the file, deletes with force, then 404', async () => {
    const { body } = await upload({ fileName: 'products/in-use.png', dataUrl: dataUrl(await png()), createMedia: true });
    await t.deps.db.execute(sql`insert into products (id, slug, name, gallery_images) values ('p-in-use', 'in-use', 'In use', ${JSON.stringify([`http://localhost:4000${body.url}`])}::jsonb)`);

    const refused = await t.json('DELETE', '/api/uploads', { body: { fileName: body.url }, token: tokens.admin });
    expect(refused).toMatchObject({ status: 409, body: { error: 'File is still used by 1 products', count: 1 } });
    expect(existsSync(fileOf(body.url))).toBe(true);

    const forced = await t.json('DELETE', '/api/uploads', { body: { fileName: body.url, force: true }, token: tokens.admin });
    expect(forced).toMatchObject({ status: 200, body: { deleted: true } });
    expect(existsSync(fileOf(body.url))).toBe(false);
    expect((await t.json<{ id: string }[]>('GET', '/api/site-media')).body.some((m) => m.id === body.media?.id)).toBe(false);

    const gone = await t.json('DELETE', '/api/uploads', { body: { fileName: body.url }, token: tokens.admin });
    expect(gone).toMatchObject({ status: 404, body: { error: 'File not found' } });
  });

  it('deletes an unused file given as a key or an absolute URL', async () => {
    const { body } = await upload({ fileName: 'editor/unused.png', dataUrl: dataUrl(await png()) });
    const res = await t.json('DELETE', '/api/uploads', { body: { fileName: `${t.baseUrl}${body.url}` }, token: tokens.admin });
    expect(res).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await t.request('GET', body.url)).status).toBe(404);
  });

  it('answers 400 outside the storage root or without a file name', async () => {
    expect(await t.json('DELETE', '/api/uploads', { body: { fileName: '../../etc/passwd' }, token: tokens.admin })).toMatchObject({
      status: 400, body: { error: 'fileName: must name a file under /uploads/' },
    });
    expect(await t.json('DELETE', '/api/uploads', { body: {}, token: tokens.admin })).toMatchObject({ status: 400, body: { error: 'fileName: fileName is required' } });
  });

  it('is for admins only', async () => {
    const { body } = await upload({ fileName: 'editor/kept.png', dataUrl: dataUrl(await png()) });
    expect(await t.json('DELETE', '/api/uploads', { body: { fileName: body.url } })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('DELETE', '/api/uploads', { body: { fileName: body.url }, token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    expect(existsSync(fileOf(body.url))).toBe(true);
  });
});
