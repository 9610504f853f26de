// Product input and output schemas. Input accepts every known spelling of a
// field (old clients send camelCase, text prices, JSON-string galleries) and
// maps it to the snake_case wire format before validating.
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../constants';
import { MAX_PRICE, MESSAGES, priceFieldMessage } from '../messages';
import { parseSignedPrice } from '../price';
import { FACET_FILTER_MAX_VALUES, FACET_LENGTH_MAX, FACET_LENGTH_MIN, PRODUCT_FACETS, facetFilterItems, facetFilterValue, type ProductFacet } from '../product-facets';
import { PRODUCT_LIST_ORDERS, parseProductListOrder } from '../sort';
import { LACE_TYPES, laceFilterValue } from '../search/trade-words';
import { toCategorySlug, toSlug } from '../slug';
import { altTextList, booleanish, boundedString, imageUrlList, optionalAltText, optionalHtml, optionalImageUrl, optionalText, requiredText, tooLongMessage } from './common';
import { blankToNull, blankToUndefined, imageListAlts, isRecord, pick, toIntegerish } from '../records';
import { PRODUCT_FACT_SPELLINGS, productFactsCreateShape, productFactsFieldsShape, productFactsOutputShape } from './product-facts';
import { PRODUCT_VIDEO_SPELLINGS, productVideoCreateShape, productVideoFieldsShape, productVideoOutputShape } from './product-video';
import { PRODUCT_TRADE_TERMS_SPELLINGS, productTradeTermsCreateField, productTradeTermsField, tradeTermsOutputSchema } from './trade-terms';

// --- content blocks -----------------------------------------------------------

export const CONTENT_BLOCK_TYPES = ['html', 'markdown'] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

/** A bare string is an html block; a block without a type is html. */
function toBlock(value: unknown): unknown {
  if (typeof value === 'string') return { type: 'html', html: value };
  if (isRecord(value) && (value.type === undefined || value.type === null)) {
    return { ...value, type: 'html' };
  }
  return value;
}

export const contentBlockSchema = z.preprocess(
  toBlock,
  z.looseObject({
    type: z.enum(CONTENT_BLOCK_TYPES, { error: 'Block type must be html or markdown' }),
    html: z.string().optional(),
    markdown: z.string().optional(),
    text: z.string().optional(),
    // Editor.js-style blocks keep their content in data: a string or {html|text}.
    data: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    content: z.string().optional(),
  }),
);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** Blocks from an array, a JSON array string, a single block or html string; null -> []. */
export function toBlockList(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null) return [];
  if (typeof value === 'string') {
    const t = value.trim();
    if (t === '') return [];
    if (t.startsWith('[')) {
      try {
        return JSON.parse(t) as unknown;
      } catch {
        return [value];
      }
    }
    return [value];
  }
  if (isRecord(value)) return [value];
  return value;
}

export const contentBlockListSchema = z.preprocess(toBlockList, z.array(contentBlockSchema));

// --- the spellings old clients send -----------------------------------------------

/** Every accepted spelling of each canonical input field, in order of preference. */
export const PRODUCT_FIELD_SPELLINGS = {
  name: ['name', 'title'],
  slug: ['slug'],
  category: ['category'],
  image_url: ['image_url', 'imageUrl', 'image'],
  image_alt: ['image_alt', 'imageAlt'],
  gallery_images: ['gallery_images', 'galleryImages', 'gallery'],
  gallery_alts: ['gallery_alts', 'galleryAlts'],
  ...PRODUCT_VIDEO_SPELLINGS,
  price_from: ['price_from', 'priceFrom', 'priceFromText', 'price_from_text', 'price'],
  price_to: ['price_to', 'priceTo', 'priceToText', 'price_to_text'],
  currency: ['currency'],
  in_stock: ['in_stock', 'inStock'],
  featured: ['featured'],
  published: ['published'],
  ...PRODUCT_TRADE_TERMS_SPELLINGS,
  description_html: ['description_html', 'descriptionHtml', 'description'],
  description_blocks: ['description_blocks', 'descriptionBlocks'],
  description_markdown: ['description_markdown', 'descriptionMarkdown'],
  length: ['length'],
  quality_grade: ['quality_grade', 'qualityGrade'],
  hair_material: ['hair_material', 'hairMaterial'],
  card_note: ['card_note', 'cardNote'],
  ...PRODUCT_FACT_SPELLINGS,
  howto: ['howto', 'howTo', 'how_to'],
  warranty: ['warranty'],
  qa: ['qa'],
  howto_blocks: ['howto_blocks', 'howtoBlocks', 'howToBlocks'],
  warranty_blocks: ['warranty_blocks', 'warrantyBlocks'],
  qa_blocks: ['qa_blocks', 'qaBlocks'],
  thumbnails: ['thumbnails'],
} as const satisfies Record<string, readonly string[]>;
export type ProductInputField = keyof typeof PRODUCT_FIELD_SPELLINGS;

