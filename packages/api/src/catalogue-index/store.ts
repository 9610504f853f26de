// Where a server keeps its catalogue index, and when it reads it again: each read
// first asks the database for the catalogue's version (one row, raised by triggers in
// every writer's transaction: migration 0013), and the index is rebuilt when the
// version moved. So a write is seen by the next read, on this server and on any other
// server of the same database, without a message between them (docs/decisions/021).
import { PRODUCT_FACETS, type ProductFacet } from '@hair/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueVersion, productFacets, products } from '../db/schema';
import { CatalogueIndex, type IndexedFacetValues, type IndexedProduct } from './catalogue-index';

interface Held {
  version: number;
  index: Promise<CatalogueIndex>;
}

/** One index per database handle: a server's, or a test's. */
const held = new WeakMap<Db, Held>();

async function readVersion(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version;
}

/** The products in the name order, and each facet value with its products' ids (one row per value: far fewer rows to read). */
async function readCatalogue(tx: Db) {
  // One after the other: a transaction is one connection.
  const rows = await tx
    .select({
      id: products.id,
      sortName: products.sortName,
      searchText: products.searchText,
      category: products.category,
      featured: products.featured,
      inStock: products.inStock,
      lowPrice: products.sortPrice,
      highPrice: sql<string | null>`coalesce(${products.priceTo}, ${products.priceFrom})`,
      createdAt: sql<number | null>`(extract(epoch from ${products.createdAt}) * 1000)::float8`,
    })
    .from(products)
    // The database's collation orders the names, as the list's SQL did before.
    .orderBy(products.sortName, products.id);
  const facetRows = await tx
    .select({ facet: productFacets.facet, value: productFacets.value, label: sql<string>`min(${productFacets.label})`, ids: sql<string[]>`array_agg(${productFacets.productId})` })
    .from(productFacets)
    .groupBy(productFacets.facet, productFacets.value);
  return [rows, facetRows] as const;
}

/** Every product and facet value, read in one snapshot, with the version they are at. */
async function buildIndex(db: Db): Promise<{ version: number | undefined; index: CatalogueIndex }> {
  return db.transaction(
    async (tx) => {
      const version = await readVersion(tx);
      const [rows, facetRows] = await readCatalogue(tx);
      const indexed = rows.map(
        (row): IndexedProduct => ({
          ...row,
          sortName: row.sortName ?? '',
          searchText: row.searchText ?? '',
          highPrice: row.highPrice === null ? null : Number(row.highPrice),
        }),
      );
      const facets = facetRows.flatMap((row): IndexedFacetValues[] =>
        (PRODUCT_FACETS as readonly string[]).includes(row.facet) ? [{ facet: row.facet as ProductFacet, value: row.value, label: row.label, productIds: row.ids }] : [],
      );
      return { version, index: new CatalogueIndex(indexed, facets) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The catalogue index as of now: the kept one while the catalogue's version has not
 * moved, else a new one (reads that arrive while it is built share it).
 */
export async function catalogueIndex(db: Db): Promise<CatalogueIndex> {
  const version = await readVersion(db);
  const kept = held.get(db);
  if (version !== undefined && kept?.version === version) return kept.index;
  const building = buildIndex(db);
  const index = building.then((built) => built.index);
  if (version !== undefined) {
    const entry = { version, index };
    held.set(db, entry);
    // A failed build is not kept; the built one is kept at the version it read.
    building.then(
      (built) => {
        if (held.get(db) !== entry) return;
        if (built.version === undefined) held.delete(db);
        else entry.version = built.version;
      },
      () => {
        if (held.get(db) === entry) held.delete(db);
      },
    );
  }
  return index;
}
