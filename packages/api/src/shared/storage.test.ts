// The storage contract, run against both drivers: a directory, and a bucket of a real
// S3-compatible server (s3rver in a child process).
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server';
import { createStorage } from './storage';
import { UnsafeStorageKey } from './storage-keys';
import type { Storage } from './types';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(() => s3?.close());
const MEDIA_BASE = 'https://cdn.example.com/media';

interface Driver {
  name: string;
  create(): Promise<Storage>;
}

const scratch: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hair-storage-'));
  scratch.push(dir);
  return dir;
}
afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

const drivers: Driver[] = [
  { name: 'disk', create: async () => createStorage({ uploadsDir: path.join(await tempDir(), 'uploads'), publicMediaUrl: MEDIA_BASE }) },
  { name: 's3', create: async () => createStorage({ uploadsDir: '/nowhere', s3: await s3.newBucket(), publicMediaUrl: MEDIA_BASE }) },
];

const read = async (storage: Storage, key: string, range?: { start: number; end: number }) => {
  const stream = await storage.read(key, range);
  return stream ? (await buffer(stream)).toString() : null;
};

async function keys(storage: Storage): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list()) found.push(object.key);
  return found;
}

const UNSAFE_KEYS = ['', '../outside.webp', 'media/../../outside.webp', '/etc/passwd', 'media//x.webp', 'media/./x.webp', '.hidden', 'media/.x.webp', 'media/x.webp/', 'media\\x.webp', 'media/x\0.webp', 'media/x\n.webp', 'a'.repeat(1025)];