const PRICE_FIELDS = new Set<string>(['price_from', 'price_to']);

/** For price fields, the first spelling that holds a usable value wins (price_from: null, priceFromText: '$45' -> 45). */
function pickPrice(raw: Record<string, unknown>, keys: readonly string[]): unknown {
  let fallback: unknown = undefined;
  for (const key of keys) {
    const v = raw[key];
    if (v === undefined) continue;
    if (fallback === undefined) fallback = v;
    if (v !== null && !(typeof v === 'string' && v.trim() === '')) return v;
  }
  return fallback;
}

/**
 * Maps any accepted spelling to the canonical snake_case keys. Only fields
 * present in the input appear in the result, so an update leaves the others
 * alone. Non-objects give an empty object (validation then reports what is missing).
 */
export function canonicalProductInput(raw: unknown): Record<string, unknown> {
  if (!isRecord(raw)) return {};
  const out: Record<string, unknown> = {};
  for (const [field, keys] of Object.entries(PRODUCT_FIELD_SPELLINGS)) {
    const value = PRICE_FIELDS.has(field) ? pickPrice(raw, keys) : pick(raw, keys);
    if (value !== undefined) out[field] = value;
  }
  // A gallery of {url, alt} items brings its alt texts along.
  if (out.gallery_alts === undefined) {
    const alts = imageListAlts(out.gallery_images);
    if (alts !== undefined) out.gallery_alts = alts;
  }
  return out;
}

/**
 * Price field: numbers and numeric texts ('$45', '1,200'); blanks mean no price
 * (null). A text without a number, a negative value or one past MAX_PRICE is
 * refused with a message naming the field and the range.
 */
function priceField(field: 'price_from' | 'price_to') {
  return z.preprocess(
    (v) => {
      if (v === undefined) return undefined;
      if (v === null) return null;
      if (typeof v === 'string') return v.trim() === '' ? null : (parseSignedPrice(v) ?? v);
      return v;
    },
    z
      .number({ error: priceFieldMessage(field) })
      .min(0, { error: priceFieldMessage(field) })
      .max(MAX_PRICE, { error: priceFieldMessage(field) })
      .nullable()
      .optional(),
  );
}

const categoryField = z.preprocess(
  (v) => {
    const b = blankToNull(v);
    if (typeof b !== 'string') return b;
    // Any slug is fine: admins create categories. Labels are turned into slugs.
    const slug = toCategorySlug(b);
    return slug === '' ? b : slug;
  },
  z
    .string({ error: MESSAGES.invalidCategory })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: MESSAGES.invalidCategory })
    .max(200, { error: tooLongMessage('category', 200) })
    .nullable()
    .optional(),
);

const slugField = z.preprocess(
  (v) => {
    const b = blankToUndefined(v);
    if (typeof b !== 'string') return b;
    return toSlug(b);
  },
  z.string().min(1, { error: MESSAGES.invalidSlug }).optional(),
);

