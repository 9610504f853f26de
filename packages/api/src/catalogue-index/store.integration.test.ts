// The catalogue index follows the database: any write of products or their facet
// values, by the API or by plain SQL (another server, a bulk load), is seen by the
// next list and count, and the index is kept while nothing changes.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueChanges, catalogueVersion, productFacets, products } from '../db/schema';
import { useTestApi } from '../testing';
import { CATALOGUE_CHANGES_KEPT, catalogueIndex, markCatalogueReplaced } from './store';

const { env, callers } = useTestApi();

const listNames = async (query: Record<string, unknown> = {}) => (await callers.anon.products.list({ limit: 50, sort: 'name-asc', ...query })).items.map((p) => p.name);

describe('the catalogue index', () => {
  it('is kept while nothing changes, and a write reaches it', async () => {
    const first = await catalogueIndex(env.deps.db);
    expect(await catalogueIndex(env.deps.db)).toBe(first);
    await callers.admin.products.create({ published: true, name: 'Kept Index Bundle' });
    expect(await listNames({ q: 'kept index' })).toEqual(['Kept Index Bundle']);
    expect(await catalogueIndex(env.deps.db)).toBe(first);
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

  it('is patched, not read again, when products are added, changed, renamed or deleted', async () => {
    const read = await catalogueIndex(env.deps.db);
    await env.deps.db.insert(products).values([
      { id: 'patch-b', slug: 'patch-b', name: 'Zz Patch Wavy', inStock: true, priceFrom: 60 },
      { id: 'patch-a', slug: 'patch-a', name: 'Zz Patch Straight', inStock: true, priceFrom: 40 },
    ]);
    expect(await listNames({ q: 'zz patch' })).toEqual(['Zz Patch Straight', 'Zz Patch Wavy']);

    // Stock, a price and a facet value of one product, then a deletion: each seen at once.
    await env.deps.db.update(products).set({ inStock: false, priceFrom: 90, priceTo: 95 }).where(eq(products.id, 'patch-a'));
    await env.deps.db.insert(productFacets).values({ productId: 'patch-a', facet: 'colour', value: 'zz-green', label: 'Zz Green' });
    expect(await listNames({ q: 'zz patch', in_stock: true })).toEqual(['Zz Patch Wavy']);
    expect(await listNames({ q: 'zz patch', sort: 'price-desc' })).toEqual(['Zz Patch Straight', 'Zz Patch Wavy']);
    expect(await listNames({ colour: ['zz-green'] })).toEqual(['Zz Patch Straight']);
    expect((await callers.anon.products.facets({ q: 'zz patch' })).colour).toEqual([{ value: 'zz-green', label: 'Zz Green', count: 1 }]);
    await env.deps.db.delete(products).where(eq(products.id, 'patch-b'));
    expect(await listNames({ q: 'zz patch' })).toEqual(['Zz Patch Straight']);

    // Saved through the admin's form, then renamed: the database's collation places the new name.
    await callers.admin.products.update({ id: 'patch-a', featured: true, qualityGrade: 'Super' });
    expect(await listNames({ q: 'zz patch', featured: true })).toEqual(['Zz Patch Straight']);
    await callers.admin.products.create({ published: true, name: 'Zz Patch Middle' });
    await callers.admin.products.update({ id: 'patch-a', name: 'Zz Patch Another' });
    expect(await listNames({ q: 'zz patch' })).toEqual(['Zz Patch Another', 'Zz Patch Middle']);
    expect(await listNames({ q: 'zz patch', sort: 'name-desc' })).toEqual(['Zz Patch Middle', 'Zz Patch Another']);
    expect(await catalogueIndex(env.deps.db)).toBe(read);

    // The whole list in the name order is the database's, as an index read anew has it.
    const everything = async () => (await callers.anon.products.list({ limit: 100, sort: 'name-asc' })).items.map((p) => p.id);
    const patchedOrder = await everything();
    await markCatalogueReplaced(env.deps.db);
    expect(await everything()).toEqual(patchedOrder);
  });

  it('keeps the changes of the last versions only: a server further behind reads the index again', async () => {
    await env.deps.db.insert(products).values({ id: 'many-writes', slug: 'many-writes', name: 'Zz Many Writes', inStock: true });
    const read = await catalogueIndex(env.deps.db);
    // CATALOGUE_CHANGES_KEPT + 5 statements, each a version.
    await env.deps.db.execute(sql.raw(`DO $$ BEGIN FOR i IN 1..${CATALOGUE_CHANGES_KEPT + 5} LOOP UPDATE products SET in_stock = NOT in_stock WHERE id = 'many-writes'; END LOOP; END $$`));
    const [{ version }] = await env.deps.db.select({ version: catalogueVersion.version }).from(catalogueVersion) as [{ version: number }];
    const [{ oldest }] = await env.deps.db.select({ oldest: sql<number>`min(${catalogueChanges.version})::float8` }).from(catalogueChanges) as [{ oldest: number }];
    expect(oldest).toBe(version - CATALOGUE_CHANGES_KEPT + 1);
    expect(await listNames({ q: 'many writes', in_stock: false })).toEqual(['Zz Many Writes']);
    expect(await catalogueIndex(env.deps.db)).not.toBe(read);
  });

  it('is read again on every server after a restore replaced the database', async () => {
    const read = await catalogueIndex(env.deps.db);
    await markCatalogueReplaced(env.deps.db);
    expect(await catalogueIndex(env.deps.db)).not.toBe(read);
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
