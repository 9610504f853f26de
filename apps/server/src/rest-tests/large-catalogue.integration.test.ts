// Reads that must stay fast with a large catalogue: search by every word in any
// order across the title and attributes, capped totals, capped offsets, and a page
// of the post list.
import { sql } from 'drizzle-orm';
import { PRODUCT_LIST_MAX_OFFSET, PRODUCT_TOTAL_MAX } from '@hair/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

interface ProductJson {
  id: string;
  name: string;
  price_from: number | null;
}

const names = (items: ProductJson[]) => items.map((p) => p.name);
const list = (query: string) => t.json<ProductJson[]>('GET', `/api/products?${query}`);

describe('search', () => {
  beforeAll(async () => {
    const create = (body: Record<string, unknown>) => t.created('/api/products', { body: { published: true, ...body }, token: tokens.admin });
    await create({ name: 'Raw 1B Wavy Bundle 18 inch', price_from: 90, category: 'hair-bundle' });
    await create({ name: 'Raw Natural Wavy Closure', price_from: 10, length: '1b colour, 16 inches' });
    await create({ name: 'Wavy 1B', price_from: 500 });
    await create({ name: 'Body Wave Frontal 50%', price_from: 40, quality_grade: 'Super Double Drawn', hair_material: 'Remy human hair' });
    await create({ name: 'Straight Weft', price_from: 20, length: '22 inches' });
  });

  it('matches every word of the query in any order, in the title or the attributes, exact title first', async () => {
    const res = await list('q=wavy%201b');
    expect(res.status).toBe(200);
    // 'Wavy 1B' is the title asked for; the others follow in the price order.
    expect(names(res.body)).toEqual(['Wavy 1B', 'Raw Natural Wavy Closure', 'Raw 1B Wavy Bundle 18 inch']);
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(names((await list('q=1B%20%20WAVY&sort=price-desc')).body)).toEqual(['Wavy 1B', 'Raw 1B Wavy Bundle 18 inch', 'Raw Natural Wavy Closure']);
  });

  it('searches the texture, grade, material and length attributes', async () => {
    expect(names((await list('q=super%20drawn')).body)).toEqual(['Body Wave Frontal 50%']);
    expect(names((await list('q=remy')).body)).toEqual(['Body Wave Frontal 50%']);
    expect(names((await list('q=22%20inches')).body)).toEqual(['Straight Weft']);
    expect(names((await list('q=wav%20bundle')).body)).toEqual(['Raw 1B Wavy Bundle 18 inch']);
  });

  it('still finds a title by a part of it, case-insensitively, and wildcards literally', async () => {
    expect(names((await list('q=ODY%20WA')).body)).toEqual(['Body Wave Frontal 50%']);
    expect(names((await list('q=50%25')).body)).toEqual(['Body Wave Frontal 50%']);
    expect(names((await list('q=5_%25')).body)).toEqual([]);
    expect((await list('q=nothing-like-this')).headers.get('x-total-count')).toBe('0');
  });

  it('searches over tRPC the same way', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { q: 'WAVY  1b', limit: 2 } }));
    const res = await t.json<{ result: { data: { json: { items: ProductJson[]; total: number } } } }>('GET', `/api/trpc/products.list?input=${input}`);
    expect(names(res.body.result.data.json.items)).toEqual(['Wavy 1B', 'Raw Natural Wavy Closure']);
    expect(res.body.result.data.json.total).toBe(3);
  });
});

describe('a large catalogue', () => {
  beforeAll(async () => {
    await t.deps.db.execute(sql`insert into products (id, slug, name, price_from) select 'bulk-' || g, 'bulk-' || g, 'Bulk ' || g, g from generate_series(1, 1500) g`);
  });

  it('counts at most one past the cap: the total then stands for "more than 1,000"', async () => {
    const res = await list('limit=6');
    expect(res.headers.get('x-total-count')).toBe(String(PRODUCT_TOTAL_MAX));
    const filtered = await list('limit=6&q=bulk%2014');
    const expected = Array.from({ length: 1500 }, (_, i) => String(i + 1)).filter((n) => n.includes('14')).length;
    expect(filtered.headers.get('x-total-count')).toBe(String(expected));
  });

  it('reads pages up to the deepest offset it serves, and refuses deeper ones', async () => {
    const deep = await list('limit=6&offset=1200&sort=name-asc');
    expect(deep.status).toBe(200);
    expect(deep.body).toHaveLength(6);
    const refused = await t.json<{ error: string }>('GET', `/api/products?offset=${PRODUCT_LIST_MAX_OFFSET + 1}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(`offset must be at most ${PRODUCT_LIST_MAX_OFFSET}`);
  });

  it('pages in the sort order, each product once', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 60; offset += 6) seen.push(...names((await list(`limit=6&offset=${offset}&sort=price-desc&q=bulk`)).body));
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => `Bulk ${1500 - i}`));
  });
});

describe('GET /api/posts paging', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 5; i += 1) {
      await t.created('/api/posts', { token: tokens.admin, body: { slug: `paged-${i}`, title: `Paged ${i}`, date: `2024-01-0${i}`, excerpt: 'x', content: '<p>x</p>' } });
    }
  });

  it('returns the whole list by default and a page with limit and offset', async () => {
    const all = await t.json<{ slug: string }[]>('GET', '/api/posts');
    expect(all.body.map((p) => p.slug)).toEqual(['paged-5', 'paged-4', 'paged-3', 'paged-2', 'paged-1']);
    const page = await t.json<{ slug: string }[]>('GET', '/api/posts?limit=2&offset=1');
    expect(page.body.map((p) => p.slug)).toEqual(['paged-4', 'paged-3']);
    expect((await t.json('GET', '/api/posts?limit=0')).status).toBe(400);
  });
});
