// Changing many prices at once and keeping their history: the price file's
// import (a preview, then the same file applied), a bulk change by percentage,
// and the history of a product's prices. Both changes answer the same report:
// what is added, changed, removed and rejected, with counts and the first
// PRICE_REPORT_LIST_MAX entries of each list.
import { z } from 'zod';
import { MAX_PRICE } from '../messages';
import { BULK_PERCENT_MAX, BULK_PERCENT_MIN } from '../price-changes';
import { toSlug } from '../slug';
import { booleanish } from './common';
import { gridOptionSchema } from './price-grid';

/** The most entries of each list a report holds (its counts are exact). */
export const PRICE_REPORT_LIST_MAX = 500;
/** The history's page size unless a caller asks for another (at most PRICE_HISTORY_PAGE_MAX). */
export const PRICE_HISTORY_PAGE_SIZE = 20;
export const PRICE_HISTORY_PAGE_MAX = 100;

export const PRICE_CHANGE_SOURCES = ['editor', 'import', 'bulk'] as const;
export type PriceChangeSource = (typeof PRICE_CHANGE_SOURCES)[number];

export const PRICE_CHANGE_MESSAGES = {
  percent: `percent must be a number from ${BULK_PERCENT_MIN} to ${BULK_PERCENT_MAX}, other than 0`,
  scope: 'Choose a category, a texture or a grade',
  unknownCategory: (category: string) => `No category '${category}'`,
  tooHigh: (product: string) => `This change would put a price of ${product} above ${MAX_PRICE.toLocaleString('en-US')}`,
  changedSincePreview: 'The prices changed since this preview: look at the new preview and apply again',
} as const;

const previewId = z.string().trim().max(128, { error: 'preview_id must be at most 128 characters' });

/** A price file as text: its preview, or (with the preview's id, when given) its import. */
export const priceImportInputSchema = z.object({
  /** At most PRICE_FILE_MAX_BYTES in UTF-8 (the import answers 413 past it). */
  csv: z.string({ error: 'csv must be the text of the file' }),
  /** The id of the preview the admin saw: the import is refused (409) when the prices changed since. */
  preview_id: previewId.optional(),
});
export type PriceImportInput = z.infer<typeof priceImportInputSchema>;

/** The query of POST /api/prices.csv: apply=true applies the file (preview otherwise). */
export const priceImportQuerySchema = z.object({
  apply: booleanish.optional().default(false),
  preview_id: previewId.optional(),
});

/** An optional name or slug: blank is absent. */
const optionalName = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string({ error: `${field} must be text` }).trim().max(100, { error: `${field} must be at most 100 characters` }).optional(),
  );
const optionalSlug = (field: string) => optionalName(field).transform((v) => (v === undefined ? undefined : toSlug(v)));

/** Raise or lower the prices of a category (with its children), a texture or a grade, or where they meet, by a percentage. */
export const bulkChangeInputSchema = z
  .object({
    category: optionalName('category'),
    texture: optionalSlug('texture'),
    grade: optionalSlug('grade'),
    percent: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(/%$/, '')) : v),
      z
        .number({ error: PRICE_CHANGE_MESSAGES.percent })
        .min(BULK_PERCENT_MIN, { error: PRICE_CHANGE_MESSAGES.percent })
        .max(BULK_PERCENT_MAX, { error: PRICE_CHANGE_MESSAGES.percent })
        .refine((n) => n !== 0, { error: PRICE_CHANGE_MESSAGES.percent })
        .transform((n) => Math.round(n * 100) / 100),
    ),
    preview_id: previewId.optional(),
  })
  .refine((input) => input.category || input.texture || input.grade, { error: PRICE_CHANGE_MESSAGES.scope, path: ['category'] });
export type BulkChangeInput = z.infer<typeof bulkChangeInputSchema>;

/** Which price moved and how: the part of a change that a preview and the history share. */
const priceMoveSchema = z.object({
  /** A cell's price at a tier, or the product's own price_from or price_to (a product without a grid). */
  field: z.enum(['cell', 'price_from', 'price_to']),
  length: z.number().nullable(),
  texture: z.string().nullable(),
  grade: z.string().nullable(),
  tier_min_quantity: z.number().nullable(),
  /** Null: the price is added. */
  old_price: z.number().nullable(),
  /** Null: the price is removed. */
  new_price: z.number().nullable(),
});

export const priceChangeSchema = priceMoveSchema.extend({
  product: z.object({ id: z.string(), slug: z.string(), name: z.string(), currency: z.string() }),
  /** The file's row (the header is row 1), for an import. */
  row: z.number().nullable(),
});

export const rejectedRowSchema = z.object({ row: z.number(), field: z.string(), message: z.string() });

/** What an import or a bulk change does (`applied: false`: a preview, nothing is stored). */
export const priceChangeReportSchema = z.object({
  applied: z.boolean(),
  /** Send it back with the apply: the change is refused when the prices moved since. */
  preview_id: z.string(),
  /** Products whose prices change. */
  products: z.number(),
  counts: z.object({ added: z.number(), changed: z.number(), removed: z.number(), unchanged: z.number(), rejected: z.number() }),
  added: z.array(priceChangeSchema),
  changed: z.array(priceChangeSchema),
  removed: z.array(priceChangeSchema),
  rejected: z.array(rejectedRowSchema),
});
export type PriceChangeReport = z.infer<typeof priceChangeReportSchema>;

/** One page of the price file (the first with the byte-order mark and the header); `next` asks for the following page. */
export const priceFilePageInputSchema = z.object({ after: z.string().trim().max(300).optional() }).optional();
export const priceFilePageSchema = z.object({ csv: z.string(), next: z.string().nullable() });

/** The textures and grades the grids use, for the bulk change's choices. */
export const bulkOptionsSchema = z.object({ textures: z.array(gridOptionSchema), grades: z.array(gridOptionSchema) });

export const PRICE_HISTORY_MESSAGES = {
  before: 'before must be the id of an entry of this history (next_before of the page before)',
} as const;

export const priceHistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${PRICE_HISTORY_PAGE_MAX}` })
    .int({ error: `limit must be a whole number from 1 to ${PRICE_HISTORY_PAGE_MAX}` })
    .min(1, { error: `limit must be a whole number from 1 to ${PRICE_HISTORY_PAGE_MAX}` })
    .max(PRICE_HISTORY_PAGE_MAX, { error: `limit must be a whole number from 1 to ${PRICE_HISTORY_PAGE_MAX}` })
    .default(PRICE_HISTORY_PAGE_SIZE),
  /** The id of the last entry of the page before: the next page holds older ones. */
  before: z.string().trim().regex(/^\d{1,15}$/, { error: PRICE_HISTORY_MESSAGES.before }).optional(),
});

export const priceHistoryEntrySchema = priceMoveSchema.extend({
  id: z.string(),
  source: z.enum(PRICE_CHANGE_SOURCES),
  /** The admin's e-mail (or 'API token: name'), kept when the account is deleted. */
  author_email: z.string(),
  changed_at: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

export const priceHistoryPageSchema = z.object({
  items: z.array(priceHistoryEntrySchema),
  /** Pass as `before` for older entries; null on the last page. */
  next_before: z.string().nullable(),
});
export type PriceHistoryPage = z.infer<typeof priceHistoryPageSchema>;
