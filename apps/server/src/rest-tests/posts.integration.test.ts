import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { EDITOR_HTML, HOSTILE_LINKS_CLEANED, HOSTILE_LINKS_HTML } from '@hair/api/testing';
import { useTestServer, useTokens } from '../testing/harness';

interface Post {
  slug: string;
  title: string;
  date: string;
  category: string;
  excerpt: string;
  content: string;
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

const t = useTestServer();
const tokens = useTokens(t);
beforeEach(() => t.deps.db.execute(sql`delete from posts`));

const createPost = (body: Record<string, unknown>) =>
  t.created<Post>('/api/posts', { body: { title: 'Hair care', excerpt: 'Short', content: '<p>Body</p>', ...body }, token: tokens.admin });

describe('GET /api/posts', () => {
  beforeEach(async () => {
    await createPost({ slug: 'older', date: '2024-01-01' });
    await createPost({ slug: 'newer', date: '2024-02-01', publishedAt: '2024-02-01T09:00:00.000Z' });
    await createPost({ slug: 'draft', date: '2024-03-01', published: false });
  });

  it('lists the published posts, newest first, publicly cacheable', async () => {
    const res = await t.json<Post[]>('GET', '/api/posts');
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.slug)).toEqual(['newer', 'older']);
    expect(res.body[0]).toEqual({ slug: 'newer', title: 'Hair care', date: '2024-02-01', published_at: '2024-02-01T09:00:00.000Z', category: 'news', excerpt: 'Short', published: true });
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('gives admins every post with published=false; 401 anonymous, 403 non-admin', async () => {
    const res = await t.json<Post[]>('GET', '/api/posts?published=false', { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.slug)).toEqual(['draft', 'newer', 'older']);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await t.json('GET', '/api/posts?published=false')).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('GET', '/api/posts?published=false', { token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
  });
});

describe('blog categories', () => {
  it('files a post under News unless told otherwise, and lists one category on ?category=', async () => {
    await createPost({ slug: 'plain' });
    await createPost({ slug: 'tips', category: 'tips-tricks' });
    await createPost({ slug: 'tips-draft', category: 'tips-tricks', published: false });
    await createPost({ slug: 'makeover', category: 'before-after' });
    expect((await t.json<Post>('GET', '/api/posts/plain')).body.category).toBe('news');
    const slugsOf = async (path: string, token?: string) => (await t.json<Post[]>('GET', path, { token })).body.map((p) => p.slug).sort();
    expect(await slugsOf('/api/posts?category=tips-tricks')).toEqual(['tips']);
    expect(await slugsOf('/api/posts?category=before-after')).toEqual(['makeover']);
    expect(await slugsOf('/api/posts?category=news')).toEqual(['plain']);
    expect(await slugsOf('/api/posts?published=false&category=tips-tricks', tokens.admin)).toEqual(['tips', 'tips-draft']);
  });

  it('refuses an unknown category with 400 and stores nothing', async () => {
    const expected = { status: 400, body: { error: 'category: Category must be one of: News, Tips & Tricks, Before & After' } };
    expect(await t.json('POST', '/api/posts', { body: { title: 'Odd', category: 'gossip' }, token: tokens.admin })).toMatchObject(expected);
    expect(await t.json('GET', '/api/posts?category=gossip')).toMatchObject({ status: 400 });
    expect((await t.json<Post[]>('GET', '/api/posts')).body).toEqual([]);
  });

  it('keeps the category when an update leaves it out, and changes it when told', async () => {
    await createPost({ slug: 'kept', category: 'before-after' });
    expect(await t.json('PUT', '/api/posts/kept', { body: { title: 'Renamed' }, token: tokens.admin })).toMatchObject({ status: 200, body: { category: 'before-after' } });
    expect(await t.json('PUT', '/api/posts/kept', { body: { category: 'tips-tricks' }, token: tokens.admin })).toMatchObject({ status: 200, body: { title: 'Renamed', category: 'tips-tricks' } });
  });
});

describe('GET /api/posts/{slug}', () => {
  it('returns a post by its URL-encoded slug', async () => {
    const created = await createPost({ slug: 'tips-2024' });
    const res = await t.json<Post>('GET', '/api/posts/tips%2D2024');
    expect(res).toMatchObject({ status: 200, body: created });
  });

  it('answers 404 for a draft unless admin, and for a missing post', async () => {
    await createPost({ slug: 'hidden', published: false });
    expect(await t.json('GET', '/api/posts/hidden')).toMatchObject({ status: 404, body: { error: 'Post not found' } });
    expect(await t.json('GET', '/api/posts/hidden', { token: tokens.user })).toMatchObject({ status: 404, body: { error: 'Post not found' } });
    const asAdmin = await t.json<Post>('GET', '/api/posts/hidden', { token: tokens.admin });
    expect(asAdmin).toMatchObject({ status: 200, body: { slug: 'hidden', published: false } });
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    expect(await t.json('GET', '/api/posts/missing')).toMatchObject({ status: 404, body: { error: 'Post not found' } });
  });
});

describe('POST /api/posts', () => {
  it('creates a post from a temporary slug, with sanitized content', async () => {
    const post = await createPost({
      slug: 'new-1700000000000',
      title: 'Cách chăm sóc tóc',
      content: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(2)">link</a></p>',
      published: true,
      publishedAt: '2024-06-01T00:00:00.000Z',
    });
    expect(post).toMatchObject({ slug: 'cach-cham-soc-toc', content: '<p>Hi<a>link</a></p>', published: true, published_at: '2024-06-01T00:00:00.000Z' });
  });

  it("keeps the editor's headings, lists, links, quote and image alt text, and disarms hostile links", async () => {
    await createPost({ slug: 'formatted', content: `${EDITOR_HTML}<script>alert(1)</script>${HOSTILE_LINKS_HTML}` });
    const res = await t.json<Post>('GET', '/api/posts/formatted');
    expect(res).toMatchObject({ status: 200, body: { content: EDITOR_HTML + HOSTILE_LINKS_CLEANED } });
  });

  it('answers 409 for a taken slug and 400 naming the field', async () => {
    await createPost({ slug: 'taken' });
    expect(await t.json('POST', '/api/posts', { body: { slug: 'taken', title: 'Again' }, token: tokens.admin })).toMatchObject({
      status: 409, body: { error: 'A post with this slug already exists' },
    });
    expect(await t.json('POST', '/api/posts', { body: { content: 'x' }, token: tokens.admin })).toMatchObject({ status: 400, body: { error: 'title: Title is required' } });
    expect(await t.json('POST', '/api/posts', { body: { title: 'x', date: '01/02/2024' }, token: tokens.admin })).toMatchObject({
      status: 400, body: { error: 'date: Date must be YYYY-MM-DD' },
    });
  });

  it('refuses a publication time past year 9999 in UTC with 400 and stores nothing', async () => {
    const late = { title: 'Late', published_at: '9999-12-31T23:59:59-14:00' };
    expect(await t.json('POST', '/api/posts', { body: late, token: tokens.admin })).toMatchObject({ status: 400, body: { error: 'published_at: Must be an ISO date-time' } });
    expect((await t.json<Post[]>('GET', '/api/posts')).body).toEqual([]);
  });

  it('is for admins only', async () => {
    expect(await t.json('POST', '/api/posts', { body: { title: 'x' } })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('POST', '/api/posts', { body: { title: 'x' }, token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
  });
});

describe('PUT /api/posts/{slug}', () => {
  it('updates the post and may rename it', async () => {
    await createPost({ slug: 'old-slug', date: '2024-01-05' });
    const res = await t.json<Post>('PUT', '/api/posts/old-slug', {
      body: { slug: 'new-slug', title: 'Renamed', date: '2024-01-05', excerpt: 'E', content: '<p>C<img src=x onerror=alert(1)></p>', published: true },
      token: tokens.admin,
    });
    expect(res).toMatchObject({ status: 200, body: { slug: 'new-slug', title: 'Renamed', content: '<p>C<img src="x" /></p>' } });
    expect((await t.json('GET', '/api/posts/old-slug')).status).toBe(404);
    expect((await t.json('GET', '/api/posts/new-slug')).status).toBe(200);
  });

  it('answers 404, 409 and 400 as it should', async () => {
    await createPost({ slug: 'one' });
    await createPost({ slug: 'two' });
    expect(await t.json('PUT', '/api/posts/none', { body: { title: 'x' }, token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Post not found' } });
    expect(await t.json('PUT', '/api/posts/one', { body: { slug: 'two' }, token: tokens.admin })).toMatchObject({ status: 409, body: { error: 'A post with this slug already exists' } });
    expect(await t.json('PUT', '/api/posts/one', { body: { title: '' }, token: tokens.admin })).toMatchObject({ status: 400, body: { error: 'title: Title is required' } });
  });

  it('is for admins only', async () => {
    await createPost({ slug: 'one' });
    expect(await t.json('PUT', '/api/posts/one', { body: { title: 'x' } })).toMatchObject({ status: 401 });
    expect(await t.json('PUT', '/api/posts/one', { body: { title: 'x' }, token: tokens.user })).toMatchObject({ status: 403 });
    expect((await t.json<Post>('GET', '/api/posts/one')).body.title).toBe('Hair care');
  });
});

describe('DELETE /api/posts/{slug}', () => {
  it('answers 204, then 404', async () => {
    await createPost({ slug: 'bye' });
    expect((await t.request('DELETE', '/api/posts/bye', { token: tokens.admin })).status).toBe(204);
    expect(await t.json('DELETE', '/api/posts/bye', { token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Post not found' } });
  });

  it('is for admins only', async () => {
    await createPost({ slug: 'stay' });
    expect(await t.json('DELETE', '/api/posts/stay')).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('DELETE', '/api/posts/stay', { token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    expect((await t.json('GET', '/api/posts/stay')).status).toBe(200);
  });
});
