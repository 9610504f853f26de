import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testimonials } from '../db/schema';
import { NOT_ADMIN, NOT_AUTHENTICATED, failure, useTestApi } from '../testing';

const { env, callers } = useTestApi();

const storedRow = async (id: string) => (await env.deps.db.select().from(testimonials).where(eq(testimonials.id, id)))[0];
const countRows = async () => (await env.deps.db.select({ id: testimonials.id }).from(testimonials)).length;

/** Inserts testimonials with distinct creation times, oldest first. */
async function insertAged(items: { quote: string; featured?: boolean }[]) {
  const base = Date.UTC(2024, 0, 1);
  await env.deps.db.insert(testimonials).values(items.map((item, i) => ({ ...item, author: 'Aged', createdAt: new Date(base + i * 60_000) })));
}

describe('testimonials.create', () => {
  it('stores a testimonial with rating 5 and null optional fields by default', async () => {
    const created = await callers.admin.testimonials.create({ quote: '  Great hair  ', author: ' Linh ', role: '', image_url: '   ' });
    expect(created).toEqual({
      id: expect.any(String), quote: 'Great hair', author: 'Linh', role: null, image_url: null, rating: 5, featured: false, created_at: expect.stringMatching(/Z$/),
    });
    expect(await storedRow(created.id)).toMatchObject({ quote: 'Great hair', role: null, imageUrl: null, rating: 5 });
  });

  it('stores every field given', async () => {
    const created = await callers.admin.testimonials.create({ quote: 'Q', author: 'A', role: 'Salon owner', image_url: '/uploads/testimonials/a.webp', rating: '3', featured: 'true' });
    expect(created).toMatchObject({ role: 'Salon owner', image_url: '/uploads/testimonials/a.webp', rating: 3, featured: true });
  });

  it.each([
    [{ author: 'A' }, 'quote: Quote is required'],
    [{ quote: ' ', author: 'A' }, 'quote: Quote is required'],
    [{ quote: 'Q' }, 'author: Author name is required'],
    [{ quote: 'Q', author: '' }, 'author: Author name is required'],
    [{ quote: 'Q', author: 'A', rating: 0 }, 'rating: Rating must be between 1 and 5'],
    [{ quote: 'Q', author: 'A', rating: 6 }, 'rating: Rating must be between 1 and 5'],
    [{ quote: 'Q', author: 'A', rating: 2.5 }, 'rating: Rating must be between 1 and 5'],
  ])('answers 400 naming the field and stores nothing for %j', async (body, message) => {
    const before = await countRows();
    expect(await failure(callers.admin.testimonials.create(body as never))).toEqual({ code: 'BAD_REQUEST', message });
    expect(await countRows()).toBe(before);
  });

  it('is refused to anonymous visitors (401) and non-admins (403)', async () => {
    const before = await countRows();
    expect(await failure(callers.anon.testimonials.create({ quote: 'Q', author: 'A' }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.testimonials.create({ quote: 'Q', author: 'A' }))).toEqual(NOT_ADMIN);
    expect(await countRows()).toBe(before);
  });
});

describe('testimonials.list', () => {
  it('lists newest first, filters featured and limits, publicly', async () => {
    await env.deps.db.delete(testimonials);
    await insertAged([{ quote: 'first', featured: true }, { quote: 'second' }, { quote: 'third', featured: true }, { quote: 'fourth', featured: true }]);
    const quotes = (list: { quote: string }[]) => list.map((t) => t.quote);
    expect(quotes(await callers.anon.testimonials.list({}))).toEqual(['fourth', 'third', 'second', 'first']);
    expect(quotes(await callers.anon.testimonials.list({ featured: 'true', limit: '2' }))).toEqual(['fourth', 'third']);
    expect(quotes(await callers.anon.testimonials.list({ featured: false }))).toEqual(['second']);
  });

  it('answers 400 for a bad limit', async () => {
    expect(await failure(callers.anon.testimonials.list({ limit: 0 }))).toEqual({ code: 'BAD_REQUEST', message: 'limit: limit must be a whole number from 1 to 1000' });
  });
});

describe('testimonials.update', () => {
  it('replaces the fields of a full body and nulls empty optional ones', async () => {
    const created = await callers.admin.testimonials.create({ quote: 'Old', author: 'Old author', role: 'Buyer', image_url: '/a.webp', rating: 4 });
    const updated = await callers.admin.testimonials.update({ id: created.id, quote: 'New', author: 'New author', role: '', image_url: null, rating: 2, featured: true });
    expect(updated).toEqual({ ...created, quote: 'New', author: 'New author', role: null, image_url: null, rating: 2, featured: true });
    expect(await storedRow(created.id)).toMatchObject({ quote: 'New', role: null, imageUrl: null, rating: 2, featured: true });
  });

  it('keeps the stored fields a partial body leaves out', async () => {
    const created = await callers.admin.testimonials.create({ quote: 'Keep', author: 'Keeper', role: 'Stylist', rating: 4 });
    const updated = await callers.admin.testimonials.update({ id: created.id, featured: true });
    expect(updated).toEqual({ ...created, featured: true });
  });

  it('answers 400 naming the field and changes nothing', async () => {
    const created = await callers.admin.testimonials.create({ quote: 'Stay', author: 'Stayer' });
    expect(await failure(callers.admin.testimonials.update({ id: created.id, quote: '' }))).toEqual({ code: 'BAD_REQUEST', message: 'quote: Quote is required' });
    expect(await failure(callers.admin.testimonials.update({ id: created.id, author: '  ' }))).toEqual({ code: 'BAD_REQUEST', message: 'author: Author name is required' });
    expect(await failure(callers.admin.testimonials.update({ id: created.id, rating: 9 }))).toEqual({ code: 'BAD_REQUEST', message: 'rating: Rating must be between 1 and 5' });
    expect(await storedRow(created.id)).toMatchObject({ quote: 'Stay', author: 'Stayer', rating: 5 });
  });

  it('answers 404 for a missing testimonial and 401/403 for non-admins', async () => {
    const created = await callers.admin.testimonials.create({ quote: 'Guarded', author: 'G' });
    expect(await failure(callers.admin.testimonials.update({ id: 'missing', quote: 'X' }))).toEqual({ code: 'NOT_FOUND', message: 'Testimonial not found' });
    expect(await failure(callers.anon.testimonials.update({ id: created.id, quote: 'X' }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.testimonials.update({ id: created.id, quote: 'X' }))).toEqual(NOT_ADMIN);
    expect((await storedRow(created.id))?.quote).toBe('Guarded');
  });
});

describe('testimonials.delete', () => {
  it('deletes; a second delete answers 404', async () => {
    const created = await callers.admin.testimonials.create({ quote: 'Bye', author: 'B' });
    expect(await callers.admin.testimonials.delete({ id: created.id })).toEqual({ ok: true });
    expect(await storedRow(created.id)).toBeUndefined();
    expect(await failure(callers.admin.testimonials.delete({ id: created.id }))).toEqual({ code: 'NOT_FOUND', message: 'Testimonial not found' });
  });

  it('is refused to anonymous visitors and non-admins', async () => {
    const created = await callers.admin.testimonials.create({ quote: 'Stay', author: 'S' });
    expect(await failure(callers.anon.testimonials.delete({ id: created.id }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.testimonials.delete({ id: created.id }))).toEqual(NOT_ADMIN);
    expect(await storedRow(created.id)).toBeDefined();
  });
});
