// The blog reads the REST API with plain fetch (spec point 7), because its error
// texts (spec point 8) speak of HTTP: 'Error: HTTP {status}: {body}' for an
// answer that is not OK, 'Error: {message}' when no answer came at all.
import { QUERY_RETRIES, TEXTS, type Post, type PostSummary } from '@hair/domain';
import { getApiBase } from '../../lib/api-base';

/** The server answered, but not with 2xx. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}: ${body}`);
    this.name = 'HttpError';
  }
}

/**
 * The readable part of an error body: our API answers `{ "error": "…" }`, so
 * that message is shown rather than raw JSON; any other body is shown as sent.
 */
export function errorBodyText(body: string): string {
  const text = body.trim();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') return parsed.error;
  } catch {
    // Not JSON: the text itself is the message.
  }
  return text;
}

/** The line a visitor sees for a failed blog read (spec point 8). */
export function blogErrorText(error: unknown): string {
  if (error instanceof HttpError) return TEXTS.blogHttpError(error.status, error.body);
  return TEXTS.blogNetworkError(error instanceof Error ? error.message : String(error));
}

/**
 * Failed reads are retried like every other read of the data cache (spec point 9),
 * except client errors: a missing post stays missing.
 */
export function shouldRetryBlogRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  return !(error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429);
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${getApiBase()}${path}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new HttpError(response.status, errorBodyText(body) || response.statusText);
  }
  return (await response.json()) as T;
}

/** GET /posts: the published posts, newest first. */
export function fetchPosts(signal?: AbortSignal): Promise<PostSummary[]> {
  return getJson<PostSummary[]>('/posts', signal);
}

/** GET /posts/{slug}, the slug URL-encoded. */
export function fetchPost(slug: string, signal?: AbortSignal): Promise<Post> {
  return getJson<Post>(`/posts/${encodeURIComponent(slug)}`, signal);
}

/** The storefront path of a post. */
export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

export const blogQueryKeys = {
  list: ['blog', 'posts'] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};

/** The post's date as the admin set it (YYYY-MM-DD), else the day it was published. */
export function postDay(post: Pick<PostSummary, 'date' | 'published_at'>): string {
  return post.date || (post.published_at ?? '').slice(0, 10);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-09-18' -> '18 September 2026'; anything unreadable is shown as given. */
export function formatPostDate(day: string): string {
  const time = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? day : dayFormat.format(time);
}