describe.each(drivers)('$name storage', (driver) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await driver.create();
  });

  it('lists nothing while empty, and knows no file', async () => {
    expect(await keys(storage)).toEqual([]);
    expect(await storage.exists('media/none.webp')).toBe(false);
    expect(await storage.stat('media/none.webp')).toBeNull();
    expect(await storage.read('media/none.webp')).toBeNull();
    expect(await storage.delete('media/none.webp')).toBe(false);
  });

  it('stores bytes under a key, answers their size and validator, and reads them back whole or in part', async () => {
    expect(await storage.put('products/a.webp', Buffer.from('0123456789'), 'image/webp')).toBe('/uploads/products/a.webp');
    expect(await storage.exists('products/a.webp')).toBe(true);
    const stat = await storage.stat('products/a.webp');
    expect(stat).toMatchObject({ key: 'products/a.webp', size: 10 });
    expect(stat!.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(Math.abs(stat!.modified.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await read(storage, 'products/a.webp')).toBe('0123456789');
    expect(await read(storage, 'products/a.webp', { start: 2, end: 5 })).toBe('2345');
    expect(await read(storage, 'products/a.webp', { start: 9, end: 9 })).toBe('9');
  });

  it('replaces the bytes of a key written again, with a new validator', async () => {
    await storage.put('media/again.webp', Buffer.from('first'), 'image/webp');
    const before = await storage.stat('media/again.webp');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new modification second for stores that tag by time
    await storage.put('media/again.webp', Buffer.from('second version'), 'image/webp');
    const after = await storage.stat('media/again.webp');
    expect(await read(storage, 'media/again.webp')).toBe('second version');
    expect(after!.size).toBe(14);
    expect(after!.etag).not.toBe(before!.etag);
  });

  it('keeps names with spaces and Vietnamese letters as they are', async () => {
    const key = 'media/ảnh tóc đẹp (1).webp';
    expect(await storage.put(key, Buffer.from('tóc'), 'image/webp')).toBe(`/uploads/${key}`);
    expect(await read(storage, key)).toBe('tóc');
    expect(await keys(storage)).toContain(key);
  });

  it('lists every file, nested folders included', async () => {
    await storage.put('site-config/hero/1.webp', Buffer.from('h1'), 'image/webp');
    await storage.put('site-config/hero-2.webp', Buffer.from('h2'), 'image/webp');
    await storage.put('blog/post.webp', Buffer.from('b'), 'image/webp');
    const listed = (await keys(storage)).sort();
    expect(listed).toEqual(['blog/post.webp', 'media/again.webp', 'media/ảnh tóc đẹp (1).webp', 'products/a.webp', 'site-config/hero-2.webp', 'site-config/hero/1.webp'].sort());
    const objects = [];
    for await (const object of storage.list()) objects.push(object);
    expect(objects.find((o) => o.key === 'blog/post.webp')).toMatchObject({ size: 1, etag: (await storage.stat('blog/post.webp'))!.etag });
  });

  it('deletes a file once: true, then false, and it is gone from every answer', async () => {
    await storage.put('media/gone.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.delete('media/gone.webp')).toBe(true);
    expect(await storage.delete('media/gone.webp')).toBe(false);
    expect(await storage.exists('media/gone.webp')).toBe(false);
    expect(await storage.read('media/gone.webp')).toBeNull();
    expect(await keys(storage)).not.toContain('media/gone.webp');
  });

  it('refuses unsafe keys in every method and writes nothing', async () => {
    const before = await keys(storage);
    for (const key of UNSAFE_KEYS) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), JSON.stringify(key)).rejects.toBeInstanceOf(UnsafeStorageKey);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(UnsafeStorageKey);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(UnsafeStorageKey);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(UnsafeStorageKey);
      await expect(storage.read(key)).rejects.toBeInstanceOf(UnsafeStorageKey);
    }
    expect(await keys(storage)).toEqual(before);
  });

  it('reads the key from every form of a stored URL, and only from ours', () => {
    const forms = ['/uploads/media/x.webp', 'uploads/media/x.webp', 'media/x.webp', 'http://localhost:4000/uploads/media/x.webp', `${MEDIA_BASE}/media/x.webp`, '/uploads/media/x.webp?v=2#top', '/uploads/media//x.webp'];
    for (const form of forms) expect(storage.keyFromUrl(form), form).toBe('media/x.webp');
    expect(storage.keyFromUrl('/uploads/media/%E1%BA%A3nh.webp')).toBe('media/ảnh.webp');
    for (const foreign of ['/hero/1.webp', 'https://cdn.example.com/other/x.webp', '/uploads/../etc/passwd', '/uploads/%2e%2e/x', '/uploads/.x', 'https://cdn.example.com/media/../x', '', '/uploads/a%ZZ']) {
      expect(storage.keyFromUrl(foreign), foreign).toBeNull();
    }
    expect(storage.urlForKey('media/x.webp')).toBe('/uploads/media/x.webp');
  });

  it('streams a file of several megabytes intact', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31) % 251;
    await storage.put('media/large.bin', bytes, 'application/octet-stream');
    const stream = await storage.read('media/large.bin');
    expect((await buffer(stream!)).equals(bytes)).toBe(true);
    expect((await storage.stat('media/large.bin'))!.size).toBe(bytes.length);
  });
});

describe('disk storage on its directory', () => {
  it('stays inside its root, leaves no partial files, and lists files put there by hand', async () => {
    const parent = await tempDir();
    const root = path.join(parent, 'uploads');
    const storage = createStorage({ uploadsDir: root });
    await expect(storage.put('../escaped.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(UnsafeStorageKey);
    expect(existsSync(path.join(parent, 'escaped.webp'))).toBe(false);

    await Promise.all(Array.from({ length: 8 }, (_, i) => storage.put('media/same.webp', Buffer.alloc(100_000, i), 'image/webp')));
    expect(await readdir(path.join(root, 'media'))).toEqual(['same.webp']);
    const bytes = await buffer((await storage.read('media/same.webp'))!);
    expect(new Set(bytes).size).toBe(1); // one whole write, never a mix of two

    await writeFile(path.join(root, 'media', 'copied-by-hand.webp'), 'y');
    await writeFile(path.join(root, 'media', '.DS_Store'), 'z');
    expect((await keys(storage)).sort()).toEqual(['media/copied-by-hand.webp', 'media/same.webp']);
  });
});