const currencyField = z.preprocess(
  (v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? b.toUpperCase() : b === null ? undefined : b;
  },
  z.string().regex(/^[A-Z]{3}$/, { error: MESSAGES.invalidCurrency }).optional(),
);

const nameField = requiredText('Name', MESSAGES.nameRequired, 300);

/** All product fields, none required and none defaulted (the update shape). */
const productFieldsShape = {
  name: nameField.optional(),
  slug: slugField,
  category: categoryField,
  image_url: optionalImageUrl,
  image_alt: optionalAltText,
  gallery_images: imageUrlList.optional(),
  gallery_alts: altTextList.optional(),
  ...productVideoFieldsShape,
  price_from: priceField('price_from'),
  price_to: priceField('price_to'),
  currency: currencyField,
  in_stock: booleanish.optional(),
  featured: booleanish.optional(),
  /** On the storefront and in the public API; false: a draft only admins see. */
  published: booleanish.optional(),
  /** The product's own trade terms; null removes them (the site's apply). */
  trade_terms: productTradeTermsField,
  description_html: optionalHtml,
  description_blocks: contentBlockListSchema.optional(),
  description_markdown: optionalHtml,
  length: optionalText,
  quality_grade: optionalText,
  hair_material: optionalText,
  card_note: optionalText,
  ...productFactsFieldsShape,
  howto: optionalHtml,
  warranty: optionalHtml,
  qa: optionalHtml,
  howto_blocks: contentBlockListSchema.optional(),
  warranty_blocks: contentBlockListSchema.optional(),
  qa_blocks: contentBlockListSchema.optional(),
  thumbnails: imageUrlList.optional(),
};

function checkPriceOrder(
  value: { price_from?: number | null; price_to?: number | null },
  ctx: z.RefinementCtx,
): void {
  const { price_from: from, price_to: to } = value;
  // Negative bounds already have their own issue; do not report twice.
  if (typeof from === 'number' && typeof to === 'number' && from >= 0 && to >= 0 && to < from) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.priceRange, path: ['price_to'] });
  }
}

/** Alt texts go with the gallery by position: there cannot be more of them than images. */
function checkGalleryAlts(value: { gallery_images?: string[]; gallery_alts?: string[] }, ctx: z.RefinementCtx): void {
  const { gallery_images: images, gallery_alts: alts } = value;
  if (images !== undefined && alts !== undefined && alts.length > images.length) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.galleryAltsTooMany, path: ['gallery_alts'] });
  }
}

function checkProduct(value: Parameters<typeof checkPriceOrder>[0] & Parameters<typeof checkGalleryAlts>[0], ctx: z.RefinementCtx): void {
  checkPriceOrder(value, ctx);
  checkGalleryAlts(value, ctx);
}

const productUpdateObject = z.object(productFieldsShape).superRefine(checkProduct);

/** PUT body: every field optional; a given name must not be blank. */
export const productUpdateSchema = z.preprocess(canonicalProductInput, productUpdateObject);
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

const productCreateObject = z
  .object({
    ...productFieldsShape,
    name: nameField,
    category: categoryField.transform((v) => v ?? null),
    image_url: optionalImageUrl.transform((v) => v ?? null),
    image_alt: optionalAltText.transform((v) => v ?? null),
    gallery_images: imageUrlList.default([]),
    gallery_alts: altTextList.default([]),
    ...productVideoCreateShape,
    price_from: priceField('price_from').transform((v) => v ?? null),
    price_to: priceField('price_to').transform((v) => v ?? null),
    currency: currencyField.transform((v) => v ?? DEFAULT_CURRENCY),
    in_stock: booleanish.default(true),
    featured: booleanish.default(false),
    // A new product waits for 'Publish', so its grid can be filled first.
    published: booleanish.default(false),
    trade_terms: productTradeTermsCreateField,
    description_html: optionalHtml.transform((v) => v ?? null),
    description_blocks: contentBlockListSchema.default([]),
    description_markdown: optionalHtml.transform((v) => v ?? null),
    length: optionalText.transform((v) => v ?? null),
    quality_grade: optionalText.transform((v) => v ?? null),
    hair_material: optionalText.transform((v) => v ?? null),
    card_note: optionalText.transform((v) => v ?? null),
    ...productFactsCreateShape,
    howto: optionalHtml.transform((v) => v ?? null),
    warranty: optionalHtml.transform((v) => v ?? null),
    qa: optionalHtml.transform((v) => v ?? null),
    howto_blocks: contentBlockListSchema.default([]),
    warranty_blocks: contentBlockListSchema.default([]),
    qa_blocks: contentBlockListSchema.default([]),
    thumbnails: imageUrlList.default([]),
  })
  .superRefine(checkProduct);

