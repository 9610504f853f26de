// Every SQL statement of products. Reads answer the API's shape (mapper.ts);
// writes take validated input and choose the slug.
import {
  FACT_LIST_FIELDS,
  DEFAULT_PRODUCT_SORT,
  NEWEST_FIRST,
  PRODUCT_FACETS,
  PRODUCT_TOTAL_MAX,
  SEARCH_MAX_WORDS,
  readSearch,
  readingFilters,
  readValues,
  type SearchReading,
  TEXTS,
  categoryWithDescendants,
  cleanFactList,
  slugify,
  toCategorySlug,
  type Category,
  type FactListField,
  type Product,
  type ProductFacets,
  type ProductFacetsQuery,
  type ProductInput,
  type ProductListOrder,
  type ProductListQuery,
  type ProductFacet,
  type ProductUpdateInput,
} from '@hair/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { catalogueIndex } from '../catalogue-index/store';
import type { CatalogueFilter, CatalogueIndex } from '../catalogue-index/catalogue-index';
import { loadCategories } from '../categories/store';
import type { Db } from '../db/client';
import { allColumns } from '../db/columns';
import { slugFamily, textContains } from '../db/conditions';
import { productPriceCells, products } from '../db/schema';
import { conflict, notFound } from '../errors';
import { refreshProductFacets } from '../facets/store';
import { jsonUsesFile, namesFile, type FileDeps } from '../shared/file-uses';
import { insertWithFreeSlug } from '../shared/slugs';
import { isUniqueViolation } from '../shared/validation';
import { toProductDto, toProductPageDto, toProductWrite, type ProductRow } from './mapper';

/** Products a list answers when it names no limit. */
const PRODUCT_LIST_DEFAULT_LIMIT = 200;
/** The products offered when a search finds nothing. */
const NEAREST_PRODUCTS = 8;

/** A page of the list; with a search, what it was read as and, when it found nothing, the nearest products. */
export interface ProductList {
  items: Product[];
  total: number;
  search?: SearchReading & { nearest: Product[] };
}
/** Products per INSERT statement of an import, so 10,000 products stay fast and under the parameter limit. */
const IMPORT_BATCH_SIZE = 500;

const productColumns = allColumns(products);

/** Matches a product by id or slug; ordered so that an id match wins over a product whose slug equals it. */
function idOrSlugMatch(idOrSlug: string) {
  return { where: or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)), idFirst: desc(sql`${products.id} = ${idOrSlug}`) };
}

