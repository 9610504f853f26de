import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { todayIsoDate } from '@hair/domain';
import { posts } from '../db/schema';
import { EDITOR_HTML, HOSTILE_HTML, HOSTILE_LINKS_CLEANED, HOSTILE_LINKS_HTML, NOT_ADMIN, NOT_AUTHENTICATED, failure, isClean, useTestApi } from '../testing';

const { env, callers } = useTestApi();
beforeEach(() => env.deps.db.delete(posts));

const postNotFound = { code: 'NOT_FOUND', message: 'Post not found' };

function createPost(fields: Record<string, unknown> = {}) {
  return callers.admin.posts.create({ title: 'Hair care tips', excerpt: 'Short', content: '<p>Body</p>', ...fields } as never);
}

describe('posts.list', () => {
  beforeEach(async () => {
    await createPost({ slug: 'older', title: 'Older', date: '2024-01-10' });
    await createPost({ slug: 'newer', title: 'Newer', date: '2024-03-01', publishedAt: '2024-03-01T08:00:00.000Z' });
    await createPost({ slug: 'draft', title: 'Draft', date: '2024-05-01', published: false });
  });

  it('gives the public the published posts, newest date first, as summaries', async () => {
    const list = await callers.anon.posts.list();
    expect(list.map((p) => p.slug)).toEqual(['newer', 'older']);
    expect(list[0]).toEqual({ slug: 'newer', title: 'Newer', date: '2024-03-01', published_at: '2024-03-01T08:00:00.000Z', category: 'news', excerpt: 'Short', published: true });
    expect(list[0]).not.toHaveProperty('content');
    expect(await callers.user.posts.list({ published: true })).toEqual(list);
  });

  it('gives admins every post, drafts included, with published=false', async () => {
    expect((await callers.admin.posts.list({ published: false })).map((p) => [p.slug, p.published])).toEqual([
      ['draft', false], ['newer', true], ['older', true],
    ]);
    expect((await callers.admin.posts.listAll()).map((p) => p.slug)).toEqual(['draft', 'newer', 'older']);
  });

  it('keeps the draft list from visitors and non-admins', async () => {
    expect(await failure(callers.anon.posts.list({ published: false }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.posts.list({ published: false }))).toEqual(NOT_ADMIN);
    expect(await failure(callers.anon.posts.listAll())).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.posts.listAll())).toEqual(NOT_ADMIN);
  });
});

describe('posts.page and the default list', () => {
  /** n published posts, one a day from 2024-01-01 (post-1 is the oldest), and one draft newest of all. */
  async function storePosts(n: number) {
    await env.deps.db.insert(posts).values([
      ...Array.from({ length: n }, (_, i) => ({ slug: `post-${i + 1}`, title: `Post ${i + 1}`, date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10) })),
      { slug: 'draft', title: 'Draft', date: '2030-01-01', published: false },
    ]);
  }

  it('pages the published posts ten at a time with the total, newest first', async () => {
    await storePosts(23);
    const first = await callers.anon.posts.page({});
    expect(first.total).toBe(23);
    expect(first.items.map((p) => p.slug)).toEqual(Array.from({ length: 10 }, (_, i) => `post-${23 - i}`));
    const third = await callers.anon.posts.page({ page: 3 });
    expect(third).toEqual({ total: 23, items: [expect.objectContaining({ slug: 'post-3' }), expect.objectContaining({ slug: 'post-2' }), expect.objectContaining({ slug: 'post-1' })] });
    expect(await callers.anon.posts.page({ page: 4 })).toEqual({ total: 23, items: [] });
  });

  it('pages the admin list with the drafts, for admins only', async () => {
    await storePosts(3);
    expect(await callers.admin.posts.page({ published: false })).toMatchObject({ total: 4, items: [{ slug: 'draft' }, { slug: 'post-3' }, { slug: 'post-2' }, { slug: 'post-1' }] });
    expect(await failure(callers.anon.posts.page({ published: false }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.posts.page({ published: false }))).toEqual(NOT_ADMIN);
  });

  it('answers the newest 100 posts when a list names no limit, and the rest through offset', async () => {
    await storePosts(105);
    const list = await callers.anon.posts.list();
    expect(list).toHaveLength(100);
    expect(list[0]!.slug).toBe('post-105');
    expect((await callers.anon.posts.list({ offset: 100 })).map((p) => p.slug)).toEqual(['post-5', 'post-4', 'post-3', 'post-2', 'post-1']);
  });
});

