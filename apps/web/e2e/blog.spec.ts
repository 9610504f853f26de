// Blog /blog and /blog/{slug}: every state and error text ('Loading posts…',
// 'No posts found.', 'Error: HTTP {status}: {message}', 'Error: {message}',
// 'Post not found').
// The server sends each page with its posts; the loading and error states show when
// the blog is opened from another page of the site (the browser reads the posts then).
import { expect, test, type Page } from '@playwright/test';
import { emptyBaseUrl, adminToken, appStarted, expectNoAccessibilityViolations, watchPageProblems } from './support';

interface ListedPost {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
}

const POSTS_LIST = /\/api\/trpc\/[^?]*posts\.page/;
const POST_BY_SLUG = /\/api\/trpc\/[^?]*posts\.bySlug/;

/** A tRPC batch answer with one error, as the server sends it. */
function trpcError(status: number, message: string) {
  return JSON.stringify([{ error: { json: { message, code: -32000, data: { code: status === 403 ? 'FORBIDDEN' : 'INTERNAL_SERVER_ERROR', httpStatus: status } } } }]);
}

/** Opens the blog list from a post's page (its 'Back to blog' link): the browser reads the list. */
async function openBlogFromAPost(page: Page, slug: string): Promise<void> {
  await page.goto(`/blog/${slug}`);
  await appStarted(page);
  await page.getByRole('link', { name: 'Back to blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
}

/** Any published post's slug. */
async function aPostSlug(page: Page): Promise<string> {
  const [first] = (await (await page.request.get('/api/posts')).json()) as ListedPost[];
  return first!.slug;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shownDate = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

test("@mobile the blog shows 'Loading posts…', then each published post's title, date and excerpt", async ({ page, request }) => {
  // The first page: the ten newest.
  const posts = ((await (await request.get('/api/posts')).json()) as ListedPost[]).slice(0, 10);
  expect(posts.length).toBeGreaterThan(0);

  // Hold the list back until the loading text has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const problems = watchPageProblems(page);
  await page.goto(`/blog/${posts[0]!.slug}`);
  await appStarted(page);
  await page.route(POSTS_LIST, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Back to blog' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading posts…');
  release();

  await expect(page).toHaveTitle('Blog | VietSilk Hair');
  const items = page.getByRole('main').getByRole('article');
  await expect(items).toHaveCount(posts.length);
  for (const [i, post] of posts.entries()) {
    await expect(items.nth(i).getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(items.nth(i).locator('time')).toHaveText(shownDate(post.date));
    await expect(items.nth(i).locator('time')).toHaveAttribute('datetime', post.date);
    await expect(items.nth(i)).toContainText(post.excerpt);
    await expect(items.nth(i).getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', `/blog/${post.slug}`);
  }
  await expect(page.getByText('Loading posts…')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("@mobile a post shows 'Loading…', then its title, date and content, and leads back to the blog", async ({ page, request }) => {
  const [first] = (await (await request.get('/api/posts')).json()) as ListedPost[];
  const post = (await (await request.get(`/api/posts/${first!.slug}`)).json()) as ListedPost & { content: string };
  const firstHeading = /<h2>([^<]+)<\/h2>/.exec(post.content)?.[1];
  expect(firstHeading).toBeTruthy();

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(POST_BY_SLUG, async (route) => {
    await held;
    await route.continue();
  });
  const problems = watchPageProblems(page);
  await page.goto('/blog');
  await appStarted(page);
  await page.getByRole('link', { name: post.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  release();

  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveTitle(`${post.title} | VietSilk Hair`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
  await expect(page.locator('article time').first()).toHaveText(shownDate(post.date));
  await expect(page.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('link', { name: 'Back to blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('link', { name: post.title, exact: true })).toBeVisible();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("@mobile a missing post shows 'Post not found' with the server's answer and a link back", async ({ page, request }) => {
  const slug = `no-such-post-${Date.now()}`;
  const answer = await request.get(`/api/posts/${slug}`);
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toEqual({ error: 'Post not found' });

  const problems = watchPageProblems(page);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Post not found');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Error: HTTP 404: Post not found');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('link', { name: 'Back to blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("a post whose API cannot be reached shows 'Post not found' and the network error", async ({ page, request }) => {
  const [first] = (await (await request.get('/api/posts')).json()) as ListedPost[];
  await page.goto('/blog');
  await appStarted(page);
  await page.route(POST_BY_SLUG, (route) => route.abort());
  await page.getByRole('link', { name: first!.title, exact: true }).click();
  // Network failures are retried (1 s, 2 s, 4 s) before the error shows.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Post not found', { timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Error: Failed to fetch');
  await expect(page.getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/blog');
});

test("with the API down the blog list says 'Error: Failed to fetch'", async ({ page }) => {
  test.setTimeout(45_000);
  const slug = await aPostSlug(page);
  let calls = 0;
  await page.route(POSTS_LIST, (route) => {
    calls += 1;
    return route.abort();
  });
  await openBlogFromAPost(page, slug);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading posts…');
  await expect(page.getByText('Error: Failed to fetch', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Loading posts…')).toHaveCount(0);
  // The first try and three retries.
  expect(calls).toBe(4);
  await expectNoAccessibilityViolations(page);
});

test("an answer that is not OK shows 'Error: HTTP {status}: {message}'", async ({ page }) => {
  test.setTimeout(45_000);
  const slug = await aPostSlug(page);
  await page.route(POSTS_LIST, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: trpcError(500, 'Database unavailable') }));
  await openBlogFromAPost(page, slug);
  await expect(page.getByText('Error: HTTP 500: Database unavailable', { exact: true })).toBeVisible({ timeout: 20_000 });
});

test("a client error shows at once with the server's message", async ({ page }) => {
  const slug = await aPostSlug(page);
  await page.route(POSTS_LIST, (route) => route.fulfill({ status: 403, contentType: 'application/json', body: trpcError(403, 'Forbidden') }));
  await openBlogFromAPost(page, slug);
  await expect(page.getByText('Error: HTTP 403: Forbidden', { exact: true })).toBeVisible({ timeout: 3_000 });
});

test("@mobile a blog without posts says 'No posts found.'", async ({ page, request }) => {
  expect(await (await request.get(`${emptyBaseUrl()}/api/posts`)).json()).toEqual([]);
  const problems = watchPageProblems(page);
  await page.goto(`${emptyBaseUrl()}/blog`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No posts found.');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a draft is not listed, and its address says the post is not found', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const slug = `draft-${Date.now()}`;
  const created = await request.post('/api/posts', { headers, data: { slug, title: 'Unfinished draft', content: '<p>x</p>', published: false } });
  expect(created.status()).toBe(201);
  try {
    await page.goto('/blog');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Unfinished draft')).toHaveCount(0);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Post not found');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Error: HTTP 404: Post not found');
  } finally {
    await request.delete(`/api/posts/${slug}`, { headers });
  }
});

test('@mobile a long blog is paged ten posts at a time, and the page is in the address', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const stamp = Date.now();
  // Eleven posts older than every other, so that they end the list.
  const slugs = Array.from({ length: 11 }, (_, i) => `paged-${stamp}-${i + 1}`);
  try {
    const created = await Promise.all(slugs.map((slug, i) =>
      request.post('/api/posts', { headers, data: { slug, title: `Archive note ${i + 1}`, date: `2001-01-${String(i + 1).padStart(2, '0')}`, content: '<p>x</p>' } })));
    expect(created.map((r) => r.status())).toEqual(slugs.map(() => 201));
    const total = ((await (await request.get('/api/posts')).json()) as ListedPost[]).length;
    const lastPage = Math.ceil(total / 10);
    await page.goto('/blog');
    await appStarted(page);
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'Blog pages' });
    await pages.getByRole('link', { name: `Go to page ${lastPage}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?page=${lastPage}$`));
    // The oldest posts end the last page.
    await expect(articles.last().getByRole('heading')).toHaveText('Archive note 1');
    await expect(pages.getByRole('link', { name: `page ${lastPage}`, exact: true })).toHaveAttribute('aria-current', 'page');

    // An old link past the end shows the last page.
    await page.goto('/blog?page=99');
    await expect(page).toHaveURL(new RegExp(`/blog\\?page=${lastPage}$`));
    await expect(articles.last().getByRole('heading')).toHaveText('Archive note 1');
  } finally {
    await Promise.all(slugs.map((slug) => request.delete(`/api/posts/${slug}`, { headers })));
  }
});
