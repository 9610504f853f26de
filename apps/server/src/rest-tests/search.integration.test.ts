// The search over REST on the real app: the list's q read as the trade writes it,
// the suggestions, and the week's counts for the admin only (400, 401, 403).
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@hair/api';
import { SEARCHES_PER_WEEK_MAX, emptyWeek, leaveRoomForSearches, searchesKept } from '@hair/api/testing';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

beforeAll(async () => {
  const create = (body: Record<string, unknown>) => t.created('/api/products', { body: { published: true, ...body }, token: tokens.admin });
  await create({ name: 'Body Wave Bundle', textures: ['Body Wave'], quality_grade: 'Double Drawn', colours: ['Natural Black'], length: '10 to 24 inches' });
  await create({ name: 'Straight Bundle', textures: ['Straight'], quality_grade: 'Super Double Drawn', colours: ['Blonde'], length: '12 to 30 inches' });
});

describe('GET /api/products?q=', () => {
  it('reads lengths, grades, textures and mistakes into filters', async () => {
    for (const q of ['body wave 22 inch DD', 'bodywave 55cm', 'boddy wave 1b']) {
      const res = await t.json<{ name: string }[]>('GET', `/api/products?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body.map((p) => p.name), q).toEqual(['Body Wave Bundle']);
    }
    const longer = await t.json<{ name: string }[]>('GET', `/api/products?q=${encodeURIComponent('straight 26"')}`);
    expect(longer.body.map((p) => p.name)).toEqual(['Straight Bundle']);
  });

  it('refuses a lace it cannot read with a 400 naming the field', async () => {
    const res = await t.json<{ error: string }>('GET', '/api/products?lace=big');
    expect(res.status).toBe(400);
    expect(res.body.error).toContain("lace: 'big' is not a lace size (13x4)");
  });
});

describe('GET /api/search/suggest', () => {
  it('answers filters and products for what is typed', async () => {
    const res = await t.json<{ filters: { label: string }[]; products: { name: string; slug: string }[] }>('GET', '/api/search/suggest?q=str');
    expect(res.status).toBe(200);
    expect(res.body.filters.map((f) => f.label)).toEqual(['Straight']);
    expect(res.body.products).toEqual([expect.objectContaining({ name: 'Straight Bundle', slug: 'straight-bundle' })]);
  });

  it('needs q, at most 200 characters', async () => {
    expect((await t.json('GET', '/api/search/suggest')).status).toBe(400);
    expect((await t.json('GET', `/api/search/suggest?q=${'a'.repeat(201)}`)).status).toBe(400);
  });
});

describe('GET /api/search/stats', () => {
  it('lists the week for the admin, after the searches made', async () => {
    await t.json('GET', `/api/products?q=${encodeURIComponent('nothing like it')}`);
    const res = await t.json<{ top: { query: string }[]; foundNothing: { query: string; searches: number }[] }>('GET', '/api/search/stats', { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.foundNothing).toEqual([expect.objectContaining({ query: 'nothing like it', searches: 1 })]);
    expect(res.body.top.map((row) => row.query)).toContain('body wave 22 inch dd');
  });

  it('is refused to visitors and buyers, and for a week that is no date', async () => {
    expect((await t.json('GET', '/api/search/stats')).status).toBe(401);
    expect((await t.json('GET', '/api/search/stats', { token: tokens.user })).status).toBe(403);
    expect((await t.json('GET', '/api/search/stats?week=monday', { token: tokens.admin })).status).toBe(400);
    expect(await t.json('GET', '/api/search/stats?week=0000-01-03', { token: tokens.admin })).toMatchObject({ status: 400, body: { error: 'week: must be a date (YYYY-MM-DD)' } });
  });

  it('keep no more than the cap of new searches when they come in one tRPC batch and over REST from several addresses at once', async () => {
    await leaveRoomForSearches(t.deps.db, 4);
    try {
      const trpc = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${t.baseUrl}/api/trpc`, transformer: superjson })] });
      const rest = (i: number) => t.json('GET', `/api/products?q=rest%20search%20${i}`, { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      const answers = await Promise.all([...Array.from({ length: 8 }, (_, i) => trpc.products.list.query({ q: `batch search ${i}` })), ...Array.from({ length: 8 }, (_, i) => rest(i))]);
      expect(answers).toHaveLength(16);
      expect(await searchesKept(t.deps.db)).toBe(SEARCHES_PER_WEEK_MAX);
    } finally {
      await emptyWeek(t.deps.db);
    }
  });
});
