// Related products: an item is kept only if it has a
// category, a price-from and a price-to, is not the current product, and
// matches by category: the same category, a descendant of it, or one extra
// category given by the caller.
import { RELATED_PRODUCTS_CAP } from './constants';
import { parsePrice } from './price';
import { categoryWithDescendants } from './categories';
import type { Category } from './categories';
import { toCategorySlug } from './slug';

/** What the filter reads; ProductView fits, and so do raw snake_case items. */
export interface RelatedCandidate {
  id?: unknown;
  _id?: unknown;
  slug?: unknown;
  category?: unknown;
  priceFrom?: unknown;
  price_from?: unknown;
  priceTo?: unknown;
  price_to?: unknown;
}

function ids(item: RelatedCandidate): string[] {
  return [item.id, item._id, item.slug]
    .map((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : ''))
    .filter((v) => v !== '');
}

function price(a: unknown, b: unknown): number | null {
  return parsePrice(a) ?? parsePrice(b);
}

export function relatedProducts<T extends RelatedCandidate>(
  current: RelatedCandidate | null | undefined,
  all: readonly T[] | null | undefined,
  categories: readonly Category[] = [],
  extraCategory?: string | null,
  cap: number = RELATED_PRODUCTS_CAP,
): T[] {
  if (!Array.isArray(all)) return [];
  const currentIds = new Set(current ? ids(current) : []);
  const wanted = new Set(current ? categoryWithDescendants(current.category, categories) : []);
  const extra = toCategorySlug(extraCategory);
  if (extra !== '') wanted.add(extra);
  if (wanted.size === 0) return [];
  const limit = Number.isFinite(cap) && cap > 0 ? Math.floor(cap) : 0;

  const out: T[] = [];
  for (const item of all as readonly unknown[]) {
    if (out.length >= limit) break;
    if (typeof item !== 'object' || item === null) continue;
    const candidate = item as T;
    const category = toCategorySlug(candidate.category);
    if (category === '' || !wanted.has(category)) continue;
    if (price(candidate.priceFrom, candidate.price_from) === null) continue;
    if (price(candidate.priceTo, candidate.price_to) === null) continue;
    if (ids(candidate).some((id) => currentIds.has(id))) continue;
    out.push(candidate);
  }
  return out;
}
