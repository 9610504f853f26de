// Products between their row and the API's shape. Core fields live in typed
// columns (filtered and sorted in SQL); the flexible ones in the jsonb
// `attributes` column, listed here once: a new text field is one more name in
// TEXT_ATTRIBUTES (and its schema in @hair/domain).
import {
  FACT_LIST_FIELDS,
  MESSAGES,
  hasTradeTerms,
  isRecord,
  readTradeTerms,
  toStringList,
  type ContentBlock,
  type Product,
  type ProductUpdateInput,
} from '@hair/domain';
import { sanitizeBlocks, sanitizeOptionalHtml } from '../shared/sanitize';
import { invalidField } from '../shared/validation';
import type { products } from '../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductColumnValues = Partial<typeof products.$inferInsert>;

/** Attribute keys holding html or text (null when empty). */
const TEXT_ATTRIBUTES = [
  'description_html', 'description_markdown', 'length', 'quality_grade', 'hair_material', 'card_note', 'lace_size', 'howto', 'warranty', 'qa',
  'video_url', 'video_poster_url',
] as const;
/** Attribute keys holding lists of names (textures, colours, tags; [] when empty). */
const LIST_ATTRIBUTES = FACT_LIST_FIELDS;
/** Attribute keys holding content blocks ([] when empty). */
const BLOCK_ATTRIBUTES = ['description_blocks', 'howto_blocks', 'warranty_blocks', 'qa_blocks'] as const;
/** Attribute keys whose html is sanitized before it is stored (description_markdown is shown as text). */
const HTML_ATTRIBUTES = new Set<string>(['description_html', 'howto', 'warranty', 'qa']);

