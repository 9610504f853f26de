// Blog posts (spec points 2, 3, 4, 7): the public sees published posts only;
// admins list, read and write drafts too. Content HTML is sanitized on save.
import {
  DEFAULT_POST_CATEGORY,
  isAdminRole,
  isPostCategory,
  isTemporaryPostSlug,
  postInputSchema,
  postListQuerySchema,
  todayIsoDate,
  toSlug,
  type Post,
  type PostCategory,
  type PostInput,
  type PostSummary,
} from '@hair/domain';
import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../context';
import type { Db } from '../db/client';
import { posts } from '../db/schema';
import { conflict, notFound } from '../errors';
import { isUniqueViolation, parseOrBadRequest } from '../services/validation';
import { sanitizeRichText } from '../services/sanitize';
import { adminProcedure, createCallerFactory, publicProcedure, router } from '../trpc';

export const POST_MESSAGES = {
  notFound: 'Post not found',
  slugTaken: 'A post with this slug already exists',
} as const;

const summaryColumns = {
  slug: posts.slug,
  title: posts.title,
  date: posts.date,
  category: posts.category,
  excerpt: posts.excerpt,
  published: posts.published,
  publishedAt: posts.publishedAt,
};
export const postColumns = {
  ...summaryColumns,
  content: posts.content,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};
type PostSummaryRow = Pick<typeof posts.$inferSelect, keyof typeof summaryColumns>;
export type PostRow = Pick<typeof posts.$inferSelect, keyof typeof postColumns>;

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

const slugParamSchema = z.object({
  slug: z.string({ error: 'slug is required' }).trim().min(1, { error: 'slug is required' }).max(300),
});
const updateInputSchema = slugParamSchema.extend({
  /** The post fields to change; the stored post fills in the rest. `data.slug` renames the post. */
  data: z.record(z.string(), z.unknown(), { error: 'data must be an object' }),
});

/** Columns from validated input. A published post without a date gets the current time (or keeps its own). */
function toPostValues(input: PostInput, current?: PostRow) {
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

/** 'base', else 'base-2', 'base-3', … whichever is free. */
async function freeSlug(db: Db, base: string): Promise<string> {
  // Slugs hold only [a-z0-9-], so `base` needs no LIKE escaping.
  const rows = await db.select({ slug: posts.slug }).from(posts).where(or(eq(posts.slug, base), like(posts.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A slug given by the client is kept (409 when taken); a missing or temporary 'new-…' one is derived from the title. */
function explicitSlug(slug: string | undefined): string | null {
  return slug && !isTemporaryPostSlug(slug) ? slug : null;
}

async function requirePost(db: Db, slug: string): Promise<PostRow> {
  const [row] = await db.select(postColumns).from(posts).where(eq(posts.slug, slug)).limit(1);
  if (!row) throw notFound(POST_MESSAGES.notFound);
  return row;
}

async function insertPost(db: Db, slug: string, values: ReturnType<typeof toPostValues>): Promise<PostRow> {
  const [row] = await db.insert(posts).values({ ...values, slug }).returning(postColumns);
  return row!;
}

function listPosts(db: Db, which: 'published' | 'all', category?: PostCategory): Promise<PostSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(posts)
    .where(and(which === 'published' ? eq(posts.published, true) : undefined, category ? eq(posts.category, category) : undefined))
    .orderBy(desc(posts.date), sql`${posts.publishedAt} desc nulls last`, desc(posts.createdAt));
}

/**
 * Drafts are visible to admins. This only decides what a read returns; it is
 * not an access gate (those are the procedure builders).
 */
function seesDrafts(ctx: Context): boolean {
  return isAdminRole(ctx.session?.user.role);
}

/** Every post including drafts: admin only, through the admin procedure. */
const listAll = adminProcedure
  .input(postListQuerySchema.pick({ category: true }).optional())
  .query(async ({ ctx, input }) => (await listPosts(ctx.db, 'all', input?.category)).map(toPostSummary));
const callAdminList = createCallerFactory(router({ listAll }));

export const postsRouter = router({
  /** Published posts, newest first, of one category or all; `published: false` asks for the admin list of all posts. */
  list: publicProcedure.input(postListQuerySchema.optional()).query(async ({ ctx, input }) => {
    if (input?.published === false) return callAdminList(ctx).listAll({ category: input.category });
    return (await listPosts(ctx.db, 'published', input?.category)).map(toPostSummary);
  }),

  listAll,

  bySlug: publicProcedure.input(slugParamSchema).query(async ({ ctx, input }) => {
    const row = await requirePost(ctx.db, input.slug);
    if (!row.published && !seesDrafts(ctx)) throw notFound(POST_MESSAGES.notFound);
    // Sanitized again on the way out: a page never trusts stored html as it is.
    return { ...toPostDto(row), content: sanitizeRichText(row.content) };
  }),

  create: adminProcedure.input(postInputSchema).mutation(async ({ ctx, input }) => {
    const values = toPostValues(input);
    const slug = explicitSlug(input.slug);
    if (slug) {
      try {
        return toPostDto(await insertPost(ctx.db, slug, values));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(POST_MESSAGES.slugTaken);
        throw error;
      }
    }
    const base = toSlug(input.title) || `post-${Date.now()}`;
    // Two admins saving the same title at once: the loser takes the next free slug.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return toPostDto(await insertPost(ctx.db, await freeSlug(ctx.db, base), values));
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }),

  /** PUT sends the whole post, but a partial body keeps the stored fields it leaves out. */
  update: adminProcedure.input(updateInputSchema).mutation(async ({ ctx, input }) => {
    const current = await requirePost(ctx.db, input.slug);
    const changes = Object.fromEntries(Object.entries(input.data).filter(([, value]) => value !== undefined));
    const merged: Record<string, unknown> = { ...toPostDto(current), ...changes };
    // A camelCase publishedAt in the body must win over the stored published_at.
    if ('publishedAt' in changes && !('published_at' in changes)) delete merged.published_at;
    const parsed = parseOrBadRequest(postInputSchema, merged);
    // Temporary 'new-…' slugs only exist before the first save, so here every slug is meant (e.g. 'new-arrivals').
    const slug = parsed.slug ?? current.slug;
    try {
      const [row] = await ctx.db
        .update(posts)
        .set({ ...toPostValues(parsed, current), slug, updatedAt: sql`now()` })
        .where(eq(posts.slug, current.slug))
        .returning(postColumns);
      if (!row) throw notFound(POST_MESSAGES.notFound);
      return toPostDto(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(POST_MESSAGES.slugTaken);
      throw error;
    }
  }),

  delete: adminProcedure.input(slugParamSchema).mutation(async ({ ctx, input }) => {
    const rows = await ctx.db.delete(posts).where(eq(posts.slug, input.slug)).returning({ slug: posts.slug });
    if (rows.length === 0) throw notFound(POST_MESSAGES.notFound);
    return { ok: true as const };
  }),
});
