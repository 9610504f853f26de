import { describe, expect, it } from 'vitest';
import { blogListHref, parseBlogListSearch, postCategoryLabel } from './post-categories';

describe('blog categories', () => {
  it('reads the list search: a known category, else every post', () => {
    expect(parseBlogListSearch({ category: 'tips-tricks' })).toEqual({ category: 'tips-tricks' });
    expect(parseBlogListSearch({ category: 'gossip' })).toEqual({});
    expect(parseBlogListSearch({ category: ['news'] })).toEqual({});
    expect(parseBlogListSearch({})).toEqual({});
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
  });
});