function textAttribute(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function listAttribute(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function wholeNumberAttribute(value: unknown): number | null {
  return Number.isInteger(value) ? (value as number) : null;
}

function blockAttribute(value: unknown): ContentBlock[] {
  return Array.isArray(value) ? (value.filter(isRecord) as ContentBlock[]) : [];
}

function price(value: number | string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Exactly one alt text per image: missing ones are '', extra ones dropped. */
function altsFor(images: readonly string[], alts: unknown): string[] {
  const list = Array.isArray(alts) ? alts : [];
  return images.map((_, index) => {
    const alt: unknown = list[index];
    return typeof alt === 'string' ? alt : '';
  });
}

export function toProductDto(row: ProductRow): Product {
  const attrs = isRecord(row.attributes) ? row.attributes : {};
  const gallery = toStringList(row.galleryImages);
  const text = Object.fromEntries(TEXT_ATTRIBUTES.map((key) => [key, textAttribute(attrs[key])])) as Record<(typeof TEXT_ATTRIBUTES)[number], string | null>;
  const blocks = Object.fromEntries(BLOCK_ATTRIBUTES.map((key) => [key, blockAttribute(attrs[key])])) as Record<(typeof BLOCK_ATTRIBUTES)[number], ContentBlock[]>;
  const lists = Object.fromEntries(LIST_ATTRIBUTES.map((key) => [key, listAttribute(attrs[key])])) as Record<(typeof LIST_ATTRIBUTES)[number], string[]>;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    image_url: row.imageUrl,
    image_alt: row.imageAlt,
    gallery_images: gallery,
    gallery_alts: altsFor(gallery, row.galleryAlts),
    price_from: price(row.priceFrom),
    price_to: price(row.priceTo),
    currency: row.currency,
    in_stock: row.inStock,
    featured: row.featured,
    published: row.published,
    trade_terms: readTradeTerms(attrs.trade_terms),
    ...text,
    ...blocks,
    ...lists,
    bundle_grams: wholeNumberAttribute(attrs.bundle_grams),
    thumbnails: toStringList(attrs.thumbnails),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The product as a page renders it: its html sanitized once more on the way out, so
 * that html stored before a sanitizer rule existed (or written to the database by
 * hand) is never trusted. Only for single-product reads: lists do not render html.
 */
export function toProductPageDto(row: ProductRow): Product {
  const product = toProductDto(row);
  const html = Object.fromEntries([...HTML_ATTRIBUTES].map((key) => [key, sanitizeOptionalHtml(product[key as keyof Product] as string | null)]));
  const blocks = Object.fromEntries(BLOCK_ATTRIBUTES.map((key) => [key, sanitizeBlocks(product[key])]));
  return { ...product, ...html, ...blocks };
}

/** What a write needs of the stored product it changes. */
type StoredProduct = Pick<ProductRow, 'imageUrl' | 'imageAlt' | 'galleryImages' | 'galleryAlts' | 'priceFrom' | 'priceTo'>;

/**
 * The alt text columns of a write. Alt texts stay with their pictures: a new
 * gallery sent without alt texts keeps each stored picture's alt text, alt
 * texts sent without a gallery go with the stored one (400 when there are more
 * of them than pictures), and a new primary image does not inherit the old
 * one's alt text.
 */
function altColumns(fields: ProductUpdateInput, current: StoredProduct | undefined): Pick<ProductColumnValues, 'imageAlt' | 'galleryAlts'> {
  const columns: Pick<ProductColumnValues, 'imageAlt' | 'galleryAlts'> = {};
  if (fields.image_alt !== undefined) columns.imageAlt = fields.image_alt;
  else if (fields.image_url !== undefined && fields.image_url !== current?.imageUrl) columns.imageAlt = null;

  const storedGallery = toStringList(current?.galleryImages);
  if (fields.gallery_alts !== undefined) {
    const gallery = fields.gallery_images ?? storedGallery;
    if (fields.gallery_alts.length > gallery.length) throw invalidField(['gallery_alts'], MESSAGES.galleryAltsTooMany);
    columns.galleryAlts = altsFor(gallery, fields.gallery_alts);
  } else if (fields.gallery_images !== undefined) {
    const storedAlts = altsFor(storedGallery, current?.galleryAlts);
    const byUrl = new Map(storedGallery.map((url, index) => [url, storedAlts[index] ?? '']));
    columns.galleryAlts = fields.gallery_images.map((url) => byUrl.get(url) ?? '');
  }
  return columns;
}

/** The schema compares the prices it was given; a single new price is compared with the stored other one. */
function assertPriceRange(fields: ProductUpdateInput, current: StoredProduct): void {
  const priceFrom = fields.price_from !== undefined ? fields.price_from : current.priceFrom;
  const priceTo = fields.price_to !== undefined ? fields.price_to : current.priceTo;
  if (priceFrom !== null && priceTo !== null && priceTo < priceFrom) throw invalidField(['price_to'], MESSAGES.priceRange);
}

/**
 * Validated input fields -> typed column values and attribute values, with html
 * sanitized. Only the fields present in `fields` appear, so an update changes
 * nothing else (`current` is the stored product of an update). The slug is
 * chosen by the caller (it must be unique).
 */
export function toProductWrite(fields: ProductUpdateInput, current?: StoredProduct): { columns: ProductColumnValues; attributes: Record<string, unknown> } {
  if (current) assertPriceRange(fields, current);
  const columns: ProductColumnValues = {};
  const set = <K extends keyof ProductColumnValues>(key: K, value: ProductColumnValues[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set('name', fields.name);
  set('category', fields.category);
  set('imageUrl', fields.image_url);
  set('galleryImages', fields.gallery_images);
  set('priceFrom', fields.price_from);
  set('priceTo', fields.price_to);
  set('currency', fields.currency);
  set('inStock', fields.in_stock);
  set('featured', fields.featured);
  set('published', fields.published);
  Object.assign(columns, altColumns(fields, current));

  const attributes: Record<string, unknown> = {};
  for (const key of TEXT_ATTRIBUTES) {
    const value = fields[key];
    if (value !== undefined) attributes[key] = HTML_ATTRIBUTES.has(key) ? sanitizeOptionalHtml(value) : value;
  }
  for (const key of BLOCK_ATTRIBUTES) {
    const value = fields[key];
    if (value !== undefined) attributes[key] = sanitizeBlocks(value);
  }
  for (const key of LIST_ATTRIBUTES) {
    const value = fields[key];
    if (value !== undefined) attributes[key] = value;
  }
  if (fields.bundle_grams !== undefined) attributes.bundle_grams = fields.bundle_grams;
  if (fields.thumbnails !== undefined) attributes.thumbnails = fields.thumbnails;
  // Terms with nothing set are not kept: the site's apply.
  if (fields.trade_terms !== undefined) attributes.trade_terms = fields.trade_terms && hasTradeTerms(fields.trade_terms) ? fields.trade_terms : null;
  return { columns, attributes };
}
