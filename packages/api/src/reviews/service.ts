// A visitor's review: the product must exist, and one address may post only so
// many in a while. The review waits for an admin's approval.
import type { Context } from '../context';
import { requireProductRef } from '../products/store';
import { addressKey } from '../rate-limits/client-address';
import { enforceLimit, minutesText, type Limit } from '../rate-limits/limits';
import { insertReview } from './store';

/** Reviews one IP may post in the window; past it, 429. */
const REVIEW_LIMIT: Limit = { max: 10, windowMs: 10 * 60 * 1000 };
const reviewRateKey = (ip: string) => `review:ip:${addressKey(ip)}`;
const tooManyReviews = (minutes: number) => `Too many reviews. Try again in ${minutesText(minutes)}.`;

export async function submitReview(ctx: Context, input: { productId: string; user: string; comment: string; rating: number }) {
  const product = await requireProductRef(ctx.db, input.productId);
  // Counted before the insert, so parallel or batched reviews cannot pass the limit.
  await enforceLimit(ctx.db, reviewRateKey(ctx.ip), REVIEW_LIMIT, tooManyReviews);
  return insertReview(ctx.db, { productId: product.id, user: input.user, comment: input.comment, rating: input.rating });
}
