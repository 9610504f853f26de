// What the blog pages show of a post and of a failed read:
// 'Error: HTTP {status}: {message}' when the server answered with an error,
// 'Error: {message}' when no answer came at all.
import { TEXTS, type PostSummary } from '@hair/domain';
import { errorMessage, errorStatus } from '../../lib/api-errors';

/** The line a visitor sees for a failed blog read. */
export function blogErrorText(error: unknown): string {
  const status = errorStatus(error);
  if (status !== null) return TEXTS.blogHttpError(status, errorMessage(error, ''));
  return TEXTS.blogNetworkError(errorMessage(error, String(error)));
}

/** The storefront path of a post. */
export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

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
