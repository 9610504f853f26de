// Blog posts: the public reads published posts only; admins list, read and
// write drafts too. Content html is sanitized on save and again on a page read.
import { postInputSchema, postListQuerySchema, postPageQuerySchema } from '@hair/domain';
import { z } from 'zod';
import { adminProcedure, createCallerFactory, publicProcedure, router, seesDrafts } from '../trpc';
import { createPost, deletePost, listPosts, pagePosts, readPost, updatePost } from './store';

const slugParamSchema = z.object({
  slug: z.string({ error: 'slug is required' }).trim().min(1, { error: 'slug is required' }).max(300),
});
const updateInputSchema = slugParamSchema.extend({
  /** The post fields to change; the stored post fills in the rest. `data.slug` renames the post. */
  data: z.record(z.string(), z.unknown(), { error: 'data must be an object' }),
});

/** Every post including drafts: admin only, through the admin procedure. */
const listAll = adminProcedure
  .input(postListQuerySchema.pick({ category: true, limit: true, offset: true }).optional())
  .query(({ ctx, input }) => listPosts(ctx.db, 'all', input));

/** A numbered page of every post with the drafts, and how many there are: admin only. */
const pageAll = adminProcedure
  .input(postPageQuerySchema.pick({ category: true, page: true }))
  .query(({ ctx, input }) => pagePosts(ctx.db, 'all', input));
const callAdminList = createCallerFactory(router({ listAll, pageAll }));

export const postsRouter = router({
  /** Published posts, newest first, of one category or all; `published: false` asks for the admin list of all posts. */
  list: publicProcedure.input(postListQuerySchema.optional()).query(({ ctx, input }) =>
    input?.published === false
      ? callAdminList(ctx).listAll({ category: input.category, limit: input.limit, offset: input.offset })
      : listPosts(ctx.db, 'published', input)),

  listAll,

  /** A page of the list (BLOG_PAGE_SIZE posts) with its total; `published: false` asks for the admin's list. */
  page: publicProcedure.input(postPageQuerySchema).query(({ ctx, input }) =>
    input.published === false
      ? callAdminList(ctx).pageAll({ category: input.category, page: input.page })
      : pagePosts(ctx.db, 'published', input)),

  bySlug: publicProcedure.input(slugParamSchema).query(({ ctx, input }) => readPost(ctx.db, input.slug, seesDrafts(ctx))),

  create: adminProcedure.input(postInputSchema).mutation(({ ctx, input }) => createPost(ctx.db, input)),

  /** PUT sends the whole post, but a partial body keeps the stored fields it leaves out. */
  update: adminProcedure.input(updateInputSchema).mutation(({ ctx, input }) => updatePost(ctx.db, input.slug, input.data)),

  delete: adminProcedure.input(slugParamSchema).mutation(({ ctx, input }) => deletePost(ctx.db, input.slug)),
});
