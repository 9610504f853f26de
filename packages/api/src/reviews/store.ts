// Every SQL statement of product reviews. New reviews wait as 'pending'; only
// approved ones are public.
import { TEXTS, averageRating, type ReviewStatus } from '@hair/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { allColumns } from '../db/columns';
import { products, reviews } from '../db/schema';
import { notFound } from '../errors';
import { productIdQuery } from '../products/store';
import { toReviewDto, type ReviewDto } from './mapper';

const REVIEW_NOT_FOUND = 'Review not found';
/** The admin list has no paging; this only bounds a runaway table. */
const REVIEW_LIST_MAX = 1000;

const reviewColumns = allColumns(reviews);

/**
 * Approved reviews of a product (by id or slug), newest first, with their count
 * and average rating; 404 without the product. One query: the product, joined
 * with its reviews (a product without any is one row with no review).
 */
export async function approvedReviews(db: Db, idOrSlug: string): Promise<{ items: ReviewDto[]; count: number; average: number }> {
  const product = productIdQuery(db, idOrSlug).as('product');
  const rows = await db
    .select({ productId: product.id, review: reviewColumns })
    .from(product)
    .leftJoin(reviews, and(eq(reviews.productId, product.id), eq(reviews.status, 'approved')))
    .orderBy(desc(reviews.createdAt), asc(reviews.id));
  if (rows.length === 0) throw notFound(TEXTS.productNotFound);
  const items = rows.flatMap(({ review }) => (review ? [toReviewDto(review)] : []));
  return { items, count: items.length, average: averageRating(items) };
}

export async function insertReview(db: Db, values: { productId: string; user: string; comment: string; rating: number }): Promise<{ review: ReviewDto }> {
  const [row] = await db.insert(reviews).values({ ...values, status: 'pending' }).returning(reviewColumns);
  return { review: toReviewDto(row!) };
}

/** The admin inbox: pending first, then newest; each review names its product. */
export async function listReviews(db: Db, status: ReviewStatus | undefined): Promise<ReviewDto[]> {
  const rows = await db
    .select({ ...reviewColumns, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(status === undefined ? undefined : eq(reviews.status, status))
    .orderBy(desc(sql`${reviews.status} = 'pending'`), desc(reviews.createdAt), asc(reviews.id))
    .limit(REVIEW_LIST_MAX);
  return rows.map((row) => toReviewDto(row));
}

/** Changes one review; 404 when there is none. */
async function updateReview(db: Db, id: string, values: { status?: ReviewStatus; reply?: string | null; repliedAt?: SQL | null }): Promise<ReviewDto> {
  const [row] = await db.update(reviews).set(values).where(eq(reviews.id, id)).returning(reviewColumns);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return toReviewDto(row);
}

export const setReviewStatus = (db: Db, id: string, status: 'approved' | 'rejected') => updateReview(db, id, { status });

/** The shop's public answer; saving again edits it. */
export const setReviewReply = (db: Db, id: string, reply: string) => updateReview(db, id, { reply, repliedAt: sql`now()` });

export const removeReviewReply = (db: Db, id: string) => updateReview(db, id, { reply: null, repliedAt: null });

export async function deleteReview(db: Db, id: string): Promise<{ ok: true }> {
  const rows = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  if (rows.length === 0) throw notFound(REVIEW_NOT_FOUND);
  return { ok: true };
}

export interface ReviewImport {
  productId: string;
  user: string;
  rating: number;
  comment: string;
  likes: number;
  dislikes: number;
  status: ReviewStatus;
  createdAt: Date;
}

export async function importReviews(db: Db, rows: readonly ReviewImport[]): Promise<void> {
  if (rows.length > 0) await db.insert(reviews).values([...rows]);
}