/** The product's row; `lock` holds it (FOR UPDATE) until the transaction ends. */
async function findProductRow(db: Db, idOrSlug: string, lock = false): Promise<ProductRow | undefined> {
  const match = idOrSlugMatch(idOrSlug);
  const query = db.select(productColumns).from(products).where(match.where).orderBy(match.idFirst).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function requireProductRow(db: Db, idOrSlug: string, lock = false): Promise<ProductRow> {
  const row = await findProductRow(db, idOrSlug, lock);
  if (!row) throw notFound(TEXTS.productNotFound);
  return row;
}

/** Whether a read answers the drafts too (the admin's) or the published products only (everyone else's). */
export type ProductVisibility = 'published' | 'all';

/** The product a page shows, by id or slug; 404 when there is none, or when it is a draft and drafts are not seen. */
export async function productPage(db: Db, idOrSlug: string, visibility: ProductVisibility): Promise<Product> {
  const row = await requireProductRow(db, idOrSlug);
  if (!row.published && visibility !== 'all') throw notFound(TEXTS.productNotFound);
  return toProductPageDto(row);
}

/** Just the id, slug, name and state, for what hangs off a product (reviews, inquiries, its grid). */
export async function findProductRef(db: Db, idOrSlug: string): Promise<{ id: string; slug: string; name: string; published: boolean } | undefined> {
  const match = idOrSlugMatch(idOrSlug);
  const [row] = await db.select({ id: products.id, slug: products.slug, name: products.name, published: products.published }).from(products).where(match.where).orderBy(match.idFirst).limit(1);
  return row;
}

/** The products named by id or slug (a quote's lines), each under every name it was asked by; an id match wins over a slug. */
export async function findProductRefs(db: Db, idsOrSlugs: readonly string[]): Promise<Map<string, { id: string; slug: string; name: string; imageUrl: string | null }>> {
  const names = [...new Set(idsOrSlugs)];
  const found = new Map<string, { id: string; slug: string; name: string; imageUrl: string | null }>();
  if (names.length === 0) return found;
  const rows = await db
    .select({ id: products.id, slug: products.slug, name: products.name, imageUrl: products.imageUrl })
    .from(products)
    .where(or(inArray(products.id, names), inArray(products.slug, names)));
  for (const name of names) {
    const row = rows.find((r) => r.id === name) ?? rows.find((r) => r.slug === name);
    if (row) found.set(name, row);
  }
  return found;
}

/** The id, slug, name and image of each product of `ids`, in their order (a product deleted meanwhile is left out). */
export async function findProductCards(db: Db, ids: readonly string[]): Promise<{ id: string; slug: string; name: string; imageUrl: string | null }[]> {
  if (ids.length === 0) return [];
  return inOrderOf(ids, await db.select({ id: products.id, slug: products.slug, name: products.name, imageUrl: products.imageUrl }).from(products).where(inArray(products.id, [...ids])));
}

/** The rows in the order of `ids`; an id without its row (deleted since the index was read) is left out. */
function inOrderOf<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** The id of the product named by id or slug, as a subquery: another store reads a product and its rows in one round trip. */
export function productIdQuery(db: Db, idOrSlug: string) {
  const match = idOrSlugMatch(idOrSlug);
  return db.select({ id: products.id }).from(products).where(match.where).orderBy(match.idFirst).limit(1);
}

/** The same, or 404 when there is no such product (or it is a draft and drafts are not seen). */
export async function requireProductRef(db: Db, idOrSlug: string, visibility: ProductVisibility = 'all'): Promise<{ id: string; slug: string; name: string; published: boolean }> {
  const product = await findProductRef(db, idOrSlug);
  if (!product || (!product.published && visibility !== 'all')) throw notFound(TEXTS.productNotFound);
  return product;
}

/** The words of a search, lower-cased, each once, in the order typed. */
function searchWords(q: string): string[] {
  return [...new Set(q.toLowerCase().split(/\s+/).filter((word) => word !== ''))].slice(0, SEARCH_MAX_WORDS);
}

/** The list's search read against the catalogue (docs/decisions/022), or none without a search. */
function readQuerySearch(query: ProductFacetsQuery, index: CatalogueIndex): SearchReading | undefined {
  return query.q === undefined ? undefined : readSearch(query.q, index.searchVocabulary());
}

/**
 * The list's filters as the catalogue index takes them (docs/decisions/020, 021, 022):
 * featured or not; a category with the categories below it; the search's words that
 * name no filter, each occurring in the title or the searchable attributes, in any
 * order; one of the values asked of each facet (asked, or named by the search); a lace
 * named in the texts; in stock; published unless the drafts are seen too; a price range
 * that meets the asked one (the product's lowest price at most price_max, its highest
 * at least price_min).
 */
function catalogueFilter(query: ProductFacetsQuery, categories: readonly Category[], visibility: ProductVisibility, reading: SearchReading | undefined): CatalogueFilter {
  const laces = [...new Set([...(query.lace ?? []), ...(reading ? (readingFilters(reading).lace ?? []) : [])])];
  return {
    published: visibility === 'all' ? undefined : true,
    featured: query.featured,
    categories: query.category === undefined ? undefined : categoryWithDescendants(query.category, categories),
    words: reading ? reading.words : undefined,
    anyWords: laces.length > 0 ? laces : undefined,
    facets: Object.fromEntries(PRODUCT_FACETS.map((facet) => [facet, query[facet]])),
    readValues: reading ? readValues(reading) : undefined,
    inStock: query.in_stock === true ? true : undefined,
    priceMin: query.price_min,
    priceMax: query.price_max,
  };
}

/**
 * When a search finds nothing: the products nearest to it, found by letting go of what
 * it asked, one part at a time: the words no product holds, then every word, then all
 * but its first filter, then all of its filters (the category and the list's own
 * filters stay).
 */
function nearestFilters(filter: CatalogueFilter, reading: SearchReading, query: ProductFacetsQuery): CatalogueFilter[] {
  const known = reading.words.filter((word) => !reading.unknown.includes(word));
  const first = reading.chips[0];
  return [
    { ...filter, words: known },
    { ...filter, words: [] },
    { ...filter, words: [], anyWords: first?.facet === 'lace' ? [...(query.lace ?? []), first.value] : query.lace, readValues: first ? readValues({ chips: [first] }) : [] },
    { ...filter, words: [], anyWords: query.lace, readValues: [] },
  ];
}

/** The home page asks for featured products without a sort: newest first. */
function listOrder(query: ProductListQuery): ProductListOrder {
  return query.sort ?? (query.featured === true ? NEWEST_FIRST : DEFAULT_PRODUCT_SORT);
}

/** The categories, when the query names one (the filter takes the ones below it too). */
async function categoriesFor(db: Db, query: ProductFacetsQuery): Promise<Category[]> {
  return query.category === undefined ? [] : loadCategories(db);
}

/**
 * One page of products and the number of matches, counted up to PRODUCT_TOTAL_MAX
 * (1,001 stands for "more than 1,000"). The page's ids are picked in the catalogue
 * index, then only the page's rows are read. A search lists the products whose
 * title is exactly the query first, then the other matches in the asked order.
 */
export async function listProducts(db: Db, query: ProductListQuery, visibility: ProductVisibility): Promise<ProductList> {
  const [categories, index] = await Promise.all([categoriesFor(db, query), catalogueIndex(db)]);
  const reading = readQuerySearch(query, index);
  const filter = catalogueFilter(query, categories, visibility, reading);
  const { ids, total } = index.page(index.matches(filter), listOrder(query), {
    offset: query.offset,
    limit: query.limit ?? PRODUCT_LIST_DEFAULT_LIMIT,
    title: query.q === undefined ? undefined : searchWords(query.q).join(' '),
    totalMax: PRODUCT_TOTAL_MAX,
  });
  const items = await productsByIds(db, ids);
  if (!reading) return { items, total };
  let nearest: Product[] = [];
  if (total === 0 && query.offset === 0) {
    const found = nearestFilters(filter, reading, query).map((near) => index.matches(near)).find((matches) => matches.count(1) > 0);
    if (found) nearest = await productsByIds(db, index.page(found, listOrder(query), { offset: 0, limit: NEAREST_PRODUCTS, totalMax: 1 }).ids);
  }
  return { items, total, search: { ...reading, nearest } };
}

/** The products of the ids, in their order. */
async function productsByIds(db: Db, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  return inOrderOf(ids, await db.select(productColumns).from(products).where(inArray(products.id, [...ids]))).map(toProductDto);
}

/**
 * The filter column's counts: each facet's values among the products the other
 * filters match (a facet's own choice is left out of its counts, so its other
 * values still show what picking them adds), and how many of the matches are in
 * stock, each counted up to PRODUCT_TOTAL_MAX. Drafts are never counted: the
 * filter column is the storefront's.
 */
export async function listFacets(db: Db, query: ProductFacetsQuery): Promise<ProductFacets> {
  const [categories, index] = await Promise.all([categoriesFor(db, query), catalogueIndex(db)]);
  const filter = catalogueFilter(query, categories, 'published', readQuerySearch(query, index));
  const found = index.matches(filter);
  const counts = (facet: ProductFacet) =>
    index.valueCounts(facet, query[facet]?.length ? index.matches({ ...filter, facets: { ...filter.facets, [facet]: undefined } }) : found, PRODUCT_TOTAL_MAX);
  return {
    length: counts('length'),
    texture: counts('texture'),
    grade: counts('grade'),
    colour: counts('colour'),
    in_stock: index.inStockCount(found, PRODUCT_TOTAL_MAX),
  };
}

async function countProducts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(where);
  return Number(row?.n ?? 0);
}