describe('posts.bySlug', () => {
  it('returns a published post to anyone', async () => {
    const created = await createPost({ slug: 'tips', date: '2024-02-02' });
    expect(await callers.anon.posts.bySlug({ slug: 'tips' })).toEqual({
      slug: 'tips', title: 'Hair care tips', date: '2024-02-02', category: 'news', excerpt: 'Short', content: '<p>Body</p>', published: true,
      published_at: created.published_at, created_at: created.created_at, updated_at: created.updated_at,
    });
  });

  it('hides a draft from everyone but admins', async () => {
    await createPost({ slug: 'secret', published: false });
    expect(await failure(callers.anon.posts.bySlug({ slug: 'secret' }))).toEqual(postNotFound);
    expect(await failure(callers.user.posts.bySlug({ slug: 'secret' }))).toEqual(postNotFound);
    expect((await callers.admin.posts.bySlug({ slug: 'secret' })).published).toBe(false);
  });

  it('answers 404 for a missing post and 400 for an empty slug', async () => {
    expect(await failure(callers.anon.posts.bySlug({ slug: 'nope' }))).toEqual(postNotFound);
    expect(await failure(callers.anon.posts.bySlug({ slug: ' ' }))).toEqual({ code: 'BAD_REQUEST', message: 'slug: slug is required' });
  });
});

