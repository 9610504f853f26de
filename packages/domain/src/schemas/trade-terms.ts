// Trade terms as they are written: the site's (product_detail.trade_terms) and a
// product's override (trade_terms). Plain text (markup removed), each field bounded;
// at most 8 shipping rows, a row left blank is dropped, one with regions but no
// method is refused.
import { z } from 'zod';
import { toPlainText } from '../plain-text';
import { emptyTradeTerms, MAX_SHIPPING_OPTIONS, TRADE_TERM_MAX_LENGTHS } from '../trade-terms';
import { tooLongMessage } from './common';

export const TRADE_TERM_MESSAGES = {
  methodRequired: 'Shipping method is required',
  tooManyShipping: `At most ${MAX_SHIPPING_OPTIONS} shipping methods`,
  notAnObject: 'Trade terms must be an object',
  shippingList: 'Shipping must be a list of { method, regions }',
} as const;

/** Absent or null -> ''; text -> plain text; anything else is left for the string check to refuse. */
const toTermText = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? toPlainText(v) : v);

const termText = (label: string, max: number) =>
  z.preprocess(toTermText, z.string({ error: `${label} must be text` }).max(max, { error: tooLongMessage(label, max) }));

export const PRODUCT_TRADE_TERMS_SPELLINGS = { trade_terms: ['trade_terms', 'tradeTerms'] } as const;

/** A row with regions needs its method; a row with neither is blank (dropped after the checks, so the paths of messages are the rows as sent). */
export const shippingOptionSchema = z
  .object({
    method: termText('Shipping method', TRADE_TERM_MAX_LENGTHS.method),
    regions: termText('Regions', TRADE_TERM_MAX_LENGTHS.regions),
  })
  .superRefine((row, ctx) => {
    if (row.method === '' && row.regions !== '') ctx.addIssue({ code: 'custom', path: ['method'], message: TRADE_TERM_MESSAGES.methodRequired });
  });

export const tradeTermsSchema = z.object(
  {
    lead_time: termText('Lead time', TRADE_TERM_MAX_LENGTHS.lead_time),
    shipping: z.preprocess(
      (v) => (v === undefined || v === null ? [] : v),
      z
        .array(shippingOptionSchema, { error: TRADE_TERM_MESSAGES.shippingList })
        .max(MAX_SHIPPING_OPTIONS, { error: TRADE_TERM_MESSAGES.tooManyShipping })
        .transform((rows) => rows.filter((row) => row.method !== '' || row.regions !== '')),
    ),
    payment_terms: termText('Payment terms', TRADE_TERM_MAX_LENGTHS.payment_terms),
    sample_policy: termText('Sample policy', TRADE_TERM_MAX_LENGTHS.sample_policy),
  },
  { error: TRADE_TERM_MESSAGES.notAnObject },
);
/** Terms as the API answers them: the four fields, '' and [] where nothing is set. */
export const tradeTermsOutputSchema = z.object({
  lead_time: z.string(),
  shipping: z.array(z.object({ method: z.string(), regions: z.string() })),
  payment_terms: z.string(),
  sample_policy: z.string(),
});

/** A product's own terms: absent leaves them unchanged, null removes them. */
export const productTradeTermsField = tradeTermsSchema.nullable().optional();
/** Create: absent or null is none (the site's terms apply). */
export const productTradeTermsCreateField = productTradeTermsField.transform((v) => v ?? emptyTradeTerms());

export type TradeTermsInput = z.input<typeof tradeTermsSchema>;
