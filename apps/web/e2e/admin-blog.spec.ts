// Blog management: posts written as draft and as
// published, edited and deleted (confirmation dismissed and accepted), the
// public blog showing only published posts, inline errors in red, and the
// admin login box when there is no usable token.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, adminToken, expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

interface Summary {
  slug: string;
  title: string;
  date: string;
  category: string;
  excerpt: string;
  published: boolean;
}

async function adminPosts(request: APIRequestContext): Promise<Summary[]> {
  const token = await adminToken(request);
  const response = await request.get('/api/posts?published=false', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary[];
}

const postItem = (page: Page, title: string) => page.getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ hasText: title });

async function openBlogAdmin(page: Page) {
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();
}

/** Writes the content through the editor's HTML source view. */
async function writeContent(page: Page, html: string) {
  await page.getByRole('button', { name: 'HTML source' }).click();
  await page.getByLabel('Content HTML').fill(html);
  await page.getByRole('button', { name: 'HTML source' }).click();
}

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

test.describe.configure({ timeout: 90_000 });

test('a published post and a draft: the public blog shows only the published one; edit and delete', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  await signInAsAdmin(page, request);
  await openBlogAdmin(page);
  await expect(page.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/blog');

  // A new post: temporary slug, today's date, published by default; the title is required.
  await page.getByRole('button', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { name: 'New post', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveValue(/^new-\d+$/);
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await expect(page.getByLabel('Date')).toHaveValue(today);
  await expect(page.getByRole('switch', { name: 'Published' })).toBeChecked();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Title is required', { exact: true })).toHaveCSS('color', 'rgb(211, 47, 47)');

  const id = unique();
  const published = `Raw hair grades explained ${id}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(published);
  await page.getByLabel('Excerpt').fill('Single drawn, double drawn and bone straight, in plain words.');
  await writeContent(page, '<h2>Three grades</h2><p>Every bundle is sorted <strong>by hand</strong>.</p>');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Post saved', { exact: true })).toBeVisible();
  await expect(postItem(page, published)).toContainText('Published');
  await expect(postItem(page, published)).toContainText('Single drawn, double drawn and bone straight, in plain words.');

  // A draft.
  const draft = `Factory visit diary ${id}`;
  await page.getByRole('button', { name: 'New post' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(draft);
  await page.getByLabel('Date').fill('2026-01-15');
  await page.getByRole('switch', { name: 'Published' }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(postItem(page, draft)).toContainText('Draft');
  await expect(postItem(page, draft)).toContainText('15 January 2026');

  // The server derived the slugs from the titles.
  const stored = await adminPosts(request);
  const publishedPost = stored.find((p) => p.title === published)!;
  const draftPost = stored.find((p) => p.title === draft)!;
  expect(publishedPost).toMatchObject({ slug: `raw-hair-grades-explained-${id}`, date: today, published: true });
  expect(draftPost).toMatchObject({ date: '2026-01-15', published: false });

  // The public blog: the published post, not the draft.
  await page.goto('/blog');
  await expect(page.getByText(published)).toBeVisible();
  await expect(page.getByText(draft)).toHaveCount(0);
  expect((await request.get(`/api/posts/${draftPost.slug}`)).status()).toBe(404);
  await page.goto(`/blog/${publishedPost.slug}`);
  await expect(page.getByRole('heading', { name: 'Three grades' })).toBeVisible();

  // Edit: the form holds the stored post, and a PUT keeps its slug.
  await openBlogAdmin(page);
  await postItem(page, published).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit post', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveValue(publishedPost.slug);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(published);
  await expect(page.getByRole('textbox', { name: 'Content', exact: true })).toContainText('Every bundle is sorted by hand.');
  const renamed = `${published} (updated)`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(renamed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(postItem(page, renamed)).toBeVisible();
  expect((await adminPosts(request)).find((p) => p.slug === publishedPost.slug)?.title).toBe(renamed);

  // A slug that is taken: the server's message, inline in red.
  await postItem(page, renamed).getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Slug').fill(draftPost.slug);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A post with this slug already exists' })).toHaveCSS('color', 'rgb(211, 47, 47)');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Delete, dismissed then accepted.
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await postItem(page, draft).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => asked).toBe('Delete post?');
  await expect(postItem(page, draft)).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await postItem(page, draft).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post deleted', { exact: true })).toBeVisible();
  await expect(postItem(page, draft)).toHaveCount(0);
  expect((await adminPosts(request)).some((p) => p.slug === draftPost.slug)).toBe(false);

  page.once('dialog', (d) => void d.accept());
  await postItem(page, renamed).getByRole('button', { name: 'Delete' }).click();
  await expect(postItem(page, renamed)).toHaveCount(0);

  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the admin login box appears without a usable token and signs in again without losing the draft', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const token = await signInAsAdmin(page, request);

  // No token at all: the box instead of the list.
  await page.goto('/admin/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  await page.evaluate(() => window.localStorage.removeItem('admin_token'));
  await page.getByRole('link', { name: 'Blog', exact: true }).click();
  const box = page.getByRole('form', { name: 'Admin login' });
  await expect(box).toBeVisible();
  await expect(page.getByRole('list', { name: 'Posts' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  await box.getByLabel('Email').fill(E2E_ADMIN.email);
  await box.getByLabel('Password').fill(E2E_ADMIN.password);
  await box.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();
  await expect(box).toHaveCount(0);

  // The server ends the session while a post is being written: the save is refused and the box returns.
  const current = await page.evaluate(() => window.localStorage.getItem('admin_token'));
  expect(current).not.toBe(token);
  expect((await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${current}` } })).status()).toBe(204);
  await page.getByRole('button', { name: 'New post' }).click();
  const title = `Written while signed out ${unique()}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(box).toBeVisible();

  // A wrong password: the server's message inline.
  await box.getByLabel('Email').fill(E2E_ADMIN.email);
  await box.getByLabel('Password').fill('not-the-password');
  await box.getByRole('button', { name: 'Sign In' }).click();
  await expect(box.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(box.getByRole('alert')).toHaveCSS('color', 'rgb(211, 47, 47)');

  await box.getByLabel('Password').fill(E2E_ADMIN.password);
  await box.getByRole('button', { name: 'Sign In' }).click();
  await expect(box).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(postItem(page, title)).toBeVisible();

  const saved = (await adminPosts(request)).find((p) => p.title === title)!;
  const cleanup = await request.delete(`/api/posts/${saved.slug}`, { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(cleanup.status()).toBe(204);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the post list and the editor at phone width @mobile', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  await signInAsAdmin(page, request);
  await openBlogAdmin(page);
  const [first] = (await adminPosts(request)).filter((p) => p.published);
  await expect(postItem(page, first!.title)).toContainText(first!.excerpt);
  await expectNoAccessibilityViolations(page);
  await postItem(page, first!.title).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(first!.title);
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a post filed under Before & After is listed there from the Blog menu; leaving its unsaved edits asks first', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  await signInAsAdmin(page, request);
  await openBlogAdmin(page);
  await page.getByRole('button', { name: 'New post' }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('News');
  const title = `Bone straight makeover ${unique()}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Before & After' }).click();

  // Unsaved: the sidebar asks, and staying keeps the typing.
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await page.getByRole('link', { name: 'Testimonials', exact: true }).click();
  await expect.poll(() => asked).toBe('You have unsaved changes. Leave anyway?');
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(postItem(page, title)).toContainText('Before & After');
  const saved = (await adminPosts(request)).find((p) => p.title === title)!;
  expect(saved.category).toBe('before-after');

  // Saved: leaving asks nothing.
  page.once('dialog', (d) => {
    asked = `unexpected: ${d.message()}`;
    void d.dismiss();
  });
  await page.getByRole('link', { name: 'Testimonials', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  expect(asked).toBe('You have unsaved changes. Leave anyway?');

  // The storefront: the Blog menu's Before & After leads to the category's list, which holds the post; News does not.
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Blog', exact: true }).hover();
  await nav.getByRole('list', { name: 'Blog' }).getByRole('link', { name: 'Before & After' }).click();
  await expect(page).toHaveURL(/\/blog\?category=before-after$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Before & After' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Blog categories' });
  await expect(categories.getByRole('link')).toHaveText(['All posts', 'News', 'Tips & Tricks', 'Before & After']);
  await expect(categories.getByRole('link', { name: 'Before & After' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await categories.getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/blog\?category=news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  const cleanup = await request.delete(`/api/posts/${saved.slug}`, { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(cleanup.status()).toBe(204);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
