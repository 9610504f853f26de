// The catalogue's list filters, orders and facet counts answered in memory
// (docs/decisions/021): each product has a position (its place in the name order),
// each facet value, category, the featured flag and stock a bitset of positions, each
// word of the search texts the positions that hold it, and each list order an array
// of positions. A filter is a few bitset operations, a page a walk along an order, a
// count a population count: the work no longer depends on how PostgreSQL intersects
// the filters. Only the page's own rows are then read from the database. Nothing here
// reads the database (store.ts does).
import { PRODUCT_FACETS, type FacetCount, type ProductFacet, type ProductListOrder } from '@hair/domain';
import { Bitset } from './bitset';

/** A product as the index holds it; the rows come in the name order (sort_name, id). */
export interface IndexedProduct {
  id: string;
  sortName: string;
  searchText: string;
  category: string | null;
  featured: boolean;
  inStock: boolean;
  /** The price the list sorts by and price_max compares with (the lowest). */
  lowPrice: number | null;
  /** The price price_min compares with (the highest). */
  highPrice: number | null;
  /** Milliseconds since 1970. */
  createdAt: number | null;
}

/** A facet value and the products that have it. */
export interface IndexedFacetValues {
  facet: ProductFacet;
  value: string;
  label: string;
  productIds: readonly string[];
}

/**
 * What changed since an index was read: the products now stored among those the
 * changes named (the others are gone), and all their facet values.
 */
export interface CatalogueChanges {
  ids: readonly string[];
  products: readonly IndexedProduct[];
  facetValues: readonly IndexedFacetValues[];
}

/** The orders a list walks: the list's sorts and the featured list's newest first. */
export type IndexOrder = ProductListOrder;

/** What a list or a count asks for; an absent field does not filter. */
export interface CatalogueFilter {
  featured?: boolean;
  /** The categories whose products match (a category with those below it); empty: none. */
  categories?: readonly string[];
  /** Every word must occur in the product's search text. */
  words?: readonly string[];
  facets?: Partial<Record<ProductFacet, readonly string[]>>;
  inStock?: boolean;
  priceMin?: number;
  priceMax?: number;
}

interface FacetValueSet {
  value: string;
  label: string;
  products: Bitset;
}

/** The most values a facet answers, so that a catalogue of many colour names keeps the answer small. */
const VALUES_PER_FACET_MAX = 200;

export class CatalogueIndex {
  readonly size: number;
  private readonly ids: string[];
  private readonly sortNames: string[];
  /** Kept so that a patch knows which words a changed product had. */
  private readonly searchTexts: string[];
  /** The positions of the products still stored (a patch removes a deleted one). */
  private readonly stored: Bitset;
  /** Each whitespace-separated word of the search texts, with the positions whose text has it (a bitset for a common word). */
  private readonly searchWords = new Map<string, Int32Array | Bitset>();
  private readonly lowPrices: Float64Array;
  private readonly highPrices: Float64Array;
  private readonly createdAt: Float64Array;
  private readonly featured: Bitset;
  private readonly inStock: Bitset;
  private readonly categories = new Map<string, Bitset>();
  /** Each facet's values in the order the filter column shows them. */
  private readonly facetValues = new Map<ProductFacet, FacetValueSet[]>();
  private readonly orders = new Map<IndexOrder, Int32Array>();
  private readonly comparators = new Map<IndexOrder, (a: number, b: number) => number>();
  /** Each name's first position, made on the first search. */
  private firstNamed: Map<string, number> | undefined;
  /** Each id's position, made on the first patch. */
  private positionOf: Map<string, number> | undefined;

