// Bad input gets a clear 4xx and changes nothing; it never reaches a 5xx.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer({ responseCache: true });
const tokens = useTokens(t);
const CONTROL = 'Text must not contain control characters';
const PRICE_RANGE = (field: string) => `${field}: ${field} must be a number from 0 to 1,000,000`;
const inquiry = { firstName: 'Mai', lastName: 'Tran', email: 'mai@example.com', phone: '+84 90 123 4567' };

let product: { id: string; name: string; price_from: number | null };
beforeAll(async () => {
  product = (await t.json<typeof product>('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Steady Weave', price_from: 20, price_to: 40 } })).body;
});

const storedProduct = async () => (await t.json<typeof product>('GET', `/api/products/${product.id}`)).body;
const countInquiries = async () =>
  Number(((await t.deps.db.execute(sql`select count(*)::int as n from inquiries`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('control characters', () => {
  it('answers 400 naming the field for a NUL byte in a query, an id or a body, and stores nothing', async () => {
    expect(await t.json('GET', '/api/products?q=%00')).toMatchObject({ status: 400, body: { error: `q: ${CONTROL}` } });
    expect(await t.json('GET', '/api/products?category=a%00b')).toMatchObject({ status: 400, body: { error: `category: ${CONTROL}` } });
    expect(await t.json('GET', '/api/products/%00')).toMatchObject({ status: 400, body: { error: `id: ${CONTROL}` } });
    expect(await t.json('GET', '/api/posts/%00')).toMatchObject({ status: 400 });
    const before = await countInquiries();
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'message']) {
      const res = await t.json('POST', '/api/inquiries', { body: { ...inquiry, [field]: `${inquiry.firstName}\u0000` } });
      expect(res.status, field).toBe(400);
      expect((res.body as { error: string }).error).toContain(CONTROL);
    }
    expect(await t.json('POST', '/api/inquiries', { body: { ...inquiry, message: 'bell \u0007 and escape \u001b[31m' } })).toMatchObject({
      status: 400,
      body: { error: `message: ${CONTROL}` },
    });
    expect(await countInquiries()).toBe(before);
  });

  it('answers 400 for a NUL byte in a tRPC query', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { q: 'wave\u0000' } }));
    const res = await t.request('GET', `/api/trpc/products.list?input=${input}`);
    expect(res.status).toBe(400);
  });

  it('answers the not-found page for a page path with a NUL byte', async () => {
    for (const pathname of ['/products/%00', '/product/%00', '/blog/%00', '/%00']) {
      const res = await t.request('GET', pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
    }
  });

  it('keeps tabs and line breaks in text', async () => {
    const res = await t.json('POST', '/api/inquiries', { body: { ...inquiry, message: 'Line one\r\nLine two\tand a tab' } });
    expect(res.status).toBe(201);
  });

  it('refuses input nested deeper than any form sends', async () => {
    const deep = `{"config":${'{"a":'.repeat(50_000)}"leaf"${'}'.repeat(50_000)}}`;
    const headers = { 'content-type': 'application/json' };
    const res = await t.json('PUT', '/api/site-config/hero', { token: tokens.admin, rawBody: deep, headers });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toContain('Input is nested too deeply (max 20 levels)');
    const trpc = await t.request('POST', '/api/trpc/siteConfig.update', { token: tokens.admin, rawBody: `{"json":{"section":"hero",${deep.slice(1)}}`, headers });
    expect(trpc.status).toBe(400);
  });
});