describe('posts.create', () => {
  it('derives the slug from the title when it is missing, empty or temporary, and keeps it unique', async () => {
    const a = await createPost({ title: 'Xu hướng tóc Việt 2024' });
    const b = await createPost({ title: 'Xu hướng tóc Việt 2024', slug: '' });
    const c = await createPost({ title: 'Xu hướng tóc Việt 2024', slug: 'new-1700000000000' });
    expect([a.slug, b.slug, c.slug]).toEqual(['xu-huong-toc-viet-2024', 'xu-huong-toc-viet-2024-2', 'xu-huong-toc-viet-2024-3']);
  });

  it('keeps an explicit slug and answers 409 when it is taken', async () => {
    expect((await createPost({ slug: 'My Slug' })).slug).toBe('my-slug');
    expect(await failure(createPost({ slug: 'my-slug' }))).toEqual({ code: 'CONFLICT', message: 'A post with this slug already exists' });
    expect(await env.deps.db.select({ slug: posts.slug }).from(posts)).toEqual([{ slug: 'my-slug' }]);
  });

  it('defaults to published today with published_at now', async () => {
    const before = Date.now();
    const post = await callers.admin.posts.create({ title: 'Just a title' } as never);
    expect(post).toMatchObject({ slug: 'just-a-title', date: todayIsoDate(), excerpt: '', content: '', published: true });
    expect(Date.parse(post.published_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(post.published_at!)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('accepts publishedAt and published_at, and leaves a draft without a publication date', async () => {
    expect((await createPost({ slug: 'a', publishedAt: '2024-04-01T10:00:00Z' })).published_at).toBe('2024-04-01T10:00:00.000Z');
    expect((await createPost({ slug: 'b', published_at: '2024-04-02T10:00:00Z' })).published_at).toBe('2024-04-02T10:00:00.000Z');
    expect(await createPost({ slug: 'c', published: false })).toMatchObject({ published: false, published_at: null });
  });

  it('sanitizes the content: no script, no event handler, no javascript: link', async () => {
    const post = await createPost({
      slug: 'dirty',
      content: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="https://ok.example">ok</a></p><img src="/uploads/a.webp" onerror="boom()">',
    });
    expect(post.content).toBe('<p>Hi <a>x</a> <a href="https://ok.example">ok</a></p><img src="/uploads/a.webp" />');
    const [row] = await env.deps.db.select({ content: posts.content }).from(posts).where(eq(posts.slug, 'dirty'));
    expect(row?.content).toBe(post.content);
  });

  it("stores what the editor's toolbar writes as it is: headings, lists, links, quote and image alt text", async () => {
    const post = await createPost({ slug: 'formatted', content: EDITOR_HTML });
    expect(post.content).toBe(EDITOR_HTML);
    const [row] = await env.deps.db.select({ content: posts.content }).from(posts).where(eq(posts.slug, 'formatted'));
    expect(row?.content).toBe(EDITOR_HTML);
    expect((await callers.anon.posts.bySlug({ slug: 'formatted' })).content).toBe(EDITOR_HTML);
  });

  it('disarms links: script, data and phone URLs lose their href, a new tab always gets rel="noopener noreferrer"', async () => {
    const post = await createPost({ slug: 'links', content: `${HOSTILE_LINKS_HTML}<script>alert(3)</script>` });
    expect(post.content).toBe(HOSTILE_LINKS_CLEANED);
    const [row] = await env.deps.db.select({ content: posts.content }).from(posts).where(eq(posts.slug, 'links'));
    expect(row?.content).toBe(HOSTILE_LINKS_CLEANED);
  });

  it('sanitizes content stored without the sanitizer when the post is read', async () => {
    await env.deps.db.insert(posts).values({ slug: 'by-hand', title: 'By hand', date: '2024-05-01', content: HOSTILE_HTML });
    const post = await callers.anon.posts.bySlug({ slug: 'by-hand' });
    expect(isClean(post)).toBe(true);
    expect(post.content).toBe('<p>Soft <b>wave</b></p><img src="x.png" /><a>click</a>');
  });

  it('names the field of bad input and stores nothing', async () => {
    expect(await failure(createPost({ title: '  ' }))).toEqual({ code: 'BAD_REQUEST', message: 'title: Title is required' });
    expect(await failure(createPost({ title: 'T'.repeat(301) }))).toEqual({ code: 'BAD_REQUEST', message: 'title: Title must be at most 300 characters' });
    expect(await failure(createPost({ date: '2024-02-30' }))).toEqual({ code: 'BAD_REQUEST', message: 'date: Date must be YYYY-MM-DD' });
    expect(await failure(createPost({ date: '0000-01-01' }))).toEqual({ code: 'BAD_REQUEST', message: 'date: Date must be YYYY-MM-DD' });
    expect(await failure(createPost({ published_at: '0000-01-01T00:00:00Z' }))).toEqual({ code: 'BAD_REQUEST', message: 'published_at: Must be an ISO date-time' });
    expect(await failure(createPost({ slug: '!!!' }))).toEqual({ code: 'BAD_REQUEST', message: 'slug: slug must contain letters or digits' });
    expect(await failure(createPost({ published_at: 'yesterday' }))).toEqual({ code: 'BAD_REQUEST', message: 'published_at: Must be an ISO date-time' });
    expect(await failure(createPost({ published_at: '9999-12-31T23:59:59-14:00' }))).toEqual({ code: 'BAD_REQUEST', message: 'published_at: Must be an ISO date-time' });
    expect(await env.deps.db.select().from(posts)).toEqual([]);
  });

  it('is for admins only', async () => {
    expect(await failure(callers.anon.posts.create({ title: 'x' } as never))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.posts.create({ title: 'x' } as never))).toEqual(NOT_ADMIN);
  });
});

describe('posts.update', () => {
  it('changes the given fields, keeps the others and sanitizes the content', async () => {
    const created = await createPost({ slug: 'tips', date: '2024-02-02', excerpt: 'Kept' });
    const updated = await callers.admin.posts.update({ slug: 'tips', data: { title: 'New title', content: '<p>New<script>x()</script></p>' } });
    expect(updated).toMatchObject({ slug: 'tips', title: 'New title', date: '2024-02-02', excerpt: 'Kept', content: '<p>New</p>', published: true, published_at: created.published_at });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
  });

  it('renames the post, and answers 409 when the new slug is taken', async () => {
    await createPost({ slug: 'first' });
    await createPost({ slug: 'second' });
    expect((await callers.admin.posts.update({ slug: 'first', data: { slug: 'renamed', title: 'Hair care tips' } })).slug).toBe('renamed');
    expect(await failure(callers.anon.posts.bySlug({ slug: 'first' }))).toEqual(postNotFound);
    expect(await failure(callers.admin.posts.update({ slug: 'renamed', data: { slug: 'second' } }))).toEqual({ code: 'CONFLICT', message: 'A post with this slug already exists' });
    expect((await callers.anon.posts.bySlug({ slug: 'renamed' })).slug).toBe('renamed');
  });

  it('stamps published_at when a draft is published, and takes a camelCase publishedAt', async () => {
    await createPost({ slug: 'draft', published: false });
    const published = await callers.admin.posts.update({ slug: 'draft', data: { published: true } });
    expect(published.published_at).not.toBeNull();
    const dated = await callers.admin.posts.update({ slug: 'draft', data: { publishedAt: '2023-12-24T00:00:00Z' } });
    expect(dated.published_at).toBe('2023-12-24T00:00:00.000Z');
  });

  it('answers 404 for a missing post and 400 for bad fields', async () => {
    await createPost({ slug: 'tips' });
    expect(await failure(callers.admin.posts.update({ slug: 'nope', data: { title: 'x' } }))).toEqual(postNotFound);
    expect(await failure(callers.admin.posts.update({ slug: 'tips', data: { title: '' } }))).toEqual({ code: 'BAD_REQUEST', message: 'title: Title is required' });
    expect(await failure(callers.admin.posts.update({ slug: 'tips', data: { date: 'soon' } }))).toEqual({ code: 'BAD_REQUEST', message: 'date: Date must be YYYY-MM-DD' });
    expect(await failure(callers.admin.posts.update({ slug: 'tips', data: { published_at: '9999-12-31T23:00:00-01:00' } }))).toEqual({ code: 'BAD_REQUEST', message: 'published_at: Must be an ISO date-time' });
    expect((await callers.anon.posts.bySlug({ slug: 'tips' })).title).toBe('Hair care tips');
  });

  it('is for admins only', async () => {
    await createPost({ slug: 'tips' });
    expect(await failure(callers.anon.posts.update({ slug: 'tips', data: { title: 'x' } }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.posts.update({ slug: 'tips', data: { title: 'x' } }))).toEqual(NOT_ADMIN);
  });
});

describe('posts.delete', () => {
  it('deletes the post, then answers 404', async () => {
    await createPost({ slug: 'tips' });
    expect(await callers.admin.posts.delete({ slug: 'tips' })).toEqual({ ok: true });
    expect(await failure(callers.anon.posts.bySlug({ slug: 'tips' }))).toEqual(postNotFound);
    expect(await failure(callers.admin.posts.delete({ slug: 'tips' }))).toEqual(postNotFound);
  });

  it('is for admins only', async () => {
    await createPost({ slug: 'tips' });
    expect(await failure(callers.anon.posts.delete({ slug: 'tips' }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.posts.delete({ slug: 'tips' }))).toEqual(NOT_ADMIN);
    expect((await callers.anon.posts.bySlug({ slug: 'tips' })).slug).toBe('tips');
  });
});
