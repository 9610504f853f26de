import { describe, expect, it } from 'vitest';
import { cleanSearchText, facetSearchChange, hasListFilters, nextListSearch, parseProductListSearch, SEARCH_MAX_LENGTH } from './product-list-search';

describe('parseProductListSearch', () => {
  it('leaves the defaults out of the URL', () => {
    expect(parseProductListSearch({})).toEqual({});
    expect(parseProductListSearch({ q: '  ', sort: 'price-asc', page: 1 })).toEqual({});
  });

  it('keeps a search text, a known sort and a page past the first', () => {
    expect(parseProductListSearch({ q: ' Deep wave ', sort: 'name-desc', page: 3 })).toEqual({ q: 'Deep wave', sort: 'name-desc', page: 3 });
    expect(parseProductListSearch({ sort: 'Price: High to Low', page: '2' })).toEqual({ sort: 'price-desc', page: 2 });
  });

  it('turns junk into the defaults instead of failing', () => {
    expect(parseProductListSearch({ q: { $ne: 1 }, sort: 'cheapest', page: 'two' })).toEqual({});
    expect(parseProductListSearch({ page: -4 })).toEqual({});
    expect(parseProductListSearch({ page: 2.7 })).toEqual({ page: 2 });
  });

  it('reads a numeric search text (the router parses q=613 as a number)', () => {
    expect(parseProductListSearch({ q: 613 })).toEqual({ q: '613' });
  });
});

describe('cleanSearchText', () => {
  it('cuts the text to what the server accepts', () => {
    expect(cleanSearchText('x'.repeat(SEARCH_MAX_LENGTH + 50))).toHaveLength(SEARCH_MAX_LENGTH);
    expect(cleanSearchText(`${'x'.repeat(SEARCH_MAX_LENGTH - 1)} y`)).toHaveLength(SEARCH_MAX_LENGTH - 1);
  });
});

describe('nextListSearch', () => {
  const current = { q: 'wave', sort: 'name-asc' as const, page: 3 };

  it('goes back to page 1 when the search text, the sort or the category changes', () => {
    expect(nextListSearch(current, { q: 'straight' })).toEqual({ q: 'straight', sort: 'name-asc' });
    expect(nextListSearch(current, { sort: 'price-desc' })).toEqual({ q: 'wave', sort: 'price-desc' });
    expect(nextListSearch(current, { q: '' })).toEqual({ sort: 'name-asc' });
    expect(nextListSearch(current, {})).toEqual({ q: 'wave', sort: 'name-asc' });
  });

  it('keeps the filters when only the page changes', () => {
    expect(nextListSearch(current, { page: 2 })).toEqual({ q: 'wave', sort: 'name-asc', page: 2 });
    expect(nextListSearch(current, { page: 1 })).toEqual({ q: 'wave', sort: 'name-asc' });
  });
});

describe('the list filters in the URL', () => {
  it('keeps the facets, stock and price bounds, minimal and readable', () => {
    expect(parseProductListSearch({ texture: 'Body Wave,curly', length: 22, colour: ['natural-black'], in_stock: '1', price_min: '20', price_max: 80, page: 2 })).toEqual({
      texture: 'body-wave,curly',
      length: 22,
      colour: 'natural-black',
      in_stock: 1,
      price_min: 20,
      price_max: 80,
      page: 2,
    });
    expect(parseProductListSearch({ in_stock: '0', price_min: 'abc', price_max: -3, length: '2000' })).toEqual({});
    expect(parseProductListSearch({ price_min: 90, price_max: 10 })).toEqual({ price_min: 10, price_max: 90 });
  });

  it('starts again at page 1 when a filter changes', () => {
    const current = parseProductListSearch({ q: 'wave', texture: 'curly', page: 3 });
    expect(nextListSearch(current, facetSearchChange('length', ['16', '22']))).toEqual({ q: 'wave', texture: 'curly', length: '16,22' });
    expect(nextListSearch(current, facetSearchChange('texture', []))).toEqual({ q: 'wave' });
    expect(hasListFilters(current)).toBe(true);
    expect(hasListFilters({ q: 'wave' })).toBe(false);
  });
});
