// Blog posts between their row and the API's shape, both ways. Content html is
// sanitized on the way in.
import {
  DEFAULT_POST_CATEGORY,
  isPostCategory,
  isTemporaryPostSlug,
  postInputSchema,
  todayIsoDate,
  type Post,
  type PostInput,
  type PostSummary,
} from '@hair/domain';
import { sanitizeRichText } from '../shared/sanitize';
import { parseOrBadRequest, presentFields } from '../shared/validation';
import type { posts } from '../db/schema';

/** What a list shows of a post, and what a read of one post has too. */
export const POST_SUMMARY_FIELDS = ['slug', 'title', 'date', 'category', 'excerpt', 'published', 'publishedAt'] as const;
export const POST_FIELDS = [...POST_SUMMARY_FIELDS, 'content', 'createdAt', 'updatedAt'] as const;
export type PostSummaryRow = Pick<typeof posts.$inferSelect, (typeof POST_SUMMARY_FIELDS)[number]>;
export type PostRow = Pick<typeof posts.$inferSelect, (typeof POST_FIELDS)[number]>;

export function toPostSummary(row: PostSummaryRow): PostSummary {
  return {
    slug: row.slug,
    title: row.title,
    date: row.date,
    published_at: row.publishedAt?.toISOString() ?? null,
    category: isPostCategory(row.category) ? row.category : DEFAULT_POST_CATEGORY,
    excerpt: row.excerpt,
    published: row.published,
  };
}

export function toPostDto(row: PostRow): Post {
  const { slug, title, date, category, excerpt, published, published_at } = toPostSummary(row);
  return {
    slug,
    title,
    date,
    category,
    excerpt,
    content: row.content,
    published,
    published_at,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Columns from validated input. A published post without a date gets the current time (or keeps its own). */
export function toPostValues(input: PostInput, current?: PostRow) {
  const publishedAt = input.published_at
    ? new Date(input.published_at)
    : input.published
      ? (current?.publishedAt ?? new Date())
      : (current?.publishedAt ?? null);
  return {
    title: input.title,
    date: input.date ?? current?.date ?? todayIsoDate(),
    category: input.category,
    excerpt: input.excerpt,
    content: sanitizeRichText(input.content),
    published: input.published,
    publishedAt,
  };
}

/** A slug given by the client is kept (409 when taken); a missing or temporary 'new-…' one is derived from the title. */
export function explicitSlug(slug: string | undefined): string | null {
  return slug && !isTemporaryPostSlug(slug) ? slug : null;
}

/** PUT sends the whole post, but a partial body keeps the stored fields it leaves out; the result is validated as a whole. */
export function mergePostInput(current: PostRow, data: Record<string, unknown>): PostInput {
  const changes = presentFields(data);
  const merged: Record<string, unknown> = { ...toPostDto(current), ...changes };
  // A camelCase publishedAt in the body must win over the stored published_at.
  if ('publishedAt' in changes && !('published_at' in changes)) delete merged.published_at;
  return parseOrBadRequest(postInputSchema, merged);
}
