// The catalogue's list filters, orders and facet counts answered in memory
// (docs/decisions/021): each product has a position, each facet value, category, the
// featured flag and stock a bitset of positions, each word of the search texts the
// positions that hold it, and each list order an array of positions (the name order as
// the database's collation sorts it). A filter is a few bitset operations, a page a
// walk along an order, a count a population count: the work no longer depends on how
// PostgreSQL intersects the filters. Only the page's own rows are then read from the
// database. A patch applies the products a write changed. Nothing here reads the
// database (store.ts does).
import { PRODUCT_FACETS, type FacetCount, type FacetValue, type ProductFacet, type ProductListOrder, type SearchVocabulary } from '@hair/domain';
import { Bitset } from './bitset';

/** A product as the index holds it; the rows come in the name order (sort_name, id). */
export interface IndexedProduct {
  id: string;
  sortName: string;
  searchText: string;
  category: string | null;
  featured: boolean;
  inStock: boolean;
  /** False: a draft, which only the admin's list shows. */
  published: boolean;
  /** The price the list sorts by and price_max compares with (the lowest). */
  lowPrice: number | null;
  /** The price price_min compares with (the highest). */
  highPrice: number | null;
  /** Milliseconds since 1970. */
  createdAt: number | null;
}

/** A changed product, with the id of the product just before it in the name order (null: it comes first). */
export interface ChangedProduct extends IndexedProduct {
  after: string | null;
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
 * changes named, in the name order (the others are gone), and all their facet values.
 */
export interface CatalogueChanges {
  ids: readonly string[];
  products: readonly ChangedProduct[];
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
  /** One of these must occur in the product's search text (a lace: '13x4', 'hd'). */
  anyWords?: readonly string[];
  /**
   * Filters read from a search: for each facet, a product has one of its values, or has
   * no value of that facet and its text holds every word of one of their names (a 'Body
   * Wave Bundle' without a texture in its facts); facets all apply.
   */
  readValues?: readonly { facet: ProductFacet; value: string; words: readonly string[] }[];
  facets?: Partial<Record<ProductFacet, readonly string[]>>;
  inStock?: boolean;
  /** True: the published products only; false: the drafts only. */
  published?: boolean;
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
/** Room for new products before every set is made larger. */
const SPARE_POSITIONS = 256;

export class CatalogueIndex {
  /** Positions given out: the stored products and the places deleted ones left. */
  private used: number;
  /** Positions every set and array has room for. */
  private capacity: number;
  private readonly ids: string[];
  private readonly sortNames: string[];
  /** Kept so that a patch knows which words a changed product had. */
  private readonly searchTexts: string[];
  private lowPrices: Float64Array;
  private highPrices: Float64Array;
  private createdAt: Float64Array;
  private stored: Bitset;
  private featured: Bitset;
  private inStock: Bitset;
  private drafts: Bitset;
  private readonly categories = new Map<string, Bitset>();
  /** Each whitespace-separated word of the search texts, with the positions whose text has it (a bitset for a common word). */
  private readonly searchWords = new Map<string, Int32Array | Bitset>();
  /** Each facet's values in the order the filter column shows them. */
  private readonly facetValues = new Map<ProductFacet, FacetValueSet[]>();
  /** The stored products in the name order, and each position's place in it. */
  private byName: Int32Array;
  private nameRank: Int32Array;
  private readonly orders = new Map<IndexOrder, Int32Array>();
  private readonly comparators = new Map<IndexOrder, (a: number, b: number) => number>();
  /** Each name's first place in the name order, made on the first search. */
  private firstNamed: Map<string, number> | undefined;
  /** Each id's position, made on the first patch. */
  private positionOf: Map<string, number> | undefined;
  /** What a search is read against, made on the first search after a change. */
  private vocabulary: SearchVocabulary | undefined;

  constructor(products: readonly IndexedProduct[], facetValues: readonly IndexedFacetValues[]) {
    const n = products.length;
    this.used = n;
    this.capacity = n + SPARE_POSITIONS;
    this.ids = products.map((p) => p.id);
    this.sortNames = products.map((p) => p.sortName);
    this.searchTexts = products.map((p) => p.searchText);
    this.lowPrices = new Float64Array(this.capacity).fill(Number.NaN);
    this.highPrices = new Float64Array(this.capacity).fill(Number.NaN);
    this.createdAt = new Float64Array(this.capacity).fill(Number.NaN);
    this.stored = new Bitset(this.capacity);
    this.featured = new Bitset(this.capacity);
    this.inStock = new Bitset(this.capacity);
    this.drafts = new Bitset(this.capacity);
    const wordPositions = new Map<string, number[]>();
    products.forEach((p, position) => {
      this.setFields(position, p);
      for (const word of wordsOf(p.searchText)) (wordPositions.get(word) ?? wordPositions.set(word, []).get(word)!).push(position);
    });
    for (const [word, positions] of wordPositions) {
      this.searchWords.set(word, positions.length * 32 > n ? this.bitsetOf(positions) : Int32Array.from(positions));
    }
    this.byName = Int32Array.from(this.ids.keys());
    this.nameRank = new Int32Array(this.capacity);
    this.nameRank.set(this.byName);
    // The build's map of positions is not kept: a patch makes its own when first needed.
    for (const facet of PRODUCT_FACETS) this.facetValues.set(facet, []);
    this.addFacetValues(facetValues, new Map(this.ids.map((id, position) => [id, position])));
  }

