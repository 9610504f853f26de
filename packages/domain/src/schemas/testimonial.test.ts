import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ratingSchema, testimonialInputSchema, testimonialListQuerySchema, testimonialSchema } from './testimonial';

const msgs = (r: { error?: { issues: { message: string }[] } }) => (r.error?.issues ?? []).map((i) => i.message);

describe('testimonialInputSchema', () => {
  it('fills defaults and sends empty optional values as null', () => {
    expect(testimonialInputSchema.parse({ quote: ' Great hair ', author: ' Lan ', role: '', image_url: '  ' })).toEqual({
      quote: 'Great hair',
      author: 'Lan',
      role: null,
      image_url: null,
      rating: 5,
      featured: false,
    });
  });

  it('requires quote and author with the spec messages', () => {
    expect(msgs(testimonialInputSchema.safeParse({}))).toEqual([MESSAGES.quoteRequired, MESSAGES.authorRequired]);
    expect(msgs(testimonialInputSchema.safeParse({ quote: '   ', author: '' }))).toEqual([
      MESSAGES.quoteRequired,
      MESSAGES.authorRequired,
    ]);
    expect(msgs(testimonialInputSchema.safeParse({ quote: 1, author: null }))).toEqual([
      MESSAGES.quoteRequired,
      MESSAGES.authorRequired,
    ]);
  });

  it('reads ratings from numbers and numeric strings, 1 to 5', () => {
    const base = { quote: 'q', author: 'a' };
    expect(testimonialInputSchema.parse({ ...base, rating: '3' }).rating).toBe(3);
    expect(testimonialInputSchema.parse({ ...base, rating: 1 }).rating).toBe(1);
    expect(testimonialInputSchema.parse({ ...base, rating: null }).rating).toBe(5);
    expect(testimonialInputSchema.parse({ ...base, rating: '' }).rating).toBe(5);
    for (const rating of [0, 6, -1, 2.5, '4.5', 'five', Number.NaN, Number.POSITIVE_INFINITY, true]) {
      expect(msgs(testimonialInputSchema.safeParse({ ...base, rating }))).toEqual([MESSAGES.ratingRange]);
    }
  });

  it('reads featured flags', () => {
    const base = { quote: 'q', author: 'a' };
    expect(testimonialInputSchema.parse({ ...base, featured: 'true' }).featured).toBe(true);
    expect(testimonialInputSchema.safeParse({ ...base, featured: 'sometimes' }).success).toBe(false);
  });

  it('keeps unicode', () => {
    expect(testimonialInputSchema.parse({ quote: 'Tóc đẹp lắm! 😍', author: 'Nguyễn Thị Lan' }).author).toBe('Nguyễn Thị Lan');
  });
});

describe('ratingSchema', () => {
  it('defaults to 5', () => {
    expect(ratingSchema.parse(undefined)).toBe(5);
  });
});

describe('testimonialSchema and list query', () => {
  it('describes the output', () => {
    const t = { id: '1', quote: 'q', author: 'a', role: null, image_url: null, rating: 5, featured: true, created_at: '2024-01-01T00:00:00Z' };
    expect(testimonialSchema.parse(t)).toEqual(t);
    expect(testimonialSchema.safeParse({ ...t, rating: 4.5 }).success).toBe(false);
  });

  it('reads the list filters', () => {
    expect(testimonialListQuerySchema.parse({ featured: 'true', limit: '4' })).toEqual({ featured: true, limit: 4 });
    expect(testimonialListQuerySchema.parse({})).toEqual({});
    expect(testimonialListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
