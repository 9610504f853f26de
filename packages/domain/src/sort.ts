// Sort orders of the product list: price low to high (default),
// price high to low, name A to Z, name Z to A.
import { parsePrice } from './price';

export const PRODUCT_SORTS = ['price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'price-asc';

/**
 * The orders the product list call accepts: the storefront's four, and newest first,
 * which the admin's list starts with so that a product just created is on its first page.
 */
export const NEWEST_FIRST = 'newest';
export const PRODUCT_LIST_ORDERS = [...PRODUCT_SORTS, NEWEST_FIRST] as const;
export type ProductListOrder = (typeof PRODUCT_LIST_ORDERS)[number];

/** A list call's order: newest first when asked by name, else any spelling of the four sorts. */
export function parseProductListOrder(value: unknown): ProductListOrder {
  return typeof value === 'string' && value.trim().toLowerCase() === NEWEST_FIRST ? NEWEST_FIRST : parseProductSort(value);
}

export const PRODUCT_SORT_LABELS: Readonly<Record<ProductSort, string>> = {
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  'name-asc': 'Name: A to Z',
  'name-desc': 'Name: Z to A',
};

// Spellings seen in old links and query strings, after normalisation to kebab-case.
const SORT_ALIASES: Readonly<Record<string, ProductSort>> = {
  'price-asc': 'price-asc',
  'price-ascending': 'price-asc',
  'price-low-high': 'price-asc',
  'price-low-to-high': 'price-asc',
  'price-lowest': 'price-asc',
  'low-high': 'price-asc',
  'low-to-high': 'price-asc',
  price: 'price-asc',
  'price-desc': 'price-desc',
  'price-descending': 'price-desc',
  'price-high-low': 'price-desc',
  'price-high-to-low': 'price-desc',
  'price-highest': 'price-desc',
  'high-low': 'price-desc',
  'high-to-low': 'price-desc',
  '-price': 'price-desc',
  'name-asc': 'name-asc',
  'name-ascending': 'name-asc',
  'name-a-z': 'name-asc',
  'name-a-to-z': 'name-asc',
  'a-z': 'name-asc',
  'a-to-z': 'name-asc',
  name: 'name-asc',
  'title-asc': 'name-asc',
  title: 'name-asc',
  'name-desc': 'name-desc',
  'name-descending': 'name-desc',
  'name-z-a': 'name-desc',
  'name-z-to-a': 'name-desc',
  'z-a': 'name-desc',
  'z-to-a': 'name-desc',
  '-name': 'name-desc',
  'title-desc': 'name-desc',
};

/** Any known spelling ('price_asc', 'priceAsc', 'Price: Low to High'...) or the default. */
export function parseProductSort(value: unknown): ProductSort {
  if (typeof value !== 'string') return DEFAULT_PRODUCT_SORT;
  const trimmed = value.trim();
  const byLabel = PRODUCT_SORTS.find((s) => PRODUCT_SORT_LABELS[s].toLowerCase() === trimmed.toLowerCase());
  if (byLabel) return byLabel;
  const key = trimmed
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2') // camelCase -> kebab
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/(.)-+$/, '$1')
    .replace(/^-(?=-)/, '');
  return SORT_ALIASES[key] ?? SORT_ALIASES[key.replace(/^-+/, '')] ?? DEFAULT_PRODUCT_SORT;
}

/** Fields sortPrice reads; raw API items and read views both fit. */
export interface SortableProduct {
  name?: unknown;
  title?: unknown;
  price_from?: unknown;
  priceFrom?: unknown;
  priceFromText?: unknown;
  price?: unknown;
  price_to?: unknown;
  priceTo?: unknown;
}

/** The number a product sorts by: its lower price, else its upper price, else null. */
export function sortPrice(item: SortableProduct): number | null {
  for (const v of [item.priceFrom, item.price_from, item.priceFromText, item.price, item.priceTo, item.price_to]) {
    const n = parsePrice(v);
    if (n !== null) return n;
  }
  return null;
}
