// Every SQL statement of buyers' quote lists: the lines a signed-in buyer has
// picked but not sent yet, one row each, in the buyer's order.
import type { QuoteListItem } from '@hair/domain';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { quoteListItems, users } from '../db/schema';

const itemColumns = {
  product_id: quoteListItems.productId,
  length: quoteListItems.length,
  texture: quoteListItems.texture,
  grade: quoteListItems.grade,
  quantity: quoteListItems.quantity,
  sample: quoteListItems.sample,
};

export async function readQuoteList(db: Db, userId: string): Promise<QuoteListItem[]> {
  return db.select(itemColumns).from(quoteListItems).where(eq(quoteListItems.userId, userId)).orderBy(asc(quoteListItems.position));
}

/**
 * Runs `change` on the buyer's list with their account row locked, so two tabs
 * signing in at once merge one after the other. (NO KEY UPDATE: new sessions,
 * which only point at the account, are not held up.)
 */
export async function changeQuoteList<T>(db: Db, userId: string, change: (current: QuoteListItem[], save: (items: readonly QuoteListItem[]) => Promise<void>) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const save = async (items: readonly QuoteListItem[]) => {
      await tx.delete(quoteListItems).where(eq(quoteListItems.userId, userId));
      if (items.length > 0) await tx.insert(quoteListItems).values(items.map((item, position) => ({ userId, productId: item.product_id, length: item.length, texture: item.texture, grade: item.grade, sample: item.sample, quantity: item.quantity, position })));
    };
    return change(await readQuoteList(tx, userId), save);
  });
}

/** Takes the lines a request just sent off the buyer's list (the rest stays for later). */
export async function removeFromQuoteList(db: Db, userId: string, lines: readonly Omit<QuoteListItem, 'quantity'>[]): Promise<void> {
  if (lines.length === 0) return;
  const sent: SQL[] = lines.map((line) =>
    and(eq(quoteListItems.productId, line.product_id), eq(quoteListItems.length, line.length), eq(quoteListItems.texture, line.texture), eq(quoteListItems.grade, line.grade), eq(quoteListItems.sample, line.sample))!,
  );
  await db.delete(quoteListItems).where(and(eq(quoteListItems.userId, userId), or(...sent)));
}
