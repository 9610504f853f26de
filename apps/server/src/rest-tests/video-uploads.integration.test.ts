import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { AppRouter } from '@hair/api';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { MB, VIDEO_MAX_BYTES } from '@hair/domain';
import { samplePng, sampleVideo } from '@hair/api/testing';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

const STORED_VIDEO = /^\/uploads\/products\/qc-bone-straight-[0-9a-f]{12}\.(mp4|webm)$/;

async function storedKeys(): Promise<string[]> {
  const entries = await readdir(t.uploadsDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(t.uploadsDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')).sort();
}

/** POSTs the bytes (or a stream of them, sent in chunks without a Content-Length) as the video. */
async function postVideo(body: Buffer | ReadableStream<Uint8Array>, { fileName = 'qc-bone-straight.mp4', token = tokens.admin, contentType = 'video/mp4' } = {}) {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const query = fileName === '' ? '' : `?fileName=${encodeURIComponent(fileName)}`;
  const res = await fetch(`${t.baseUrl}/api/uploads/video${query}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return { status: res.status, body: (await res.json()) as { url?: string; error?: string } };
}

/** `total` bytes of zeros in 1 MB chunks, as a client that declares no length sends them. */
function chunkedZeros(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(MB, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size));
    },
  });
}

describe('POST /api/uploads/video', () => {
  it('stores an MP4 under products/ with a safe, unique name and serves it with its type, nosniff and Range', async () => {
    const mp4 = await sampleVideo('mp4');
    const res = await postVideo(mp4);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(STORED_VIDEO);
    expect(await readFile(path.join(t.uploadsDir, res.body.url!.replace('/uploads/', '')))).toEqual(mp4);

    const served = await t.request('GET', res.body.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(served.headers.get('content-length')).toBe(String(mp4.length));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(mp4);

    // A phone seeking: the middle of the file, then its end.
    const middle = await t.request('GET', res.body.url!, { headers: { range: 'bytes=100-1099' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 100-1099/${mp4.length}`);
    expect(Buffer.from(await middle.arrayBuffer())).toEqual(mp4.subarray(100, 1100));
    const tail = await t.request('GET', res.body.url!, { headers: { range: 'bytes=-500' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(mp4.subarray(mp4.length - 500));
    const beyond = await t.request('GET', res.body.url!, { headers: { range: `bytes=${mp4.length + 10}-` } });
    expect(beyond.status).toBe(416);
  });

  it('takes a WebM by its content, whatever its name and Content-Type say', async () => {
    const res = await postVideo(await sampleVideo('webm'), { fileName: 'qc-bone-straight.mp4', contentType: 'application/octet-stream' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.webm$/);
    expect((await t.request('GET', res.body.url!)).headers.get('content-type')).toBe('video/webm');
  });

  it('keeps the file inside the products folder whatever the name, and never overwrites one upload with another', async () => {
    const mp4 = await sampleVideo('mp4');
    const escape = await postVideo(mp4, { fileName: '../../../etc/passwd.mp4' });
    expect(escape.status).toBe(201);
    expect(escape.body.url).toMatch(/^\/uploads\/products\/etc-passwd-[0-9a-f]{12}\.mp4$/);

    const same = await Promise.all([1, 2, 3].map(() => postVideo(mp4, { fileName: 'same.mp4' })));
    expect(same.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(same.map((r) => r.body.url)).size).toBe(3);
  });

  it('refuses what is not an MP4 or WebM video with 415, and stores nothing', async () => {
    const before = await storedKeys();
    for (const body of [await samplePng(), Buffer.from('<html><script>alert(1)</script></html>'), (await sampleVideo('mp4')).subarray(0, 12)]) {
      const res = await postVideo(body, { fileName: 'qc.mp4' });
      expect(res).toEqual({ status: 415, body: { error: 'file: must be an MP4 or WebM video (its content is checked, not its name)' } });
    }
    expect(await postVideo(Buffer.alloc(0))).toEqual({ status: 400, body: { error: 'file: the upload is empty' } });
    expect(await postVideo(await sampleVideo('mp4'), { fileName: '' })).toEqual({ status: 400, body: expect.objectContaining({ error: 'fileName: fileName is required' }) });
    expect(await storedKeys()).toEqual(before);
  });

  it(`refuses a video over ${VIDEO_MAX_BYTES / MB} MB with 413, whether it declares its length or not, and stores nothing`, async () => {
    const before = await storedKeys();
    const tooLarge = { status: 413, body: { error: 'Video too large (max 25 MB)' } };
    // Declared: refused before a byte is read.
    expect(await postVideo(Buffer.alloc(VIDEO_MAX_BYTES + 1))).toEqual(tooLarge);
    // Undeclared (chunked): refused as soon as the count passes the limit, several at once.
    const results = await Promise.all([1, 2, 3].map(() => postVideo(chunkedZeros(VIDEO_MAX_BYTES + 5 * MB))));
    expect(results).toEqual([tooLarge, tooLarge, tooLarge]);
    expect(await storedKeys()).toEqual(before);
    // The server goes on answering.
    expect((await t.request('GET', '/api/health')).status).toBe(200);
  });

  it('takes exactly the limit', async () => {
    const mp4 = await sampleVideo('mp4');
    const atLimit = Buffer.concat([mp4, Buffer.alloc(VIDEO_MAX_BYTES - mp4.length)]);
    const res = await postVideo(atLimit);
    expect(res.status).toBe(201);
  });

  it('is for admins only: 401 anonymous, 403 a customer and a read-only API token, nothing stored', async () => {
    const before = await storedKeys();
    const mp4 = await sampleVideo('mp4');
    expect(await postVideo(mp4, { token: '' })).toEqual({ status: 401, body: { error: 'Not authenticated' } });
    expect(await postVideo(mp4, { token: tokens.user })).toEqual({ status: 403, body: { error: 'Admin access required' } });
    const trpc = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${t.baseUrl}/api/trpc`, transformer: superjson, headers: { authorization: `Bearer ${tokens.admin}` } })] });
    const { token: readOnly } = await trpc.apiTokens.create.mutate({ name: 'Catalogue reader', scope: 'read' });
    expect((await postVideo(mp4, { token: readOnly })).status).toBe(403);
    // Anonymous and too large: the answer is the missing sign-in, not the size.
    expect((await postVideo(Buffer.alloc(VIDEO_MAX_BYTES + 1), { token: '' })).status).toBe(401);
    expect(await storedKeys()).toEqual(before);
  });

  it('cannot be called through tRPC, which carries JSON only: 400 naming the body', async () => {
    const res = await t.json<{ error: { json: { message: string } } }>('POST', '/api/trpc/uploads.video', { token: tokens.admin, body: { json: { fileName: 'a.mp4', body: 'AAAA' } } });
    expect(res.status).toBe(400);
    expect(res.body.error.json.message).toBe('body: send the video file as the body of POST /api/uploads/video');
  });

  it("goes on a product as its video_url, and the file cannot be deleted while the product uses it", async () => {
    const { url } = (await postVideo(await sampleVideo('webm'))).body;
    const product = await t.created<{ id: string; video_url: string | null; video_poster_url: string | null }>('/api/products', {
      token: tokens.admin,
      body: { name: `QC Video Bundle ${Date.now()}`, video_url: url, video_poster_url: '/uploads/products/qc-poster.webp' },
    });
    expect([product.video_url, product.video_poster_url]).toEqual([url, '/uploads/products/qc-poster.webp']);
    const refused = await t.json('DELETE', '/api/uploads', { token: tokens.admin, body: { fileName: url } });
    expect(refused).toMatchObject({ status: 409, body: { error: 'File is still used by 1 products', count: 1 } });

    const cleared = await t.json<{ video_url: string | null }>('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { video_url: '' } });
    expect(cleared.body.video_url).toBeNull();
    expect((await t.json('DELETE', '/api/uploads', { token: tokens.admin, body: { fileName: url } })).status).toBe(200);
    expect((await t.request('GET', url!)).status).toBe(404);
  });

  it('refuses a video_url that a page must not load, naming the field', async () => {
    const res = await t.json('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Bad video', video_url: 'javascript:alert(1)' } });
    expect(res).toMatchObject({ status: 400, body: { error: 'video_url: Video URL must be an https:// or http:// address or a path of this site' } });
  });
});
