import { describe, expect, it } from 'vitest';
import { blogListHref, parseBlogListSearch, postCategoryLabel } from './post-categories';

describe('blog categories', () => {
  it('reads the list search: a known category, else every post', () => {
    expect(parseBlogListSearch({ category: 'tips-tricks' })).toEqual({ category: 'tips-tricks' });
    expect(parseBlogListSearch({ category: 'gossip' })).toEqual({});
    expect(parseBlogListSearch({ category: ['news'] })).toEqual({});
    expect(parseBlogListSearch({})).toEqual({});
  });

  it('reads the page: from 2 on, junk and the first page read as none', () => {
    expect(parseBlogListSearch({ category: 'news', page: '3' })).toEqual({ category: 'news', page: 3 });
    expect(parseBlogListSearch({ page: 2 })).toEqual({ page: 2 });
    expect(parseBlogListSearch({ page: '1' })).toEqual({});
    expect(parseBlogListSearch({ page: '-4' })).toEqual({});
    expect(parseBlogListSearch({ page: 'last' })).toEqual({});
  });

  it('names each category as the Blog menu does', () => {
    expect(postCategoryLabel('news')).toBe('News');
    expect(postCategoryLabel('tips-tricks')).toBe('Tips & Tricks');
    expect(postCategoryLabel('before-after')).toBe('Before & After');
    expect(postCategoryLabel('old-value')).toBe('News');
  });

  it('links to the list of one category', () => {
    expect(blogListHref()).toBe('/blog');
    expect(blogListHref('before-after')).toBe('/blog?category=before-after');
    expect(blogListHref('news', 2)).toBe('/blog?category=news&page=2');
    expect(blogListHref(undefined, 3)).toBe('/blog?page=3');
    expect(blogListHref(undefined, 1)).toBe('/blog');
  });
});
