// Blog posts: each has a slug, a date, a category and sanitized HTML content.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { toSlug } from '../slug';
import { booleanish, boundedString, isoDate, isoDateTime, requiredText } from './common';
import { blankToUndefined, isRecord, pick, toIntegerish } from '../records';
import { DEFAULT_POST_CATEGORY, POST_CATEGORIES, POST_CATEGORY_VALUES } from '../post-categories';
import { parsePageParam } from '../pagination';

const categoryField = z.enum(POST_CATEGORY_VALUES, {
  error: `Category must be one of: ${POST_CATEGORIES.map((c) => c.label).join(', ')}`,
});

/** A new post gets a temporary slug starting with 'new-' until it is saved. */
export const TEMPORARY_POST_SLUG_PREFIX = 'new-';

export function isTemporaryPostSlug(slug: unknown): boolean {
  return typeof slug === 'string' && slug.startsWith(TEMPORARY_POST_SLUG_PREFIX);
}

/** camelCase spellings old clients send. */
function canonicalPostInput(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const out: Record<string, unknown> = { ...raw };
  const publishedAt = pick(raw, ['published_at', 'publishedAt']);
  delete out.publishedAt;
  if (publishedAt !== undefined) out.published_at = publishedAt;
  return out;
}

const slugField = z.preprocess(
  (v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? toSlug(b) : b;
  },
  z.string().min(1, { error: MESSAGES.invalidSlug }).optional(),
);

const postFields = z.object({
  slug: slugField,
  title: requiredText('Title', MESSAGES.titleRequired, 300),
  // Defaulting to today is the caller's job (the server knows the clock).
  date: z.preprocess(blankToUndefined, isoDate.optional()),
  category: z.preprocess(blankToUndefined, categoryField.default(DEFAULT_POST_CATEGORY)),
  excerpt: z.preprocess((v) => (v === null ? undefined : v), boundedString('Excerpt', 2000).default('')),
  content: z.preprocess((v) => (v === null ? undefined : v), boundedString('Content', 1_000_000).default('')),
  published: booleanish.default(true),
  published_at: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    isoDateTime.nullable().optional(),
  ),
});

/** Body of POST /api/posts and PUT /api/posts/{slug}. */
export const postInputSchema = z.preprocess(canonicalPostInput, postFields);
export type PostInput = z.infer<typeof postInputSchema>;

export const postSchema = z.object({
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  category: categoryField,
  excerpt: z.string(),
  content: z.string(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const postSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  published_at: z.string().nullable(),
  category: categoryField,
  excerpt: z.string(),
  published: z.boolean(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** The most posts one list read returns when it asks for a page. */
export const POST_LIST_MAX_LIMIT = 100;
/** The posts a list read returns when it names no limit: the newest ones, so that a large blog never answers in one piece. */
export const POST_LIST_DEFAULT_LIMIT = POST_LIST_MAX_LIMIT;
/** Posts per page of the blog list and of the admin's list. */
export const BLOG_PAGE_SIZE = 10;
/** The furthest a post list reads (offset). */
export const POST_LIST_MAX_OFFSET = 10_000;

export const postListQuerySchema = z.object({
  published: z.preprocess(blankToUndefined, booleanish.optional()),
  /** Only the posts of this category. */
  category: z.preprocess(blankToUndefined, categoryField.optional()),
  /** A page of the list: without `limit` the newest POST_LIST_DEFAULT_LIMIT come back. */
  limit: z.preprocess(
    (v) => toIntegerish(blankToUndefined(v)),
    z.int({ error: `limit must be a whole number from 1 to ${POST_LIST_MAX_LIMIT}` })
      .min(1, { error: `limit must be a whole number from 1 to ${POST_LIST_MAX_LIMIT}` })
      .max(POST_LIST_MAX_LIMIT, { error: `limit must be a whole number from 1 to ${POST_LIST_MAX_LIMIT}` })
      .optional(),
  ),
  offset: z.preprocess(
    (v) => toIntegerish(blankToUndefined(v)),
    z.int({ error: `offset must be a whole number from 0 to ${POST_LIST_MAX_OFFSET}` })
      .min(0, { error: `offset must be a whole number from 0 to ${POST_LIST_MAX_OFFSET}` })
      .max(POST_LIST_MAX_OFFSET, { error: `offset must be a whole number from 0 to ${POST_LIST_MAX_OFFSET}` })
      .optional(),
  ),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/** A numbered page of the list (BLOG_PAGE_SIZE posts, from 1; junk reads as 1), with the total of the list. */
export const postPageQuerySchema = postListQuerySchema.pick({ published: true, category: true }).extend({
  page: z.preprocess(parsePageParam, z.int().min(1)).optional(),
});
export type PostPageQuery = z.infer<typeof postPageQuerySchema>;

export const postPageSchema = z.object({ items: z.array(postSummarySchema), total: z.int() });
export type PostPage = z.infer<typeof postPageSchema>;

/** Today's date as YYYY-MM-DD in UTC (the default date of a new post). */
export function todayIsoDate(now: () => number = Date.now): string {
  const t = now();
  return new Date(Number.isFinite(t) ? t : 0).toISOString().slice(0, 10);
}
