// Product list pagination: PRODUCTS_PAGE_SIZE products a page, pages count from 1 and the page is
// clamped to the last page. Bad numbers (NaN, negative, Infinity) never escape.
// Totals are counted up to PRODUCT_COUNT_CAP: a larger total is shown as '1,000+' and
// its pages end where the capped total ends (a search or a category narrows it down).
import { PRODUCTS_PAGE_SIZE } from './constants';

/** Product lists count their matches up to this many. */
export const PRODUCT_COUNT_CAP = 1000;
/** The largest total a product list reports: one past the cap, meaning "more than PRODUCT_COUNT_CAP". */
export const PRODUCT_TOTAL_MAX = PRODUCT_COUNT_CAP + 1;

/** True when a list's total stands for "more than PRODUCT_COUNT_CAP". */
export function isCappedTotal(total: number): boolean {
  return total > PRODUCT_COUNT_CAP;
}

/** A list's total as the storefront shows it: '1,000+' past the cap. */
export function formatProductTotal(total: number): string {
  return isCappedTotal(total) ? `${PRODUCT_COUNT_CAP.toLocaleString('en-US')}+` : String(total);
}

function validPageSize(pageSize: unknown): number {
  return typeof pageSize === 'number' && Number.isFinite(pageSize) && pageSize >= 1
    ? Math.floor(pageSize)
    : PRODUCTS_PAGE_SIZE;
}

function validTotal(total: unknown): number {
  return typeof total === 'number' && Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
}

/** Number of pages, at least 1 (an empty list still shows page 1). */
export function pageCount(total: number, pageSize: number = PRODUCTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(validTotal(total) / validPageSize(pageSize)));
}

/** The furthest page a product list offers (the pages of a capped total). */
export function lastListPage(pageSize: number = PRODUCTS_PAGE_SIZE): number {
  return pageCount(PRODUCT_TOTAL_MAX, pageSize);
}

/** The page to show: NaN, 0 and negatives give 1; past the end gives the last page. */
export function clampPage(page: number, total: number, pageSize: number = PRODUCTS_PAGE_SIZE): number {
  const last = pageCount(total, pageSize);
  if (typeof page !== 'number' || Number.isNaN(page) || page < 1) return 1;
  return Math.min(Math.floor(page), last);
}

/** Index of the first item of a page. */
export function pageOffset(page: number, pageSize: number = PRODUCTS_PAGE_SIZE): number {
  const p = typeof page === 'number' && Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
  return (p - 1) * validPageSize(pageSize);
}

/** Parses a page number from a URL search parameter ('2' -> 2; junk -> 1). */
export function parsePageParam(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}
