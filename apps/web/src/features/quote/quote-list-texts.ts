// The words of 'Add to quote' and of keeping the list: apart from the pages' words,
// so that a product page loads only these.
import { formatQuantity, type QuoteUnit } from '@hair/domain';

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

export const QUOTE_LIST_TEXTS = {
  quantity: (unit: QuoteUnit) => `Quantity (${unit === 'kg' ? 'kg' : `${unit}s`})`,
  addToQuote: 'Add to quote',
  /** A sample goes below the minimums: one bundle, or one piece of piece goods. */
  addSample: (unit: QuoteUnit) => `Add a sample (1 ${unit})`,
  added: (quantity: number, unit: QuoteUnit) => `${formatQuantity(quantity, unit)} added to your quote`,
  viewQuote: 'View quote',
  droppedAtSignIn: (n: number) => `${lines(n)} of your quote list could not be kept: no longer offered, or past 50 lines.`,
} as const;
