import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, blogErrorText, errorBodyText, fetchPost, fetchPosts, formatPostDate, postDay, postPath, shouldRetryBlogRead } from './blog-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('errorBodyText', () => {
  it("shows our API's { error } message rather than raw JSON", () => {
    expect(errorBodyText('{"error":"Post not found"}')).toBe('Post not found');
  });
  it('keeps any other body as sent, trimmed', () => {
    expect(errorBodyText('  Service down\n')).toBe('Service down');
    expect(errorBodyText('{"message":"x"}')).toBe('{"message":"x"}');
    expect(errorBodyText('[1,2]')).toBe('[1,2]');
    expect(errorBodyText('')).toBe('');
  });
});

describe('blogErrorText', () => {
  it("reads 'Error: HTTP {status}: {body}' for an answer that is not OK", () => {
    expect(blogErrorText(new HttpError(500, 'boom'))).toBe('Error: HTTP 500: boom');
  });
  it("reads 'Error: {message}' when no answer came", () => {
    expect(blogErrorText(new TypeError('Failed to fetch'))).toBe('Error: Failed to fetch');
    expect(blogErrorText('offline')).toBe('Error: offline');
  });
});

describe('shouldRetryBlogRead', () => {
  it('retries network failures and server errors up to 3 times', () => {
    expect(shouldRetryBlogRead(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryBlogRead(2, new HttpError(503, ''))).toBe(true);
    expect(shouldRetryBlogRead(3, new HttpError(503, ''))).toBe(false);
  });
  it('does not retry a missing post or another client error, except timeouts and rate limits', () => {
    expect(shouldRetryBlogRead(0, new HttpError(404, 'Post not found'))).toBe(false);
    expect(shouldRetryBlogRead(0, new HttpError(400, 'bad'))).toBe(false);
    expect(shouldRetryBlogRead(0, new HttpError(429, 'slow down'))).toBe(true);
    expect(shouldRetryBlogRead(0, new HttpError(408, 'timeout'))).toBe(true);
  });
});

describe('fetchPosts and fetchPost', () => {
  it('read the REST API and URL-encode the slug', async () => {
    const fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPosts()).resolves.toEqual([]);
    await fetchPost('a b/ç').catch(() => undefined);
    const urls = fetchMock.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(urls[0]).toMatch(/\/api\/posts$/);
    expect(urls[1]).toMatch(/\/api\/posts\/a%20b%2F%C3%A7$/);
  });
  it('turn an answer that is not OK into an HttpError with the readable body', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"error":"Post not found"}', { status: 404, statusText: 'Not Found' }));
    await expect(fetchPost('nope')).rejects.toMatchObject({ status: 404, body: 'Post not found' });
  });
  it('fall back to the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(fetchPosts()).rejects.toMatchObject({ status: 502, body: 'Bad Gateway' });
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
