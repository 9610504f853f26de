import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { isTemporaryPostSlug, postInputSchema, postListQuerySchema, postSchema, postSummarySchema, todayIsoDate } from './post';

const msgs = (r: { error?: { issues: { message: string }[] } }) => (r.error?.issues ?? []).map((i) => i.message);

describe('postInputSchema', () => {
  it('fills defaults: published, News, empty excerpt and content', () => {
    expect(postInputSchema.parse({ title: ' Hello ' })).toEqual({ title: 'Hello', category: 'news', excerpt: '', content: '', published: true });
    expect(postInputSchema.parse({ title: 'Hello', category: '' }).category).toBe('news');
  });

  it("requires a title with 'Title is required'", () => {
    for (const title of ['', '   ', undefined, null, 3]) {
      expect(msgs(postInputSchema.safeParse({ title }))).toEqual([MESSAGES.titleRequired]);
    }
    expect(postInputSchema.safeParse(null).success).toBe(false);
  });

  it('slugifies the slug, Vietnamese included, and keeps temporary new- slugs', () => {
    expect(postInputSchema.parse({ title: 't', slug: 'Cách chọn tóc Việt' }).slug).toBe('cach-chon-toc-viet');
    expect(postInputSchema.parse({ title: 't', slug: 'new-1700000000000' }).slug).toBe('new-1700000000000');
    expect(postInputSchema.parse({ title: 't', slug: '  ' }).slug).toBeUndefined();
    expect(msgs(postInputSchema.safeParse({ title: 't', slug: '???' }))).toEqual([MESSAGES.invalidSlug]);
    expect(isTemporaryPostSlug('new-123')).toBe(true);
    expect(isTemporaryPostSlug('news')).toBe(false);
    expect(isTemporaryPostSlug(null)).toBe(false);
  });

  it('validates the date as a real YYYY-MM-DD', () => {
    expect(postInputSchema.parse({ title: 't', date: '2024-02-29' }).date).toBe('2024-02-29');
    expect(postInputSchema.parse({ title: 't', date: '' }).date).toBeUndefined();
    for (const date of ['2023-02-29', '2024-13-01', '24-01-01', '2024/01/01', '2024-01-01T00:00:00Z', 20240101]) {
      expect(msgs(postInputSchema.safeParse({ title: 't', date }))).toEqual([MESSAGES.invalidDate]);
    }
  });

  it('accepts publishedAt and published_at', () => {
    expect(postInputSchema.parse({ title: 't', publishedAt: '2024-05-01T10:00:00.000Z' }).published_at).toBe('2024-05-01T10:00:00.000Z');
    expect(postInputSchema.parse({ title: 't', published_at: '2024-05-01' }).published_at).toBe('2024-05-01');
    expect(postInputSchema.parse({ title: 't', publishedAt: '' }).published_at).toBeNull();
    expect(postInputSchema.parse({ title: 't', publishedAt: null }).published_at).toBeNull();
    expect(msgs(postInputSchema.safeParse({ title: 't', publishedAt: 'yesterday' }))).toEqual([MESSAGES.invalidDateTime]);
    expect(postInputSchema.parse({ title: 't', publishedAt: '2024-05-01T10:00:00Z' })).not.toHaveProperty('publishedAt');
  });

  it('reads published flags and null texts', () => {
    expect(postInputSchema.parse({ title: 't', published: 'false', excerpt: null, content: null })).toMatchObject({
      published: false,
      excerpt: '',
      content: '',
    });
    expect(postInputSchema.safeParse({ title: 't', content: 5 }).success).toBe(false);
  });
});

describe('post outputs and helpers', () => {
  it('describes posts and summaries', () => {
    const post = {
      slug: 's',
      title: 't',
      date: '2024-01-01',
      category: 'before-after',
      excerpt: '',
      content: '<p>x</p>',
      published: true,
      published_at: null,
      created_at: 'c',
      updated_at: 'u',
    };
    expect(postSchema.parse(post)).toEqual(post);
    expect(postSummarySchema.parse(post)).toEqual({ slug: 's', title: 't', date: '2024-01-01', published_at: null, category: 'before-after', excerpt: '', published: true });
    expect(postListQuerySchema.parse({ published: 'false' })).toEqual({ published: false });
    expect(postListQuerySchema.parse({})).toEqual({});
  });

  it('reads a page of the post list, the whole list by default', () => {
    expect(postListQuerySchema.parse({ limit: '10', offset: '20' })).toEqual({ limit: 10, offset: 20 });
    expect(postListQuerySchema.parse({ limit: '', offset: '' })).toEqual({});
    expect(postListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(postListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(postListQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
    expect(postListQuerySchema.safeParse({ offset: '10001' }).success).toBe(false);
  });

  it("gives today's date in UTC", () => {
    expect(todayIsoDate(() => Date.UTC(2024, 4, 1, 23, 59))).toBe('2024-05-01');
    expect(todayIsoDate(() => Number.NaN)).toBe('1970-01-01');
    expect(todayIsoDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