/**
 * Exactly how many products there are, or how many are filed under exactly this
 * category (not the ones below it): the admin's counts, which the capped list total
 * cannot give.
 */
export async function countProductsExactly(db: Db, category?: string): Promise<{ count: number }> {
  return { count: await countProducts(db, category === undefined ? undefined : eq(products.category, category)) };
}

/** How many products have no category (the admin's 'N products category unset' badge). */
export async function countUncategorized(db: Db): Promise<{ count: number }> {
  return { count: await countProducts(db, isNull(products.category)) };
}

async function slugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db.select({ slug: products.slug }).from(products).where(slugFamily(products.slug, base));
  return rows.map((row) => row.slug);
}

/** A new product under its slug (from the name unless given), or the next free one: 'name', 'name-2', … */
export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  const { columns, attributes } = toProductWrite(input);
  const row = await insertWithFreeSlug(input.slug ?? slugify(input.name), (base) => slugsLike(db, base), (slug) =>
    db.transaction(async (tx) => {
      const [inserted] = await tx.insert(products).values({ ...columns, name: input.name, slug, attributes }).returning(productColumns);
      await refreshProductFacets(tx, [inserted!.id]);
      return inserted!;
    }));
  return toProductDto(row);
}

/**
 * A product with a price grid keeps the grid's lowest and highest unit price
 * as its price-from and price-to: prices sent with a product save apply only
 * to a product without a grid (read in the same statement, so a grid saved
 * meanwhile still wins).
 */
