// The inputs of the catalogue's reads, shared by the pages and their route loaders
// (the same input is the same cache entry: what the server loaded is what the page reads).
import { DEFAULT_PRODUCT_SORT, PRODUCTS_PAGE_SIZE, RELATED_PRODUCTS_CAP, lastListPage, pageOffset, readFacetFilters, type ProductListSearch } from '@hair/domain';

/** What the list of `category` ('' for all) is narrowed by: the search text and the filter column's choices. */
export function productFacetsInput(category: string, search: ProductListSearch) {
  return {
    q: search.q,
    category: category || undefined,
    ...readFacetFilters(search),
    lace: search.lace,
    in_stock: search.in_stock === 1 ? true : undefined,
    price_min: search.price_min,
    price_max: search.price_max,
  };
}

/** One page of the product list of `category` ('' for all). */
export function productListInput(category: string, search: ProductListSearch) {
  return {
    ...productFacetsInput(category, search),
    sort: search.sort ?? DEFAULT_PRODUCT_SORT,
    // Past the last page a list offers, the last page is read (the page then moves there).
    offset: pageOffset(Math.min(search.page ?? 1, lastListPage())),
    limit: PRODUCTS_PAGE_SIZE,
  };
}

/** Related-product candidates: the category and its children, with room for the product itself and for cards without both prices. */
export function relatedCandidatesInput(category: string) {
  return { category, limit: RELATED_PRODUCTS_CAP * 2 };
}
