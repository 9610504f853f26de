import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { blogErrorText, formatPostDate, postDay, postPath } from './blog-posts';

describe('blogErrorText', () => {
  it("reads 'Error: HTTP {status}: {message}' when the server answered with an error", () => {
    const notFound = TRPCClientError.from({ error: { message: 'Post not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } });
    expect(blogErrorText(notFound)).toBe('Error: HTTP 404: Post not found');
  });
  it("reads 'Error: {message}' when no answer came", () => {
    expect(blogErrorText(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe('Error: Failed to fetch');
    expect(blogErrorText(new Error('offline'))).toBe('Error: offline');
  });
});

describe('dates and paths', () => {
  it('uses the post date, else the publishing day', () => {
    expect(postDay({ date: '2026-09-18', published_at: '2026-10-01T08:00:00.000Z' })).toBe('2026-09-18');
    expect(postDay({ date: '', published_at: '2026-10-01T08:00:00.000Z' })).toBe('2026-10-01');
    expect(postDay({ date: '', published_at: null })).toBe('');
  });
  it('formats a day in words, independent of the time zone', () => {
    expect(formatPostDate('2026-09-18')).toBe('18 September 2026');
    expect(formatPostDate('soon')).toBe('soon');
  });
  it('links a post by its encoded slug', () => {
    expect(postPath('bao-quan toc')).toBe('/blog/bao-quan%20toc');
  });
});
