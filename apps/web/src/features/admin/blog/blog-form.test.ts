import { describe, expect, it } from 'vitest';
import { blogImageName, localIsoDate, newPostForm, postToForm, readPostForm } from './blog-form';

describe('newPostForm', () => {
  it('starts with a temporary new- slug, today, News and published', () => {
    const now = new Date(2026, 2, 5, 23, 30);
    expect(newPostForm(now)).toEqual({
      slug: `new-${now.getTime()}`,
      title: '',
      date: '2026-03-05',
      category: 'news',
      excerpt: '',
      content: '',
      published: true,
    });
  });

  it('uses the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });
});

describe('readPostForm', () => {
  it('requires a title', () => {
    expect(readPostForm({ ...newPostForm(new Date(2026, 0, 1)), title: ' ' })).toEqual({ ok: false, errors: { title: 'Title is required' } });
  });

  it('rejects an impossible date', () => {
    const result = readPostForm({ ...newPostForm(new Date(2026, 0, 1)), title: 'T', date: '2026-02-30' });
    expect(result).toEqual({ ok: false, errors: { date: 'Date must be YYYY-MM-DD' } });
  });

  it('turns a typed slug into a slug and keeps the draft flag and the category', () => {
    const result = readPostForm({ slug: 'Tóc Việt Nam', title: 'T', date: '2026-01-01', category: 'before-after', excerpt: 'E', content: '<p>C</p>', published: false });
    expect(result).toEqual({
      ok: true,
      body: { slug: 'toc-viet-nam', title: 'T', date: '2026-01-01', category: 'before-after', excerpt: 'E', content: '<p>C</p>', published: false },
    });
  });
});

it('fills the form from a stored post', () => {
  expect(
    postToForm({
      slug: 's',
      title: 'T',
      date: '2026-01-02',
      category: 'tips-tricks',
      excerpt: 'E',
      content: '<p>x</p>',
      published: false,
      published_at: null,
      created_at: '2026-01-02T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
    }),
  ).toEqual({ slug: 's', title: 'T', date: '2026-01-02', category: 'tips-tricks', excerpt: 'E', content: '<p>x</p>', published: false });
});

it('names an image upload under blog/', () => {
  expect(blogImageName('photo.png', 5)).toBe('blog/5-photo.png');
});