function gridBoundsFirst(columns: Partial<typeof products.$inferInsert>) {
  const cells = productPriceCells;
  const bounds: Record<string, SQL> = {};
  if (columns.priceFrom !== undefined) {
    bounds.priceFrom = sql`coalesce((select min(${cells.minPrice}) from ${cells} where ${cells.productId} = ${products.id}), ${columns.priceFrom})`;
  }
  if (columns.priceTo !== undefined) {
    bounds.priceTo = sql`coalesce((select max(${cells.maxPrice}) from ${cells} where ${cells.productId} = ${products.id}), ${columns.priceTo})`;
  }
  return bounds;
}

/** A product's own prices, as stored. */
export interface PriceBounds {
  priceFrom: number | null;
  priceTo: number | null;
}

/** What a product save also writes, in its transaction, when the product's own prices move (the price history). */
export type PriceBoundsListener = (tx: Db, productId: string, before: PriceBounds, after: PriceBounds) => Promise<void>;

/** Changes the fields given; the stored product keeps the others. A slug another product has is a 409. */
export async function updateProduct(db: Db, { id, ...fields }: { id: string } & ProductUpdateInput, onPricesMoved?: PriceBoundsListener): Promise<Product> {
  try {
    return await db.transaction(async (tx) => {
      const current = await requireProductRow(tx, id, true);
      const { columns, attributes } = toProductWrite(fields, current);
      if (fields.slug !== undefined && fields.slug !== current.slug) columns.slug = fields.slug;
      const [row] = await tx
        .update(products)
        .set({ ...columns, ...gridBoundsFirst(columns), attributes: { ...current.attributes, ...attributes }, updatedAt: sql`now()` })
        .where(eq(products.id, current.id))
        .returning(productColumns);
      if (!row) throw notFound(TEXTS.productNotFound);
      await refreshProductFacets(tx, [row.id]);
      if (onPricesMoved && (row.priceFrom !== current.priceFrom || row.priceTo !== current.priceTo)) await onPricesMoved(tx, row.id, current, row);
      return toProductDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`slug: ${String(fields.slug)} is already used by another product`);
    throw error;
  }
}

/**
 * Sets price_from / price_to to a price grid's lowest and highest unit price
 * (the grid's save calls it inside its transaction); a grid that offers nothing leaves them.
 */
export async function setPriceBounds(db: Db, id: string, bounds: { low: number; high: number } | null): Promise<void> {
  await setProductPrices(db, [bounds ? { id, priceFrom: bounds.low, priceTo: bounds.high } : { id }]);
}

/** Products per UPDATE statement of setProductPrices. */
const PRICES_BATCH_SIZE = 5000;

/**
 * Sets the price_from / price_to of many products (an import, a bulk change),
 * the list travelling as one JSON parameter; an item without prices only marks
 * its product changed.
 */
export async function setProductPrices(db: Db, items: readonly ({ id: string } & Partial<PriceBounds>)[]): Promise<void> {
  for (let i = 0; i < items.length; i += PRICES_BATCH_SIZE) {
    const values = items.slice(i, i + PRICES_BATCH_SIZE).map((item) => ({ id: item.id, set: item.priceFrom !== undefined, price_from: item.priceFrom ?? null, price_to: item.priceTo ?? null }));
    await db.execute(sql`
      update ${products} set
        price_from = case when v.set then v.price_from else ${products.priceFrom} end,
        price_to = case when v.set then v.price_to else ${products.priceTo} end,
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id text, set boolean, price_from numeric, price_to numeric)
      where ${products.id} = v.id`);
  }
}

/** Locks the products' rows (FOR UPDATE, in id order) until the transaction ends: a change of their prices holds them while it reads and writes. */
export async function lockProducts(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.select({ id: products.id }).from(products).where(inArray(products.id, [...ids])).orderBy(asc(products.id)).for('update');
}

export async function deleteProduct(db: Db, idOrSlug: string): Promise<{ ok: true }> {
  const current = await requireProductRow(db, idOrSlug);
  await db.delete(products).where(eq(products.id, current.id));
  return { ok: true };
}

/** Deleting a category: every product in exactly that category loses it (children keep theirs). */
export async function unsetCategory(db: Db, category: string): Promise<{ count: number }> {
  const slug = toCategorySlug(category);
  if (slug === '') return { count: 0 };
  const rows = await db
    .update(products)
    .set({ category: null, updatedAt: sql`now()` })
    .where(eq(products.category, slug))
    .returning({ id: products.id });
  return { count: rows.length };
}

export interface ProductImport {
  slug: string;
  createdAt: Date;
  fields: ProductInput;
}

/**
 * Inserts products as they are given (slugs unique among them and free in the table);
 * resolves to their new ids, in order. An import (the demo content) is a catalogue
 * already for sale: its products are published, whatever the create call's default.
 */
export async function importProducts(db: Db, items: readonly ProductImport[]): Promise<string[]> {
  const rows = items.map(({ slug, createdAt, fields }) => {
    const { columns, attributes } = toProductWrite(fields);
    return { ...columns, published: true, id: crypto.randomUUID(), name: fields.name, slug, attributes, createdAt, updatedAt: createdAt };
  });
  for (let i = 0; i < rows.length; i += IMPORT_BATCH_SIZE) {
    await db.insert(products).values(rows.slice(i, i + IMPORT_BATCH_SIZE));
  }
  const ids = rows.map((row) => row.id);
  await refreshProductFacets(db, ids);
  return ids;
}

/**
 * Published products' ids and last changes in id order (the sitemap), `limit` at a time
 * after the id `after` (keyset paging over the primary key: each batch costs the same
 * however far it is).
 */
export async function listProductChanges(db: Db, { after, limit }: { after?: string; limit: number }): Promise<{ id: string; slug: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.published, true), after === undefined ? undefined : gt(products.id, after)))
    .orderBy(asc(products.id))
    .limit(limit);
}

