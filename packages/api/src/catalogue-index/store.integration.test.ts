// The catalogue index follows the database: any write of products or their facet
// values, by the API or by plain SQL (another server, a bulk load), is seen by the
// next list and count, and the index is kept while nothing changes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productFacets, products } from '../db/schema';
import { useTestApi } from '../testing';
import { catalogueIndex } from './store';

const { env, callers } = useTestApi();

const listNames = async (query: Record<string, unknown> = {}) => (await callers.anon.products.list({ limit: 50, sort: 'name-asc', ...query })).items.map((p) => p.name);

describe('the catalogue index', () => {
  it('is kept while nothing changes and read again after any write', async () => {
    const first = await catalogueIndex(env.deps.db);
    expect(await catalogueIndex(env.deps.db)).toBe(first);
    await callers.admin.products.create({ name: 'Kept Index Bundle' });
    const second = await catalogueIndex(env.deps.db);
    expect(second).not.toBe(first);
    expect(await catalogueIndex(env.deps.db)).toBe(second);
  });

  it('sees rows written by SQL outside the API: new products, stock, facet values and deletions', async () => {
    await env.deps.db.insert(products).values([
      { id: 'sql-a', slug: 'sql-a', name: 'Zz Sql Straight', inStock: true, priceFrom: 40 },
      { id: 'sql-b', slug: 'sql-b', name: 'Zz Sql Wavy', inStock: true, priceFrom: 60 },
    ]);
    expect(await listNames({ q: 'zz sql' })).toEqual(['Zz Sql Straight', 'Zz Sql Wavy']);

    await env.deps.db.update(products).set({ inStock: false }).where(eq(products.id, 'sql-b'));
    expect(await listNames({ q: 'zz sql', in_stock: true })).toEqual(['Zz Sql Straight']);

    await env.deps.db.insert(productFacets).values({ productId: 'sql-b', facet: 'colour', value: 'zz-blue', label: 'Zz Blue' });
    expect(await listNames({ colour: ['zz-blue'] })).toEqual(['Zz Sql Wavy']);
    const counts = await callers.anon.products.facets({ q: 'zz sql' });
    expect(counts.colour).toEqual([{ value: 'zz-blue', label: 'Zz Blue', count: 1 }]);
    expect(counts.in_stock).toBe(1);

    await env.deps.db.delete(products).where(eq(products.id, 'sql-a'));
    const after = await callers.anon.products.list({ q: 'zz sql' });
    expect(after.items.map((p) => p.name)).toEqual(['Zz Sql Wavy']);
    expect(after.total).toBe(1);
  });

  it('changes nothing when a write is rolled back', async () => {
    const before = await catalogueIndex(env.deps.db);
    await expect(
      env.deps.db.transaction(async (tx) => {
        await tx.insert(products).values({ id: 'rolled-back', slug: 'rolled-back', name: 'Zz Rolled Back' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await listNames({ q: 'rolled back' })).toEqual([]);
    expect(await catalogueIndex(env.deps.db)).toBe(before);
  });
});
