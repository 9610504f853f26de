// Every SQL statement of price grids (docs/decisions/012): the grid row and its
// offered cells. A save replaces both and moves the product's price_from /
// price_to to the grid's bounds (through the products store) in one transaction.
import { gridPriceBounds, type PriceGrid, type PriceGridInput } from '@hair/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productPriceCells, productPriceGrids, products } from '../db/schema';
import { requireProductRef, setPriceBounds } from '../products/store';
import { toGridWrite, toPriceGridDto } from './mapper';

/** Cells per INSERT statement, well under PostgreSQL's parameter limit. */
const CELL_BATCH_SIZE = 500;

/** The product's grid (by its id), or null when it has none. Two reads: the grid with its product's currency, then its cells. */
async function gridOf(db: Db, productId: string): Promise<PriceGrid | null> {
  const [row] = await db
    .select({ grid: productPriceGrids, currency: products.currency })
    .from(productPriceGrids)
    .innerJoin(products, eq(products.id, productPriceGrids.productId))
    .where(eq(productPriceGrids.productId, productId))
    .limit(1);
  if (!row) return null;
  const cells = await db
    .select({ length: productPriceCells.length, texture: productPriceCells.texture, grade: productPriceCells.grade, prices: productPriceCells.prices })
    .from(productPriceCells)
    .where(eq(productPriceCells.productId, productId));
  return toPriceGridDto(productId, row.currency, row.grid, cells);
}

/** The grid of a product by id or slug: null without a grid, 404 for an unknown product. */
export async function productGrid(db: Db, idOrSlug: string): Promise<PriceGrid | null> {
  const product = await requireProductRef(db, idOrSlug);
  return gridOf(db, product.id);
}

/** Writes a grid for a product that has none (the seed, and a replace after its delete). */
export async function insertGrid(db: Db, productId: string, input: PriceGridInput, now = new Date()): Promise<void> {
  if (input.cells.length === 0) return;
  const { grid, cells } = toGridWrite(productId, input, now);
  await db.insert(productPriceGrids).values(grid);
  for (let i = 0; i < cells.length; i += CELL_BATCH_SIZE) {
    await db.insert(productPriceCells).values(cells.slice(i, i + CELL_BATCH_SIZE));
  }
}

/**
 * Replaces a product's grid with `input` and, when it offers something, sets
 * the product's price_from / price_to to its lowest and highest unit price; a
 * grid without cells removes the grid and leaves the prices. All or nothing.
 */
export async function replaceProductGrid(db: Db, idOrSlug: string, input: PriceGridInput): Promise<PriceGrid | null> {
  const product = await requireProductRef(db, idOrSlug);
  const bounds = gridPriceBounds(input);
  await db.transaction(async (tx) => {
    // The cells go with their grid row (foreign key on delete cascade).
    await tx.delete(productPriceGrids).where(eq(productPriceGrids.productId, product.id));
    await insertGrid(tx, product.id, input);
    await setPriceBounds(tx, product.id, bounds);
  });
  return gridOf(db, product.id);
}

/** The seed's grids, each with its product's price bounds; the caller's transaction holds them together. */
export async function importPriceGrids(db: Db, items: readonly { productId: string; grid: PriceGridInput }[]): Promise<void> {
  for (const { productId, grid } of items) {
    await insertGrid(db, productId, grid);
    await setPriceBounds(db, productId, gridPriceBounds(grid));
  }
}

/** How many length × texture × grade cells a product offers (the JSON-LD's offerCount). */
export async function countOfferedCells(db: Db, productId: string): Promise<number> {
  const rows = await db.select({ length: productPriceCells.length }).from(productPriceCells).where(eq(productPriceCells.productId, productId));
  return rows.length;
}
