// Every SQL statement of the catalogue's facets (docs/decisions/020): each
// product's length, texture, grade and colour values, kept in product_facets by
// every write of a product or a grid (refreshProductFacets, in the writer's
// transaction), the list's facet filters, and the counts of the filter column.
import { PRODUCT_TOTAL_MAX, productFacetValues, type FacetCount, type ProductFacet } from '@hair/domain';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertMany } from '../db/insert-many';
import { productFacets, productFacetsPending, productPriceCells, productPriceGrids, products } from '../db/schema';

/** Products per batch of a refresh. */
const REFRESH_BATCH_SIZE = 500;
/** The most values a facet answers, so that a catalogue of many colour names keeps the answer small. */
const VALUES_PER_FACET_MAX = 200;

type Cell = { length: number; texture: string; grade: string };

/** The facet rows of the products, from their attributes and their grids' offered cells. */
async function facetRowsOf(db: Db, ids: readonly string[]): Promise<(typeof productFacets.$inferInsert)[]> {
  const [rows, grids, cells] = await Promise.all([
    db.select({ id: products.id, attributes: products.attributes }).from(products).where(inArray(products.id, [...ids])),
    db.select({ productId: productPriceGrids.productId, textures: productPriceGrids.textures, grades: productPriceGrids.grades }).from(productPriceGrids).where(inArray(productPriceGrids.productId, [...ids])),
    db.selectDistinct({ productId: productPriceCells.productId, length: productPriceCells.length, texture: productPriceCells.texture, grade: productPriceCells.grade }).from(productPriceCells).where(inArray(productPriceCells.productId, [...ids])),
  ]);
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

/** Products with one of these values of the facet (a product list filter). */
export function facetMatch(facet: ProductFacet, values: readonly string[]): SQL {
  return sql`${products.id} in (${sql`select ${productFacets.productId} from ${productFacets} where ${and(sql`${productFacets.facet} = ${facet}`, inArray(productFacets.value, [...values]))}`})`;
}

/** A count per value stops here: 1,001 stands for "more than 1,000", as the list's total (decision 013). */
const VALUE_COUNT_MAX = PRODUCT_TOTAL_MAX;

type CountRow = { facet: ProductFacet; value: string; n: number; label: string };

/**
 * Every value of the whole catalogue with its products counted up to 1,001: the
 * values are found by skipping through the primary key (one probe per value), and
 * each is counted in its own stretch of the index, which stops at the cap.
 */
async function catalogueCounts(db: Db): Promise<CountRow[]> {
  const f = productFacets;
  const result = await db.execute(sql`
    with recursive v as (
      (select ${f.facet} as facet, ${f.value} as value from ${f} order by 1, 2 limit 1)
      union all
      select n.facet, n.value from v cross join lateral (
        select ${f.facet} as facet, ${f.value} as value from ${f} where (${f.facet}, ${f.value}) > (v.facet, v.value) order by 1, 2 limit 1
      ) n
    )
    select v.facet, v.value,
      (select count(*)::int from (select 1 from ${f} c where c.facet = v.facet and c.value = v.value limit ${VALUE_COUNT_MAX}) s) as n,
      (select l.label from ${f} l where l.facet = v.facet and l.value = v.value limit 1) as label
    from v`);
  return (result as unknown as { rows: CountRow[] }).rows;
}

/** The values among the products `where` matches, each with its products counted (the count shown is capped like the others). */
async function matchingCounts(db: Db, facets: readonly ProductFacet[], where: SQL): Promise<CountRow[]> {
  const f = productFacets;
  const result = await db.execute(sql`
    select c.facet, c.value, least(c.n, ${VALUE_COUNT_MAX}) as n,
      (select l.label from ${f} l where l.facet = c.facet and l.value = c.value limit 1) as label
    from (
      select ${f.facet} as facet, ${f.value} as value, count(*)::int as n
      from ${f}
      where ${inArray(f.facet, [...facets])} and ${f.productId} in (select ${products.id} from ${products} where ${where})
      group by 1, 2
    ) c`);
  return (result as unknown as { rows: CountRow[] }).rows;
}

/**
 * The values of the facets among the products `where` matches (all when undefined),
 * each with how many products have it, up to 1,001: lengths by inches, the others by name.
 */
export async function facetValueCounts(db: Db, facets: readonly ProductFacet[], where: SQL | undefined): Promise<Map<ProductFacet, FacetCount[]>> {
  const counted = new Map<ProductFacet, FacetCount[]>(facets.map((facet) => [facet, []]));
  if (facets.length === 0) return counted;
  const rows = where === undefined ? await catalogueCounts(db) : await matchingCounts(db, facets, where);
  for (const row of rows) counted.get(row.facet)?.push({ value: row.value, label: row.label, count: Number(row.n) });
  for (const [facet, values] of counted) {
    values.sort(facet === 'length' ? (a, b) => Number(a.value) - Number(b.value) : (a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
    counted.set(facet, values.slice(0, VALUES_PER_FACET_MAX));
  }
  return counted;
}
