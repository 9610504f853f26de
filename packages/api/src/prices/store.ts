// Every SQL statement of price grids (docs/decisions/012): the grid row and its
// offered cells. A save replaces both and moves the product's price_from /
// price_to to the grid's bounds (through the products store) in one transaction,
// with the price history of what moved. Imports and bulk changes (decision 015)
// read grids with their products, many at a time, and write their new cells.
import {
  gridOptions,
  gridPriceBounds,
  resolveQuoteLines,
  unitPriceChanges,
  type GridOption,
  type GridUpdate,
  type PriceGrid,
  type PriceGridInput,
  type QuoteLineInput,
  type QuotePreview,
  type QuoteProduct,
  type StoredGrid,
} from '@hair/domain';
import { and, asc, eq, exists, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertMany } from '../db/insert-many';
import { productPriceCells, productPriceGrids, products } from '../db/schema';
import { refreshProductFacets } from '../facets/store';
import { cellHistoryRows, type PriceChangeOrigin } from '../price-history/mapper';
import { recordPriceChanges } from '../price-history/store';
import { findProductRefs, lockProducts, requireProductRef, setPriceBounds, setProductPrices, type PriceBounds, type ProductVisibility } from '../products/store';
import { toCellRows, toGridWrite, toPriceGridDto, toStoredGrid, type PriceCellView } from './mapper';

/** Products per IN list when many are read at once. */
const PRODUCT_BATCH_SIZE = 500;

const cellView = { productId: productPriceCells.productId, length: productPriceCells.length, texture: productPriceCells.texture, grade: productPriceCells.grade, prices: productPriceCells.prices };
const cellOrder = [asc(productPriceCells.productId), asc(productPriceCells.length), asc(productPriceCells.texture), asc(productPriceCells.grade)];

/** The product's grid (by its id), or null when it has none. Two reads: the grid with its product's currency, then its cells. */
async function gridOf(db: Db, productId: string): Promise<PriceGrid | null> {
  const [row] = await db
    .select({ grid: productPriceGrids, currency: products.currency })
    .from(productPriceGrids)
    .innerJoin(products, eq(products.id, productPriceGrids.productId))
    .where(eq(productPriceGrids.productId, productId))
    .limit(1);
  if (!row) return null;
  const cells = await db.select(cellView).from(productPriceCells).where(eq(productPriceCells.productId, productId));
  return toPriceGridDto(productId, row.currency, row.grid, cells);
}

/**
 * The products that lines name (by id or slug) with their grids, keyed by the
 * name each was asked by: three reads for any number of lines.
 */
async function quoteProducts(db: Db, idsOrSlugs: readonly string[]): Promise<Map<string, QuoteProduct>> {
  const refs = await findProductRefs(db, idsOrSlugs);
  const ids = [...new Set([...refs.values()].map((ref) => ref.id))];
  const [grids, cells] = ids.length === 0 ? [[], []] : await Promise.all([
    db.select({ grid: productPriceGrids, currency: products.currency }).from(productPriceGrids).innerJoin(products, eq(products.id, productPriceGrids.productId)).where(inArray(productPriceGrids.productId, ids)),
    db.select({ productId: productPriceCells.productId, length: productPriceCells.length, texture: productPriceCells.texture, grade: productPriceCells.grade, prices: productPriceCells.prices }).from(productPriceCells).where(inArray(productPriceCells.productId, ids)),
  ]);
  const cellsOf = new Map<string, typeof cells>();
  for (const cell of cells) {
    const list = cellsOf.get(cell.productId);
    if (list) list.push(cell);
    else cellsOf.set(cell.productId, [cell]);
  }
  const gridOfProduct = new Map(grids.map(({ grid, currency }) => [grid.productId, toPriceGridDto(grid.productId, currency, grid, cellsOf.get(grid.productId) ?? [])]));
  return new Map([...refs].map(([name, ref]) => [name, { id: ref.id, slug: ref.slug, name: ref.name, image_url: ref.imageUrl, grid: gridOfProduct.get(ref.id) ?? null }]));
}

/** Lines of a request or a quote list resolved against their products' grids, with estimates and problems (quote-lines.ts). */
export async function previewQuoteLines(db: Db, inputs: readonly QuoteLineInput[], options: { minimums: boolean }): Promise<QuotePreview> {
  const products = await quoteProducts(db, inputs.map((line) => line.product_id));
  return resolveQuoteLines(inputs, (idOrSlug) => products.get(idOrSlug), options);
}

/** The grid of a product by id or slug: null without a grid, 404 for an unknown product (or a draft not seen). */
export async function productGrid(db: Db, idOrSlug: string, visibility: ProductVisibility): Promise<PriceGrid | null> {
  const product = await requireProductRef(db, idOrSlug, visibility);
  return gridOf(db, product.id);
}

