// The admin's category list as it is validated before it is stored: every value
// unique, every parent an existing category, no category its own ancestor.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { hasParentCycle, type Category } from '../categories';
import { blankToNull } from '../records';
import { requiredText } from './common';

export const categorySchema: z.ZodType<Category, unknown> = z.object({
  value: requiredText('Value', MESSAGES.invalidCategory, 200),
  label: requiredText('Label', MESSAGES.labelRequired, 200),
  parent: z.preprocess(
    (v) => (v === undefined ? null : blankToNull(v)),
    z.string().nullable(),
  ),
});

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
