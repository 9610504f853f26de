// Every SQL statement of blog posts. The public sees published posts only;
// admins read and write drafts too.
import { BLOG_PAGE_SIZE, POST_LIST_DEFAULT_LIMIT, pageOffset, toSlug, type Post, type PostCategory, type PostInput, type PostPage, type PostSummary } from '@hair/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pickColumns } from '../db/columns';
import { slugFamily, textContains } from '../db/conditions';
import { posts } from '../db/schema';
import { conflict, notFound } from '../errors';
import { mentionsFile, type FileDeps } from '../shared/file-uses';
import { sanitizeRichText } from '../shared/sanitize';
import { insertWithFreeSlug } from '../shared/slugs';
import { isUniqueViolation } from '../shared/validation';
import { POST_FIELDS, POST_SUMMARY_FIELDS, explicitSlug, mergePostInput, toPostDto, toPostSummary, toPostValues, type PostRow } from './mapper';

const POST_MESSAGES = {
  notFound: 'Post not found',
  slugTaken: 'A post with this slug already exists',
} as const;

const summaryColumns = pickColumns(posts, POST_SUMMARY_FIELDS);
const postColumns = pickColumns(posts, POST_FIELDS);

function listCondition(which: 'published' | 'all', category: PostCategory | undefined) {
  return and(which === 'published' ? eq(posts.published, true) : undefined, category ? eq(posts.category, category) : undefined);
}

/** Newest first, of one category or all; drafts only in the admin's list of 'all'. Without `limit`, the newest POST_LIST_DEFAULT_LIMIT. */
export async function listPosts(db: Db, which: 'published' | 'all', { category, limit = POST_LIST_DEFAULT_LIMIT, offset = 0 }: { category?: PostCategory; limit?: number; offset?: number } = {}): Promise<PostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .where(listCondition(which, category))
    .orderBy(desc(posts.date), sql`${posts.publishedAt} desc nulls last`, desc(posts.createdAt), asc(posts.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toPostSummary);
}

/** How many posts the same list holds. */
export async function countPosts(db: Db, which: 'published' | 'all', category?: PostCategory): Promise<number> {
  const [row] = await db.select({ total: count() }).from(posts).where(listCondition(which, category));
  return row?.total ?? 0;
}

/** A numbered page of the list (BLOG_PAGE_SIZE posts) and how many posts the list holds. */
export async function pagePosts(db: Db, which: 'published' | 'all', { category, page = 1 }: { category?: PostCategory; page?: number }): Promise<PostPage> {
  const [items, total] = await Promise.all([
    listPosts(db, which, { category, limit: BLOG_PAGE_SIZE, offset: pageOffset(page, BLOG_PAGE_SIZE) }),
    countPosts(db, which, category),
  ]);
  return { items, total };
}

async function requirePost(db: Db, slug: string): Promise<PostRow> {
  const [row] = await db.select(postColumns).from(posts).where(eq(posts.slug, slug)).limit(1);
  if (!row) throw notFound(POST_MESSAGES.notFound);
  return row;
}

/** One post by slug; a draft reads as missing unless `withDrafts`. Its html is sanitized again on the way out: a page never trusts stored html as it is. */
export async function readPost(db: Db, slug: string, withDrafts: boolean): Promise<Post> {
  const row = await requirePost(db, slug);
  if (!row.published && !withDrafts) throw notFound(POST_MESSAGES.notFound);
  return { ...toPostDto(row), content: sanitizeRichText(row.content) };
}

async function insertPost(db: Db, slug: string, values: ReturnType<typeof toPostValues>): Promise<Post> {
  const [row] = await db.insert(posts).values({ ...values, slug }).returning(postColumns);
  return toPostDto(row!);
}

async function slugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db.select({ slug: posts.slug }).from(posts).where(slugFamily(posts.slug, base));
  return rows.map((row) => row.slug);
}

/** A new post under the slug given (409 when taken), else under the first free slug of its title. */
export async function createPost(db: Db, input: PostInput): Promise<Post> {
  const values = toPostValues(input);
  const slug = explicitSlug(input.slug);
  if (!slug) return insertWithFreeSlug(toSlug(input.title) || `post-${Date.now()}`, (base) => slugsLike(db, base), (free) => insertPost(db, free, values));
  try {
    return await insertPost(db, slug, values);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(POST_MESSAGES.slugTaken);
    throw error;
  }
}

/** Changes the fields given (`data.slug` renames the post); the stored post fills in the rest. */
export async function updatePost(db: Db, slug: string, data: Record<string, unknown>): Promise<Post> {
  const current = await requirePost(db, slug);
  const parsed = mergePostInput(current, data);
  // Temporary 'new-…' slugs only exist before the first save, so here every slug is meant (e.g. 'new-arrivals').
  const newSlug = parsed.slug ?? current.slug;
  try {
    const [row] = await db
      .update(posts)
      .set({ ...toPostValues(parsed, current), slug: newSlug, updatedAt: sql`now()` })
      .where(eq(posts.slug, current.slug))
      .returning(postColumns);
    if (!row) throw notFound(POST_MESSAGES.notFound);
    return toPostDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(POST_MESSAGES.slugTaken);
    throw error;
  }
}

export async function deletePost(db: Db, slug: string): Promise<{ ok: true }> {
  const rows = await db.delete(posts).where(eq(posts.slug, slug)).returning({ slug: posts.slug });
  if (rows.length === 0) throw notFound(POST_MESSAGES.notFound);
  return { ok: true };
}

export interface PostImport {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  category: PostCategory;
  excerpt: string;
  /** html, sanitized here */
  content: string;
  publishedAt: Date;
}

/** Inserts published posts as they are given, created when they were published. */
export async function importPosts(db: Db, items: readonly PostImport[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(posts).values(
    items.map((post) => ({
      ...post,
      content: sanitizeRichText(post.content),
      published: true,
      createdAt: post.publishedAt,
      updatedAt: post.publishedAt,
    })),
  );
}

/** Every published post's slug and last change, newest first (the sitemap). */
export async function listPublishedPostChanges(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: posts.slug, updatedAt: posts.updatedAt }).from(posts).where(eq(posts.published, true)).orderBy(desc(posts.date));
}

export async function hasPosts(db: Db): Promise<boolean> {
  return (await db.select({ slug: posts.slug }).from(posts).limit(1)).length > 0;
}

export async function countPostsUsingFile(deps: FileDeps, key: string): Promise<number> {
  const rows = await deps.db.select({ content: posts.content }).from(posts).where(textContains(posts.content, key));
  return rows.filter((row) => mentionsFile(row.content, key)).length;
}
