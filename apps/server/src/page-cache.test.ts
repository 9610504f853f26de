import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCacheInvalidation } from './cache-invalidation';
import { createPageCache, pageCacheKey } from './page-cache';

const request = (url: string, host = 'shop.example') => ({ url, headers: { host } }) as unknown as IncomingMessage;

describe('pageCacheKey', () => {
  it('keys a page by what it shows: junk in the query string changes nothing', () => {
    expect(pageCacheKey(request('/product/abc?utm_source=whatsapp&x=1'))).toBe(pageCacheKey(request('/product/abc')));
    expect(pageCacheKey(request('/about?ref=1'))).toBe(pageCacheKey(request('/about')));
    expect(pageCacheKey(request('/products?sort=price-asc&page=1&junk=2'))).toBe(pageCacheKey(request('/products')));
    expect(pageCacheKey(request('/products?q=%20%20'))).toBe(pageCacheKey(request('/products')));
    expect(pageCacheKey(request('/blog?category=gossip'))).toBe(pageCacheKey(request('/blog')));
    expect(pageCacheKey(request('/products?texture=Body%20Wave&length=abc&in_stock=0'))).toBe(pageCacheKey(request('/products?texture=body-wave')));
    // Pages are built on PUBLIC_URL: a Host the client writes makes no page of its own.
    expect(pageCacheKey(request('/', 'evil.example'))).toBe(pageCacheKey(request('/')));
  });

  it('tells apart pages that differ', () => {
    const keys = ['/products', '/products?sort=name-asc', '/products?page=2', '/products?texture=body-wave', '/products?texture=curly', '/products?length=16', '/products?colour=natural-black', '/products?in_stock=1', '/products?price_max=80', '/products/hair-weave', '/product/abc', '/blog/abc', '/blog', '/blog?category=news', '/blog?category=before-after', '/', '/auth', '/login'].map((url) => pageCacheKey(request(url)));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps no admin screen, no unknown path, no search (each is counted) and no quote behind its link', () => {
    for (const url of ['/admin', '/admin/products', '/no/such/page', '/%00', '/q/abc', '/q/abc?x=1', '/products?q=wave', '/products/hair-weave?q=1b&texture=body-wave']) expect(pageCacheKey(request(url))).toBeNull();
  });
});

describe('createPageCache', () => {
  it('renders a page once for requests that arrive together, and keeps it until a write clears it', async () => {
    const invalidation = createCacheInvalidation();
    const cache = createPageCache(invalidation);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { status: 200, html: `<p>render ${renders}</p>`, csp: '' };
    };
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.load('home', render)));
    expect(renders).toBe(1);
    expect(new Set(pages.map((p) => p.html))).toEqual(new Set(['<p>render 1</p>']));
    expect(cache.peek('home')?.html).toBe('<p>render 1</p>');
    invalidation.clearAll();
    expect(cache.peek('home')).toBeUndefined();
  });

  it('keeps only 200s, and no more HTML than its limit (the oldest goes first)', async () => {
    const cache = createPageCache(createCacheInvalidation(), { maxSize: 25 });
    await cache.load('missing', async () => ({ status: 404, html: 'gone', csp: '' }));
    expect(cache.peek('missing')).toBeUndefined();
    await cache.load('a', async () => ({ status: 200, html: 'a'.repeat(10), csp: '' }));
    await cache.load('b', async () => ({ status: 200, html: 'b'.repeat(10), csp: '' }));
    await cache.load('c', async () => ({ status: 200, html: 'c'.repeat(10), csp: '' }));
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')].map((p) => p?.html.length)).toEqual([undefined, 10, 10]);
    await cache.load('huge', async () => ({ status: 200, html: 'h'.repeat(30), csp: '' }));
    expect(cache.peek('huge')).toBeUndefined();
  });

  it('does not keep a page rendered while a write went on', async () => {
    const invalidation = createCacheInvalidation();
    const cache = createPageCache(invalidation);
    await cache.load('home', async () => {
      invalidation.clearAll();
      return { status: 200, html: 'old', csp: '' };
    });
    expect(cache.peek('home')).toBeUndefined();
  });

  it('sends the page it replaces while a new render of an expired page runs and is compressed, so only that render waits', async () => {
    const cache = createPageCache(createCacheInvalidation(), { ttlMs: 20 });
    const first = await cache.load('home', async () => ({ status: 200, html: 'first', csp: '' }));
    await first.bodies.body('br');
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Expired, and nothing renders it yet: the request goes on to render it.
    expect(cache.peek('home')).toBeUndefined();
    let finish: (html: string) => void = () => undefined;
    const rendering = cache.load('home', () => new Promise((resolve) => (finish = (html) => resolve({ status: 200, html, csp: '' }))));
    expect(cache.peek('home')?.html).toBe('first');
    finish('second');
    expect((await rendering).html).toBe('second');
    expect(cache.peek('home')?.html).toBe('second');
    // Made in the encoding the old page was sent in before it took its place, and in no other.
    expect(cache.peek('home')?.bodies.asked()).toEqual(['br']);
    expect(brotliDecompressSync(await cache.peek('home')!.bodies.body('br')).toString()).toBe('second');
  });

  it('forgets the page it replaces when the new render is not kept (the page is gone)', async () => {
    const cache = createPageCache(createCacheInvalidation(), { ttlMs: 20 });
    await cache.load('product', async () => ({ status: 200, html: 'on sale', csp: '' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await cache.load('product', async () => ({ status: 404, html: 'gone', csp: '' }))).status).toBe(404);
    // While it is rendered again, nobody gets the old page.
    void cache.load('product', () => new Promise(() => undefined));
    expect(cache.peek('product')).toBeUndefined();
  });

  it('compresses a kept page once per encoding, and counts those bodies against its limit', async () => {
    const html = `<main>${'Body Wave 1B, 18 inch. '.repeat(400)}</main>`;
    // Room for the HTML and a 200-character page, not for the HTML's compressed copies (150 bytes) too.
    const cache = createPageCache(createCacheInvalidation(), { maxSize: html.length + 250 });
    const page = await cache.load('a', async () => ({ status: 200, html, csp: '' }));
    const [br, again] = await Promise.all([page.bodies.body('br'), cache.peek('a')!.bodies.body('br')]);
    expect(again).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(await page.bodies.body('gzip')).toString()).toBe(html);
    await cache.load('b', async () => ({ status: 200, html: 'b'.repeat(200), csp: '' }));
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')?.html).toBe('b'.repeat(200));
    expect((await page.bodies.body(null)).toString()).toBe(html);
  });
});
