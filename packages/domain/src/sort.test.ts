import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_SORT,
  parseProductSort,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  sortPrice,
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

describe('sortPrice', () => {
  it('reads the lower price in any spelling, else the upper one, else null', () => {
    expect(sortPrice({ price_from: '$12.50' })).toBe(12.5);
    expect(sortPrice({ priceFrom: 9, price_to: 30 })).toBe(9);
    expect(sortPrice({ priceFromText: '15' })).toBe(15);
    expect(sortPrice({ price_to: 40 })).toBe(40);
    expect(sortPrice({ name: 'unpriced' })).toBeNull();
  });
});

