// Products: the row <-> API mapping and the queries the router uses. Core fields
// live in typed columns (filtered and sorted in SQL); the flexible ones in the
// jsonb `attributes` column.
import {
  MESSAGES,
  categoryWithDescendants,
  isRecord,
  toStringList,
  type Category,
  type ContentBlock,
  type Product,
  type ProductListQuery,
  type ProductUpdateInput,
} from '@hair/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { sanitizeBlocks, sanitizeOptionalHtml } from '../sanitize';
import { invalidField } from '../validation';

export const PRODUCT_LIST_DEFAULT_LIMIT = 200;

export const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  category: products.category,
  imageUrl: products.imageUrl,
  imageAlt: products.imageAlt,
  galleryImages: products.galleryImages,
  galleryAlts: products.galleryAlts,
  priceFrom: products.priceFrom,
  priceTo: products.priceTo,
  currency: products.currency,
  inStock: products.inStock,
  featured: products.featured,
  attributes: products.attributes,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};
export type ProductRow = typeof products.$inferSelect;
type ProductColumnValues = Partial<typeof products.$inferInsert>;

/** Attribute keys holding html or text (null when empty). */
const TEXT_ATTRIBUTES = [
  'description_html', 'description_markdown', 'length', 'quality_grade', 'hair_material', 'card_note', 'howto', 'warranty', 'qa',
] as const;
/** Attribute keys holding content blocks ([] when empty). */
const BLOCK_ATTRIBUTES = ['description_blocks', 'howto_blocks', 'warranty_blocks', 'qa_blocks'] as const;
/** Attribute keys whose html is sanitized before it is stored (description_markdown is shown as text). */
const HTML_ATTRIBUTES = new Set<string>(['description_html', 'howto', 'warranty', 'qa']);

function textAttribute(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
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
    ...text,
    ...blocks,
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

type StoredImages = Pick<ProductRow, 'imageUrl' | 'imageAlt' | 'galleryImages' | 'galleryAlts'>;

/**
 * The alt text columns of a write. Alt texts stay with their pictures: a new
 * gallery sent without alt texts keeps each stored picture's alt text, alt
 * texts sent without a gallery go with the stored one (400 when there are more
 * of them than pictures), and a new primary image does not inherit the old
 * one's alt text.
 */
function altColumns(fields: ProductUpdateInput, current: StoredImages | undefined): Pick<ProductColumnValues, 'imageAlt' | 'galleryAlts'> {
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

/**
 * Validated input fields -> typed column values and attribute values, with html
 * sanitized. Only the fields present in `fields` appear, so an update changes
 * nothing else (`current` is the stored product of an update). The slug is
 * chosen by the caller (it must be unique).
 */
export function toProductWrite(fields: ProductUpdateInput, current?: StoredImages): { columns: ProductColumnValues; attributes: Record<string, unknown> } {
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
  if (fields.thumbnails !== undefined) attributes.thumbnails = fields.thumbnails;
  return { columns, attributes };
}

/** Matches a product by id or slug; ordered so that an id match wins over a product whose slug equals it. */
function idOrSlugMatch(idOrSlug: string) {
  return { where: or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)), idFirst: desc(sql`${products.id} = ${idOrSlug}`) };
}

export async function findProductRow(db: Db, idOrSlug: string): Promise<ProductRow | undefined> {
  const match = idOrSlugMatch(idOrSlug);
  const [row] = await db.select(productColumns).from(products).where(match.where).orderBy(match.idFirst).limit(1);
  return row;
}

/** Just the id and name, for the routes that hang off a product (reviews). */
export async function findProductRef(db: Db, idOrSlug: string): Promise<{ id: string; slug: string; name: string } | undefined> {
  const match = idOrSlugMatch(idOrSlug);
  const [row] = await db.select({ id: products.id, slug: products.slug, name: products.name }).from(products).where(match.where).orderBy(match.idFirst).limit(1);
  return row;
}

/** `base`, or `base-2`, `base-3`… whichever is free first (ignoring the product `exceptId`). */
export async function uniqueSlug(db: Db, base: string, exceptId?: string): Promise<string> {
  // Slugs hold only [a-z0-9-], so `base` needs no LIKE escaping.
  const rows = await db
    .select({ slug: products.slug, id: products.id })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)));
  const taken = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Escapes LIKE wildcards so that a search for '50%' or 'a_b' matches them literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function listFilter(query: ProductListQuery, categories: readonly Category[]): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.featured !== undefined) conditions.push(eq(products.featured, query.featured));
  if (query.category !== undefined) {
    const slugs = categoryWithDescendants(query.category, categories);
    conditions.push(slugs.length ? inArray(products.category, slugs) : sql`false`);
  }
  if (query.q !== undefined) conditions.push(ilike(products.name, `%${escapeLike(query.q)}%`));
  return and(...conditions);
}

/** Sort key of the price orders: the lower price, else the upper one (as the domain's sortPrice). */
const sortPrice = sql`coalesce(${products.priceFrom}, ${products.priceTo})`;
const lowerName = sql`lower(${products.name})`;

function listOrder(query: ProductListQuery): SQL[] {
  // The home page asks for featured products without a sort: newest first.
  if (query.sort === undefined && query.featured === true) return [desc(products.createdAt), asc(products.id)];
  switch (query.sort ?? 'price-asc') {
    case 'price-asc':
      return [sql`${sortPrice} asc nulls last`, asc(lowerName), asc(products.id)];
    case 'price-desc':
      return [sql`${sortPrice} desc nulls last`, asc(lowerName), asc(products.id)];
    case 'name-asc':
      return [asc(lowerName), asc(products.id)];
    case 'name-desc':
      return [desc(lowerName), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
  }
}

/**
 * One page of products in SQL (filter, order, limit, offset) and the total that
 * match. The page is picked by sorting narrow rows (ids and sort keys); only
 * its own rows are then read in full, with their large attributes.
 */
export async function listProducts(db: Db, query: ProductListQuery, categories: readonly Category[]): Promise<{ items: Product[]; total: number }> {
  const where = listFilter(query, categories);
  const order = listOrder(query);
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(query.limit ?? PRODUCT_LIST_DEFAULT_LIMIT)
    .offset(query.offset);
  const [rows, totals] = await Promise.all([
    db.select(productColumns).from(products).where(inArray(products.id, pageIds)).orderBy(...order),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { items: rows.map(toProductDto), total: Number(totals[0]?.n ?? 0) };
}

export async function countUncategorized(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(isNull(products.category));
  return Number(row?.n ?? 0);
}
