// Product reviews between their row and the API's shape.
import type { Review } from '@hair/domain';
import type { reviews } from '../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

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
