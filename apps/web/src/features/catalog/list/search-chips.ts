// What the list is narrowed to, as removable chips above the results: the filters of
// the URL and those its search named ('body wave 22' → Body Wave, 22"), each with the
// list's address without it; and the heading that names them ('Body Wave · 22"').
import {
  PRODUCT_FACETS,
  facetSearchChange,
  laceChipLabel,
  lengthChipLabel,
  nextListSearch,
  readFacetFilters,
  readLaceFilter,
  slugToLabel,
  type FacetCount,
  type ProductFacet,
  type ProductListSearch,
  type SearchChip,
  type SearchFacet,
} from '@hair/domain';

export interface ListChip {
  facet: SearchFacet;
  value: string;
  label: string;
  /** The list's search without this chip. */
  without: ProductListSearch;
}

/** The order the heading names the filters in. */
const HEADING_ORDER: readonly SearchFacet[] = ['texture', 'length', 'grade', 'colour', 'lace'];

/** The search text without the words a chip was read from. */
export function textWithout(q: string, typed: string): string {
  const at = q.toLowerCase().indexOf(typed.toLowerCase());
  const rest = at === -1 ? q : q.slice(0, at) + ' ' + q.slice(at + typed.length);
  return rest.replace(/\s+/g, ' ').trim();
}

/** The chips of the URL's filters (labels from the filter column's counts) and then of what its search named. */
export function listChips(search: ProductListSearch, read: readonly SearchChip[], counts?: Partial<Record<ProductFacet, readonly FacetCount[]>>): ListChip[] {
  const chips: ListChip[] = [];
  const facets = readFacetFilters(search);
  for (const facet of PRODUCT_FACETS) {
    const values = facets[facet] ?? [];
    for (const value of values) {
      const label = facet === 'length' ? lengthChipLabel(value) : (counts?.[facet]?.find((count) => count.value === value)?.label ?? slugToLabel(value));
      chips.push({ facet, value, label, without: nextListSearch(search, facetSearchChange(facet, values.filter((v) => v !== value))) });
    }
  }
  const laces = readLaceFilter(search.lace);
  for (const value of laces) {
    const rest = laces.filter((v) => v !== value);
    chips.push({ facet: 'lace', value, label: laceChipLabel(value), without: nextListSearch(search, { lace: rest.length > 0 ? rest.join(',') : undefined }) });
  }
  for (const chip of read) {
    if (chips.some((held) => held.facet === chip.facet && held.value === chip.value)) continue;
    chips.push({ facet: chip.facet, value: chip.value, label: chip.label, without: nextListSearch(search, { q: textWithout(search.q ?? '', chip.typed) }) });
  }
  return chips;
}

/** 'Body Wave · 22"': what the chips narrow the list to, in a fixed order; '' without chips. */
export function chipsHeading(chips: readonly ListChip[]): string {
  return HEADING_ORDER.flatMap((facet) => chips.filter((chip) => chip.facet === facet).map((chip) => chip.label)).join(' · ');
}

/** The list's address for a search: /products or /products/{category}, then the search's values. */
export function listSearchHref(category: string, search: ProductListSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, String(value));
  const path = category ? `/products/${encodeURIComponent(category)}` : '/products';
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
