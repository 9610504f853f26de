// Public pages come from memory on a repeat: the same bytes, compressed once per encoding, with their own CSP.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from './testing/harness';
import { rawGet } from './testing/raw-get';

const t = useTestServer({ responseCache: true });
const tokens = useTokens(t);

describe('the page cache', () => {
  it('answers a repeated page from memory, whatever junk the query string holds, with the same page and CSP', async () => {
    const first = await t.request('GET', '/about');
    const firstHtml = await first.text();
    const again = await t.request('GET', '/about?utm_source=whatsapp');
    expect(first.headers.get('x-cache')).toBeNull();
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(firstHtml);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(again.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('sends the same brotli bytes to every request for a kept page, and they decompress to the page', async () => {
    const plain = await rawGet(t.baseUrl, '/partners', { 'accept-encoding': 'identity' });
    const [one, two] = [await rawGet(t.baseUrl, '/partners', { 'accept-encoding': 'br' }), await rawGet(t.baseUrl, '/partners', { 'accept-encoding': 'gzip, deflate, br' })];
    for (const res of [one, two]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    }
    expect(two.headers['x-cache']).toBe('hit');
    expect(two.body.equals(one.body)).toBe(true);
    expect(brotliDecompressSync(one.body).toString()).toBe(plain.body.toString());
    expect(plain.body.toString()).toContain('<title>');
  });

  it('sends gzip to a client without brotli, and the page as it is to one that accepts neither', async () => {
    const plain = await rawGet(t.baseUrl, '/products', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    expect(plain.body.toString()).toMatch(/^<!doctype html>[\s\S]*<title>[\s\S]*<\/html>$/);
    const gzipped = [await rawGet(t.baseUrl, '/products', { 'accept-encoding': 'gzip' }), await rawGet(t.baseUrl, '/products', { 'accept-encoding': 'gzip' })];
    for (const res of gzipped) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['x-cache']).toBe('hit');
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect(gunzipSync(res.body).toString()).toBe(plain.body.toString());
    }
    expect(gzipped[1]!.body.equals(gzipped[0]!.body)).toBe(true);
    // HEAD: the headers of the page, no body.
    const head = await t.request('HEAD', '/products', { headers: { 'accept-encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(gzipped[0]!.headers['content-length']);
  });

  it('is cleared by an admin write, not by an anonymous one', async () => {
    await t.request('GET', '/blog');
    expect((await t.request('GET', '/blog')).headers.get('x-cache')).toBe('hit');
    await t.request('POST', '/api/inquiries', { body: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '+84 90 123 4567' } });
    expect((await t.request('GET', '/blog')).headers.get('x-cache')).toBe('hit');
    expect((await t.request('PUT', '/api/site-config/mission', { token: tokens.admin, body: { config: { text: 'New mission' } } })).status).toBe(200);
    expect((await t.request('GET', '/blog')).headers.get('x-cache')).toBeNull();
  });

  it('keeps neither the admin nor unknown paths', async () => {
    for (const path of ['/admin', '/no/such/page']) {
      await t.request('GET', path);
      expect((await t.request('GET', path)).headers.get('x-cache'), path).toBeNull();
    }
  });
});
