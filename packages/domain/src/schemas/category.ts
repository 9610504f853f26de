// Product categories are a flat list with parent links, stored in the
// site-config section product_categories (spec point 3).
import { z } from 'zod';
import { BUILT_IN_CATEGORIES } from '../constants';
import { MESSAGES } from '../messages';
import { toCategorySlug } from '../slug';
import { blankToNull } from './common';

export const categorySchema = z.object({
  value: z
    .string({ error: MESSAGES.invalidCategory })
    .trim()
    .min(1, { error: MESSAGES.invalidCategory })
    .max(200),
  label: z
    .string({ error: MESSAGES.labelRequired })
    .trim()
    .min(1, { error: MESSAGES.labelRequired })
    .max(200),
  parent: z.preprocess(
    (v) => (v === undefined ? null : blankToNull(v)),
    z.string().nullable(),
  ),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesConfigSchema = z
  .looseObject({ categories: z.array(categorySchema).default([]) })
  // Unique values, no self-parent and no cycles: the admin tree would hide them.
  // A parent that no longer exists becomes null (its category was deleted).
  .transform((config, ctx) => {
    const values = new Set<string>();
    config.categories.forEach((c, i) => {
      if (values.has(c.value)) {
        ctx.addIssue({
          code: 'custom',
          message: `Duplicate category value: ${c.value}`,
          path: ['categories', i, 'value'],
        });
      }
      values.add(c.value);
    });
    const categories = config.categories.map((c) =>
      c.parent !== null && !values.has(c.parent) ? { ...c, parent: null } : c,
    );
    categories.forEach((c, i) => {
      if (hasParentCycle(c.value, categories)) {
        ctx.addIssue({
          code: 'custom',
          message: `Category parent cycle: ${c.value}`,
          path: ['categories', i, 'parent'],
        });
      }
    });
    return { ...config, categories };
  });
export type CategoriesConfig = z.infer<typeof categoriesConfigSchema>;

function hasParentCycle(value: string, categories: readonly Category[]): boolean {
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
 * Label shown for a category value (spec point 2): its configured label,
 * else a built-in label, else the raw value, else '-'.
 */
export function categoryLabel(value: unknown, categories: readonly Category[] = []): string {
  if (typeof value !== 'string' || value.trim() === '') return '-';
  const v = value.trim();
  const found =
    categories.find((c) => c.value === v) ?? BUILT_IN_CATEGORIES.find((c) => c.value === v);
  return found?.label || v;
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
