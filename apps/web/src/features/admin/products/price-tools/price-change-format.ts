// How a price change reads in the previews and the history: which price it is
// ('22" Body Wave, Double Drawn', 'from 10'), and its old and new amounts.
import { formatAmount, type PriceChangeReport, type PriceHistoryEntry } from '@hair/domain';
import { PRICE_TOOLS_TEXTS as T } from './texts';

type Change = PriceChangeReport['changed'][number] | PriceHistoryEntry;

/** Which price changed: a cell ('22" Body Wave, Double Drawn') or the product's own price-from or price-to. */
export function priceLabel(change: Pick<Change, 'field' | 'length' | 'texture' | 'grade'>): string {
  if (change.field === 'price_from') return T.priceFrom;
  if (change.field === 'price_to') return T.priceTo;
  return `${change.length}" ${change.texture}, ${change.grade}`;
}

/** The tier of a cell's price ('from 10'), or '' for a product's own price. */
export function tierLabel(change: Pick<Change, 'tier_min_quantity'>): string {
  return change.tier_min_quantity === null ? '' : T.fromQuantity(change.tier_min_quantity);
}

/** An amount as the admin reads it: '$58.50', or a dash where there is none (added or removed). */
export function amountLabel(amount: number | null, currency = 'USD'): string {
  return amount === null ? T.none : formatAmount(amount, currency);
}

/** The change in one line: '$58.50 → $57.25'. */
export function changeLabel(change: Pick<Change, 'old_price' | 'new_price'>, currency?: string): string {
  return `${amountLabel(change.old_price, currency)} \u2192 ${amountLabel(change.new_price, currency)}`;
}
