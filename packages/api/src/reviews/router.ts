// Product reviews: anyone may write one, it waits for an admin's approval, and
// only approved reviews are public. The average rating is computed, not stored.
import { REVIEW_STATUSES, idString, reviewInputSchema, reviewReplyInputSchema } from '@hair/domain';
import { z } from 'zod';
import { withInputType } from '../shared/validation';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { approvedReviews, deleteReview, listReviews, removeReviewReply, setReviewReply, setReviewStatus } from './store';
import { submitReview } from './service';

const productRefSchema = z.object({ productId: idString });
const reviewIdSchema = z.object({ id: idString });
/** The review form calls the reviewer `name`; `user` is accepted too. */
const reviewCreateInput = withInputType<{ productId: string; user?: string; name?: string; comment: string; rating?: number | string }>()(
  productRefSchema.and(reviewInputSchema),
);
export const reviewListQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REVIEW_STATUSES, { error: 'status must be pending, approved or rejected' }).optional()),
});
const setStatusInput = reviewIdSchema.extend({ status: z.enum(['approved', 'rejected'], { error: 'status must be approved or rejected' }) });

export const reviewsRouter = router({
  create: publicProcedure.input(reviewCreateInput).mutation(({ ctx, input }) => submitReview(ctx, input)),

  /** Approved reviews of a product (by id or slug), newest first, with their count and average rating. */
  forProduct: publicProcedure.input(productRefSchema).query(({ ctx, input }) => approvedReviews(ctx.db, input.productId)),

  /** Admin inbox: pending first, then newest. */
  list: adminProcedure.input(reviewListQuerySchema.optional()).query(({ ctx, input }) => listReviews(ctx.db, input?.status)),

  setStatus: adminProcedure.input(setStatusInput).mutation(({ ctx, input }) => setReviewStatus(ctx.db, input.id, input.status)),

  /** The shop's public answer, shown under the review on the product page; saving again edits it. */
  setReply: adminProcedure.input(reviewReplyInputSchema).mutation(({ ctx, input }) => setReviewReply(ctx.db, input.id, input.reply)),

  removeReply: adminProcedure.input(reviewIdSchema).mutation(({ ctx, input }) => removeReviewReply(ctx.db, input.id)),

  delete: adminProcedure.input(reviewIdSchema).mutation(({ ctx, input }) => deleteReview(ctx.db, input.id)),
});
