import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits, reviews } from '../db/schema';
import { NOT_ADMIN, NOT_AUTHENTICATED, failure, useTestApi } from '../testing';

const { env, callers } = useTestApi();
let product: { id: string; slug: string; name: string };

/** A visitor's caller coming from `ip`. */
const visitor = (ip: string) => callers.fromIp(ip);

beforeAll(async () => {
  product = await callers.admin.products.create({ published: true, name: 'Reviewed Bundle' });
});
// The review limit per IP counts across tests otherwise.
beforeEach(() => env.deps.db.delete(rateLimits));

const storedRow = async (id: string) => (await env.deps.db.select().from(reviews).where(eq(reviews.id, id)))[0];
const countRows = async () => (await env.deps.db.select({ id: reviews.id }).from(reviews)).length;

/** A review of `productId`, created by a visitor and then given `status` by the admin. */
async function reviewWith(productId: string, rating: number, status: 'pending' | 'approved' | 'rejected', user = 'Buyer') {
  const { review } = await callers.anon.reviews.create({ productId, user, comment: `rated ${rating}`, rating });
  if (status !== 'pending') await callers.admin.reviews.setStatus({ id: review.id, status });
  return review;
}

describe('reviews.create', () => {
  it('stores a pending review from a visitor and answers { review }', async () => {
    const result = await callers.anon.reviews.create({ productId: product.id, name: '  Mai  ', comment: '  Soft and full  ', rating: '4' });
    const today = new Date().toISOString().slice(0, 10);
    expect(result).toEqual({
      review: {
        id: expect.any(String), product_id: product.id, user: 'Mai', rating: 4, likes: 0, dislikes: 0, comment: 'Soft and full', date: today, status: 'pending', created_at: expect.stringMatching(/^\d{4}-/), reply: null, replied_at: null,
      },
    });
    expect(await storedRow(result.review.id)).toMatchObject({ user: 'Mai', comment: 'Soft and full', status: 'pending', rating: 4 });
  });

  it('takes the product by slug and defaults the rating to 5', async () => {
    const { review } = await callers.anon.reviews.create({ productId: product.slug, user: 'Lan', comment: 'Good' });
    expect(review).toMatchObject({ product_id: product.id, rating: 5 });
  });

  it.each([
    [{ comment: 'c' }, 'user: Name is required'],
    [{ name: '   ', comment: 'c' }, 'user: Name is required'],
    [{ user: 'u', comment: ' \n ' }, 'comment: Comment is required'],
    [{ user: 'u', comment: 'c', rating: 0 }, 'rating: Rating must be between 1 and 5'],
    [{ user: 'u', comment: 'c', rating: '6' }, 'rating: Rating must be between 1 and 5'],
  ])('answers 400 naming the field and stores nothing for %j', async (body, message) => {
    const before = await countRows();
    expect(await failure(callers.anon.reviews.create({ productId: product.id, ...body } as never))).toEqual({ code: 'BAD_REQUEST', message });
    expect(await countRows()).toBe(before);
  });

  it('answers 404 for an unknown product', async () => {
    expect(await failure(callers.anon.reviews.create({ productId: 'missing', user: 'u', comment: 'c' }))).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
  });

  it('answers 429 past 10 reviews from one IP in 10 minutes; other IPs still post', async () => {
    const body = { productId: product.id, user: 'Flood', comment: 'again' };
    for (let i = 0; i < 10; i += 1) await visitor('10.9.9.9').reviews.create(body);
    const before = await countRows();
    expect(await failure(visitor('10.9.9.9').reviews.create(body))).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many reviews. Try again in 10 minutes.' });
    expect(await countRows()).toBe(before);
    expect((await visitor('10.9.9.10').reviews.create(body)).review.status).toBe('pending');
  });

  it('stores only 10 of 30 reviews sent at once from one address', async () => {
    const before = await countRows();
    const body = { productId: product.id, user: 'Burst', comment: 'at once' };
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => visitor('10.9.8.1').reviews.create(body)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await countRows()).toBe(before + 10);
  });
});

