import { describe, expect, it } from 'vitest';
import { cleanSearchText, nextListSearch, parseProductListSearch, SEARCH_MAX_LENGTH } from './product-list-search';

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