export async function hasProducts(db: Db): Promise<boolean> {
  return (await db.select({ id: products.id }).from(products).limit(1)).length > 0;
}

/** Products whose image, gallery or content blocks (description, how-to, …) use the file. */
export async function countProductsUsingFile(deps: FileDeps, key: string): Promise<number> {
  const rows = await deps.db
    .select({ imageUrl: products.imageUrl, galleryImages: products.galleryImages, attributes: products.attributes })
    .from(products)
    .where(or(textContains(products.imageUrl, key), textContains(products.galleryImages, key), textContains(products.attributes, key)));
  return rows.filter(
    (row) =>
      namesFile(deps, row.imageUrl, key) ||
      (Array.isArray(row.galleryImages) && row.galleryImages.some((image) => namesFile(deps, image, key))) ||
      jsonUsesFile(deps, row.attributes, key),
  ).length;
}

/** The newest products whose names the form suggests: enough to know the catalogue's names, few enough to stay quick. */
const FACT_NAMES_SAMPLE = 2000;
const FACT_NAMES_PER_LIST = 50;

/**
 * The textures, colours and tags the newest products use, most used first (each name
 * once whatever its letter case), for the product form's suggestions.
 */
export async function factNamesInUse(db: Db): Promise<Record<FactListField, string[]>> {
  const result = await db.execute(sql`
    with recent as (
      select ${products.attributes} as attributes from ${products}
      order by ${products.createdAt} desc nulls last, ${products.id} limit ${FACT_NAMES_SAMPLE}
    )
    select f.field, min(n.name) as name, count(*)::int as uses
    from recent
    cross join (values ('textures'), ('colours'), ('tags')) as f(field)
    cross join lateral jsonb_array_elements_text(
      case when jsonb_typeof(recent.attributes -> f.field) = 'array' then recent.attributes -> f.field else '[]'::jsonb end
    ) as n(name)
    group by f.field, lower(n.name)
    order by uses desc, name`);
  const rows = (result as unknown as { rows: { field: FactListField; name: string }[] }).rows;
  const names = Object.fromEntries(FACT_LIST_FIELDS.map((field) => [field, [] as string[]])) as Record<FactListField, string[]>;
  for (const field of FACT_LIST_FIELDS) {
    // Trimmed the way a save trims them: names stored before may differ only by spaces.
    names[field] = (cleanFactList(rows.filter((row) => row.field === field).map((row) => row.name)) as string[]).slice(0, FACT_NAMES_PER_LIST);
  }
  return names;
}
