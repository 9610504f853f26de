// How a buyer's pick on a price grid (length, texture, grade, tier) is read from and
// written to the product page's URL: kept apart from the grid's rules, since every page's
// router reads it and the rules load only with the product page.
import { toSlug } from './slug';

/** A pick on the grid: a length in inches, a texture and a grade by slug. */
export interface GridSelection {
  length?: number;
  texture?: string;
  grade?: string;
}

/** `?length=22&texture=body-wave&grade=double-drawn&tier=2`; tier counts from 1 and is left out at 1. */
export interface GridSearch extends GridSelection {
  tier?: number;
}

/** validateSearch of the product page: unknown or malformed values are dropped, never an error. */
export function parseGridSearch(raw: Record<string, unknown>): GridSearch {
  const search: GridSearch = {};
  const length = Number(typeof raw.length === 'string' ? raw.length.replace(/["″]|in(ch(es)?)?$/gi, '').trim() : raw.length);
  if (Number.isInteger(length) && length > 0 && length <= 1000) search.length = length;
  const texture = toSlug(raw.texture);
  if (texture !== '') search.texture = texture;
  const grade = toSlug(raw.grade);
  if (grade !== '') search.grade = grade;
  const tier = Number(raw.tier);
  if (Number.isInteger(tier) && tier > 1 && tier <= 10) search.tier = tier;
  return search;
}

/** The selection as the URL keeps it (no tier when the first one is chosen). */
export function gridSearchOf(sel: GridSelection, tierIndex = 0): GridSearch {
  const search: GridSearch = {};
  if (sel.length !== undefined) search.length = sel.length;
  if (sel.texture !== undefined) search.texture = sel.texture;
  if (sel.grade !== undefined) search.grade = sel.grade;
  if (tierIndex > 0) search.tier = tierIndex + 1;
  return search;
}

/**
 * The pick a product list's filters carry into a product page: each of length,
 * texture and grade chosen with one value (several are alternatives, none of them
 * the pick). The product page keeps only what its grid offers.
 */
export function gridSearchFromFilters(filters: { length?: readonly string[]; texture?: readonly string[]; grade?: readonly string[] }): GridSearch {
  const only = (values: readonly string[] | undefined) => (values?.length === 1 ? values[0] : undefined);
  const length = Number(only(filters.length));
  return gridSearchOf({ length: Number.isInteger(length) && length > 0 ? length : undefined, texture: only(filters.texture), grade: only(filters.grade) });
}

/** The search of a product page's link: '?length=22&texture=body-wave', '' for none. */
export function gridSearchText(search: GridSearch): string {
  const pairs = (['length', 'texture', 'grade', 'tier'] as const).flatMap((key) => (search[key] === undefined ? [] : [`${key}=${encodeURIComponent(search[key])}`]));
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
