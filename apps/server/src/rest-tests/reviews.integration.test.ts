import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);
let product: { id: string; slug: string };

interface ReviewJson {
  id: string;
  product_id: string;
  product_name?: string;
  user: string;
  rating: number;
  comment: string;
  date: string;
  status: string;
  reply: string | null;
  replied_at: string | null;
}

beforeAll(async () => {
  product = (await t.json<{ id: string; slug: string }>('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Reviewed Wig' } })).body;
});
// The review limit per IP counts across tests otherwise.
beforeEach(() => t.deps.db.execute(sql`delete from rate_limits where key like 'review:%'`));

async function postReview(body: Record<string, unknown>, productId = product.id) {
  return (await t.created<{ review: ReviewJson }>(`/api/products/${productId}/reviews`, { body })).review;
}

describe('POST /api/products/{id}/reviews', () => {
  it('stores a pending review (201 { review }) from an anonymous visitor', async () => {
    const res = await t.json<{ review: ReviewJson }>('POST', `/api/products/${product.slug}/reviews`, { body: { name: ' Ngoc ', comment: ' Lovely ', rating: 4 } });
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({ product_id: product.id, user: 'Ngoc', comment: 'Lovely', rating: 4, likes: 0, dislikes: 0, status: 'pending', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('answers 400 naming the field, 404 for an unknown product', async () => {
    expect(await t.json('POST', `/api/products/${product.id}/reviews`, { body: { user: ' ', comment: 'c' } })).toMatchObject({ status: 400, body: { error: 'user: Name is required' } });
    expect(await t.json('POST', `/api/products/${product.id}/reviews`, { body: { user: 'u', comment: '' } })).toMatchObject({ status: 400, body: { error: 'comment: Comment is required' } });
    expect(await t.json('POST', `/api/products/${product.id}/reviews`, { body: { user: 'u', comment: 'c', rating: 9 } })).toMatchObject({ status: 400, body: { error: 'rating: Rating must be between 1 and 5' } });
    expect(await t.json('POST', '/api/products/missing/reviews', { body: { user: 'u', comment: 'c' } })).toMatchObject({ status: 404, body: { error: 'Product not found' } });
  });

  it('answers 429 past 10 reviews from one IP', async () => {
    for (let i = 0; i < 10; i += 1) await postReview({ user: 'Flood', comment: `#${i}` });
    expect(await t.json('POST', `/api/products/${product.id}/reviews`, { body: { user: 'Flood', comment: 'one more' } })).toMatchObject({
      status: 429, body: { error: 'Too many reviews. Try again in 10 minutes.' },
    });
  });
});

describe('GET /api/products/{id}/reviews', () => {
  it('answers only approved reviews with count and average', async () => {
    const other = (await t.json<{ id: string }>('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Rated Wig' } })).body;
    const a = await postReview({ user: 'A', comment: 'five', rating: 5 }, other.id);
    const b = await postReview({ user: 'B', comment: 'four', rating: 4 }, other.id);
    await postReview({ user: 'C', comment: 'pending one', rating: 1 }, other.id);
    expect((await t.request('POST', `/api/reviews/${a.id}/approve`, { token: tokens.admin })).status).toBe(200);
    expect((await t.request('POST', `/api/reviews/${b.id}/approve`, { token: tokens.admin })).status).toBe(200);
    const res = await t.json<{ items: ReviewJson[]; count: number; average: number }>('GET', `/api/products/${other.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.body).toMatchObject({ count: 2, average: 4.5 });
    expect(res.body.items.map((r) => r.user)).toEqual(['B', 'A']);
    expect(await t.json('GET', '/api/products/missing/reviews')).toMatchObject({ status: 404, body: { error: 'Product not found' } });
  });
});

describe('admin review routes', () => {
  it('lists reviews for an admin, pending first, with ?status=', async () => {
    const review = await postReview({ user: 'Listed', comment: 'waiting' });
    const res = await t.json<ReviewJson[]>('GET', '/api/reviews?status=pending', { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.every((r) => r.status === 'pending')).toBe(true);
    expect(res.body[0]).toMatchObject({ id: review.id, product_name: 'Reviewed Wig' });
    expect(await t.json('GET', '/api/reviews?status=spam', { token: tokens.admin })).toMatchObject({ status: 400, body: { error: 'status: status must be pending, approved or rejected' } });
  });

  it('approves and rejects; 404 for a missing review', async () => {
    const review = await postReview({ user: 'Judged', comment: 'judge me' });
    expect(await t.json('POST', `/api/reviews/${review.id}/approve`, { token: tokens.admin })).toMatchObject({ status: 200, body: { id: review.id, status: 'approved' } });
    expect(await t.json('POST', `/api/reviews/${review.id}/reject`, { token: tokens.admin })).toMatchObject({ status: 200, body: { status: 'rejected' } });
    expect(await t.json('POST', '/api/reviews/missing/approve', { token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Review not found' } });
    expect(await t.json('POST', '/api/reviews/missing/reject', { token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Review not found' } });
  });

  it('deletes: 204, then 404', async () => {
    const review = await postReview({ user: 'Gone', comment: 'delete me' });
    expect((await t.request('DELETE', `/api/reviews/${review.id}`, { token: tokens.admin })).status).toBe(204);
    expect(await t.json('DELETE', `/api/reviews/${review.id}`, { token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Review not found' } });
  });

  it('answers 401 anonymous and 403 non-admin on every admin route', async () => {
    const review = await postReview({ user: 'Kept', comment: 'keep me' });
    const routes: [string, string][] = [
      ['GET', '/api/reviews'],
      ['POST', `/api/reviews/${review.id}/approve`],
      ['POST', `/api/reviews/${review.id}/reject`],
      ['DELETE', `/api/reviews/${review.id}`],
    ];
    for (const [method, path] of routes) {
      expect(await t.json(method, path)).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
      expect(await t.json(method, path, { token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    }
    const pending = await t.json<ReviewJson[]>('GET', '/api/reviews?status=pending', { token: tokens.admin });
    expect(pending.body.some((r) => r.id === review.id)).toBe(true);
  });
});

describe('the reply to a review', () => {
  it('PUT /api/reviews/{id}/reply saves and edits it, the public list shows it at once, DELETE removes it', async () => {
    const review = await postReview({ user: 'Answered', comment: 'Great hair' });
    await t.request('POST', `/api/reviews/${review.id}/approve`, { token: tokens.admin });
    const before = await t.json<{ items: ReviewJson[] }>('GET', `/api/products/${product.id}/reviews`);
    expect(before.body.items.find((r) => r.id === review.id)).toMatchObject({ reply: null, replied_at: null });

    const saved = await t.json<ReviewJson>('PUT', `/api/reviews/${review.id}/reply`, { token: tokens.admin, body: { reply: ' Thank you!\nCome back soon. ' } });
    expect(saved).toMatchObject({ status: 200, body: { id: review.id, reply: 'Thank you!\nCome back soon.', replied_at: expect.stringMatching(/^\d{4}-/) } });
    const after = await t.json<{ items: ReviewJson[] }>('GET', `/api/products/${product.slug}/reviews`);
    expect(after.body.items.find((r) => r.id === review.id)).toMatchObject({ reply: 'Thank you!\nCome back soon.', replied_at: saved.body.replied_at });

    expect(await t.json('PUT', `/api/reviews/${review.id}/reply`, { token: tokens.admin, body: { reply: 'Edited' } })).toMatchObject({ status: 200, body: { reply: 'Edited' } });
    expect(await t.json('DELETE', `/api/reviews/${review.id}/reply`, { token: tokens.admin })).toMatchObject({ status: 200, body: { reply: null, replied_at: null } });
    const removed = await t.json<{ items: ReviewJson[] }>('GET', `/api/products/${product.id}/reviews`);
    expect(removed.body.items.find((r) => r.id === review.id)?.reply).toBeNull();
  });

  it('answers 400 for a blank, too long or non-text reply or a non-object body, 404 for a missing review, and keeps the stored reply', async () => {
    const review = await postReview({ user: 'Guarded', comment: 'Keep the reply' });
    await t.json('PUT', `/api/reviews/${review.id}/reply`, { token: tokens.admin, body: { reply: 'Original' } });
    const bad: [unknown, RegExp | string][] = [
      [{ reply: '  ' }, 'reply: Reply is required'],
      [{}, 'reply: Reply is required'],
      [{ reply: '<i></i>' }, 'reply: Reply is required'],
      [{ reply: 'x'.repeat(2001) }, 'reply: Reply must be at most 2000 characters'],
      [{ reply: ['a'] }, /^reply: /],
      [['reply'], 'Request body must be a JSON object'],
      [{ reply: 'nul\u0000byte' }, /control characters/],
    ];
    for (const [body, error] of bad) {
      expect(await t.json('PUT', `/api/reviews/${review.id}/reply`, { token: tokens.admin, body })).toMatchObject({ status: 400, body: { error: typeof error === 'string' ? error : expect.stringMatching(error) } });
    }
    expect(await t.json('PUT', '/api/reviews/missing/reply', { token: tokens.admin, body: { reply: 'Hi' } })).toMatchObject({ status: 404, body: { error: 'Review not found' } });
    expect(await t.json('DELETE', '/api/reviews/missing/reply', { token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Review not found' } });
    const listed = await t.json<ReviewJson[]>('GET', '/api/reviews', { token: tokens.admin });
    expect(listed.body.find((r) => r.id === review.id)?.reply).toBe('Original');
  });

  it('answers 401 anonymous and 403 non-admin, and changes nothing', async () => {
    const review = await postReview({ user: 'Owned', comment: 'Only the shop answers' });
    await t.json('PUT', `/api/reviews/${review.id}/reply`, { token: tokens.admin, body: { reply: 'Ours' } });
    const routes: [string, string, unknown?][] = [
      ['PUT', `/api/reviews/${review.id}/reply`, { reply: 'Hijacked' }],
      ['DELETE', `/api/reviews/${review.id}/reply`],
    ];
    for (const [method, path, body] of routes) {
      expect(await t.json(method, path, { body })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
      expect(await t.json(method, path, { body, token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    }
    const listed = await t.json<ReviewJson[]>('GET', '/api/reviews', { token: tokens.admin });
    expect(listed.body.find((r) => r.id === review.id)?.reply).toBe('Ours');
  });
});
