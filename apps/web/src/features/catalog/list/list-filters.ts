// The filter column's choices as the page holds them (the sheet keeps a draft of
// them until 'Apply'), to and from the list's URL search.
import {
  PRODUCT_FACETS,
  facetSearchChange,
  readFacetFilters,
  type FacetCount,
  type ListFilterChange,
  type ProductFacet,
  type ProductListSearch,
} from '@hair/domain';

export interface ListFilters extends Record<ProductFacet, string[]> {
  in_stock: boolean;
  /** As typed: '' for none. */
  price_min: string;
  price_max: string;
}

export const NO_FILTERS: ListFilters = { length: [], texture: [], grade: [], colour: [], in_stock: false, price_min: '', price_max: '' };

export function filtersFromSearch(search: ProductListSearch): ListFilters {
  const facets = readFacetFilters(search);
  return {
    length: facets.length ?? [],
    texture: facets.texture ?? [],
    grade: facets.grade ?? [],
    colour: facets.colour ?? [],
    in_stock: search.in_stock === 1,
    price_min: search.price_min === undefined ? '' : String(search.price_min),
    price_max: search.price_max === undefined ? '' : String(search.price_max),
  };
}

/** A typed price: a number of at least 0, else none. */
function priceOf(text: string): number | undefined {
  const n = text.trim() === '' ? NaN : Number(text.trim());
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The URL search change that applies the filters (the list then starts at page 1). */
export function searchChangeFromFilters(filters: ListFilters): ListFilterChange {
  return {
    ...Object.assign({}, ...PRODUCT_FACETS.map((facet) => facetSearchChange(facet, filters[facet]))),
    in_stock: filters.in_stock ? 1 : undefined,
    price_min: priceOf(filters.price_min),
    price_max: priceOf(filters.price_max),
  };
}

/** How many choices the filters hold (the phone's button says so). */
export function filterCount(filters: ListFilters): number {
  return PRODUCT_FACETS.reduce((n, facet) => n + filters[facet].length, 0) + (filters.in_stock ? 1 : 0) + (filters.price_min !== '' || filters.price_max !== '' ? 1 : 0);
}

/** The value turned on or off in its facet. */
export function toggleValue(filters: ListFilters, facet: ProductFacet, value: string): ListFilters {
  const values = filters[facet];
  return { ...filters, [facet]: values.includes(value) ? values.filter((v) => v !== value) : [...values, value] };
}

/**
 * The values a facet offers with their counts; a chosen value the counts lack (no
 * product has it with the other filters) still shows, with 0, so it can be unticked.
 */
export function facetOptions(counts: readonly FacetCount[] | undefined, chosen: readonly string[], labelOf: (value: string) => string): FacetCount[] {
  const options = [...(counts ?? [])];
  for (const value of chosen) if (!options.some((option) => option.value === value)) options.push({ value, label: labelOf(value), count: 0 });
  return options;
}
