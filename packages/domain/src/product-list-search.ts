// The product list's filters in the URL: `?q=` search text, `?sort=`
// order and `?page=` number; the category lives in the path. Defaults are left
// out, so /products stays /products and a shared link carries only what differs.
import { parsePageParam } from './pagination';
import { DEFAULT_PRODUCT_SORT, parseProductSort, type ProductSort } from './sort';

/** The server's limit on the search text (longer asks are refused with 400). */
export const SEARCH_MAX_LENGTH = 200;

export interface ProductListSearch {
  q?: string;
  sort?: ProductSort;
  page?: number;
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
  const page = parsePageParam(raw.page);
  if (page > 1) search.page = page;
  return search;
}

/**
 * The search after one filter changed. A new search text, sort order or
 * category (`{}`: the path changed) starts again at page 1;
 * only a page change keeps the page.
 */
export function nextListSearch(current: ProductListSearch, change: { q?: string; sort?: ProductSort } | { page: number }): ProductListSearch {
  const merged: Record<string, unknown> = { q: current.q, sort: current.sort, page: current.page, ...change };
  if (!('page' in change)) merged.page = undefined;
  return parseProductListSearch(merged);
}