describe('reviews.forProduct', () => {
  it('shows only approved reviews, newest first, with their count and average', async () => {
    const target = await callers.admin.products.create({ published: true, name: 'Average Bundle' });
    const r5 = await reviewWith(target.id, 5, 'approved');
    const r4 = await reviewWith(target.id, 4, 'approved');
    const r3 = await reviewWith(target.id, 4, 'approved');
    await reviewWith(target.id, 1, 'pending');
    await reviewWith(target.id, 1, 'rejected');
    await reviewWith(product.id, 1, 'approved');
    const result = await callers.anon.reviews.forProduct({ productId: target.slug });
    expect(result.count).toBe(3);
    expect(result.average).toBe(4.33);
    expect(result.items.map((r) => r.id)).toEqual([r3.id, r4.id, r5.id]);
    expect(result.items.every((r) => r.status === 'approved' && r.product_id === target.id)).toBe(true);
  });

  it('answers an empty list with average 0, and 404 for an unknown product', async () => {
    const lonely = await callers.admin.products.create({ published: true, name: 'Unreviewed' });
    expect(await callers.anon.reviews.forProduct({ productId: lonely.id })).toEqual({ items: [], count: 0, average: 0 });
    expect(await failure(callers.anon.reviews.forProduct({ productId: 'missing' }))).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
  });
});

describe('reviews admin', () => {
  it('lists pending reviews first, then newest, with the product name; filters by status', async () => {
    await env.deps.db.delete(reviews);
    const approved = await reviewWith(product.id, 5, 'approved');
    const pendingOld = await reviewWith(product.id, 3, 'pending');
    const rejected = await reviewWith(product.id, 2, 'rejected');
    const pendingNew = await reviewWith(product.id, 4, 'pending');
    const list = await callers.admin.reviews.list({});
    expect(list.map((r) => r.id)).toEqual([pendingNew.id, pendingOld.id, rejected.id, approved.id]);
    expect(list[0]).toMatchObject({ product_name: 'Reviewed Bundle', product_id: product.id, status: 'pending' });
    expect((await callers.admin.reviews.list({ status: 'pending' })).map((r) => r.id)).toEqual([pendingNew.id, pendingOld.id]);
    expect((await callers.admin.reviews.list({ status: 'rejected' })).map((r) => r.id)).toEqual([rejected.id]);
    expect((await callers.admin.reviews.list()).length).toBe(4);
    expect(await failure(callers.admin.reviews.list({ status: 'spam' as never }))).toEqual({ code: 'BAD_REQUEST', message: 'status: status must be pending, approved or rejected' });
  });

  it('approves and rejects; a rejected review leaves the public list', async () => {
    const review = await reviewWith(product.id, 5, 'pending');
    expect(await callers.admin.reviews.setStatus({ id: review.id, status: 'approved' })).toMatchObject({ id: review.id, status: 'approved' });
    expect((await callers.anon.reviews.forProduct({ productId: product.id })).items.map((r) => r.id)).toContain(review.id);
    expect(await callers.admin.reviews.setStatus({ id: review.id, status: 'rejected' })).toMatchObject({ status: 'rejected' });
    expect((await callers.anon.reviews.forProduct({ productId: product.id })).items.map((r) => r.id)).not.toContain(review.id);
    expect((await storedRow(review.id))?.status).toBe('rejected');
  });

  it('answers 400 for a bad status and 404 for a missing review', async () => {
    const review = await reviewWith(product.id, 5, 'pending');
    expect(await failure(callers.admin.reviews.setStatus({ id: review.id, status: 'pending' as never }))).toEqual({ code: 'BAD_REQUEST', message: 'status: status must be approved or rejected' });
    expect(await failure(callers.admin.reviews.setStatus({ id: 'missing', status: 'approved' }))).toEqual({ code: 'NOT_FOUND', message: 'Review not found' });
    expect((await storedRow(review.id))?.status).toBe('pending');
  });

  it('deletes a review; a second delete answers 404', async () => {
    const review = await reviewWith(product.id, 5, 'approved');
    expect(await callers.admin.reviews.delete({ id: review.id })).toEqual({ ok: true });
    expect(await storedRow(review.id)).toBeUndefined();
    expect(await failure(callers.admin.reviews.delete({ id: review.id }))).toEqual({ code: 'NOT_FOUND', message: 'Review not found' });
  });

  it('keeps list, setStatus and delete for admins (401 anonymous, 403 non-admin)', async () => {
    const review = await reviewWith(product.id, 5, 'pending');
    for (const caller of [callers.anon, callers.user]) {
      const expected = caller === callers.anon ? NOT_AUTHENTICATED : NOT_ADMIN;
      expect(await failure(caller.reviews.list({}))).toEqual(expected);
      expect(await failure(caller.reviews.setStatus({ id: review.id, status: 'approved' }))).toEqual(expected);
      expect(await failure(caller.reviews.delete({ id: review.id }))).toEqual(expected);
    }
    expect((await storedRow(review.id))?.status).toBe('pending');
  });

  it('removes the reviews of a deleted product', async () => {
    const doomed = await callers.admin.products.create({ published: true, name: 'Doomed' });
    const review = await reviewWith(doomed.id, 5, 'approved');
    await callers.admin.products.delete({ id: doomed.id });
    expect(await storedRow(review.id)).toBeUndefined();
  });
});

