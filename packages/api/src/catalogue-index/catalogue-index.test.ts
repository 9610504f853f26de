// The in-memory answers of the list and the filter column: filters, orders with the
// exact title first, capped totals and counts, on a catalogue small enough to read.
import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset';
import { CatalogueIndex, type IndexedFacetValues, type IndexedProduct } from './catalogue-index';

/** Products in the name order, as the database sorts them. */
function product(id: string, fields: Partial<IndexedProduct>): IndexedProduct {
  return { id, sortName: id, searchText: id, category: null, featured: false, inStock: true, published: true, lowPrice: null, highPrice: null, createdAt: null, ...fields };
}

const catalogue = [
  product('body wave', { searchText: 'body wave natural black', category: 'bundles', lowPrice: 30, highPrice: 90, createdAt: 3000 }),
  product('curly closure', { searchText: 'curly  closure', category: 'closures', inStock: false, lowPrice: 50, highPrice: 60, featured: true, createdAt: 2000 }),
  product('deep wave', { searchText: 'deep wave 1b', category: 'bundles', lowPrice: 20, highPrice: 40, createdAt: 1000 }),
  product('straight', { searchText: 'straight wave-free', category: 'bundles', createdAt: 1000, id: 'a-straight' }),
];
const facet = (name: IndexedFacetValues['facet'], value: string, label: string, productIds: string[]): IndexedFacetValues => ({ facet: name, value, label, productIds });
const facetValues = [
  facet('texture', 'deep-wave', 'Deep Wave', ['deep wave']),
  facet('texture', 'body-wave', 'Body Wave', ['body wave']),
  facet('texture', 'curly', 'Curly', ['curly closure']),
  facet('length', '22', '22 inch', ['body wave', 'deep wave']),
  facet('length', '8', '8 inch', ['body wave']),
  facet('colour', 'natural-black', 'Natural Black', ['body wave']),
  facet('colour', '1b', '1B', ['deep wave', 'gone']),
];
const index = new CatalogueIndex(catalogue, facetValues);
const names = (filter: Parameters<CatalogueIndex['matches']>[0], order: Parameters<CatalogueIndex['page']>[1] = 'name-asc', title?: string) =>
  index.page(index.matches(filter), order, { offset: 0, limit: 10, title, totalMax: 1001 });

describe('CatalogueIndex', () => {
  it('matches any value within a facet and every facet, category, stock, featured and words', () => {
    expect(names({}).ids).toEqual(['body wave', 'curly closure', 'deep wave', 'a-straight']);
    expect(names({ facets: { texture: ['body-wave', 'deep-wave'], length: ['22'] } }).ids).toEqual(['body wave', 'deep wave']);
    expect(names({ facets: { texture: ['body-wave'], colour: ['1b'] } }).ids).toEqual([]);
    expect(names({ facets: { texture: ['no-such-value'] } }).ids).toEqual([]);
    expect(names({ categories: ['closures', 'bundles'], inStock: true }).ids).toEqual(['body wave', 'deep wave', 'a-straight']);
    expect(names({ categories: [] }).ids).toEqual([]);
    expect(names({ featured: true }).ids).toEqual(['curly closure']);
    expect(names({ featured: false }).ids).toEqual(['body wave', 'deep wave', 'a-straight']);
    expect(names({ words: ['wave', 'b'] }).ids).toEqual(['body wave', 'deep wave']);
  });

  it('tells the published products from the drafts', () => {
    const withDraft = new CatalogueIndex(catalogue.map((p) => (p.id === 'deep wave' ? { ...p, published: false } : p)), facetValues);
    const ids = (filter: Parameters<CatalogueIndex['matches']>[0]) => withDraft.page(withDraft.matches(filter), 'name-asc', { offset: 0, limit: 10, totalMax: 1001 }).ids;
    expect(ids({ published: true })).toEqual(['body wave', 'curly closure', 'a-straight']);
    expect(ids({ published: false })).toEqual(['deep wave']);
    expect(ids({})).toEqual(['body wave', 'curly closure', 'deep wave', 'a-straight']);
    expect(withDraft.valueCounts('length', withDraft.matches({ published: true }), 1001)).toEqual([
      { value: '8', label: '8 inch', count: 1 },
      { value: '22', label: '22 inch', count: 1 },
    ]);
  });

  it('meets a price range with the lowest price at most price_max and the highest at least price_min; no price never matches', () => {
    expect(names({ priceMax: 25 }).ids).toEqual(['deep wave']);
    expect(names({ priceMin: 55 }).ids).toEqual(['body wave', 'curly closure']);
    expect(names({ priceMin: 35, priceMax: 45 }).ids).toEqual(['body wave', 'deep wave']);
  });

  it('walks each order the database ranked, with the products named exactly the search first', () => {
    expect(names({}, 'price-asc').ids).toEqual(['deep wave', 'body wave', 'curly closure', 'a-straight']);
    expect(names({}, 'price-desc').ids).toEqual(['curly closure', 'body wave', 'deep wave', 'a-straight']);
    expect(names({}, 'name-desc').ids).toEqual(['a-straight', 'deep wave', 'curly closure', 'body wave']);
    // The same date: by id.
    expect(names({}, 'newest').ids).toEqual(['body wave', 'curly closure', 'a-straight', 'deep wave']);
    expect(names({ words: ['wave'] }, 'price-asc', 'body wave').ids).toEqual(['body wave', 'deep wave', 'a-straight']);
  });

  it('pages across the exact matches and the others, and caps the total', () => {
    const found = index.matches({ words: ['wave'] });
    const page = (offset: number, limit: number) => index.page(found, 'price-asc', { offset, limit, title: 'body wave', totalMax: 2 });
    expect(page(0, 1)).toEqual({ ids: ['body wave'], total: 2 });
    expect(page(1, 1).ids).toEqual(['deep wave']);
    expect(page(1, 5).ids).toEqual(['deep wave', 'a-straight']);
    expect(page(3, 5).ids).toEqual([]);
  });

  it('counts each value among the products found, in display order, leaving out values none has, capped', () => {
    const all = index.matches({});
    expect(index.valueCounts('length', all, 1001)).toEqual([
      { value: '8', label: '8 inch', count: 1 },
      { value: '22', label: '22 inch', count: 2 },
    ]);
    expect(index.valueCounts('length', all, 1)).toEqual([
      { value: '8', label: '8 inch', count: 1 },
      { value: '22', label: '22 inch', count: 1 },
    ]);
    expect(index.valueCounts('colour', index.matches({ words: ['deep'] }), 1001)).toEqual([{ value: '1b', label: '1B', count: 1 }]);
    expect(index.inStockCount(index.matches({ words: ['closure'] }), 1001)).toBe(0);
    expect(index.inStockCount(all, 1001)).toBe(3);
  });
});

