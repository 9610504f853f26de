// Every SQL statement of the price history: the rows a change of prices writes
// (inside that change's transaction) and the product form's pages, newest save
// first and each save's rows in the order written.
import { PRICE_HISTORY_MESSAGES, PRICE_HISTORY_PAGE_SIZE, type PriceHistoryPage } from '@hair/domain';
import { and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertMany } from '../db/insert-many';
import { priceHistory } from '../db/schema';
import { requireProductRef, type PriceBoundsListener } from '../products/store';
import { invalidField } from '../shared/validation';
import { boundsHistoryRows, toPriceHistoryEntry, type PriceChangeOrigin, type PriceHistoryWrite } from './mapper';

/** Writes the rows; the caller's transaction holds them with the change they record. */
export async function recordPriceChanges(db: Db, rows: readonly PriceHistoryWrite[]): Promise<void> {
  await insertMany(db, priceHistory, rows);
}

/** A product save's listener: records the product's own prices that moved (the product form's price-from and price-to). */
export function recordBoundsChanges(origin: PriceChangeOrigin): PriceBoundsListener {
  return (tx, productId, before, after) => recordPriceChanges(tx, boundsHistoryRows(productId, before, after, origin));
}

/** After the entry `before` (its id): older saves, or later rows of the same save. */
async function after(db: Db, productId: string, before: string | undefined): Promise<SQL | undefined> {
  if (before === undefined) return undefined;
  const id = Number(before);
  const [row] = await db.select({ changedAt: priceHistory.changedAt }).from(priceHistory).where(and(eq(priceHistory.id, id), eq(priceHistory.productId, productId)));
  if (!row) throw invalidField(['before'], PRICE_HISTORY_MESSAGES.before);
  return or(lt(priceHistory.changedAt, row.changedAt), and(eq(priceHistory.changedAt, row.changedAt), gt(priceHistory.id, id)));
}

/** A page of a product's price history (by id or slug; 404 when unknown). */
export async function listPriceHistory(db: Db, idOrSlug: string, page: { limit?: number; before?: string }): Promise<PriceHistoryPage> {
  const product = await requireProductRef(db, idOrSlug);
  const limit = page.limit ?? PRICE_HISTORY_PAGE_SIZE;
  const rows = await db
    .select()
    .from(priceHistory)
    .where(and(eq(priceHistory.productId, product.id), await after(db, product.id, page.before)))
    .orderBy(desc(priceHistory.changedAt), asc(priceHistory.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(toPriceHistoryEntry);
  return { items, next_before: rows.length > limit ? items[items.length - 1]!.id : null };
}
