import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request as httpRequest } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedAssets, pickEncoding } from './compressed-assets';

const SCRIPT = `console.log(${JSON.stringify('hair '.repeat(2000))});\n`;

let server: Server;
let port = 0;

beforeAll(async () => {
  const assets = path.join(await mkdtemp(path.join(os.tmpdir(), 'hair-assets-')), 'assets');
  await mkdir(assets);
  await writeFile(path.join(assets, 'index-abc123.js'), SCRIPT);
  await writeFile(path.join(assets, 'logo-abc123.png'), 'not compressed');
  const app = express();
  app.use('/assets', compressedAssets(assets));
  app.use('/assets', express.static(assets, { fallthrough: false }));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET, so the body arrives exactly as sent (fetch would decompress it). */
function get(pathname: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: pathname, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed assets', () => {
  it('prefers brotli, then gzip, and ignores encodings refused with q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('sends a script brotli-compressed when the browser accepts it', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(String(res.headers['content-type'])).toMatch(/^text\/javascript/);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the plain file to one without either', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('leaves images and missing files to the static handler', async () => {
    expect((await get('/assets/logo-abc123.png', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/assets/missing-abc.js', 'br')).status).toBe(404);
    // A path that climbs out of the folder is refused (express.static answers 403).
    expect((await get('/assets/..%2f..%2fetc%2fpasswd.js', 'br')).status).toBe(403);
  });
});