  constructor(products: readonly IndexedProduct[], facetValues: readonly IndexedFacetValues[]) {
    const n = products.length;
    this.size = n;
    this.ids = products.map((p) => p.id);
    this.sortNames = products.map((p) => p.sortName);
    this.searchTexts = products.map((p) => p.searchText);
    this.stored = Bitset.full(n);
    this.lowPrices = Float64Array.from(products, (p) => p.lowPrice ?? Number.NaN);
    this.highPrices = Float64Array.from(products, (p) => p.highPrice ?? Number.NaN);
    this.createdAt = Float64Array.from(products, (p) => p.createdAt ?? Number.NaN);
    this.featured = new Bitset(n);
    this.inStock = new Bitset(n);
    const wordPositions = new Map<string, number[]>();
    products.forEach((p, position) => {
      if (p.featured) this.featured.add(position);
      if (p.inStock) this.inStock.add(position);
      if (p.category !== null) this.setOf(this.categories, p.category).add(position);
      for (const word of wordsOf(p.searchText)) (wordPositions.get(word) ?? wordPositions.set(word, []).get(word)!).push(position);
    });
    for (const [word, positions] of wordPositions) {
      this.searchWords.set(word, positions.length * 32 > n ? this.bitsetOf(positions) : Int32Array.from(positions));
    }
    this.orders.set('name-asc', Int32Array.from(this.ids.keys()));
    // Only the build needs an id's position: not kept, it would be a second copy of every id.
    this.indexFacetValues(facetValues, new Map(this.ids.map((id, position) => [id, position])));
  }

  private bitsetOf(positions: readonly number[]): Bitset {
    const set = new Bitset(this.size);
    for (const position of positions) set.add(position);
    return set;
  }

  private setOf(sets: Map<string, Bitset>, key: string): Bitset {
    return sets.get(key) ?? sets.set(key, new Bitset(this.size)).get(key)!;
  }

  private indexFacetValues(rows: readonly IndexedFacetValues[], positionOf: ReadonlyMap<string, number>): void {
    for (const facet of PRODUCT_FACETS) this.facetValues.set(facet, []);
    this.addFacetValues(rows, positionOf);
  }

