// The blog editor's form: a new post starts with a temporary 'new-…' slug,
// today's date and the News category; the server's schema checks it.
import { DEFAULT_POST_CATEGORY, TEMPORARY_POST_SLUG_PREFIX, postInputSchema, type Post, type PostCategory, type PostInput } from '@hair/domain';
import { firstMessageByField } from '../../../lib/field-errors';

export interface PostFormValues {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  category: PostCategory;
  excerpt: string;
  /** HTML */
  content: string;
  published: boolean;
}

export type PostField = keyof PostFormValues;
export type PostFieldErrors = Partial<Record<PostField, string>>;

/** The local calendar date as YYYY-MM-DD (what the date field shows as "today"). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A new post: temporary slug, today's date, published by default. */
export function newPostForm(now: Date): PostFormValues {
  return {
    slug: `${TEMPORARY_POST_SLUG_PREFIX}${now.getTime()}`,
    title: '',
    date: localIsoDate(now),
    category: DEFAULT_POST_CATEGORY,
    excerpt: '',
    content: '',
    published: true,
  };
}

export function postToForm(post: Post): PostFormValues {
  return {
    slug: post.slug,
    title: post.title,
    date: post.date,
    category: post.category,
    excerpt: post.excerpt,
    content: post.content,
    published: post.published,
  };
}

export type PostFormResult = { ok: true; body: PostInput } | { ok: false; errors: PostFieldErrors };

export function readPostForm(values: PostFormValues): PostFormResult {
  const parsed = postInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: firstMessageByField(parsed.error.issues) };
}

/** Upload name of an image placed in a post. */
export function blogImageName(fileName: string, now = Date.now()): string {
  return `blog/${now}-${fileName}`;
}
