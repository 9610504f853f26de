// The real app over each storage driver: an image uploaded through the API is served
// back from /uploads/ (with its narrower copies, validators, byte ranges and the
// upload headers) and deleted; with S3 the bytes live in the bucket of a real
// S3-compatible server, and PUBLIC_MEDIA_URL names where else they can be fetched.
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings, StoredObject } from '@hair/api';
import { samplePng, startTestS3Server, toDataUrl, type TestS3Server } from '@hair/api/testing';
import { startTestServer, type TestServer } from './testing/harness';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(() => s3?.close());

async function storedObjects(t: TestServer): Promise<StoredObject[]> {
  const objects: StoredObject[] = [];
  for await (const object of t.deps.storage.list()) objects.push(object);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

const widthOf = async (res: Response) => (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;

describe.each(['disk', 's3'] as const)('uploads on %s', (driver) => {
  let t: TestServer;
  let admin: string;
  let bucket: S3Settings | undefined;
  beforeAll(async () => {
    bucket = driver === 's3' ? await s3.newBucket() : undefined;
    t = await startTestServer({ s3: bucket });
    admin = await t.adminToken();
  });
  afterAll(() => t?.close());

  const upload = async (fileName: string, width: number, height: number) => {
    const res = await t.json<{ url: string }>('POST', '/api/uploads', { token: admin, body: { fileName, dataUrl: toDataUrl(await samplePng(width, height, '#8e44ad')) } });
    expect(res.status).toBe(201);
    return res.body.url;
  };

  it('stores an upload and its narrower copies in the storage, and serves them with the upload headers', async () => {
    const url = await upload('products/wide-weave.png', 1200, 400);
    expect(url).toBe('/uploads/products/wide-weave.webp');
    const objects = await storedObjects(t);
    expect(objects.map((o) => o.key)).toEqual(['products/wide-weave.1600w.webp', 'products/wide-weave.480w.webp', 'products/wide-weave.960w.webp', 'products/wide-weave.webp']);
    // Nothing lands on the disk when the files are in a bucket.
    if (driver === 's3') expect(await readdir(t.uploadsDir)).toEqual([]);

    const res = await t.request('GET', url);
    expect(res.status).toBe(200);
    const original = objects.find((o) => o.key === 'products/wide-weave.webp')!;
    expect(Object.fromEntries(['content-type', 'content-length', 'etag', 'last-modified', 'accept-ranges', 'cache-control', 'x-content-type-options'].map((h) => [h, res.headers.get(h)]))).toEqual({
      'content-type': 'image/webp',
      'content-length': String(original.size),
      etag: original.etag,
      'last-modified': original.modified.toUTCString(),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await widthOf(res)).toBe(1200);

    expect(await widthOf(await t.request('GET', '/uploads/products/wide-weave.480w.webp'))).toBe(480);
    expect(await widthOf(await t.request('GET', '/uploads/products/wide-weave.960w.webp'))).toBe(960);
    // The 1600 px copy of a 1200 px image is the image itself.
    expect(await widthOf(await t.request('GET', '/uploads/products/wide-weave.1600w.webp'))).toBe(1200);
  });

  it('sends the original in place of a copy an image stored before copies were made does not have', async () => {
    const bytes = await sharp(await samplePng(300, 200)).webp().toBuffer();
    await t.deps.storage.put('media/older.webp', bytes, 'image/webp');
    const res = await t.request('GET', '/uploads/media/older.960w.webp');
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await t.request('GET', '/uploads/media/older.700w.webp')).status).toBe(404);
    await t.deps.storage.delete('media/older.webp');
  });

  it('answers 304 to a client that holds the same file', async () => {
    const url = '/uploads/products/wide-weave.webp';
    const first = await t.request('GET', url);
    await first.arrayBuffer();
    // As a browser revalidates; without its own Cache-Control, fetch() would add 'no-cache', which asks for the whole file.
    const revalidate = (condition: Record<string, string>) => t.request('GET', url, { headers: { 'cache-control': 'max-age=0', ...condition } });
    const byTag = await revalidate({ 'if-none-match': first.headers.get('etag')! });
    expect([byTag.status, await byTag.text()]).toEqual([304, '']);
    const byDate = await revalidate({ 'if-modified-since': first.headers.get('last-modified')! });
    expect(byDate.status).toBe(304);
    const changed = await revalidate({ 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
  });

  it('answers one byte range with 206, a range past the end with 416, and several ranges with the whole file', async () => {
    const url = '/uploads/products/wide-weave.webp';
    const whole = Buffer.from(await (await t.request('GET', url)).arrayBuffer());
    const size = whole.length;

    const head = await t.request('GET', url, { headers: { range: 'bytes=0-99' } });
    expect([head.status, head.headers.get('content-range'), head.headers.get('content-length')]).toEqual([206, `bytes 0-99/${size}`, '100']);
    expect(Buffer.from(await head.arrayBuffer()).equals(whole.subarray(0, 100))).toBe(true);

    const tail = await t.request('GET', url, { headers: { range: 'bytes=-10' } });
    expect([tail.status, tail.headers.get('content-range')]).toEqual([206, `bytes ${size - 10}-${size - 1}/${size}`]);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(size - 10))).toBe(true);

    const rest = await t.request('GET', url, { headers: { range: 'bytes=100-' } });
    expect(Buffer.from(await rest.arrayBuffer()).equals(whole.subarray(100))).toBe(true);

    const past = await t.request('GET', url, { headers: { range: `bytes=${size}-` } });
    expect([past.status, past.headers.get('content-range'), await past.text()]).toEqual([416, `bytes */${size}`, '']);

    const several = await t.request('GET', url, { headers: { range: 'bytes=0-9,50-59' } });
    expect([several.status, (await several.arrayBuffer()).byteLength]).toEqual([200, size]);

    const stale = await t.request('GET', url, { headers: { range: 'bytes=0-9', 'if-range': '"an-older-version"' } });
    expect([stale.status, (await stale.arrayBuffer()).byteLength]).toEqual([200, size]);
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await t.request('HEAD', '/uploads/products/wide-weave.webp');
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([200, 'image/webp', '']);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('answers 404 for a missing file, a path that leaves the root, and any other method', async () => {
    for (const path of ['/uploads/products/none.webp', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/products%2F..%2F..%2F..%2Fetc%2Fpasswd', '/uploads/products/.wide-weave.webp', '/uploads/']) {
      const res = await t.json('GET', path);
      expect([res.status, res.body], path).toEqual([404, { error: 'File not found' }]);
      expect(res.headers.get('cache-control') ?? '', path).not.toContain('immutable');
    }
    expect((await t.request('POST', '/uploads/products/wide-weave.webp')).status).toBe(404);
  });

  it('deletes the file and its copies through the API: each then answers 404', async () => {
    const res = await t.json('DELETE', '/api/uploads', { token: admin, body: { fileName: '/uploads/products/wide-weave.webp' } });
    expect([res.status, res.body]).toEqual([200, { deleted: true }]);
    expect(await storedObjects(t)).toEqual([]);
    for (const url of ['/uploads/products/wide-weave.webp', '/uploads/products/wide-weave.480w.webp', '/uploads/products/wide-weave.960w.webp', '/uploads/products/wide-weave.1600w.webp']) {
      expect((await t.request('GET', url)).status, url).toBe(404);
    }
  });
});

describe("PUBLIC_MEDIA_URL: the bucket's own address", () => {
  let t: TestServer;
  let mediaBase: string;
  beforeAll(async () => {
    const bucket = await s3.newBucket();
    mediaBase = `${s3.endpoint}/${bucket.bucket}`;
    t = await startTestServer({ s3: bucket, publicMediaUrl: mediaBase });
  });
  afterAll(() => t?.close());

  it('serves every stored file at <PUBLIC_MEDIA_URL>/<key>, and counts a product naming it that way as a use', async () => {
    const admin = await t.adminToken();
    const { body } = await t.json<{ url: string }>('POST', '/api/uploads', { token: admin, body: { fileName: 'products/lace-front.png', dataUrl: toDataUrl(await samplePng(1000, 500)) } });
    // The database keeps the site's path; only pages show the other address.
    expect(body.url).toBe('/uploads/products/lace-front.webp');

    const direct = await fetch(`${mediaBase}/products/lace-front.webp`);
    expect([direct.status, direct.headers.get('content-type'), direct.headers.get('cache-control')]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
    expect(await widthOf(direct)).toBe(1000);
    expect(await widthOf(await fetch(`${mediaBase}/products/lace-front.480w.webp`))).toBe(480);
    // Every width a srcset names is a file of its own: the bucket has no server to stand in for a missing one.
    expect(await widthOf(await fetch(`${mediaBase}/products/lace-front.1600w.webp`))).toBe(1000);
    // The site's own path keeps working for links stored earlier.
    expect(await widthOf(await t.request('GET', body.url))).toBe(1000);

    const product = await t.json('POST', '/api/products', { token: admin, body: { published: true, name: 'Lace front', image_url: `${mediaBase}/products/lace-front.webp` } });
    expect(product.status).toBe(201);
    const refused = await t.json('DELETE', '/api/uploads', { token: admin, body: { fileName: `${mediaBase}/products/lace-front.webp` } });
    expect([refused.status, refused.body]).toEqual([409, { error: 'File is still used by 1 products', count: 1 }]);
    expect((await fetch(`${mediaBase}/products/lace-front.webp`)).status).toBe(200);
  });
});