describe('the shop\'s reply to a review (admin)', () => {
  it('saves a reply the public list shows under the review; saving again edits it; removing hides it', async () => {
    const review = await reviewWith(product.id, 5, 'approved');
    const saved = await callers.admin.reviews.setReply({ id: review.id, reply: '  Thank you, Mai!\r\nSee you again.  ' });
    expect(saved).toMatchObject({ id: review.id, reply: 'Thank you, Mai!\nSee you again.', replied_at: expect.stringMatching(/^\d{4}-/) });
    const shown = (await callers.anon.reviews.forProduct({ productId: product.id })).items.find((r) => r.id === review.id);
    expect(shown).toMatchObject({ reply: 'Thank you, Mai!\nSee you again.', replied_at: saved.replied_at });

    const edited = await callers.admin.reviews.setReply({ id: review.id, reply: 'Thank you!' });
    expect(edited.reply).toBe('Thank you!');
    expect((await storedRow(review.id))?.reply).toBe('Thank you!');

    expect(await callers.admin.reviews.removeReply({ id: review.id })).toMatchObject({ reply: null, replied_at: null });
    expect(await storedRow(review.id)).toMatchObject({ reply: null, repliedAt: null });
    expect((await callers.anon.reviews.forProduct({ productId: product.id })).items.find((r) => r.id === review.id)?.reply).toBeNull();
  });

  it('stores a reply as plain text: markup is removed, not kept', async () => {
    const review = await reviewWith(product.id, 5, 'approved');
    const saved = await callers.admin.reviews.setReply({ id: review.id, reply: '<script>alert(1)</script><b onclick="x()">Thanks</b> <3\n\n\n\nBye' });
    expect(saved.reply).toBe('alert(1)Thanks <3\n\nBye');
  });

  it('refuses a blank, markup-only or too long reply with 400 and keeps the stored one', async () => {
    const review = await reviewWith(product.id, 5, 'approved');
    await callers.admin.reviews.setReply({ id: review.id, reply: 'Kept' });
    const cases: [unknown, string][] = [
      ['   ', 'reply: Reply is required'],
      ['<p></p>', 'reply: Reply is required'],
      [undefined, 'reply: Reply is required'],
      ['x'.repeat(2001), 'reply: Reply must be at most 2000 characters'],
    ];
    for (const [reply, message] of cases) {
      expect(await failure(callers.admin.reviews.setReply({ id: review.id, reply } as never))).toEqual({ code: 'BAD_REQUEST', message });
    }
    expect(await failure(callers.admin.reviews.setReply({ id: review.id, reply: 42 } as never))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^reply: /) });
    expect((await storedRow(review.id))?.reply).toBe('Kept');
  });

  it('answers 404 for a missing review', async () => {
    expect(await failure(callers.admin.reviews.setReply({ id: 'missing', reply: 'Hi' }))).toEqual({ code: 'NOT_FOUND', message: 'Review not found' });
    expect(await failure(callers.admin.reviews.removeReply({ id: 'missing' }))).toEqual({ code: 'NOT_FOUND', message: 'Review not found' });
  });

  it('is for admins only (401 anonymous, 403 non-admin)', async () => {
    const review = await reviewWith(product.id, 5, 'approved');
    await callers.admin.reviews.setReply({ id: review.id, reply: 'Ours' });
    for (const caller of [callers.anon, callers.user]) {
      const expected = caller === callers.anon ? NOT_AUTHENTICATED : NOT_ADMIN;
      expect(await failure(caller.reviews.setReply({ id: review.id, reply: 'Hijacked' }))).toEqual(expected);
      expect(await failure(caller.reviews.removeReply({ id: review.id }))).toEqual(expected);
    }
    expect((await storedRow(review.id))?.reply).toBe('Ours');
  });
});
