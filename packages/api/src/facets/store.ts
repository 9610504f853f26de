// The catalogue's facet values (docs/decisions/020): each product's length, texture,
// grade and colour values, kept in product_facets by every write of a product or a
// grid (refreshProductFacets, in the writer's transaction). The filters and counts
// read them through the catalogue index (../catalogue-index).
import { productFacetValues } from '@hair/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertMany } from '../db/insert-many';
import { productFacets, productFacetsPending, productPriceCells, productPriceGrids, products } from '../db/schema';

/** Products per batch of a refresh. */
const REFRESH_BATCH_SIZE = 500;

type Cell = { length: number; texture: string; grade: string };

/** The facet rows of the products, from their attributes and their grids' offered cells. */
async function facetRowsOf(db: Db, ids: readonly string[]): Promise<(typeof productFacets.$inferInsert)[]> {
  // One after the other: writers call this in a transaction, which is one connection.
  const rows = await db.select({ id: products.id, attributes: products.attributes }).from(products).where(inArray(products.id, [...ids]));
  const grids = await db.select({ productId: productPriceGrids.productId, textures: productPriceGrids.textures, grades: productPriceGrids.grades }).from(productPriceGrids).where(inArray(productPriceGrids.productId, [...ids]));
  const cells = await db.selectDistinct({ productId: productPriceCells.productId, length: productPriceCells.length, texture: productPriceCells.texture, grade: productPriceCells.grade }).from(productPriceCells).where(inArray(productPriceCells.productId, [...ids]));
  const cellsOf = new Map<string, Cell[]>();
  for (const { productId, ...cell } of cells) (cellsOf.get(productId) ?? cellsOf.set(productId, []).get(productId)!).push(cell);
  const gridOf = new Map(grids.map((grid) => [grid.productId, { ...grid, cells: cellsOf.get(grid.productId) ?? [] }]));
  return rows.flatMap((row) => productFacetValues({ attributes: row.attributes, grid: gridOf.get(row.id) }).map((value) => ({ productId: row.id, ...value })));
}

/**
 * Recomputes the facet values of the products from what is stored now. Writers call
 * it in their transaction after they wrote the product or its grid.
 */
export async function refreshProductFacets(db: Db, productIds: readonly string[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += REFRESH_BATCH_SIZE) {
    const ids = productIds.slice(i, i + REFRESH_BATCH_SIZE);
    const rows = await facetRowsOf(db, ids);
    await db.delete(productFacets).where(inArray(productFacets.productId, [...ids]));
    await insertMany(db, productFacets, rows);
    // The write that called this marked them pending (migration 0015): they are done.
    await db.delete(productFacetsPending).where(inArray(productFacetsPending.productId, [...ids]));
  }
}

/**
 * Computes the facet values of the products marked pending (the migration marks
 * every product, a bulk load by SQL marks its own), a batch per transaction;
 * servers starting together share the work (SKIP LOCKED). Resolves to how many.
 */
export async function refreshPendingFacets(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        delete from ${productFacetsPending} where product_id in (
          select product_id from ${productFacetsPending} order by product_id limit ${REFRESH_BATCH_SIZE} for update skip locked
        ) returning product_id`);
      const batch = (result as unknown as { rows: { product_id: string }[] }).rows.map((row) => row.product_id);
      await refreshProductFacets(tx, batch);
      return batch;
    });
    if (ids.length === 0) return done;
    done += ids.length;
  }
}
