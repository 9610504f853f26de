// Product reviews: row <-> API mapping.
import type { Review } from '@hair/domain';
import { reviews } from '../../db/schema';

export const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  user: reviews.user,
  rating: reviews.rating,
  comment: reviews.comment,
  likes: reviews.likes,
  dislikes: reviews.dislikes,
  status: reviews.status,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
};
export type ReviewRow = Pick<typeof reviews.$inferSelect, keyof typeof reviewColumns>;

/** The admin list also names the product. */
export type ReviewDto = Review & { product_name?: string };

export function toReviewDto(row: ReviewRow & { productName?: string }): ReviewDto {
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    product_id: row.productId,
    ...(row.productName === undefined ? {} : { product_name: row.productName }),
    user: row.user,
    rating: row.rating,
    likes: row.likes,
    dislikes: row.dislikes,
    comment: row.comment,
    date: createdAt.slice(0, 10),
    status: row.status,
    created_at: createdAt,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
  };
}
