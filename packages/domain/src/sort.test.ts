import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_SORT,
  parseProductSort,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  sortPrice,
  sortProducts,
} from './sort';

describe('sort options', () => {
  it('lists the four orders with the default first', () => {
    expect(PRODUCT_SORTS).toEqual(['price-asc', 'price-desc', 'name-asc', 'name-desc']);
    expect(DEFAULT_PRODUCT_SORT).toBe('price-asc');
    expect(PRODUCT_SORT_LABELS).toEqual({
      'price-asc': 'Price: Low to High',
      'price-desc': 'Price: High to Low',
      'name-asc': 'Name: A to Z',
      'name-desc': 'Name: Z to A',
    });
  });
});

describe('parseProductSort', () => {
  it('accepts the canonical values and common spellings', () => {
    for (const s of PRODUCT_SORTS) expect(parseProductSort(s)).toBe(s);
    expect(parseProductSort('price_asc')).toBe('price-asc');
    expect(parseProductSort('priceAsc')).toBe('price-asc');
    expect(parseProductSort('price-low-high')).toBe('price-asc');
    expect(parseProductSort('PRICE_DESC')).toBe('price-desc');
    expect(parseProductSort('priceDesc')).toBe('price-desc');
    expect(parseProductSort('price-high-to-low')).toBe('price-desc');
    expect(parseProductSort('-price')).toBe('price-desc');
    expect(parseProductSort('nameAsc')).toBe('name-asc');
    expect(parseProductSort('a-z')).toBe('name-asc');
    expect(parseProductSort('A to Z')).toBe('name-asc');
    expect(parseProductSort('name_desc')).toBe('name-desc');
    expect(parseProductSort('z-a')).toBe('name-desc');
    expect(parseProductSort(' Name: Z to A ')).toBe('name-desc');
    expect(parseProductSort('Price: High to Low')).toBe('price-desc');
  });

  it('falls back to the default', () => {
    for (const v of ['', 'newest', 'price-sideways', null, undefined, 1, {}, ['name-asc'], Number.NaN]) {
      expect(parseProductSort(v)).toBe('price-asc');
    }
  });
});

type P = { name: string; price_from?: number | string | null; tag?: string };

describe('sortProducts', () => {
  const items: P[] = [
    { name: 'banana', price_from: 30, tag: 'b' },
    { name: 'Apple', price_from: null, tag: 'a' },
    { name: 'cherry', price_from: '$10', tag: 'c' },
    { name: 'apple', price_from: 30, tag: 'a2' },
    { name: 'Đào', price_from: 'Contact us', tag: 'd' },
    { name: 'date', price_from: 20, tag: 'e' },
  ];

  it('sorts by price low to high, unpriced last, stable on ties', () => {
    expect(sortProducts(items, 'price-asc').map((p) => p.tag)).toEqual(['c', 'e', 'b', 'a2', 'a', 'd']);
  });

  it('sorts by price high to low, unpriced still last', () => {
    expect(sortProducts(items, 'price-desc').map((p) => p.tag)).toEqual(['b', 'a2', 'e', 'c', 'a', 'd']);
  });

  it('sorts names case-insensitively and stably, Đ with D', () => {
    // 'Đào' collates as 'dao', before 'date'.
    expect(sortProducts(items, 'name-asc').map((p) => p.tag)).toEqual(['a', 'a2', 'b', 'c', 'd', 'e']);
    expect(sortProducts(items, 'name-desc').map((p) => p.tag)).toEqual(['e', 'd', 'c', 'b', 'a', 'a2']);
  });

  it('orders numbers inside names naturally', () => {
    const list = [{ name: 'Weave 18 inch' }, { name: 'Weave 8 inch' }, { name: 'Weave 12 inch' }];
    expect(sortProducts(list, 'name-asc').map((p) => p.name)).toEqual([
      'Weave 8 inch',
      'Weave 12 inch',
      'Weave 18 inch',
    ]);
  });

  it('does not change the input and tolerates odd input', () => {
    const copy = items.slice();
    sortProducts(items, 'name-desc');
    expect(items).toEqual(copy);
    expect(sortProducts([], 'price-asc')).toEqual([]);
    expect(sortProducts(null as unknown as P[], 'price-asc')).toEqual([]);
    expect(sortProducts(items, 'bogus').map((p) => p.tag)).toEqual(sortProducts(items, 'price-asc').map((p) => p.tag));
    expect(sortProducts(items).map((p) => p.tag)).toEqual(['c', 'e', 'b', 'a2', 'a', 'd']);
  });

  it('reads every price spelling', () => {
    expect(sortPrice({ priceFrom: 5 })).toBe(5);
    expect(sortPrice({ priceFromText: 'from $7' })).toBe(7);
    expect(sortPrice({ price: '9' })).toBe(9);
    expect(sortPrice({ price_to: 11 })).toBe(11);
    expect(sortPrice({ priceFrom: -1, priceTo: Number.NaN })).toBeNull();
    const mixed = [{ name: 'x', priceTo: 3 }, { name: 'y', priceFrom: 2 }, { name: 'z' }];
    expect(sortProducts(mixed, 'price-asc').map((p) => p.name)).toEqual(['y', 'x', 'z']);
  });

  it('keeps Infinity-free order with huge prices', () => {
    const list = [{ name: 'a', price_from: 1e300 }, { name: 'b', price_from: Number.MAX_VALUE }, { name: 'c', price_from: 0 }];
    expect(sortProducts(list, 'price-desc').map((p) => p.name)).toEqual(['b', 'a', 'c']);
  });
});
