// Price history rows ↔ the API's shape: the rows a change of prices writes,
// and the entries the product form lists.
import type { PriceChangeSource, PriceHistoryEntry, UnitPriceChange } from '@hair/domain';
import { sessionAuthor, type Author, type ValidSession } from '../auth/sessions';
import type { priceHistory } from '../db/schema';

export type PriceHistoryRow = typeof priceHistory.$inferSelect;
export type PriceHistoryWrite = typeof priceHistory.$inferInsert;

/** Who changed prices, how, and when: the same for every row of one save. */
export interface PriceChangeOrigin {
  source: PriceChangeSource;
  author: Author;
  at: Date;
}

/** The origin of a change made now by the session's admin (or API token). */
export const changeOrigin = (session: ValidSession, source: PriceChangeSource): PriceChangeOrigin => ({ source, author: sessionAuthor(session), at: new Date() });

const stamp = ({ source, author, at }: PriceChangeOrigin) => ({ source, authorId: author.id, authorEmail: author.email, changedAt: at });

/** One row per unit price of a cell that changed. */
export function cellHistoryRows(productId: string, changes: readonly UnitPriceChange[], origin: PriceChangeOrigin): PriceHistoryWrite[] {
  return changes.map((change) => ({
    productId,
    field: 'cell',
    length: change.length,
    texture: change.texture,
    grade: change.grade,
    tierMinQuantity: change.tier_min_quantity,
    oldPrice: change.old_price,
    newPrice: change.new_price,
    ...stamp(origin),
  }));
}

type Bounds = { priceFrom: number | null; priceTo: number | null };

/** A row for each of a product's own prices (price_from, price_to) that differs. */
export function boundsHistoryRows(productId: string, before: Bounds, after: Bounds, origin: PriceChangeOrigin): PriceHistoryWrite[] {
  const rows: PriceHistoryWrite[] = [];
  const fields = [['price_from', before.priceFrom, after.priceFrom], ['price_to', before.priceTo, after.priceTo]] as const;
  for (const [field, oldPrice, newPrice] of fields) {
    if (oldPrice !== newPrice) rows.push({ productId, field, oldPrice, newPrice, ...stamp(origin) });
  }
  return rows;
}

export function toPriceHistoryEntry(row: PriceHistoryRow): PriceHistoryEntry {
  return {
    id: String(row.id),
    field: row.field,
    length: row.length,
    texture: row.texture,
    grade: row.grade,
    tier_min_quantity: row.tierMinQuantity,
    old_price: row.oldPrice,
    new_price: row.newPrice,
    source: row.source,
    author_email: row.authorEmail,
    changed_at: row.changedAt.toISOString(),
  };
}
