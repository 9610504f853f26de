import { describe, expect, it } from 'vitest';
import { nextListSearch, parseProductListSearch } from '@hair/domain';
import { NO_FILTERS, facetOptions, filterCount, filtersFromSearch, searchChangeFromFilters, toggleValue } from './list-filters';

describe('the filter choices and the URL', () => {
  it('reads the choices from the URL and writes them back, starting again at page 1', () => {
    const search = parseProductListSearch({ q: 'wave', texture: 'body-wave,curly', length: 22, in_stock: 1, price_min: 20, page: 3 });
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({ ...NO_FILTERS, texture: ['body-wave', 'curly'], length: ['22'], in_stock: true, price_min: '20' });
    expect(filterCount(filters)).toBe(5);

    const next = toggleValue(toggleValue(filters, 'texture', 'curly'), 'colour', 'natural-black');
    expect(nextListSearch(search, searchChangeFromFilters({ ...next, price_max: '80', price_min: 'abc' }))).toEqual({
      q: 'wave',
      texture: 'body-wave',
      length: 22,
      colour: 'natural-black',
      in_stock: 1,
      price_max: 80,
    });
    expect(nextListSearch(search, searchChangeFromFilters(NO_FILTERS))).toEqual({ q: 'wave' });
  });

  it('keeps a chosen value that no product has any more, with 0, so it can be unticked', () => {
    expect(facetOptions([{ value: 'curly', label: 'Curly', count: 4 }], ['curly', 'kinky-straight'], (v) => v.toUpperCase())).toEqual([
      { value: 'curly', label: 'Curly', count: 4 },
      { value: 'kinky-straight', label: 'KINKY-STRAIGHT', count: 0 },
    ]);
  });
});
