import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { averageRating, formatRating } from '../ratings';
import { reviewInputSchema, reviewSchema, reviewStatusSchema } from './review';

const msgs = (r: { error?: { issues: { message: string }[] } }) => (r.error?.issues ?? []).map((i) => i.message);

describe('reviewInputSchema', () => {
  it('trims and defaults the rating to 5', () => {
    expect(reviewInputSchema.parse({ user: ' Lan ', comment: ' Good ' })).toEqual({ user: 'Lan', comment: 'Good', rating: 5 });
  });

  it("accepts 'name' as a spelling of 'user'", () => {
    expect(reviewInputSchema.parse({ name: 'Mai', comment: 'ok', rating: '4' })).toEqual({ user: 'Mai', comment: 'ok', rating: 4 });
    expect(reviewInputSchema.parse({ user: 'U', name: 'N', comment: 'c' }).user).toBe('U');
  });

  it('requires non-blank name and comment', () => {
    expect(msgs(reviewInputSchema.safeParse({ user: '  ', comment: '\n\t' }))).toEqual([MESSAGES.nameRequired, MESSAGES.commentRequired]);
    expect(msgs(reviewInputSchema.safeParse({}))).toEqual([MESSAGES.nameRequired, MESSAGES.commentRequired]);
    expect(reviewInputSchema.safeParse(null).success).toBe(false);
  });

  it('bounds the rating to 1..5', () => {
    for (const rating of [0, 6, 3.5, 'x', Number.NaN]) {
      expect(msgs(reviewInputSchema.safeParse({ user: 'a', comment: 'b', rating }))).toEqual([MESSAGES.ratingRange]);
    }
  });
});

describe('review outputs', () => {
  it('knows the statuses', () => {
    expect(reviewStatusSchema.options).toEqual(['pending', 'approved', 'rejected']);
    const r = { id: '1', product_id: 'p', user: 'u', rating: 5, likes: 0, dislikes: 0, comment: 'c', date: '2024-01-01', status: 'pending', created_at: 'x', reply: null, replied_at: null };
    expect(reviewSchema.parse(r)).toEqual(r);
    expect(reviewSchema.safeParse({ ...r, status: 'spam' }).success).toBe(false);
  });
});

describe('averageRating', () => {
  it('is the mean rounded to 2 decimals, 0 for none', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 5 }])).toBe(4.67);
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 5 }, { rating: 4 }, { rating: 5 }])).toBe(4.6);
    expect(averageRating([{ rating: 1 }])).toBe(1);
  });

  it('ignores invalid ratings and odd input', () => {
    expect(averageRating([{ rating: Number.NaN }, { rating: Number.POSITIVE_INFINITY }, { rating: 4 }])).toBe(4);
    expect(averageRating([{ rating: '5' }])).toBe(0);
    expect(averageRating(null)).toBe(0);
    expect(averageRating(undefined)).toBe(0);
    expect(averageRating([null, 5] as unknown as { rating: number }[])).toBe(0);
  });

  it('formats with two decimals', () => {
    expect(formatRating(4.6)).toBe('4.60');
    expect(formatRating(0)).toBe('0.00');
    expect(formatRating(Number.NaN)).toBe('0.00');
  });
});
