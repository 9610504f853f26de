// The product list's filters in the URL: `?q=` search text, `?sort=`
// order, `?page=` number and the facet filters (`?texture=body-wave,curly&length=22
// &in_stock=1&price_min=20&price_max=80`); the category lives in the path. Defaults
// are left out, so /products stays /products and a shared link carries only what differs.
import { MAX_PRICE } from './messages';
import { parsePageParam } from './pagination';
import { FACET_FILTER_MAX_VALUES, PRODUCT_FACETS, facetFilterItems, readFacetFilters, type ProductFacet } from './product-facets';
import { laceFilterValue } from './search/trade-words';
import { toBooleanish } from './records';
import { DEFAULT_PRODUCT_SORT, parseProductSort, type ProductSort } from './sort';

/** The server's limit on the search text (longer asks are refused with 400). */
export const SEARCH_MAX_LENGTH = 200;

/**
 * A facet's values in the URL: comma separated. A lone number stays a number, as the
 * router writes it plainly (a numeric string would be quoted: `length=%2222%22`).
 */
export type FacetSearchValue = string | number;

export interface ProductListSearch extends Partial<Record<ProductFacet, FacetSearchValue>> {
  q?: string;
  sort?: ProductSort;
  page?: number;
  /** Lace sizes or types, comma separated ('13x4,hd'). */
  lace?: string;
  /** Only products in stock. */
  in_stock?: 1;
  price_min?: number;
  price_max?: number;
}

/** The filters of a list search that are not its text, sort or page. */
export type ListFilterChange = Partial<Pick<ProductListSearch, ProductFacet | 'lace' | 'in_stock' | 'price_min' | 'price_max'>>;

function facetSearchValue(values: readonly string[]): FacetSearchValue {
  const text = values.join(',');
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** A facet's new values in a list search (undefined removes the facet). */
export function facetSearchChange(facet: ProductFacet, values: readonly string[]): ListFilterChange {
  return { [facet]: values.length > 0 ? facetSearchValue(values) : undefined };
}

/** A price bound from the URL: a number from 0 to MAX_PRICE, else none. */
function priceParam(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= MAX_PRICE ? n : undefined;
}

/** True when the search holds a filter beyond the text and the sort (the filter sheet's 'Clear' has something to do). */
export function hasListFilters(search: ProductListSearch): boolean {
  return PRODUCT_FACETS.some((facet) => search[facet] !== undefined) || search.lace !== undefined || search.in_stock !== undefined || search.price_min !== undefined || search.price_max !== undefined;
}

/** The lace values a URL holds, tolerantly: unreadable ones dropped, each once. */
export function readLaceFilter(value: unknown): string[] {
  return [...new Set(facetFilterItems(value).map(laceFilterValue).filter((lace) => lace !== ''))].slice(0, FACET_FILTER_MAX_VALUES);
}

/** Search text as the URL keeps it: trimmed and cut to the server's limit. */
export function cleanSearchText(value: unknown): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  return text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** validateSearch of the list routes: any query string becomes a valid, minimal search. */
export function parseProductListSearch(raw: Record<string, unknown>): ProductListSearch {
  const search: ProductListSearch = {};
  const q = cleanSearchText(raw.q);
  if (q !== '') search.q = q;
  const sort = parseProductSort(raw.sort);
  if (sort !== DEFAULT_PRODUCT_SORT) search.sort = sort;
  const facets = readFacetFilters(raw);
  for (const facet of PRODUCT_FACETS) {
    const values = facets[facet];
    if (values) search[facet] = facetSearchValue(values);
  }
  const laces = readLaceFilter(raw.lace);
  if (laces.length > 0) search.lace = laces.join(',');
  if (toBooleanish(raw.in_stock) === true) search.in_stock = 1;
  let priceMin = priceParam(raw.price_min);
  let priceMax = priceParam(raw.price_max);
  // Bounds given the wrong way round still mean the range between them.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  if (priceMin !== undefined && priceMin > 0) search.price_min = priceMin;
  if (priceMax !== undefined) search.price_max = priceMax;
  const page = parsePageParam(raw.page);
  if (page > 1) search.page = page;
  return search;
}

/**
 * The search after one filter changed. A new search text, sort order, filter or
 * category (`{}`: the path changed) starts again at page 1;
 * only a page change keeps the page.
 */
export function nextListSearch(current: ProductListSearch, change: ({ q?: string; sort?: ProductSort } & ListFilterChange) | { page: number }): ProductListSearch {
  const merged: Record<string, unknown> = { ...current, ...change };
  if (!('page' in change)) merged.page = undefined;
  return parseProductListSearch(merged);
}