  /** Adds the rows' products to their values (a value not held yet is added in its place in the column). */
  private addFacetValues(rows: readonly IndexedFacetValues[], positionOf: ReadonlyMap<string, number>): void {
    const grown = new Set<ProductFacet>();
    for (const row of rows) {
      const values = this.facetValues.get(row.facet);
      if (!values) continue;
      let set = values.find((held) => held.value === row.value);
      if (!set) {
        set = { value: row.value, label: row.label, products: new Bitset(this.size) };
        values.push(set);
        grown.add(row.facet);
      }
      for (const id of row.productIds) {
        const position = positionOf.get(id);
        if (position !== undefined) set.products.add(position);
      }
    }
    for (const facet of grown) {
      this.facetValues.get(facet)?.sort(facet === 'length' ? (a, b) => Number(a.value) - Number(b.value) : (a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
    }
  }

  /**
   * Applies the changes in place and returns true, or returns false and changes
   * nothing when they need a new index: a new product, or a renamed one (its place
   * in the name order, which the database's collation decides, moves).
   */
  patch(changes: CatalogueChanges): boolean {
    const positionOf = (this.positionOf ??= new Map(this.ids.map((id, position) => [id, position])));
    for (const product of changes.products) {
      const position = positionOf.get(product.id);
      if (position === undefined || !this.stored.has(position) || this.sortNames[position] !== product.sortName) return false;
    }
    const positions = [...changes.ids, ...changes.products.map((product) => product.id)].flatMap((id) => {
      const position = positionOf.get(id);
      return position === undefined || !this.stored.has(position) ? [] : [position];
    });
    for (const position of positions) this.remove(position);
    const moved = new Set<IndexOrder>();
    for (const product of changes.products) {
      const position = positionOf.get(product.id)!;
      this.stored.add(position);
      if (product.featured) this.featured.add(position);
      if (product.inStock) this.inStock.add(position);
      if (product.category !== null) this.setOf(this.categories, product.category).add(position);
      this.searchTexts[position] = product.searchText;
      for (const word of wordsOf(product.searchText)) this.addWord(word, position);
      if (!Object.is(this.lowPrices[position], product.lowPrice ?? Number.NaN)) moved.add('price-asc').add('price-desc');
      if (!Object.is(this.createdAt[position], product.createdAt ?? Number.NaN)) moved.add('newest');
      this.lowPrices[position] = product.lowPrice ?? Number.NaN;
      this.highPrices[position] = product.highPrice ?? Number.NaN;
      this.createdAt[position] = product.createdAt ?? Number.NaN;
    }
    this.addFacetValues(changes.facetValues, new Map(changes.products.map((product) => [product.id, positionOf.get(product.id)!])));
    // Sorted again when next asked for.
    for (const order of moved) this.orders.delete(order);
    return true;
  }

  /** Takes a product out of every set, as if it were gone. */
  private remove(position: number): void {
    this.stored.delete(position);
    this.featured.delete(position);
    this.inStock.delete(position);
    for (const set of this.categories.values()) set.delete(position);
    for (const values of this.facetValues.values()) for (const set of values) set.products.delete(position);
    for (const word of wordsOf(this.searchTexts[position]!)) this.removeWord(word, position);
  }

  private addWord(word: string, position: number): void {
    const positions = this.searchWords.get(word);
    if (positions instanceof Bitset) positions.add(position);
    else this.searchWords.set(word, positions ? Int32Array.of(...positions, position) : Int32Array.of(position));
  }

  private removeWord(word: string, position: number): void {
    const positions = this.searchWords.get(word);
    if (positions instanceof Bitset) positions.delete(position);
    else if (positions) {
      const left = positions.filter((held) => held !== position);
      if (left.length > 0) this.searchWords.set(word, left);
      else this.searchWords.delete(word);
    }
  }

  /** The products the filter matches. */
  matches(filter: CatalogueFilter): Bitset {
    const found = this.stored.clone();
    if (filter.featured === true) found.intersect(this.featured);
    if (filter.featured === false) found.subtract(this.featured);
    if (filter.inStock === true) found.intersect(this.inStock);
    if (filter.categories !== undefined) found.intersect(this.anyOf(filter.categories.map((slug) => this.categories.get(slug))));
    for (const [facet, values] of Object.entries(filter.facets ?? {}) as [ProductFacet, readonly string[] | undefined][]) {
      if (!values?.length) continue;
      const sets = this.facetValues.get(facet) ?? [];
      found.intersect(this.anyOf(values.map((value) => sets.find((set) => set.value === value)?.products)));
    }
    for (const word of filter.words ?? []) found.intersect(this.containing(word));
    const { priceMin, priceMax } = filter;
    if (priceMin === undefined && priceMax === undefined) return found;
    // Prices are checked last, on the products the sets left.
    found.forEach((position) => {
      if ((priceMax !== undefined && !(this.lowPrices[position]! <= priceMax)) || (priceMin !== undefined && !(this.highPrices[position]! >= priceMin))) {
        found.delete(position);
      }
    });
    return found;
  }

  /**
   * The products whose search text contains `part` (which holds no whitespace): the
   * ones with a word that contains it, so only the distinct words are searched.
   */
  private containing(part: string): Bitset {
    const found = new Bitset(this.size);
    for (const [word, positions] of this.searchWords) {
      if (!word.includes(part)) continue;
      if (positions instanceof Bitset) found.unite(positions);
      else for (const position of positions) found.add(position);
    }
    return found;
  }

  /** The positions in a list order, sorted on first use. */
  private order(order: IndexOrder): Int32Array {
    const kept = this.orders.get(order);
    if (kept) return kept;
    const sorted = Int32Array.from(this.ids.keys()).sort(this.comparator(order));
    this.orders.set(order, sorted);
    return sorted;
  }

  /**
   * The list's orders (the SQL it replaced sorted the same way): a price, then the
   * name order; names from Z to A, equal names in the name order; newest first, then
   * by id. A product without a price or a date comes last.
   */
  private comparator(order: IndexOrder): (a: number, b: number) => number {
    const kept = this.comparators.get(order);
    if (kept) return kept;
    const made = this.makeComparator(order);
    this.comparators.set(order, made);
    return made;
  }

  private makeComparator(order: IndexOrder): (a: number, b: number) => number {
    const { lowPrices, createdAt, ids, sortNames } = this;
    const lastIfMissing = (x: number, y: number) => Number(Number.isNaN(x)) - Number(Number.isNaN(y));
    switch (order) {
      case 'name-asc':
        return (a, b) => a - b;
      case 'price-asc':
        return (a, b) => lastIfMissing(lowPrices[a]!, lowPrices[b]!) || lowPrices[a]! - lowPrices[b]! || a - b;
      case 'price-desc':
        return (a, b) => lastIfMissing(lowPrices[a]!, lowPrices[b]!) || lowPrices[b]! - lowPrices[a]! || a - b;
      case 'name-desc': {
        // Equal names sit together in the name order: number the runs.
        const run = new Int32Array(this.size);
        for (let p = 1; p < this.size; p += 1) run[p] = run[p - 1]! + (sortNames[p] === sortNames[p - 1] ? 0 : 1);
        return (a, b) => run[b]! - run[a]! || a - b;
      }
      case 'newest':
        return (a, b) => lastIfMissing(createdAt[a]!, createdAt[b]!) || createdAt[b]! - createdAt[a]! || (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
    }
  }

  private anyOf(sets: readonly (Bitset | undefined)[]): Bitset {
    const union = new Bitset(this.size);
    for (const set of sets) if (set) union.unite(set);
    return union;
  }

  /**
   * A page of the matches in the order, and their number counted up to `totalMax`.
   * With a `title`, the products whose name is exactly it come first (up to
   * `totalMax` of them), then the others, each group in the order.
   */
  page(found: Bitset, order: IndexOrder, options: { offset: number; limit: number; title?: string; totalMax: number }): { ids: string[]; total: number } {
    const { offset, limit, title, totalMax } = options;
    const positions = this.order(order);
    const exact = title === undefined ? [] : this.named(title).filter((position) => found.has(position)).sort(this.comparator(order)).slice(0, totalMax);
    const isExact = new Set(exact);
    const onPage = exact.slice(offset, offset + limit);
    let skip = Math.max(0, offset - exact.length);
    for (let i = 0; i < positions.length && onPage.length < limit; i += 1) {
      const position = positions[i]!;
      if (!found.has(position) || isExact.has(position)) continue;
      if (skip > 0) skip -= 1;
      else onPage.push(position);
    }
    return { ids: onPage.map((position) => this.ids[position]!), total: found.count(totalMax) };
  }

  /** The positions of the products named exactly `name` (equal names sit together in the name order). */
  private named(name: string): number[] {
    if (!this.firstNamed) {
      this.firstNamed = new Map();
      for (let p = this.size - 1; p >= 0; p -= 1) this.firstNamed.set(this.sortNames[p]!, p);
    }
    const named: number[] = [];
    for (let p = this.firstNamed.get(name) ?? this.size; p < this.size && this.sortNames[p] === name; p += 1) named.push(p);
    return named;
  }

  /** The facet's values among the products found, each counted up to `max`; values no product found has are left out. */
  valueCounts(facet: ProductFacet, found: Bitset, max: number): FacetCount[] {
    const counts: FacetCount[] = [];
    for (const set of this.facetValues.get(facet) ?? []) {
      const count = set.products.countShared(found, max);
      if (count > 0) counts.push({ value: set.value, label: set.label, count });
      if (counts.length === VALUES_PER_FACET_MAX) break;
    }
    return counts;
  }

  /** How many of the products found are in stock, counted up to `max`. */
  inStockCount(found: Bitset, max: number): number {
    return found.countShared(this.inStock, max);
  }
}

/** The distinct words of a search text (it is lower-cased and split on whitespace when stored). */
function wordsOf(searchText: string): Set<string> {
  const words = new Set(searchText.split(/\s+/));
  words.delete('');
  return words;
}
