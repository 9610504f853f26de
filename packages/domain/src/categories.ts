// Product categories: a flat list with parent links (stored in the site-config
// section product_categories), read as a tree for the menu, the filters and the
// breadcrumb. No zod here: the storefront's bundle uses these without the schemas.
import { isRecord } from './records';
import { toCategorySlug } from './slug';

/** One category; `parent` is another category's value, or null at the top. */
export interface Category {
  value: string;
  label: string;
  parent: string | null;
}

/** The categories a site without any configured ones shows. */
export const BUILT_IN_CATEGORIES: readonly Category[] = [
  { value: 'hair-weave', label: 'Hair Weave', parent: null },
  { value: 'hair-closure', label: 'Hair Closure', parent: null },
  { value: 'hair-frontal', label: 'Hair Frontal', parent: null },
  { value: 'hair-bundle', label: 'Hair Bundle', parent: null },
];
export const DEFAULT_PRODUCT_CATEGORY = 'hair-weave';
export const DETAIL_DEFAULT_CATEGORY_LABEL = 'Uncategorized';

/** True when following the parents of `value` comes back to a category already seen. */
export function hasParentCycle(value: string, categories: readonly Category[]): boolean {
  const byValue = new Map(categories.map((c) => [c.value, c]));
  const seen = new Set<string>();
  let current: string | null = value;
  while (current !== null) {
    if (seen.has(current)) return true;
    seen.add(current);
    current = byValue.get(current)?.parent ?? null;
  }
  return false;
}

/**
 * Label shown for a category value: its configured label,
 * else a built-in label, else the raw value, else '-'.
 */
export function categoryLabel(value: unknown, categories: readonly Category[] = []): string {
  if (typeof value !== 'string' || value.trim() === '') return '-';
  const v = value.trim();
  const found =
    categories.find((c) => c.value === v) ?? BUILT_IN_CATEGORIES.find((c) => c.value === v);
  return found?.label || v;
}

/**
 * The categories above `value`, from the top of the tree down to its parent (the
 * product page's breadcrumb). Safe against parent cycles in stored data.
 */
export function categoryAncestors(value: string, categories: readonly Category[] = []): Category[] {
  const byValue = new Map(categories.map((c) => [c.value, c]));
  const ancestors: Category[] = [];
  const seen = new Set<string>([value]);
  let parent = byValue.get(value)?.parent ?? null;
  while (parent !== null && !seen.has(parent)) {
    seen.add(parent);
    const found = byValue.get(parent);
    if (!found) break;
    ancestors.unshift(found);
    parent = found.parent;
  }
  return ancestors;
}

/** Label of the option in the category selector: 'Parent › Child' when it has a parent. */
export function categoryOptionLabel(category: Category, categories: readonly Category[] = []): string {
  if (!category.parent) return category.label;
  return `${categoryLabel(category.parent, categories)} › ${category.label}`;
}

/**
 * The category and all its descendants, compared by slug (the category filter
 * compares slugs). Safe against parent cycles in stored data.
 */
export function categoryWithDescendants(value: unknown, categories: readonly Category[] = []): string[] {
  const root = toCategorySlug(value);
  if (root === '') return [];
  const result: string[] = [root];
  const seen = new Set<string>(result);
  for (let i = 0; i < result.length; i += 1) {
    const parent = result[i];
    for (const c of categories) {
      const child = toCategorySlug(c.value);
      if (child !== '' && !seen.has(child) && toCategorySlug(c.parent) === parent) {
        seen.add(child);
        result.push(child);
      }
    }
  }
  return result;
}

/** The configured categories, or the built-ins when none are configured. */
export function effectiveCategories(categories: readonly Category[] | null | undefined): Category[] {
  return categories && categories.length > 0 ? [...categories] : [...BUILT_IN_CATEGORIES];
}

function trimmedText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t === '' ? null : t;
}

/**
 * The stored category list as the storefront reads it: items without a value or
 * a label are dropped, a repeated value keeps its first item, and a parent that
 * does not exist or would close a cycle becomes null.
 */
export function readCategories(value: unknown): Category[] {
  if (!Array.isArray(value)) return [];
  const byValue = new Map<string, Category>();
  for (const item of value) {
    if (!isRecord(item)) continue;
    const v = trimmedText(item.value);
    const label = trimmedText(item.label);
    if (v === null || label === null || byValue.has(v)) continue;
    byValue.set(v, { ...item, value: v, label, parent: trimmedText(item.parent) });
  }
  const categories = [...byValue.values()].map((c) => (c.parent !== null && !byValue.has(c.parent) ? { ...c, parent: null } : c));
  return categories.map((c) => (hasParentCycle(c.value, categories) ? { ...c, parent: null } : c));
}
