// Titles and descriptions of the buyer's quote pages: the quote list, 'My requests'
// and a quote behind its link. Apart from page-meta.ts so that pages without them do
// not load them (the web build keeps quote-* modules out of its shared chunk).
import { BRAND_NAME } from './constants';
import { formatAmount } from './price';

/** /quote: the buyer's own list, kept out of search results. */
export const QUOTE_LIST_META = {
  title: 'Your quote request',
  description: `Ask ${BRAND_NAME} for a wholesale quote: the products, lengths and quantities you need.`,
} as const;

/** /account/requests: a signed-in buyer's quote requests. */
export const MY_REQUESTS_META = {
  title: 'My requests',
  description: `Your quote requests to ${BRAND_NAME} and the quotes sent for them.`,
} as const;

/** A quote's page (/q/{token}): 'Quote INQ-2026-0007-Q1 – {brand}', the same in the browser and in link previews. */
export function quotePageTitle(reference: string): string {
  return `Quote ${reference} – ${BRAND_NAME}`;
}

/** What a link preview of a quote says: for whom, the total and until when it is open. */
export function quotePageDescription(quote: { buyer: { name: string; company: string | null }; total: number; currency: string; valid_until: string }): string {
  const buyer = quote.buyer.company ? `${quote.buyer.name}, ${quote.buyer.company}` : quote.buyer.name;
  return `Quote from ${BRAND_NAME} for ${buyer}: ${formatAmount(quote.total, quote.currency)}, valid until ${quote.valid_until}.`;
}
