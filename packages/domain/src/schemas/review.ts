// Product reviews: stored on the server, new ones wait for an admin's approval before the public sees them.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isRecord } from '../records';
import { idString, plainText, requiredText } from './common';
import { ratingSchema } from './testimonial';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** The review form calls the reviewer 'name'; the entity calls it 'user'. */
function canonicalReviewInput(raw: unknown): unknown {
  if (!isRecord(raw) || raw.user !== undefined || raw.name === undefined) return raw;
  const { name, ...rest } = raw;
  return { ...rest, user: name };
}

export const reviewInputSchema = z.preprocess(
  canonicalReviewInput,
  z.object({
    user: requiredText('Name', MESSAGES.nameRequired, 200),
    comment: requiredText('Comment', MESSAGES.commentRequired, 5000),
    rating: ratingSchema,
  }),
);
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  user: z.string(),
  rating: z.number().int(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  comment: z.string(),
  date: z.string(),
  status: reviewStatusSchema,
  created_at: z.string(),
  /** The shop's public answer, shown under the review. */
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The shop's public answer to a review: plain text (toPlainText), at most MAX_REPLY_LENGTH characters. */
export const MAX_REPLY_LENGTH = 2000;
export const reviewReplyInputSchema = z.object({
  id: idString,
  reply: plainText('Reply', MESSAGES.replyRequired, MAX_REPLY_LENGTH),
});
