import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './testing/harness';

const t = useTestServer({ responseCache: true });
let admin: string;
beforeAll(async () => {
  admin = await t.adminToken();
});

const names = (body: unknown) => (body as { name: string }[]).map((p) => p.name);

describe('cache of anonymous reads', () => {
  it('serves a repeated read from memory with the same body, headers and ETag', async () => {
    await t.json('POST', '/api/products', { token: admin, body: { published: true, name: 'Cached Weave', price_from: 10, price_to: 20 } });
    const first = await t.request('GET', '/api/products?limit=5');
    const second = await t.request('GET', '/api/products?limit=5');
    expect(first.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-total-count')).toBe('1');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const revalidated = await t.request('GET', '/api/products?limit=5', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
  });

  it('shows a write at once: any write clears the cache', async () => {
    const before = await t.json('GET', '/api/products?limit=50');
    expect(names(before.body)).not.toContain('Fresh Closure');
    await t.json('POST', '/api/products', { token: admin, body: { published: true, name: 'Fresh Closure', price_from: 30, price_to: 40 } });
    const after = await t.json('GET', '/api/products?limit=50');
    expect(names(after.body)).toContain('Fresh Closure');
    expect(after.headers.get('x-total-count')).toBe('2');
  });

  it('never caches a request that carries a token, nor a failed read', async () => {
    await t.request('GET', '/api/posts?published=false', { token: admin });
    const again = await t.request('GET', '/api/posts?published=false', { token: admin });
    expect(again.headers.get('x-cache')).toBeNull();
    await t.request('GET', '/api/products/missing');
    const missing = await t.request('GET', '/api/products/missing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-cache')).toBeNull();
  });

  it('caches tRPC queries too, and a tRPC mutation clears them', async () => {
    const url = `/api/trpc/products.list?input=${encodeURIComponent(JSON.stringify({ json: { limit: 50 } }))}`;
    const totalOf = async (res: Response) => ((await res.json()) as { result: { data: { json: { total: number } } } }).result.data.json.total;
    const first = await t.request('GET', url);
    const second = await t.request('GET', url);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await totalOf(second)).toBe(await totalOf(first));
    const created = await t.request('POST', '/api/trpc/products.create', { token: admin, body: { json: { name: 'Trpc Frontal', price_from: 50, price_to: 60, published: true } } });
    expect(created.status).toBe(200);
    const after = await t.request('GET', url);
    expect(after.headers.get('x-cache')).toBeNull();
    expect(await totalOf(after)).toBe(3);
  });
});

describe('what a cached read is kept by', () => {
  it('keys a read by its parsed input: junk parameters, their order and blank values share one entry', async () => {
    const first = await t.request('GET', '/api/products?limit=5&sort=name-asc');
    expect(first.headers.get('x-cache')).toBeNull();
    for (const url of [
      '/api/products?sort=name-asc&limit=5',
      '/api/products?limit=5&sort=name-asc&utm_source=junk',
      `/api/products?limit=05&sort=name-asc&cache_buster=${Date.now()}`,
      '/api/products?limit=5&sort=name-asc&q=',
    ]) {
      const res = await t.request('GET', url);
      expect(res.headers.get('x-cache'), url).toBe('hit');
      expect(await res.text()).toBe(await first.clone().text());
    }
    // A different input is a different read.
    expect((await t.request('GET', '/api/products?limit=5&sort=name-desc')).headers.get('x-cache')).toBeNull();
  });

  it('keys tRPC reads by procedure and input, whatever else the URL carries', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { limit: 7, sort: 'name-asc' } }));
    const reordered = encodeURIComponent(JSON.stringify({ json: { sort: 'name-asc', limit: 7 } }));
    await t.request('GET', `/api/trpc/products.list?input=${input}`);
    expect((await t.request('GET', `/api/trpc/products.list?input=${reordered}&junk=1`)).headers.get('x-cache')).toBe('hit');
  });

  it('never answers a search from memory, over REST, tRPC or in a batch: each one is counted', async () => {
    const batch = encodeURIComponent(JSON.stringify({ 0: { json: { limit: 3 } }, 1: { json: { q: 'wave', limit: 3 } } }));
    for (const url of ['/api/products?q=wave&limit=3', `/api/trpc/products.list?input=${encodeURIComponent(JSON.stringify({ json: { q: 'wave' } }))}`, `/api/trpc/products.list,products.list?batch=1&input=${batch}`]) {
      await t.request('GET', url);
      expect((await t.request('GET', url)).headers.get('x-cache'), url).toBeNull();
    }
  });

  it('keeps REST routes without a query schema apart by their parameters', async () => {
    await t.request('GET', '/api/site-config?section=contact');
    expect((await t.request('GET', '/api/site-config?section=about')).headers.get('x-cache')).toBeNull();
    expect((await t.request('GET', '/api/site-config?section=contact')).headers.get('x-cache')).toBe('hit');
  });
});

describe('the cache size', () => {
  const small = useTestServer({ responseCache: true, responseCacheMaxBytes: 6000 });

  it('keeps at most its byte cap: older answers make room for new ones', async () => {
    const admin = await small.adminToken();
    for (let i = 0; i < 6; i += 1) {
      await small.json('POST', '/api/products', { token: admin, body: { published: true, name: `Sized Bundle ${i}`, card_note: 'x'.repeat(400) } });
    }
    // Each list answer is a few KB: two of them do not fit together.
    const a = await small.request('GET', '/api/products?limit=3');
    const size = (await a.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(2000);
    expect(size).toBeLessThan(5000);
    expect((await small.request('GET', '/api/products?limit=3')).headers.get('x-cache')).toBe('hit');
    await small.request('GET', '/api/products?limit=3&sort=name-desc');
    expect((await small.request('GET', '/api/products?limit=3&sort=name-desc')).headers.get('x-cache')).toBe('hit');
    expect((await small.request('GET', '/api/products?limit=3')).headers.get('x-cache')).toBeNull();
    // Junk parameters add nothing: the same answer stays the only one kept.
    for (let i = 0; i < 20; i += 1) await small.request('GET', `/api/products?limit=3&junk=${i}`);
    expect((await small.request('GET', '/api/products?limit=3&junk=99')).headers.get('x-cache')).toBe('hit');
  });
});