describe('numbers, dates and lengths', () => {
  it.each([
    [{ price_from: 1e10 }, PRICE_RANGE('price_from')],
    [{ price_from: 1e308 }, PRICE_RANGE('price_from')],
    [{ price_to: -1 }, PRICE_RANGE('price_to')],
    [{ price_from: 'abc' }, PRICE_RANGE('price_from')],
    [{ name: 'N'.repeat(1024 * 1024) }, 'name: Name must be at most 300 characters'],
  ])('answers 400 to %#, naming the field and the limit, and changes nothing', async (body, error) => {
    expect(await t.json('PUT', `/api/products/${product.id}`, { token: tokens.admin, body })).toMatchObject({ status: 400, body: { error } });
    expect(await t.json('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Fresh', ...body } })).toMatchObject({ status: 400, body: { error } });
    expect(await storedProduct()).toMatchObject({ name: 'Steady Weave', price_from: 20 });
  });

  it('answers 400 naming the date field for year 0000 and impossible dates', async () => {
    for (const [body, error] of [
      [{ title: 'Old', date: '0000-01-01' }, 'date: Date must be YYYY-MM-DD'],
      [{ title: 'Old', date: '2024-02-30' }, 'date: Date must be YYYY-MM-DD'],
      [{ title: 'Old', publishedAt: '0000-01-01T00:00:00Z' }, 'published_at: Must be an ISO date-time'],
    ] as const) {
      expect(await t.json('POST', '/api/posts', { token: tokens.admin, body })).toMatchObject({ status: 400, body: { error } });
    }
  });
});

describe('bodies', () => {
  it('answers 400 to a JSON body that is not an object, on every REST write, and changes nothing', async () => {
    for (const raw of ['[]', 'null', '"str"', '42', '[{"name":"Array"}]']) {
      const headers = { 'content-type': 'application/json' };
      for (const [method, pathname] of [['PUT', `/api/products/${product.id}`], ['POST', '/api/products'], ['POST', '/api/testimonials'], ['PUT', '/api/site-config/hero']]) {
        const res = await t.json(method!, pathname!, { token: tokens.admin, rawBody: raw, headers });
        expect([res.status, res.body], `${method} ${pathname} ${raw}`).toEqual([400, { error: 'Request body must be a JSON object' }]);
      }
      expect(await t.json('POST', '/api/inquiries', { rawBody: raw, headers } as never)).toMatchObject({ status: 400, body: { error: 'Request body must be a JSON object' } });
    }
    expect(await storedProduct()).toMatchObject({ name: 'Steady Weave', price_from: 20 });
  });

  it('answers 415 to a body that is not JSON', async () => {
    const res = await t.request('PUT', `/api/products/${product.id}`, { token: tokens.admin, rawBody: 'null', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'Request body must be JSON (Content-Type: application/json)' });
    expect(await storedProduct()).toMatchObject({ name: 'Steady Weave' });
  });

  it('reads at most 64 KB from anyone but an admin, and says so', async () => {
    const big = { ...inquiry, message: 'x'.repeat(70 * 1024) };
    for (const token of [undefined, tokens.user]) {
      expect(await t.json('POST', '/api/inquiries', { body: big, token })).toMatchObject({ status: 413, body: { error: 'Request body too large (max 64 KB)' } });
      expect(await t.json('POST', '/api/trpc/inquiries.create', { body: { json: big }, token })).toMatchObject({ status: 413 });
    }
    // A token that is no longer valid gets 401 for a large body, which is not read.
    expect(await t.json('PUT', `/api/products/${product.id}`, { token: 'expired-token', body: { description_html: 'z'.repeat(100 * 1024) } })).toMatchObject({
      status: 401,
      body: { error: 'Not authenticated' },
    });
    // An admin's larger body is read (and judged by its schema).
    const long = await t.json('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { description_html: `<p>${'y'.repeat(200 * 1024)}</p>` } });
    expect(long.status).toBe(200);
    expect(await t.json('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { description_html: null } })).toMatchObject({ status: 200 });
  });
});

describe('public caches', () => {
  const cachedList = async () => (await t.request('GET', '/api/products?limit=3')).headers.get('x-cache');

  it('are not cleared by anonymous or refused writes, and are by an admin write that succeeded', async () => {
    await cachedList();
    expect(await cachedList()).toBe('hit');
    await t.request('POST', '/api/inquiries', { body: inquiry });
    await t.request('POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'wrong-password' } });
    await t.request('DELETE', `/api/products/${product.id}`);
    await t.request('PUT', `/api/products/${product.id}`, { token: tokens.user, body: { name: 'Not allowed' } });
    await t.request('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { price_from: -1 } });
    expect(await cachedList()).toBe('hit');
    expect((await t.request('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { featured: true } })).status).toBe(200);
    expect(await cachedList()).toBeNull();
  });
});