/** Writes a grid for a product that has none (the seed, and a replace after its delete). */
export async function insertGrid(db: Db, productId: string, input: PriceGridInput, now = new Date()): Promise<void> {
  if (input.cells.length === 0) return;
  const { grid, cells } = toGridWrite(productId, input, now);
  await db.insert(productPriceGrids).values(grid);
  await insertCells(db, cells);
}

const insertCells = (db: Db, cells: readonly (typeof productPriceCells.$inferInsert)[]) => insertMany(db, productPriceCells, cells);

/**
 * Replaces a product's grid with `input` and, when it offers something, sets
 * the product's price_from / price_to to its lowest and highest unit price; a
 * grid without cells removes the grid and leaves the prices. The unit prices
 * that moved go to the price history. All or nothing; the product's row is
 * held meanwhile, so a concurrent import or bulk change waits.
 */
export async function replaceProductGrid(db: Db, idOrSlug: string, input: PriceGridInput, origin: PriceChangeOrigin): Promise<PriceGrid | null> {
  const product = await requireProductRef(db, idOrSlug);
  await db.transaction(async (tx) => {
    await lockProducts(tx, [product.id]);
    const before = await gridOf(tx, product.id);
    // The cells go with their grid row (foreign key on delete cascade).
    await tx.delete(productPriceGrids).where(eq(productPriceGrids.productId, product.id));
    await insertGrid(tx, product.id, input);
    await setPriceBounds(tx, product.id, gridPriceBounds(input));
    await refreshProductFacets(tx, [product.id]);
    const after = input.cells.length ? { ...input, textures: gridOptions(input.textures), grades: gridOptions(input.grades) } : null;
    await recordPriceChanges(tx, cellHistoryRows(product.id, unitPriceChanges(before, after), origin));
  });
  return gridOf(db, product.id);
}

/** The seed's grids, each with its product's price bounds; the caller's transaction holds them together. */
export async function importPriceGrids(db: Db, items: readonly { productId: string; grid: PriceGridInput }[]): Promise<void> {
  for (const { productId, grid } of items) {
    await insertGrid(db, productId, grid);
    await setPriceBounds(db, productId, gridPriceBounds(grid));
  }
  await refreshProductFacets(db, items.map((item) => item.productId));
}

/** How many length × texture × grade cells a product offers (the JSON-LD's offerCount). */
export async function countOfferedCells(db: Db, productId: string): Promise<number> {
  const rows = await db.select({ length: productPriceCells.length }).from(productPriceCells).where(eq(productPriceCells.productId, productId));
  return rows.length;
}

// --- many grids at once: the price file and bulk changes ------------------------------

const productWithGrid = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  currency: products.currency,
  priceFrom: products.priceFrom,
  priceTo: products.priceTo,
  grid: productPriceGrids,
};
type ProductWithGrid = { id: string; slug: string; name: string; currency: string; grid: typeof productPriceGrids.$inferSelect | null } & PriceBounds;

/** Products with their grid row (null without one), as a query to narrow and order; `lock` holds the products' rows. */
function productsWithGrids(db: Db, where: SQL | undefined, lock: boolean, limit?: number) {
  const query = db.select(productWithGrid).from(products).leftJoin(productPriceGrids, eq(productPriceGrids.productId, products.id)).where(where).orderBy(asc(products.id));
  const limited = limit === undefined ? query : query.limit(limit);
  return lock ? limited.for('update', { of: products }) : limited;
}

/** The grids of the rows (those that have one), each with its cells in a stable order. */
async function withCells(db: Db, rows: readonly ProductWithGrid[]): Promise<StoredGrid[]> {
  const gridRows = rows.filter((row): row is ProductWithGrid & { grid: NonNullable<ProductWithGrid['grid']> } => row.grid !== null);
  const cells = new Map<string, PriceCellView[]>();
  for (let i = 0; i < gridRows.length; i += PRODUCT_BATCH_SIZE) {
    const ids = gridRows.slice(i, i + PRODUCT_BATCH_SIZE).map((row) => row.id);
    for (const cell of await db.select(cellView).from(productPriceCells).where(inArray(productPriceCells.productId, ids)).orderBy(...cellOrder)) {
      (cells.get(cell.productId) ?? cells.set(cell.productId, []).get(cell.productId)!).push(cell);
    }
  }
  return gridRows.map((row) => toStoredGrid(row, row.grid, cells.get(row.id) ?? []));
}

/**
 * The grids of the products a price file names (by slug), and every slug that
 * names a product at all. `lock` holds the products' rows until the transaction ends.
 */
export async function storedGridsBySlug(db: Db, slugs: readonly string[], lock: boolean): Promise<{ grids: Map<string, StoredGrid>; known: Set<string> }> {
  const rows: ProductWithGrid[] = [];
  for (let i = 0; i < slugs.length; i += PRODUCT_BATCH_SIZE) {
    rows.push(...(await productsWithGrids(db, inArray(products.slug, slugs.slice(i, i + PRODUCT_BATCH_SIZE)), lock)));
  }
  const grids = await withCells(db, rows);
  return { grids: new Map(grids.map((grid) => [grid.slug, grid])), known: new Set(rows.map((row) => row.slug)) };
}

