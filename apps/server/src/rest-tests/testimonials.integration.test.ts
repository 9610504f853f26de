import { describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

interface TestimonialJson {
  id: string;
  quote: string;
  author: string;
  role: string | null;
  image_url: string | null;
  rating: number;
  featured: boolean;
  created_at: string;
}

const create = (body: Record<string, unknown>) => t.created<TestimonialJson>('/api/testimonials', { body, token: tokens.admin });

describe('POST /api/testimonials', () => {
  it('creates a testimonial (201) and sends empty optional values as null', async () => {
    const res = await t.json<TestimonialJson>('POST', '/api/testimonials', {
      token: tokens.admin,
      body: { quote: 'Best bundles in Hanoi', author: 'Thu', role: '', image_url: '', rating: 4, featured: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String), quote: 'Best bundles in Hanoi', author: 'Thu', role: null, image_url: null, rating: 4, featured: true, created_at: expect.any(String),
    });
  });

  it('answers 400 with the messages that name the field', async () => {
    expect(await t.json('POST', '/api/testimonials', { token: tokens.admin, body: { author: 'A' } })).toMatchObject({ status: 400, body: { error: 'quote: Quote is required' } });
    expect(await t.json('POST', '/api/testimonials', { token: tokens.admin, body: { quote: 'Q' } })).toMatchObject({ status: 400, body: { error: 'author: Author name is required' } });
    expect(await t.json('POST', '/api/testimonials', { token: tokens.admin, body: { quote: 'Q', author: 'A', rating: 7 } })).toMatchObject({ status: 400, body: { error: 'rating: Rating must be between 1 and 5' } });
  });

  it('answers 401 and 403', async () => {
    expect(await t.json('POST', '/api/testimonials', { body: { quote: 'Q', author: 'A' } })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('POST', '/api/testimonials', { token: tokens.user, body: { quote: 'Q', author: 'A' } })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
  });
});

describe('GET /api/testimonials', () => {
  it('lists newest first, with featured and limit filters, as a public read', async () => {
    const older = await create({ quote: 'older', author: 'A', featured: true });
    await create({ quote: 'regular', author: 'B' });
    const newer = await create({ quote: 'newer', author: 'C', featured: true });
    const res = await t.json<TestimonialJson[]>('GET', '/api/testimonials?featured=true&limit=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.body.map((x) => x.id)).toEqual([newer.id, older.id]);
    const all = await t.json<TestimonialJson[]>('GET', '/api/testimonials');
    expect(all.body[0]?.id).toBe(newer.id);
    expect(all.body.length).toBeGreaterThanOrEqual(3);
  });

  it('answers 400 for a bad limit', async () => {
    expect(await t.json('GET', '/api/testimonials?limit=none')).toMatchObject({ status: 400, body: { error: 'limit: limit must be a whole number from 1 to 1000' } });
  });
});

describe('PUT /api/testimonials/{id}', () => {
  it('updates with the full body of the admin dialog', async () => {
    const created = await create({ quote: 'Before', author: 'Hoa', role: 'Salon', rating: 3 });
    const res = await t.json<TestimonialJson>('PUT', `/api/testimonials/${created.id}`, {
      token: tokens.admin, body: { quote: 'After', author: 'Hoa', role: null, image_url: '/uploads/testimonials/hoa.webp', rating: 5, featured: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, quote: 'After', role: null, image_url: '/uploads/testimonials/hoa.webp', rating: 5, featured: true });
  });

  it('answers 400, 404, 401 and 403 and changes nothing', async () => {
    const created = await create({ quote: 'Guarded', author: 'G' });
    expect(await t.json('PUT', `/api/testimonials/${created.id}`, { token: tokens.admin, body: { quote: ' ' } })).toMatchObject({ status: 400, body: { error: 'quote: Quote is required' } });
    expect(await t.json('PUT', '/api/testimonials/missing', { token: tokens.admin, body: { quote: 'X', author: 'Y' } })).toMatchObject({ status: 404, body: { error: 'Testimonial not found' } });
    expect(await t.json('PUT', `/api/testimonials/${created.id}`, { body: { quote: 'X' } })).toMatchObject({ status: 401 });
    expect(await t.json('PUT', `/api/testimonials/${created.id}`, { token: tokens.user, body: { quote: 'X' } })).toMatchObject({ status: 403 });
    const list = await t.json<TestimonialJson[]>('GET', '/api/testimonials');
    expect(list.body.find((x) => x.id === created.id)?.quote).toBe('Guarded');
  });
});

describe('DELETE /api/testimonials/{id}', () => {
  it('answers 204, then 404', async () => {
    const created = await create({ quote: 'Bye', author: 'B' });
    expect((await t.request('DELETE', `/api/testimonials/${created.id}`, { token: tokens.admin })).status).toBe(204);
    expect(await t.json('DELETE', `/api/testimonials/${created.id}`, { token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Testimonial not found' } });
  });

  it('answers 401 and 403', async () => {
    const created = await create({ quote: 'Stay', author: 'S' });
    expect(await t.json('DELETE', `/api/testimonials/${created.id}`)).toMatchObject({ status: 401 });
    expect(await t.json('DELETE', `/api/testimonials/${created.id}`, { token: tokens.user })).toMatchObject({ status: 403 });
    expect((await t.json<TestimonialJson[]>('GET', '/api/testimonials')).body.some((x) => x.id === created.id)).toBe(true);
  });
});
