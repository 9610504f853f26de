// The options of the header's suggestions: the filters and products the API suggests,
// then the search itself; each with the address it opens.
import type { SearchSuggestions } from '@hair/domain';
import { listSearchHref } from '../../../catalog/list/search-chips';

export interface SearchOption {
  id: string;
  label: string;
  /** What kind of option it is, read after its label ('Texture', 'Product'). */
  kind: string;
  href: string;
}

export const SEARCH_TEXTS = {
  label: 'Search products',
  placeholder: 'Search: body wave 22" DD, 613…',
  submit: 'Search',
  suggestions: 'Suggestions',
  searchFor: (q: string): string => `Search for “${q}”`,
  kinds: { length: 'Length', texture: 'Texture', grade: 'Grade', colour: 'Colour', lace: 'Lace', product: 'Product', search: 'All results' },
} as const;

/** The list's address of a search as typed. */
export const searchHref = (q: string): string => listSearchHref('', { q: q.trim() });

export function searchOptions(q: string, suggestions: SearchSuggestions | undefined): SearchOption[] {
  const text = q.trim();
  const filters = (suggestions?.filters ?? []).map((filter) => ({
    id: `search-option-${filter.facet}-${filter.value}`,
    label: filter.label,
    kind: SEARCH_TEXTS.kinds[filter.facet],
    href: listSearchHref('', { [filter.facet]: filter.value }),
  }));
  const products = (suggestions?.products ?? []).map((product) => ({
    id: `search-option-product-${product.id}`,
    label: product.name,
    kind: SEARCH_TEXTS.kinds.product,
    href: `/product/${encodeURIComponent(product.slug)}`,
  }));
  const all = text === '' ? [] : [{ id: 'search-option-all', label: SEARCH_TEXTS.searchFor(suggestions?.meant ?? text), kind: SEARCH_TEXTS.kinds.search, href: searchHref(text) }];
  return [...filters, ...products, ...all];
}
