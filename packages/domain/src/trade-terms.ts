// Trade terms: how long an order takes, how it ships and where, how it is paid and
// how samples work. The site sets them once (the product_detail section); a product
// may override any of them, and an empty field of the override falls back to the
// site's value. No zod here: the storefront reads these (schemas/trade-terms.ts writes them).
import { isRecord } from './records';

/** One way of shipping and the regions it serves ('DHL Express' – 'USA, Europe, Australia'). */
export interface ShippingOption {
  method: string;
  regions: string;
}

/** Each text is '' and the list empty when not set. */
export interface TradeTerms {
  lead_time: string;
  shipping: ShippingOption[];
  payment_terms: string;
  sample_policy: string;
}

export const TRADE_TERM_TEXT_FIELDS = ['lead_time', 'payment_terms', 'sample_policy'] as const;
export type TradeTermTextField = (typeof TRADE_TERM_TEXT_FIELDS)[number];

/** The labels buyers and the admin see, in the order the product page lists the terms. */
export const TRADE_TERM_LABELS = {
  heading: 'Trade terms',
  lead_time: 'Lead time',
  shipping: 'Shipping',
  payment_terms: 'Payment',
  sample_policy: 'Samples',
  method: 'Method',
  regions: 'Regions served',
} as const;

export const MAX_SHIPPING_OPTIONS = 8;
export const TRADE_TERM_MAX_LENGTHS = { lead_time: 300, payment_terms: 500, sample_policy: 500, method: 120, regions: 300 } as const;

export function emptyTradeTerms(): TradeTerms {
  return { lead_time: '', shipping: [], payment_terms: '', sample_policy: '' };
}

function oneText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Trade terms from anything stored (a hand edit, an older record); what cannot be read is empty. */
export function readTradeTerms(value: unknown): TradeTerms {
  if (!isRecord(value)) return emptyTradeTerms();
  const shipping = (Array.isArray(value.shipping) ? value.shipping : [])
    .filter(isRecord)
    .map((option) => ({ method: oneText(option.method), regions: oneText(option.regions) }))
    .filter((option) => option.method !== '' || option.regions !== '')
    .slice(0, MAX_SHIPPING_OPTIONS);
  return {
    lead_time: oneText(value.lead_time),
    shipping,
    payment_terms: oneText(value.payment_terms),
    sample_policy: oneText(value.sample_policy),
  };
}

/** The terms a product page shows: each field of the product's own terms, else the site's. */
export function effectiveTradeTerms(product: TradeTerms, site: TradeTerms | null | undefined): TradeTerms {
  const fallback = site ?? emptyTradeTerms();
  return {
    lead_time: product.lead_time || fallback.lead_time,
    shipping: product.shipping.length > 0 ? product.shipping : fallback.shipping,
    payment_terms: product.payment_terms || fallback.payment_terms,
    sample_policy: product.sample_policy || fallback.sample_policy,
  };
}

export function hasTradeTerms(terms: TradeTerms): boolean {
  return terms.shipping.length > 0 || TRADE_TERM_TEXT_FIELDS.some((field) => terms[field] !== '');
}