describe('the search words of a larger catalogue', () => {
  it('finds a part of a rare word and of a common one', () => {
    const many = Array.from({ length: 100 }, (_, i) => product(`p${String(i).padStart(3, '0')}`, { searchText: i === 42 ? 'common rarest' : `common word${i % 10}` }));
    const large = new CatalogueIndex(many, []);
    const found = (words: string[]) => large.page(large.matches({ words }), 'name-asc', { offset: 0, limit: 200, totalMax: 1001 });
    expect(found(['rare']).ids).toEqual(['p042']);
    expect(found(['comm', 'word3']).ids).toEqual(['p003', 'p013', 'p023', 'p033', 'p043', 'p053', 'p063', 'p073', 'p083', 'p093']);
    expect(found(['mon']).total).toBe(100);
  });
});

describe('a patched index', () => {
  /** Everything a list or the filter column can ask, to compare two indexes. */
  const answers = (target: CatalogueIndex) => {
    const filters = [{}, { words: ['wave'] }, { words: ['silky', 'b'] }, { inStock: true }, { published: true }, { published: false }, { featured: true }, { categories: ['bundles'] }, { categories: ['wigs'] }, { priceMin: 45 }, { priceMax: 35 }];
    const orders = ['name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest'] as const;
    return filters.map((filter) => {
      const found = target.matches(filter);
      return {
        pages: orders.map((order) => target.page(found, order, { offset: 0, limit: 50, title: 'deep wave', totalMax: 1001 })),
        counts: (['texture', 'length', 'colour'] as const).map((facet) => target.valueCounts(facet, found, 1001)),
        inStock: target.inStockCount(found, 1001),
      };
    });
  };

  /** The products in the name order, as the database sorts them (here by code point). */
  const inNameOrder = (products: IndexedProduct[]) => [...products].sort((a, b) => (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  /** The changes as the database tells them: the stored ones among `ids` in the name order, each after the product before it. */
  function changesOf(now: IndexedProduct[], nowFacets: IndexedFacetValues[], ids: string[]) {
    const ordered = inNameOrder(now);
    return {
      ids,
      products: ordered.flatMap((p, i) => (ids.includes(p.id) ? [{ ...p, after: ordered[i - 1]?.id ?? null }] : [])),
      facetValues: nowFacets.map((row) => ({ ...row, productIds: row.productIds.filter((id) => ids.includes(id)) })).filter((row) => row.productIds.length > 0),
    };
  }

  const changedDeepWave = { ...catalogue[2]!, searchText: 'deep wave silky 1b', category: 'wigs', inStock: false, featured: true, published: false, lowPrice: 70, highPrice: 80, createdAt: 5000 };
  const nowFacets = [
    facet('texture', 'body-wave', 'Body Wave', ['body wave']),
    facet('texture', 'silky', 'Silky', ['deep wave', 'new straight']),
    facet('length', '22', '22 inch', ['body wave', 'deep wave']),
    facet('length', '8', '8 inch', ['body wave']),
    facet('colour', 'natural-black', 'Natural Black', ['body wave', 'new straight']),
  ];

  it('answers as an index read anew after products change in place or are deleted', () => {
    const patched = new CatalogueIndex(catalogue, facetValues);
    answers(patched); // Sorts its orders, which the patch must then sort again.
    const now = [catalogue[0]!, changedDeepWave, catalogue[3]!];
    expect(patched.patch(changesOf(now, nowFacets, ['deep wave', 'curly closure', 'not stored']))).toBe(true);
    expect(answers(patched)).toEqual(answers(new CatalogueIndex(now, nowFacets)));
    expect(patched.size).toBe(3);
  });

  it('places a new product and a renamed one where the database puts them in the name order', () => {
    const patched = new CatalogueIndex(catalogue, facetValues);
    answers(patched);
    const added = product('new straight', { searchText: 'new straight silky', category: 'bundles', lowPrice: 35, highPrice: 45, createdAt: 4000 });
    const renamed = { ...catalogue[0]!, sortName: 'zz body wave', searchText: 'zz body wave natural black' };
    const now = inNameOrder([renamed, catalogue[1]!, changedDeepWave, catalogue[3]!, added]);
    // The curly closure did not change: it keeps its texture.
    const withCurly = [...nowFacets, facet('texture', 'curly', 'Curly', ['curly closure'])];
    expect(patched.patch(changesOf(now, withCurly, ['new straight', 'body wave', 'deep wave']))).toBe(true);
    expect(answers(patched)).toEqual(answers(new CatalogueIndex(now, withCurly)));
    expect(patched.page(patched.matches({}), 'name-asc', { offset: 0, limit: 10, totalMax: 1001 }).ids).toEqual(['curly closure', 'deep wave', 'new straight', 'a-straight', 'body wave']);
  });

  it('stays equal to an index read anew over many random changes, growing past its room', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const words = ['body', 'wave', 'deep', 'silky', 'straight', '1b', 'blonde', 'kinky'];
    const makeProduct = (id: string): IndexedProduct =>
      product(id, {
        sortName: `${words[random(words.length)]} ${random(5)}`,
        searchText: `${words[random(words.length)]} ${words[random(words.length)]} ${id}`,
        category: ['bundles', 'wigs', null][random(3)]!,
        featured: random(4) === 0,
        inStock: random(3) !== 0,
        lowPrice: random(5) === 0 ? null : 20 + random(60),
        highPrice: 90,
        createdAt: random(4) === 0 ? null : 1000 * random(10),
      });
    const facetsOf = (products: IndexedProduct[]) =>
      ['straight', 'wavy', 'curly'].map((value, v) => facet('texture', value, value.toUpperCase(), products.filter((p) => p.searchText.length % 3 === v).map((p) => p.id)));
    let now = inNameOrder(Array.from({ length: 60 }, (_, i) => makeProduct(`p${i}`)));
    const patched = new CatalogueIndex(now, facetsOf(now));
    let next = 60;
    for (let round = 0; round < 140; round += 1) {
      const changed: string[] = [];
      for (let k = 0; k < 1 + random(12); k += 1) {
        const which = random(4);
        if (which < 2 || now.length === 0) {
          const id = `p${next++}`;
          now.push(makeProduct(id));
          changed.push(id);
        } else {
          const at = random(now.length);
          const id = now[at]!.id;
          if (which === 2) now.splice(at, 1);
          else now[at] = { ...makeProduct(id), createdAt: now[at]!.createdAt };
          changed.push(id);
        }
      }
      now = inNameOrder(now);
      expect(patched.patch(changesOf(now, facetsOf(now), changed))).toBe(true);
      const title = now[random(now.length)]?.sortName;
      const compare = (target: CatalogueIndex) => [answers(target), target.page(target.matches({ words: ['wave'] }), 'price-asc', { offset: 2, limit: 5, title, totalMax: 1001 })];
      expect(compare(patched), `round ${round}`).toEqual(compare(new CatalogueIndex(now, facetsOf(now))));
    }
    expect(next).toBeGreaterThan(60 + 256);
  });

  it('refuses, changing nothing, a product placed after one it does not know', () => {
    const patched = new CatalogueIndex(catalogue, facetValues);
    const before = answers(patched);
    expect(patched.patch({ ids: ['new one'], products: [{ ...product('new one', {}), after: 'unknown' }], facetValues: [] })).toBe(false);
    expect(answers(patched)).toEqual(before);
  });
});

describe('Bitset', () => {
  it('holds positions across word boundaries and counts them', () => {
    const set = Bitset.full(70);
    expect(set.count()).toBe(70);
    expect(set.has(69)).toBe(true);
    expect(set.words[2]).toBe(0b111111);
    set.delete(31);
    set.delete(32);
    const seen: number[] = [];
    set.forEach((position) => {
      if (position > 28 && position < 35) seen.push(position);
    });
    expect(seen).toEqual([29, 30, 33, 34]);
    const other = new Bitset(70);
    other.add(33);
    other.add(31);
    other.add(69);
    expect(set.countShared(other)).toBe(2);
    expect(set.clone().intersect(other).count()).toBe(2);
    expect(new Bitset(70).unite(other).count(2)).toBe(2);
  });
});
