// The category tree is the `categories` list of the site-config section
// product_categories: each entry a value (its slug), a label and an optional parent.
import { categorySchema, isRecord, type Category } from '@hair/domain';
import { invalidField } from '../shared/validation';

export const CATEGORIES_SECTION = 'product_categories';

/** The categories of a stored section config; unreadable entries are skipped, none gives []. */
export function toCategories(config: Record<string, unknown> | undefined): Category[] {
  const list = config?.categories;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = categorySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Every parent must name another category of the same list. The section schema
 * would quietly drop an unknown parent; a save that names one is a mistake the
 * admin should hear about. (Duplicates and cycles are reported by the schema.)
 */
export function assertParentsExist(config: Record<string, unknown>): void {
  const list = config.categories;
  if (!Array.isArray(list)) return;
  const values = new Set(list.map((c) => (isRecord(c) && typeof c.value === 'string' ? c.value.trim() : null)));
  list.forEach((c, i) => {
    if (!isRecord(c) || typeof c.parent !== 'string') return;
    const parent = c.parent.trim();
    if (parent !== '' && !values.has(parent)) {
      throw invalidField(['config', 'categories', i, 'parent'], `Parent category not found: ${parent}`);
    }
  });
}
