import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

interface MediaItem {
  id: string;
  url: string;
  fileName: string;
  section: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  created_at: string;
}

const t = useTestServer();
const tokens = useTokens(t);

// A 1x1 PNG: enough for the media library, which does not care about pixels.
const ONE_PIXEL_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

beforeEach(async () => {
  await t.deps.db.execute(sql`delete from site_config`);
  await t.deps.db.execute(sql`delete from media`);
});

const fileOf = (url: string) => path.join(t.uploadsDir, url.replace(/^\/uploads\//, ''));

let counter = 0;
async function libraryItem(): Promise<{ id: string; url: string }> {
  counter += 1;
  const res = await t.json<{ url: string; media: { id: string; url: string } }>('POST', '/api/uploads', {
    body: { fileName: `site-media/${counter}-picture.png`, dataUrl: ONE_PIXEL_PNG, createMedia: true, section: 'media' },
    token: tokens.admin,
  });
  expect(res.status).toBe(201);
  return res.body.media;
}

async function useInHero(url: string) {
  await t.deps.db.execute(sql`insert into site_config (id, section, config) values ('hero-row', 'hero', ${JSON.stringify({ images: [{ url, alt: 'Factory' }] })}::jsonb)`);
}

describe('GET /api/site-media', () => {
  it('is public, newest first, with cache validators', async () => {
    const first = await libraryItem();
    await t.deps.db.execute(sql`update media set created_at = now() - interval '1 minute' where id = ${first.id}`);
    const second = await libraryItem();
    const res = await t.json<MediaItem[]>('GET', '/api/site-media');
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(res.body[0]).toEqual({
      id: second.id, url: second.url, fileName: path.posix.basename(second.url), section: 'media', size: expect.any(Number), width: 1, height: 1, created_at: expect.any(String),
    });
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.headers.get('etag')).toBeTruthy();
  });
});

describe('DELETE /api/site-media/{id}', () => {
  it('answers 409 with the count while referenced, then 204 and removes file and row', async () => {
    const item = await libraryItem();
    await useInHero(item.url);
    const refused = await t.json('DELETE', `/api/site-media/${item.id}`, { token: tokens.admin });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'File is still used by 1 site config section', count: 1, references: { site_config: 1, total: 1 } },
    });
    expect(existsSync(fileOf(item.url))).toBe(true);

    await t.deps.db.execute(sql`delete from site_config`);
    const res = await t.request('DELETE', `/api/site-media/${item.id}`, { token: tokens.admin });
    expect(res.status).toBe(204);
    expect(existsSync(fileOf(item.url))).toBe(false);
    expect((await t.json<MediaItem[]>('GET', '/api/site-media')).body).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    expect(await t.json('DELETE', '/api/site-media/no-such-id', { token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Media not found' } });
  });

  it('is for admins only', async () => {
    const item = await libraryItem();
    expect(await t.json('DELETE', `/api/site-media/${item.id}`)).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('DELETE', `/api/site-media/${item.id}`, { token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    expect(existsSync(fileOf(item.url))).toBe(true);
  });
});

describe('DELETE /api/site-media?path=', () => {
  it('answers 409 while referenced, then 204', async () => {
    const item = await libraryItem();
    await useInHero(`http://localhost:4000${item.url}`);
    const query = `/api/site-media?path=${encodeURIComponent(item.url)}`;
    expect(await t.json('DELETE', query, { token: tokens.admin })).toMatchObject({ status: 409, body: { count: 1 } });
    await t.deps.db.execute(sql`delete from site_config`);
    expect((await t.request('DELETE', query, { token: tokens.admin })).status).toBe(204);
    expect(existsSync(fileOf(item.url))).toBe(false);
  });

  it('answers 404 for a missing file, 400 outside the root or without a path', async () => {
    expect(await t.json('DELETE', '/api/site-media?path=%2Fuploads%2Fmedia%2Fnone.webp', { token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'File not found' } });
    expect(await t.json('DELETE', '/api/site-media?path=..%2F..%2Fetc%2Fpasswd', { token: tokens.admin })).toMatchObject({ status: 400, body: { error: 'path: must name a file under /uploads/' } });
    expect(await t.json('DELETE', '/api/site-media', { token: tokens.admin })).toMatchObject({ status: 400, body: { error: 'path: path is required' } });
  });

  it('is for admins only', async () => {
    const item = await libraryItem();
    const query = `/api/site-media?path=${encodeURIComponent(item.url)}`;
    expect(await t.json('DELETE', query)).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('DELETE', query, { token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    expect(existsSync(fileOf(item.url))).toBe(true);
  });
});