  /** The number of products stored. */
  get size(): number {
    return this.stored.count();
  }

  private bitsetOf(positions: ArrayLike<number> & Iterable<number>): Bitset {
    const set = new Bitset(this.capacity);
    for (const position of positions) set.add(position);
    return set;
  }

  private setOf(sets: Map<string, Bitset>, key: string): Bitset {
    return sets.get(key) ?? sets.set(key, new Bitset(this.capacity)).get(key)!;
  }

  /** Puts a product's own fields (not its words nor facet values) at its position. */
  private setFields(position: number, product: IndexedProduct): void {
    this.stored.add(position);
    if (product.featured) this.featured.add(position);
    if (product.inStock) this.inStock.add(position);
    if (!product.published) this.drafts.add(position);
    if (product.category !== null) this.setOf(this.categories, product.category).add(position);
    this.searchTexts[position] = product.searchText;
    this.lowPrices[position] = product.lowPrice ?? Number.NaN;
    this.highPrices[position] = product.highPrice ?? Number.NaN;
    this.createdAt[position] = product.createdAt ?? Number.NaN;
  }

  /** Adds the rows' products to their values (a value not held yet is added in its place in the column). */
  private addFacetValues(rows: readonly IndexedFacetValues[], positionOf: ReadonlyMap<string, number>): void {
    const grown = new Set<ProductFacet>();
    for (const row of rows) {
      const values = this.facetValues.get(row.facet);
      if (!values) continue;
      let set = values.find((held) => held.value === row.value);
      if (!set) {
        set = { value: row.value, label: row.label, products: new Bitset(this.capacity) };
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
   * nothing when they do not fit the index (a product placed after one it does not
   * know, two placed after the same one).
   */
  patch(changes: CatalogueChanges): boolean {
    const positionOf = (this.positionOf ??= new Map(this.ids.map((id, position) => [id, position])));
    const storedAt = (id: string) => {
      const position = positionOf.get(id);
      return position !== undefined && this.stored.has(position) ? position : undefined;
    };
    const changedIds = new Set([...changes.ids, ...changes.products.map((product) => product.id)]);
    const afters = changes.products.map((product) => product.after);
    const placeable = new Set(afters).size === afters.length && afters.every((after) => after === null || changedIds.has(after) || storedAt(after) !== undefined);
    if (!placeable) return false;
    this.vocabulary = undefined;

    // Out with the old values: a deleted product stays out.
    const before = new Map<number, string>();
    for (const id of changedIds) {
      const position = storedAt(id);
      if (position === undefined) continue;
      before.set(position, this.sortNames[position]!);
      this.remove(position);
    }
    this.makeRoom(this.used + changes.products.length);

    // In with the stored ones, a new product at a new position.
    let placesMoved = false;
    const changedAt = new Map<string, number>();
    for (const product of changes.products) {
      let position = positionOf.get(product.id);
      if (position === undefined) {
        position = this.used;
        this.used += 1;
        this.ids[position] = product.id;
        positionOf.set(product.id, position);
      }
      if (before.get(position) !== product.sortName) placesMoved = true;
      this.sortNames[position] = product.sortName;
      this.setFields(position, product);
      for (const word of wordsOf(product.searchText)) this.addWord(word, position);
      changedAt.set(product.id, position);
    }
    this.addFacetValues(changes.facetValues, changedAt);
    // A deleted product leaves the name order too.
    placesMoved ||= [...before.keys()].some((position) => !changedAt.has(this.ids[position]!));

    const changed = new Set([...before.keys(), ...changedAt.values()]);
    if (placesMoved) this.placeByName(changes.products, changedAt, changed);
    // The products that did not change keep their order among themselves in every order (a new
    // name shifts the ranks after it, not their order): the changed ones are merged back in.
    for (const [order, sorted] of this.orders) this.orders.set(order, this.mergedIn(sorted, changed, this.comparator(order)));
    return true;
  }

  /** Makes every set and array hold at least `positions`. */
  private makeRoom(positions: number): void {
    if (positions <= this.capacity) return;
    const capacity = Math.max(positions + SPARE_POSITIONS, Math.ceil(this.capacity * 1.25));
    const grownNumbers = (numbers: Float64Array) => {
      const larger = new Float64Array(capacity).fill(Number.NaN);
      larger.set(numbers);
      return larger;
    };
    this.lowPrices = grownNumbers(this.lowPrices);
    this.highPrices = grownNumbers(this.highPrices);
    this.createdAt = grownNumbers(this.createdAt);
    const rank = new Int32Array(capacity);
    rank.set(this.nameRank);
    this.nameRank = rank;
    this.stored = this.stored.grown(capacity);
    this.featured = this.featured.grown(capacity);
    this.inStock = this.inStock.grown(capacity);
    this.drafts = this.drafts.grown(capacity);
    for (const [key, set] of this.categories) this.categories.set(key, set.grown(capacity));
    for (const values of this.facetValues.values()) for (const value of values) value.products = value.products.grown(capacity);
    for (const [word, positions] of this.searchWords) if (positions instanceof Bitset) this.searchWords.set(word, positions.grown(capacity));
    this.capacity = capacity;
    // The comparators read the arrays just replaced.
    this.comparators.clear();
  }

  /**
   * Takes the changed products out of the name order and puts each stored one back just
   * after the product the database placed it after (`products` come in the name order,
   * so one placed after another changed one finds it already back).
   */
  private placeByName(products: readonly ChangedProduct[], changedAt: ReadonlyMap<string, number>, removed: ReadonlySet<number>): void {
    const following = new Map<number, number>();
    const START = -1;
    for (const product of products) {
      const after = product.after === null ? START : (changedAt.get(product.after) ?? this.positionOf!.get(product.after)!);
      following.set(after, changedAt.get(product.id)!);
    }
    const order: number[] = [];
    const placeAfter = (position: number) => {
      for (let next = following.get(position); next !== undefined; next = following.get(next)) order.push(next);
    };
    placeAfter(START);
    for (const position of this.byName) {
      if (removed.has(position)) continue;
      order.push(position);
      placeAfter(position);
    }
    this.byName = Int32Array.from(order);
    this.byName.forEach((position, rank) => {
      this.nameRank[position] = rank;
    });
    // Names from Z to A number the runs of equal names anew.
    this.comparators.clear();
    this.firstNamed = undefined;
  }

  /** The order without the changed products, then with the stored ones put in their places. */
  private mergedIn(sorted: Int32Array, changed: ReadonlySet<number>, comparator: (a: number, b: number) => number): Int32Array {
    const kept = sorted.filter((position) => !changed.has(position));
    const added = [...changed].filter((position) => this.stored.has(position)).sort(comparator);
    const merged = new Int32Array(kept.length + added.length);
    let i = 0;
    let j = 0;
    for (let k = 0; k < merged.length; k += 1) {
      merged[k] = j >= added.length || (i < kept.length && comparator(kept[i]!, added[j]!) <= 0) ? kept[i++]! : added[j++]!;
    }
    return merged;
  }

  /** Takes a product out of every set, as if it were gone. */
  private remove(position: number): void {
    this.stored.delete(position);
    this.featured.delete(position);
    this.inStock.delete(position);
    this.drafts.delete(position);
    for (const set of this.categories.values()) set.delete(position);
    for (const values of this.facetValues.values()) for (const set of values) set.products.delete(position);
    for (const word of wordsOf(this.searchTexts[position]!)) this.removeWord(word, position);
  }

  private addWord(word: string, position: number): void {
    const positions = this.searchWords.get(word) ?? new Int32Array(0);
    if (positions instanceof Bitset) {
      positions.add(position);
      return;
    }
    const more = new Int32Array(positions.length + 1);
    more.set(positions);
    more[positions.length] = position;
    // A word grown common becomes a bitset, as the build would have made it.
    this.searchWords.set(word, more.length * 32 > this.used ? this.bitsetOf(more) : more);
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

  /**
   * The catalogue's words and values for reading a search: the facet values some
   * product has, whether a part of a word occurs in the texts, and each word with the
   * number of products using it. Made again after a change.
   */
  searchVocabulary(): SearchVocabulary {
    if (this.vocabulary) return this.vocabulary;
    const facetValues: FacetValue[] = [];
    const published = this.matches({ published: true });
    for (const [facet, values] of this.facetValues) {
      // A draft's values are nobody's to read yet.
      for (const set of values) if (set.products.countShared(published, 1) > 0) facetValues.push({ facet, value: set.value, label: set.label });
    }
    const words = [...this.searchWords].map(([word, positions]) => [word, positions instanceof Bitset ? positions.count() : positions.length] as const);
    const parts = new Map<string, boolean>();
    this.vocabulary = {
      facetValues,
      hasText: (part) => {
        let found = parts.get(part);
        if (found === undefined) {
          found = words.some(([word]) => word.includes(part));
          // A buyer's typing repeats itself; a bounded memory of the answers is enough.
          if (parts.size > 10_000) parts.clear();
          parts.set(part, found);
        }
        return found;
      },
      words: () => words,
    };
    return this.vocabulary;
  }

  /** The products the filter matches. */
  matches(filter: CatalogueFilter): Bitset {
    const found = this.stored.clone();
    if (filter.featured === true) found.intersect(this.featured);
    if (filter.featured === false) found.subtract(this.featured);
    if (filter.inStock === true) found.intersect(this.inStock);
    if (filter.published === true) found.subtract(this.drafts);
    if (filter.published === false) found.intersect(this.drafts);
    if (filter.categories !== undefined) found.intersect(this.anyOf(filter.categories.map((slug) => this.categories.get(slug))));
    for (const [facet, values] of Object.entries(filter.facets ?? {}) as [ProductFacet, readonly string[] | undefined][]) {
      if (!values?.length) continue;
      const sets = this.facetValues.get(facet) ?? [];
      found.intersect(this.anyOf(values.map((value) => sets.find((set) => set.value === value)?.products)));
    }
    for (const word of filter.words ?? []) found.intersect(this.containing(word));
    if (filter.anyWords?.length) found.intersect(this.anyOf(filter.anyWords.map((part) => this.containing(part))));
    for (const facet of PRODUCT_FACETS) {
      const read = filter.readValues?.filter((value) => value.facet === facet) ?? [];
      if (read.length === 0) continue;
      const sets = this.facetValues.get(facet) ?? [];
      // The text speaks only for a product whose facts name no value of this facet at all.
      const withoutFacet = this.stored.clone();
      withoutFacet.subtract(this.anyOf(sets.map((set) => set.products)));
      const byText = this.anyOf(read.map(({ words }) => this.containingAll(words)));
      byText.intersect(withoutFacet);
      found.intersect(this.anyOf([...read.map(({ value }) => sets.find((set) => set.value === value)?.products), byText]));
    }
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
    const found = new Bitset(this.capacity);
    for (const [word, positions] of this.searchWords) {
      if (!word.includes(part)) continue;
      if (positions instanceof Bitset) found.unite(positions);
      else for (const position of positions) found.add(position);
    }
    return found;
  }

  /** The products whose search text holds every one of the words (none: no product). */
  private containingAll(words: readonly string[]): Bitset | undefined {
    let found: Bitset | undefined;
    for (const word of words) {
      const holding = this.containing(word);
      if (found) found.intersect(holding);
      else found = holding;
    }
    return found;
  }

  /** The stored products in a list order, sorted on first use. */
  private order(order: IndexOrder): Int32Array {
    if (order === 'name-asc') return this.byName;
    const kept = this.orders.get(order);
    if (kept) return kept;
    const sorted = this.byName.slice().sort(this.comparator(order));
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
    const { lowPrices, createdAt, ids, sortNames, nameRank, byName } = this;
    const lastIfMissing = (x: number, y: number) => Number(Number.isNaN(x)) - Number(Number.isNaN(y));
    const byRank = (a: number, b: number) => nameRank[a]! - nameRank[b]!;
    switch (order) {
      case 'name-asc':
        return byRank;
      case 'price-asc':
        return (a, b) => lastIfMissing(lowPrices[a]!, lowPrices[b]!) || lowPrices[a]! - lowPrices[b]! || byRank(a, b);
      case 'price-desc':
        return (a, b) => lastIfMissing(lowPrices[a]!, lowPrices[b]!) || lowPrices[b]! - lowPrices[a]! || byRank(a, b);
      case 'name-desc': {
        // Equal names sit together in the name order: number the runs.
        const run = new Int32Array(this.capacity);
        for (let k = 1; k < byName.length; k += 1) run[byName[k]!] = run[byName[k - 1]!]! + (sortNames[byName[k]!] === sortNames[byName[k - 1]!] ? 0 : 1);
        return (a, b) => run[b]! - run[a]! || byRank(a, b);
      }
      case 'newest':
        return (a, b) => lastIfMissing(createdAt[a]!, createdAt[b]!) || createdAt[b]! - createdAt[a]! || (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
    }
  }

  private anyOf(sets: readonly (Bitset | undefined)[]): Bitset {
    const union = new Bitset(this.capacity);
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
    const { byName, sortNames } = this;
    if (!this.firstNamed) {
      this.firstNamed = new Map();
      for (let k = byName.length - 1; k >= 0; k -= 1) this.firstNamed.set(sortNames[byName[k]!]!, k);
    }
    const named: number[] = [];
    for (let k = this.firstNamed.get(name) ?? byName.length; k < byName.length && sortNames[byName[k]!] === name; k += 1) named.push(byName[k]!);
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
