// The blog's three categories, as the main menu's Blog submenu names them. No zod
// here: the storefront reads them without the schemas.
import { TEXTS } from './messages';
import { parsePageParam } from './pagination';

export const POST_CATEGORIES = [
  { value: 'news', label: TEXTS.navNews },
  { value: 'tips-tricks', label: TEXTS.navTipsTricks },
  { value: 'before-after', label: TEXTS.navBeforeAfter },
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number]['value'];
export const POST_CATEGORY_VALUES = POST_CATEGORIES.map((c) => c.value) as [PostCategory, ...PostCategory[]];

/** A post saved without a category (and every post written before there were any) is news. */
export const DEFAULT_POST_CATEGORY: PostCategory = 'news';

export function isPostCategory(value: unknown): value is PostCategory {
  return typeof value === 'string' && (POST_CATEGORY_VALUES as readonly string[]).includes(value);
}

/** The label of a category; old or unknown values read as the default's. */
export function postCategoryLabel(value: unknown): string {
  return POST_CATEGORIES.find((c) => c.value === value)?.label ?? POST_CATEGORIES[0].label;
}

export interface BlogListSearch {
  category?: PostCategory;
  /** From 2; the first page has none. */
  page?: number;
}

/** The blog list of one category, or of every post, at a page. */
export function blogListHref(category?: PostCategory, page = 1): string {
  // Category values are slugs and pages whole numbers: nothing here needs escaping.
  const params = [category ? `category=${category}` : '', page > 1 ? `page=${page}` : ''].filter(Boolean);
  return params.length ? `/blog?${params.join('&')}` : '/blog';
}

/** /blog?category=…&page=… as the list reads it: an unknown category shows every post, a bad page the first. */
export function parseBlogListSearch(search: Record<string, unknown>): BlogListSearch {
  const page = parsePageParam(search.page);
  return {
    ...(isPostCategory(search.category) ? { category: search.category } : {}),
    ...(page > 1 ? { page } : {}),
  };
}