/** POST body: name required, every other field defaulted (null, [], USD, in stock, not featured, a draft). */
export const productInputSchema = z.preprocess(canonicalProductInput, productCreateObject);
export type ProductInput = z.infer<typeof productInputSchema>;

// --- API output -----------------------------------------------------------------

export const productSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  image_url: z.string().nullable(),
  /** The primary image's alt text. */
  image_alt: z.string().nullable(),
  gallery_images: z.array(z.string()),
  /** One alt text per gallery image, by position ('' when it has none). */
  gallery_alts: z.array(z.string()),
  ...productVideoOutputShape,
  price_from: z.number().nullable(),
  price_to: z.number().nullable(),
  currency: z.string(),
  in_stock: z.boolean(),
  featured: z.boolean(),
  /** False: a draft, which only admins see. */
  published: z.boolean(),
  /** The product's own trade terms: an empty field falls back to the site's (product_detail.trade_terms). */
  trade_terms: tradeTermsOutputSchema,
  description_html: z.string().nullable(),
  description_blocks: z.array(contentBlockSchema),
  description_markdown: z.string().nullable(),
  length: z.string().nullable(),
  quality_grade: z.string().nullable(),
  hair_material: z.string().nullable(),
  card_note: z.string().nullable(),
  ...productFactsOutputShape,
  howto: z.string().nullable(),
  warranty: z.string().nullable(),
  qa: z.string().nullable(),
  howto_blocks: z.array(contentBlockSchema),
  warranty_blocks: z.array(contentBlockSchema),
  qa_blocks: z.array(contentBlockSchema),
  thumbnails: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

// --- list query -----------------------------------------------------------------

export const PRODUCT_LIST_MAX_LIMIT = 1000;
/**
 * The furthest a product list reads (offset): deeper pages cost the database a walk
 * over every row before them. The storefront's pages end far before it (its totals
 * are capped at PRODUCT_COUNT_CAP); a search or a category reaches any product.
 */
export const PRODUCT_LIST_MAX_OFFSET = 10_000;

/**
 * A filter of the list: values repeated (`texture=a&texture=b`) or comma separated
 * (`texture=a,b`), each read by `read` ('' when it cannot be one: a 400 saying what
 * was `expected`); each once, in order.
 */
function listFilterField(read: (item: string) => string, expected: string) {
  return z.preprocess(
    (v) => {
      const items = facetFilterItems(v);
      return items.length === 0 ? undefined : items;
    },
    z
      .array(z.string())
      .max(FACET_FILTER_MAX_VALUES, { error: `at most ${FACET_FILTER_MAX_VALUES} values` })
      .transform((items, ctx) => {
        const values = items.map(read);
        const bad = items.find((_, index) => values[index] === '');
        if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `'${bad.slice(0, 40)}' is not ${expected}` });
        return [...new Set(values)];
      })
      .optional(),
  );
}

/** A facet filter: slugs, lengths as whole inches. */
const facetFilterField = (facet: ProductFacet) =>
  listFilterField((item) => facetFilterValue(facet, item), facet === 'length' ? `whole inches from ${FACET_LENGTH_MIN} to ${FACET_LENGTH_MAX}` : 'a name or slug');

