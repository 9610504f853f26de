// Editing the category list of the Manage Categories overlay (value, label,
// parent; a label is required). Pure: the overlay stores the result in the
// product_categories section.
import { MESSAGES, categoryWithDescendants, slugify, type Category } from '@hair/domain';

export const CATEGORIES_SECTION = 'product_categories';

export const categoryExists = (value: string): string => `A category with the value '${value}' already exists`;

/** The overlay's form: the category being edited (null: a new one), its label and parent ('' for none). */
export interface CategoryForm {
  editing: string | null;
  label: string;
  parent: string;
}

export const EMPTY_CATEGORY_FORM: CategoryForm = { editing: null, label: '', parent: '' };

export type SaveResult = { categories: Category[] } | { error: string };

/**
 * The list with the form saved into it. A new category's value is derived
 * from its label by the slug rule; an edited one keeps its value, since
 * products refer to it.
 */
export function saveCategory(categories: readonly Category[], form: CategoryForm, now: () => number = Date.now): SaveResult {
  const label = form.label.trim();
  if (label === '') return { error: MESSAGES.labelRequired };
  const parent = form.parent === '' ? null : form.parent;
  if (form.editing !== null) {
    return { categories: categories.map((c) => (c.value === form.editing ? { ...c, label, parent } : c)) };
  }
  const value = slugify(label, now);
  if (categories.some((c) => c.value === value)) return { error: categoryExists(value) };
  return { categories: [...categories, { value, label, parent }] };
}

/** The list without the category; its children move to the top level. */
export function removeCategory(categories: readonly Category[], value: string): Category[] {
  return categories.filter((c) => c.value !== value).map((c) => (c.parent === value ? { ...c, parent: null } : c));
}

/** Categories the edited one may hang under: not itself and none of its descendants (no cycles). */
export function parentChoices(categories: readonly Category[], editing: string | null): Category[] {
  if (editing === null) return [...categories];
  const own = new Set(categoryWithDescendants(editing, categories));
  return categories.filter((c) => !own.has(c.value));
}

/** Values of the category's direct children. */
export function childValues(categories: readonly Category[], value: string): string[] {
  return categories.filter((c) => c.parent === value).map((c) => c.value);
}
