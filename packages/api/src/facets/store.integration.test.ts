// The stored facet values: computed for products marked pending (the migration's
// backfill, a load by SQL), and kept by the price file, which may drop a grid's
// last cell of a length.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productFacets, productFacetsPending, products } from '../db/schema';
import { useTestApi } from '../testing';
import { refreshPendingFacets } from './store';

const { env, callers } = useTestApi();

const facetsOf = async (productId: string) =>
  (await env.deps.db.select({ facet: productFacets.facet, value: productFacets.value, label: productFacets.label }).from(productFacets).where(eq(productFacets.productId, productId)))
    .map((row) => `${row.facet}:${row.value}:${row.label}`)
    .sort();

describe('refreshPendingFacets', () => {
  it('computes the values of the products loaded by SQL and marked pending, then has nothing left', async () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({
      id: `loaded-${i}`,
      slug: `loaded-${i}`,
      name: `Loaded ${i}`,
      attributes: { length: `${12 + 2 * i} inches`, textures: ['Body Wave'], colour: 'Natural Black' },
    }));
    // Inserted by SQL: marked pending by the products' trigger.
    await env.deps.db.insert(products).values(rows);
    expect(await facetsOf('loaded-0')).toEqual([]);

    expect(await refreshPendingFacets(env.deps.db)).toBe(3);
    expect(await facetsOf('loaded-1')).toEqual(['colour:natural-black:Natural Black', 'length:14:14 inch', 'texture:body-wave:Body Wave']);
    expect(await env.deps.db.select().from(productFacetsPending)).toEqual([]);
    expect(await refreshPendingFacets(env.deps.db)).toBe(0);

    // Attributes changed by SQL mark the product again; a price or stock change does not.
    await env.deps.db.update(products).set({ attributes: { length: '30 inches', textures: ['Deep Wave'] } }).where(eq(products.id, 'loaded-1'));
    await env.deps.db.update(products).set({ inStock: false, priceFrom: 99 }).where(eq(products.id, 'loaded-2'));
    expect(await env.deps.db.select().from(productFacetsPending)).toEqual([{ productId: 'loaded-1' }]);
    expect(await refreshPendingFacets(env.deps.db)).toBe(1);
    expect(await facetsOf('loaded-1')).toEqual(['length:30:30 inch', 'texture:deep-wave:Deep Wave']);
  });

  it('leaves nothing pending after the API writes a product: it computes the values itself', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Api Written', length: '16 inches' });
    await callers.admin.products.update({ id: created.id, length: '18 inches' });
    expect(await env.deps.db.select().from(productFacetsPending)).toEqual([]);
    expect(await facetsOf(created.id)).toEqual(['length:18:18 inch']);
  });
});

describe('the price file', () => {
  it("drops the length whose last cell a file leaves out, and keeps the facets of a change of prices alone", async () => {
    const product = await callers.admin.products.create({ published: true, name: 'Filed Body Wave', length: '8 to 30 inches' });
    await callers.admin.prices.replace({
      productId: product.id,
      unit: 'bundle',
      textures: ['Body Wave'],
      grades: ['Double Drawn'],
      cells: [
        { length: 18, texture: 'Body Wave', grade: 'Double Drawn', prices: [50] },
        { length: 22, texture: 'Body Wave', grade: 'Double Drawn', prices: [70] },
      ],
    });
    expect(await facetsOf(product.id)).toEqual(['grade:double-drawn:Double Drawn', 'length:18:18 inch', 'length:22:22 inch', 'texture:body-wave:Body Wave']);

    const csv = ['product_slug,unit,length,texture,grade,tier_min_quantity,price', `${product.slug},bundle,22,body-wave,double-drawn,1,75`].join('\n');
    const report = await callers.admin.prices.applyImport({ csv });
    expect(report.counts).toMatchObject({ changed: 1, removed: 1 });
    expect(await facetsOf(product.id)).toEqual(['grade:double-drawn:Double Drawn', 'length:22:22 inch', 'texture:body-wave:Body Wave']);

    await callers.admin.prices.applyBulk({ percent: 10, texture: 'body-wave' });
    expect(await facetsOf(product.id)).toEqual(['grade:double-drawn:Double Drawn', 'length:22:22 inch', 'texture:body-wave:Body Wave']);
  });
});