/** A price bound of the list: a number from 0 to MAX_PRICE. */
function priceBoundField(field: 'price_min' | 'price_max') {
  const message = priceFieldMessage(field);
  return z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' ? Number(b) : b;
    },
    z.number({ error: message }).min(0, { error: message }).max(MAX_PRICE, { error: message }).optional(),
  );
}

const facetFilterFields = Object.fromEntries(PRODUCT_FACETS.map((facet) => [facet, facetFilterField(facet)])) as Record<ProductFacet, ReturnType<typeof facetFilterField>>;

/** Lace sizes or types: the products whose texts name one of them. */
const laceFilterField = listFilterField(laceFilterValue, `a lace size (13x4) nor a lace type (${LACE_TYPES.join(', ')})`);

/** The list's filters beyond featured, category and search (docs/decisions/020); also what the facet counts take. */
const listFilterShape = {
  ...facetFilterFields,
  lace: laceFilterField,
  /** Only products in stock; false or absent: all. */
  in_stock: z.preprocess(blankToUndefined, booleanish.optional()),
  price_min: priceBoundField('price_min'),
  price_max: priceBoundField('price_max'),
};

function checkPriceBounds(value: { price_min?: number; price_max?: number }, ctx: z.RefinementCtx): void {
  if (value.price_min !== undefined && value.price_max !== undefined && value.price_min > value.price_max) {
    ctx.addIssue({ code: 'custom', message: 'price_min must not be more than price_max', path: ['price_min'] });
  }
}

export const productListQuerySchema = z.object({
  featured: z.preprocess(blankToUndefined, booleanish.optional()),
  limit: z.preprocess(
    (v) => toIntegerish(blankToUndefined(v)),
    z
      .int({ error: 'limit must be a whole number from 1 to 1000' })
      .min(1, { error: 'limit must be a whole number from 1 to 1000' })
      .max(PRODUCT_LIST_MAX_LIMIT, { error: 'limit must be a whole number from 1 to 1000' })
      .optional(),
  ),
  offset: z.preprocess(
    (v) => toIntegerish(blankToUndefined(v)),
    z
      .int({ error: 'offset must be a whole number of at least 0' })
      .min(0, { error: 'offset must be a whole number of at least 0' })
      .max(PRODUCT_LIST_MAX_OFFSET, { error: `offset must be at most ${PRODUCT_LIST_MAX_OFFSET}: narrow the list with a search or a category` })
      .default(0),
  ),
  category: z.preprocess(blankToUndefined, boundedString('category', 200).optional()),
  q: z.preprocess(blankToUndefined, boundedString('Search text', 200).optional()),
  sort: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : parseProductListOrder(v)),
    z.enum(PRODUCT_LIST_ORDERS).optional(),
  ),
  /** The drafts too (admins only: the admin's product list). */
  include_drafts: z.preprocess(blankToUndefined, booleanish.optional()),
  ...listFilterShape,
}).superRefine(checkPriceBounds);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** The facet counts take the list's filters, without its paging and order. */
export const productFacetsQuerySchema = z.object({
  featured: productListQuerySchema.shape.featured,
  category: productListQuerySchema.shape.category,
  q: productListQuerySchema.shape.q,
  ...listFilterShape,
}).superRefine(checkPriceBounds);
export type ProductFacetsQuery = z.infer<typeof productFacetsQuerySchema>;

const facetCountSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** Matching products with this value, the other facets' filters applied (this facet's own not), counted up to 1,001. */
  count: z.number(),
});
export type FacetCount = z.infer<typeof facetCountSchema>;

/** GET /api/products/facets: each facet's values with their counts, and how many match in stock. */
export const productFacetsSchema = z.object({
  length: z.array(facetCountSchema),
  texture: z.array(facetCountSchema),
  grade: z.array(facetCountSchema),
  colour: z.array(facetCountSchema),
  /** Matching products in stock, counted up to 1,001. */
  in_stock: z.number(),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const unsetByCategoryInputSchema = z.object({
  category: requiredText('category', MESSAGES.categoryRequired, 200),
});
export type UnsetByCategoryInput = z.infer<typeof unsetByCategoryInputSchema>;
