// Where a server keeps its catalogue index, and when it reads it again: each read
// first asks the database for the catalogue's version (one row, raised by triggers in
// every writer's transaction: migration 0013), and the index is brought up to date
// when the version moved: patched with the products the versions since changed
// (logged by the triggers of migration 0014), or read whole when too much changed. So
// a write is seen by the next read, on this server and on any other server of the same
// database, without a message between them (docs/decisions/021).
import { PRODUCT_FACETS, type ProductFacet } from '@hair/domain';
import { gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueChanges, catalogueVersion, productFacets, products } from '../db/schema';
import { CatalogueIndex, type CatalogueChanges, type ChangedProduct, type IndexedFacetValues } from './catalogue-index';

/** The versions whose changes the database keeps (migration 0014 prunes the older ones). */
export const CATALOGUE_CHANGES_KEPT = 1000;
/** Beyond this many changed products, reading the whole catalogue is as quick as patching. */
const PATCH_PRODUCTS_MAX = 2000;

interface Built {
  /** The version the index is at (undefined: a database without the version row). */
  version: number | undefined;
  index: CatalogueIndex;
}

interface Held {
  /** The version asked for, then the one the index reached. */
  version: number;
  built: Promise<Built>;
}

/** One index per database handle: a server's, or a test's. */
const held = new WeakMap<Db, Held>();

async function readVersion(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version;
}

/**
 * The products (all, or those of `ids`) in the name order, each with the one before it
 * in that order, and each facet value with its products' ids (one row per value: far
 * fewer rows to read).
 */
async function readCatalogue(tx: Db, ids?: readonly string[]): Promise<{ products: ChangedProduct[]; facetValues: IndexedFacetValues[] }> {
  // Only some products: the one before each is the database's to tell, with its collation.
  const before = ids
    ? sql<string | null>`(select prev.id from products as prev where (prev.sort_name, prev.id) < (products.sort_name, products.id) order by prev.sort_name desc, prev.id desc limit 1)`
    : sql<string | null>`null`;
  // One after the other: a transaction is one connection.
  const rows = await tx
    .select({
      after: before,
      id: products.id,
      sortName: products.sortName,
      searchText: products.searchText,
      category: products.category,
      featured: products.featured,
      inStock: products.inStock,
      published: products.published,
      lowPrice: products.sortPrice,
      highPrice: sql<string | null>`coalesce(${products.priceTo}, ${products.priceFrom})`,
      createdAt: sql<number | null>`(extract(epoch from ${products.createdAt}) * 1000)::float8`,
    })
    .from(products)
    .where(ids ? inArray(products.id, [...ids]) : undefined)
    // The database's collation orders the names, as the list's SQL did before.
    .orderBy(products.sortName, products.id);
  const facetRows = await tx
    .select({ facet: productFacets.facet, value: productFacets.value, label: sql<string>`min(${productFacets.label})`, ids: sql<string[]>`array_agg(${productFacets.productId})` })
    .from(productFacets)
    .where(ids ? inArray(productFacets.productId, [...ids]) : undefined)
    .groupBy(productFacets.facet, productFacets.value);
  return {
    products: rows.map((row, i) => ({
      ...row,
      after: ids ? row.after : (rows[i - 1]?.id ?? null),
      sortName: row.sortName ?? '',
      searchText: row.searchText ?? '',
      highPrice: row.highPrice === null ? null : Number(row.highPrice),
    })),
    facetValues: facetRows.flatMap((row): IndexedFacetValues[] =>
      (PRODUCT_FACETS as readonly string[]).includes(row.facet) ? [{ facet: row.facet as ProductFacet, value: row.value, label: row.label, productIds: row.ids }] : [],
    ),
  };
}

/** The products changed after `since`, or null when they cannot be told apart from a whole new catalogue. */
async function readChanges(tx: Db, since: number, version: number): Promise<CatalogueChanges | null> {
  // Behind the index: the database was replaced (a restore).
  if (version < since || version - since > CATALOGUE_CHANGES_KEPT) return null;
  const changed = await tx
    .selectDistinct({ id: catalogueChanges.productId })
    .from(catalogueChanges)
    .where(gt(catalogueChanges.version, since))
    .limit(PATCH_PRODUCTS_MAX + 1);
  // A null id: every product changed (a TRUNCATE).
  if (changed.length > PATCH_PRODUCTS_MAX || changed.some((row) => row.id === null)) return null;
  const ids = changed.map((row) => row.id!);
  return { ids, ...(await readCatalogue(tx, ids)) };
}

/** Reads in one snapshot, at the version it is at. */
function inSnapshot<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** Every product and facet value, with the version they are at. */
function buildIndex(db: Db): Promise<Built> {
  return inSnapshot(db, async (tx) => {
    const version = await readVersion(tx);
    const { products: rows, facetValues } = await readCatalogue(tx);
    return { version, index: new CatalogueIndex(rows, facetValues) };
  });
}

/** The kept index patched with what changed since its version, or a new one when a patch cannot say it. */
async function updateIndex(db: Db, kept: Built): Promise<Built> {
  const since = kept.version;
  if (since === undefined) return buildIndex(db);
  const patched = await inSnapshot(db, async (tx): Promise<Built | null> => {
    const version = await readVersion(tx);
    if (version === undefined) return null;
    if (version === since) return kept;
    const changes = await readChanges(tx, since, version);
    if (!changes || !kept.index.patch(changes)) return null;
    return { version, index: kept.index };
  });
  return patched ?? buildIndex(db);
}

/**
 * The catalogue index as of now: the kept one while the catalogue's version has not
 * moved, else brought up to date (reads that arrive meanwhile share the update, and
 * updates follow each other, so a patch always starts from the version it read).
 */
export async function catalogueIndex(db: Db): Promise<CatalogueIndex> {
  const version = await readVersion(db);
  const kept = held.get(db);
  if (version !== undefined && kept?.version === version) return (await kept.built).index;
  const built = kept ? kept.built.then((previous) => updateIndex(db, previous), () => buildIndex(db)) : buildIndex(db);
  if (version !== undefined) {
    const entry: Held = { version, built };
    held.set(db, entry);
    // A failed update is not kept; an index from a database without the version row neither.
    built.then(
      (done) => {
        if (held.get(db) !== entry) return;
        if (done.version === undefined) held.delete(db);
        else entry.version = done.version;
      },
      () => {
        if (held.get(db) === entry) held.delete(db);
      },
    );
  }
  return (await built).index;
}

/**
 * After a restore, whose change log is another history than the one the running
 * servers' indexes followed: the version jumps past any patch and every server reads
 * its index again. A database from before migration 0014 is left as it is.
 */
export async function markCatalogueReplaced(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`do $$ begin
      if to_regclass('catalogue_changes') is not null then
        update catalogue_version set version = version + ${CATALOGUE_CHANGES_KEPT + 1};
        insert into catalogue_changes select version, null from catalogue_version;
      end if;
    end $$`),
  );
}