/** The price file's products in slug order: `limit` grids after the slug `after`. */
export async function storedGridsPage(db: Db, after: string | undefined, limit: number): Promise<StoredGrid[]> {
  const rows = await db
    .select(productWithGrid)
    .from(products)
    .innerJoin(productPriceGrids, eq(productPriceGrids.productId, products.id))
    .where(after === undefined ? undefined : gt(products.slug, after))
    .orderBy(asc(products.slug))
    .limit(limit);
  return withCells(db, rows);
}

/** What a bulk change reaches: products in these categories (all when absent), and with a cell of this texture and grade when given. */
export interface BulkScope {
  categories?: readonly string[];
  texture?: string;
  grade?: string;
}

/**
 * One batch of the products a bulk change reaches, in id order after `after`:
 * their grids, and the products without a grid (whose own prices move when the
 * scope names no texture or grade). `lock` holds their rows.
 */
export async function bulkBatch(db: Db, scope: BulkScope, after: string | undefined, limit: number, lock: boolean): Promise<{ grids: StoredGrid[]; ungridded: (ProductWithGrid & { grid: null })[]; last: string | undefined }> {
  const cells = productPriceCells;
  const picksCells = scope.texture !== undefined || scope.grade !== undefined;
  const conditions = [
    after === undefined ? undefined : gt(products.id, after),
    scope.categories ? inArray(products.category, [...scope.categories]) : undefined,
    picksCells
      ? exists(db.select({ one: sql`1` }).from(cells).where(and(
        eq(cells.productId, products.id),
        scope.texture === undefined ? undefined : eq(cells.texture, scope.texture),
        scope.grade === undefined ? undefined : eq(cells.grade, scope.grade),
      )))
      : undefined,
  ];
  const rows = await productsWithGrids(db, and(...conditions), lock, limit);
  return {
    grids: await withCells(db, rows),
    ungridded: rows.filter((row): row is ProductWithGrid & { grid: null } => row.grid === null),
    last: rows.length === limit ? rows[rows.length - 1]!.id : undefined,
  };
}

/** Where a grid offers cells (lengths, textures and grades), as one comparable text. */
function cellPlaces(cells: readonly { length: number; texture: string; grade: string }[]): string {
  return cells.map((cell) => `${cell.length}|${cell.texture}|${cell.grade}`).sort().join(',');
}

/**
 * Writes the products' new cells: each product's cells are replaced, a product
 * left with none loses its grid (as in the editor), the others get their new
 * price bounds, and every unit price that moved goes to the price history.
 * The caller's transaction holds it all (and the products' rows).
 */
export async function writeGridUpdates(db: Db, updates: readonly GridUpdate[], origin: PriceChangeOrigin): Promise<void> {
  for (let i = 0; i < updates.length; i += PRODUCT_BATCH_SIZE) {
    const batch = updates.slice(i, i + PRODUCT_BATCH_SIZE);
    const ids = batch.map((update) => update.grid.productId);
    await db.delete(productPriceCells).where(inArray(productPriceCells.productId, ids));
    const emptied = batch.filter((update) => update.cells.length === 0).map((update) => update.grid.productId);
    if (emptied.length) await db.delete(productPriceGrids).where(inArray(productPriceGrids.productId, emptied));
    await db.update(productPriceGrids).set({ updatedAt: origin.at }).where(inArray(productPriceGrids.productId, ids));
    const offered = batch.filter((update) => update.cells.length > 0);
    await insertCells(db, offered.flatMap(({ grid, cells }) => toCellRows(grid.productId, grid, cells)));
    // A file may drop a grid's last cell of a length, texture or grade; a change of prices alone leaves the facets.
    await refreshProductFacets(db, batch.filter((update) => cellPlaces(update.grid.cells) !== cellPlaces(update.cells)).map((update) => update.grid.productId));
    await setProductPrices(db, offered.map(({ grid, cells }) => {
      const bounds = gridPriceBounds({ ...grid, cells })!;
      return { id: grid.productId, priceFrom: bounds.low, priceTo: bounds.high };
    }));
    await recordPriceChanges(db, batch.flatMap(({ grid, cells }) => cellHistoryRows(grid.productId, unitPriceChanges(grid, cells.length ? { ...grid, cells } : null), origin)));
  }
}

/** The texture and grade names the grids use (each slug once, under the first of its names), for the bulk change's choices. */
export async function gridOptionsInUse(db: Db): Promise<{ textures: GridOption[]; grades: GridOption[] }> {
  const options = async (column: typeof productPriceGrids.textures | typeof productPriceGrids.grades) => {
    const result = await db.execute(sql`
      select o->>'slug' as slug, min(o->>'name') as name
      from ${productPriceGrids}, jsonb_array_elements(${column}) as o
      group by 1 order by 2`);
    return (result as unknown as { rows: GridOption[] }).rows;
  };
  return { textures: await options(productPriceGrids.textures), grades: await options(productPriceGrids.grades) };
}
