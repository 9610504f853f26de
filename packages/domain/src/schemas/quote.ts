// Quotes: the prices sales offer for a request. An admin writes one from the
// request's lines (prefilled from the price grid), and the buyer reads it, as a
// page or a PDF, and accepts it through its unguessable link.
import { z } from 'zod';
import { MAX_PRICE } from '../messages';
import {
  MAX_LINE_QUANTITY, MAX_PAYMENT_TERMS, MAX_QUOTE_LINE_DESCRIPTION, MAX_QUOTE_LINES, MAX_QUOTE_NOTE, QUOTE_MESSAGES,
} from '../quote-messages';
import { QUOTE_UNITS, type QuoteUnit } from '../quote-request-options';
import { blankToNull, toBooleanish } from '../records';
import { idString, isoDate, requiredText, tooLongMessage } from './common';
import { toNumberish, toPriceNumber } from './price-grid';

/** A quantity in kilograms, bundles or pieces: above zero, rounded to hundredths. */
export const lineQuantitySchema = z.preprocess(
  toNumberish,
  z
    .number({ error: QUOTE_MESSAGES.quantity })
    .min(0.01, { error: QUOTE_MESSAGES.quantity })
    .max(MAX_LINE_QUANTITY, { error: QUOTE_MESSAGES.quantity })
    .transform((n) => Math.round(n * 100) / 100),
);

export const quoteUnitSchema = z.enum(QUOTE_UNITS, { error: QUOTE_MESSAGES.unit });

/** An amount of money: 0 to 1,000,000 ('$45' reads as 45), rounded to cents. */
const money = (message: string) =>
  z.preprocess(toPriceNumber, z.number({ error: message }).min(0, { error: message }).max(MAX_PRICE, { error: message }).transform((n) => Math.round(n * 100) / 100));

/** One line of a quote as the admin writes it. */
export const quoteLineItemInputSchema = z.object({
  description: requiredText('Description', QUOTE_MESSAGES.description, MAX_QUOTE_LINE_DESCRIPTION),
  quantity: lineQuantitySchema,
  unit: quoteUnitSchema,
  /** Per `unit`, in the quote's currency. */
  unit_price: money(QUOTE_MESSAGES.unitPrice),
});

/** POST /api/quote-requests/{id}/quotes. */
export const quoteInputSchema = z.object({
  request_id: idString,
  currency: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'USD' : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ error: QUOTE_MESSAGES.currency }).regex(/^[A-Z]{3}$/, { error: QUOTE_MESSAGES.currency }),
  ),
  lines: z.array(quoteLineItemInputSchema, { error: QUOTE_MESSAGES.quoteLinesRequired }).min(1, { error: QUOTE_MESSAGES.quoteLinesRequired }).max(MAX_QUOTE_LINES, { error: QUOTE_MESSAGES.tooManyLines }),
  shipping_cost: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), money(QUOTE_MESSAGES.shippingCost)),
  payment_terms: requiredText('Payment terms', QUOTE_MESSAGES.paymentTermsRequired, MAX_PAYMENT_TERMS),
  /** The last day the buyer may accept (factory calendar). */
  valid_until: isoDate,
  note: z.preprocess(blankToNull, z.string().max(MAX_QUOTE_NOTE, { error: tooLongMessage('Note', MAX_QUOTE_NOTE) }).nullable().default(null)),
  /** Also e-mail the link to the buyer (when the request has an e-mail address). */
  email_buyer: z.preprocess((v) => (v === undefined || v === null ? false : toBooleanish(v)), z.boolean({ error: 'email_buyer must be true or false' })),
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** What a client sends for a new quote (the schema also reads amounts written as text, '$45'). */
export interface QuoteFields {
  request_id: string;
  currency?: string;
  lines: { description: string; quantity: number; unit: QuoteUnit; unit_price: number }[];
  shipping_cost?: number;
  payment_terms: string;
  valid_until: string;
  note?: string | null;
  email_buyer?: boolean;
}

export const quoteLineItemSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unit: z.enum(QUOTE_UNITS),
  unit_price: z.number(),
  amount: z.number(),
});
export type QuoteLineItem = z.infer<typeof quoteLineItemSchema>;

/** 'sent' until the buyer accepts it; 'expired' once its last valid day has passed unaccepted. */
export const QUOTE_STATUSES = ['sent', 'accepted', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What a quote says, whoever reads it. */
const quoteDocumentFields = {
  /** 'INQ-2025-0042-Q1'. */
  reference: z.string(),
  status: z.enum(QUOTE_STATUSES),
  currency: z.string(),
  lines: z.array(quoteLineItemSchema),
  subtotal: z.number(),
  shipping_cost: z.number(),
  total: z.number(),
  payment_terms: z.string(),
  valid_until: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
};

/** A quote as the admin sees it, with its link. */
export const quoteSchema = z.object({
  id: z.string(),
  request_id: z.string(),
  ...quoteDocumentFields,
  /** The buyer's page, '/q/{token}' (the full link is the site's origin and this path), and its PDF. */
  path: z.string(),
  pdf_path: z.string(),
  created_by_email: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** Who a quote is from: the brand and the contact section's address, e-mail, WhatsApp and bank details (plain text, lines kept). */
export const factorySchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bank_details: z.string().nullable(),
});

/** GET /api/quotes/{token}: the quote as its buyer reads it, with who it is from and to. */
export const publicQuoteSchema = z.object({
  ...quoteDocumentFields,
  request_reference: z.string(),
  buyer: z.object({ name: z.string(), company: z.string().nullable(), country_name: z.string().nullable() }),
  factory: factorySchema,
  /** The site's trade terms' lead time (the production time after the deposit), null when none is set. */
  lead_time: z.string().nullable(),
  pdf_path: z.string(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;

/** A quote as the buyer's 'My requests' lists it. */
export const buyerQuoteSchema = z.object({
  reference: z.string(),
  status: z.enum(QUOTE_STATUSES),
  currency: z.string(),
  total: z.number(),
  valid_until: z.string(),
  created_at: z.string(),
  path: z.string(),
  pdf_path: z.string(),
});
export type BuyerQuote = z.infer<typeof buyerQuoteSchema>;

/** The form of a new quote, filled from the request's lines and today's price grid. */
export const quoteDraftSchema = z.object({
  request_id: z.string(),
  currency: z.string(),
  lines: z.array(quoteLineItemSchema),
  shipping_cost: z.number(),
  payment_terms: z.string(),
  valid_until: z.string(),
  note: z.string().nullable(),
});
export type QuoteDraft = z.infer<typeof quoteDraftSchema>;

/** Where a quote stands on the factory's date `today`: accepted, expired after its last valid day, or sent. */
export function quoteStatus(quote: { accepted_at: string | null; valid_until: string }, today: string): QuoteStatus {
  if (quote.accepted_at !== null) return 'accepted';
  return quote.valid_until < today ? 'expired' : 'sent';
}

export const quoteTokenInputSchema = z.object({ token: z.string().max(200) });
