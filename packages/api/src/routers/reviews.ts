// Product reviews (design point 5): anyone may write one, it waits for an
// admin's approval, and only approved reviews are public.
import { REVIEW_STATUSES, TEXTS, averageRating, idString, reviewInputSchema, reviewReplyInputSchema } from '@hair/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { products, reviews } from '../db/schema';
import { notFound } from '../errors';
import { findProductRef } from '../services/catalog/products';
import { reviewColumns, toReviewDto } from '../services/catalog/reviews';
import { addressKey } from '../services/limits/client-address';
import { enforceLimit, minutesText, type Limit } from '../services/limits/rate-limit';
import { withInputType } from '../services/validation';
import { adminProcedure, publicProcedure, router } from '../trpc';

const REVIEW_NOT_FOUND = 'Review not found';
/** Reviews one IP may post in the window; past it, 429. */
export const REVIEW_LIMIT: Limit = { max: 10, windowMs: 10 * 60 * 1000 };
const reviewRateKey = (ip: string) => `review:ip:${addressKey(ip)}`;
const tooManyReviews = (minutes: number) => `Too many reviews. Try again in ${minutesText(minutes)}.`;
const REVIEW_LIST_MAX = 1000;

const productRefSchema = z.object({ productId: idString });
const reviewIdSchema = z.object({ id: idString });
export const reviewListQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REVIEW_STATUSES, { error: 'status must be pending, approved or rejected' }).optional()),
});
/** The review form calls the reviewer `name`; `user` is accepted too. */
const reviewCreateInput = withInputType<{ productId: string; user?: string; name?: string; comment: string; rating?: number | string }>()(
  productRefSchema.and(reviewInputSchema),
);

async function requireProductRef(db: Db, idOrSlug: string) {
  const product = await findProductRef(db, idOrSlug);
  if (!product) throw notFound(TEXTS.productNotFound);
  return product;
}

export const reviewsRouter = router({
  create: publicProcedure.input(reviewCreateInput).mutation(async ({ ctx, input }) => {
    const product = await requireProductRef(ctx.db, input.productId);
    // Counted before the insert, so parallel or batched reviews cannot pass the limit.
    await enforceLimit(ctx.db, reviewRateKey(ctx.ip), REVIEW_LIMIT, tooManyReviews);
    const [row] = await ctx.db
      .insert(reviews)
      .values({ productId: product.id, user: input.user, comment: input.comment, rating: input.rating, status: 'pending' })
      .returning(reviewColumns);
    return { review: toReviewDto(row!) };
  }),

  /** Approved reviews of a product (by id or slug), newest first, with their count and average rating. */
  forProduct: publicProcedure.input(productRefSchema).query(async ({ ctx, input }) => {
    const product = await requireProductRef(ctx.db, input.productId);
    const rows = await ctx.db
      .select(reviewColumns)
      .from(reviews)
      .where(and(eq(reviews.productId, product.id), eq(reviews.status, 'approved')))
      .orderBy(desc(reviews.createdAt), asc(reviews.id));
    const items = rows.map((row) => toReviewDto(row));
    return { items, count: items.length, average: averageRating(items) };
  }),

  /** Admin inbox: pending first, then newest. */
  list: adminProcedure
    .input(reviewListQuerySchema.optional())
    .query(async ({ ctx, input }) => {
      const rows = await ctx.db
        .select({ ...reviewColumns, productName: products.name })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(input?.status === undefined ? undefined : eq(reviews.status, input.status))
        .orderBy(desc(sql`${reviews.status} = 'pending'`), desc(reviews.createdAt), asc(reviews.id))
        .limit(REVIEW_LIST_MAX);
      return rows.map((row) => toReviewDto(row));
    }),

  setStatus: adminProcedure
    .input(reviewIdSchema.extend({ status: z.enum(['approved', 'rejected'], { error: 'status must be approved or rejected' }) }))
    .mutation(async ({ ctx, input }) => {
      const [row] = await ctx.db.update(reviews).set({ status: input.status }).where(eq(reviews.id, input.id)).returning(reviewColumns);
      if (!row) throw notFound(REVIEW_NOT_FOUND);
      return toReviewDto(row);
    }),

  /** The shop's public answer, shown under the review on the product page; saving again edits it. */
  setReply: adminProcedure.input(reviewReplyInputSchema).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .update(reviews)
      .set({ reply: input.reply, repliedAt: sql`now()` })
      .where(eq(reviews.id, input.id))
      .returning(reviewColumns);
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    return toReviewDto(row);
  }),

  removeReply: adminProcedure.input(reviewIdSchema).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db.update(reviews).set({ reply: null, repliedAt: null }).where(eq(reviews.id, input.id)).returning(reviewColumns);
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    return toReviewDto(row);
  }),

  delete: adminProcedure.input(reviewIdSchema).mutation(async ({ ctx, input }) => {
    const rows = await ctx.db.delete(reviews).where(eq(reviews.id, input.id)).returning({ id: reviews.id });
    if (rows.length === 0) throw notFound(REVIEW_NOT_FOUND);
    return { ok: true as const };
  }),
});
