// The product list /products and /products/{category} end to end against the
// seeded server: count line, server-side paging (6 per page), sort, search,
// category, filters in the URL, and a larger catalogue created through the API.
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { adminToken, appStarted, expectNoAccessibilityViolations, watchPageProblems, showingProducts } from './support';

// Several page states and an axe run per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

interface ListedProduct {
  id: string;
  name: string;
}

/** One page of the list as the REST API answers it: items and the X-Total-Count header. */
async function apiList(request: APIRequestContext, query: Record<string, string | number>): Promise<{ names: string[]; total: number }> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await request.get(`/api/products?${params.toString()}`);
  expect(response.status()).toBe(200);
  const items = (await response.json()) as ListedProduct[];
  return { names: items.map((p) => p.name), total: Number(response.headers()['x-total-count']) };
}

/** The inputs of the `products.list` calls in a tRPC request (GET /api/trpc/a,b?batch=1&input=...). */
function listInputs(request: Request): Record<string, unknown>[] {
  const url = new URL(request.url());
  const match = /\/api\/trpc\/([^/?]+)$/.exec(url.pathname);
  if (!match) return [];
  const procedures = decodeURIComponent(match[1]!).split(',');
  const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, { json?: Record<string, unknown> }>;
  return procedures.flatMap((name, i) => (name === 'products.list' ? [inputs[String(i)]?.json ?? {}] : []));
}

/** Records every products.list input the page sends. */
function recordListCalls(page: Page): Record<string, unknown>[] {
  const calls: Record<string, unknown>[] = [];
  page.on('request', (request) => calls.push(...listInputs(request)));
  return calls;
}

/** Names on the cards of the grid, in order. */
async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) }).getByRole('heading', { level: 2 }).allTextContents();
}

async function expectCards(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => cardNames(page)).toEqual(names);
}

test('/products counts every product and shows 6 per page, paged on the server @mobile', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const calls = recordListCalls(page);
  const first = await apiList(request, { sort: 'price-asc', limit: 6, offset: 0 });
  const second = await apiList(request, { sort: 'price-asc', limit: 6, offset: 6 });
  expect(first.total).toBeGreaterThan(12);

  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  await expect(page).toHaveTitle('All Products | VietSilk Hair');
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(`Showing ${first.total} products`);
  await expectCards(page, first.names);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByText('Products', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(page.getByLabel('Category')).toHaveValue('');

  // The first page came with the HTML: the browser asked for no list.
  expect(calls).toEqual([]);

  const pages = page.getByRole('navigation', { name: 'Product list pages' });
  await expect(pages.getByRole('button', { name: `Go to page ${Math.ceil(first.total / 6)}` })).toBeVisible();
  await pages.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expectCards(page, second.names);
  await expect(pages.getByRole('button', { name: 'page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(calls).toContainEqual(expect.objectContaining({ limit: 6, offset: 6 }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("'Loading products...' shows until the products arrive (opened from another page: the server sends /products with them)", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.goto('/');
  await appStarted(page);
  await page.route(/\/api\/trpc\/[^?]*products\.list/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading products...' })).toHaveText('Loading products...');
  release();
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(/^Showing \d+ products$/);
});

test('sorting by name or price reorders the list and starts again at page 1 @mobile', async ({ page, request }) => {
  const zToA = await apiList(request, { sort: 'name-desc', limit: 6 });
  const highToLow = await apiList(request, { sort: 'price-desc', limit: 6 });
  const aToZ = await apiList(request, { sort: 'name-asc', limit: 6 });

  await page.goto('/products?page=2');
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toBeVisible();
  const sort = page.getByLabel('Sort by');
  await expect(sort.locator('option')).toHaveText(['Price: Low to High', 'Price: High to Low', 'Name: A to Z', 'Name: Z to A']);

  await sort.selectOption({ label: 'Name: Z to A' });
  await expect(page).toHaveURL(/\/products\?sort=name-desc$/);
  await expectCards(page, zToA.names);

  await sort.selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/\/products\?sort=price-desc$/);
  await expectCards(page, highToLow.names);

  await sort.selectOption({ label: 'Name: A to Z' });
  await expectCards(page, aToZ.names);
});

test('the search matches titles whatever the case and keeps every typed character @mobile', async ({ page, request }) => {
  const calls = recordListCalls(page);
  const wave = await apiList(request, { q: 'wave', limit: 6 });
  expect(wave.total).toBeGreaterThan(0);

  await page.goto('/products?page=2');
  await appStarted(page);
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.pressSequentially('WAVE', { delay: 40 });
  await expect(page).toHaveURL(/\/products\?q=WAVE$/);
  await expect(search).toHaveValue('WAVE');
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(showingProducts(wave.total));
  await expectCards(page, wave.names);
  for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain('wave');
  // The debounce sent the whole word, not one request per key.
  expect(calls.filter((input) => typeof input.q === 'string' && input.q !== 'WAVE')).toEqual([]);

  // Slow typing: each pause writes the URL while the next keys arrive; none is lost.
  await search.fill('');
  await expect(page).toHaveURL(/\/products$/);
  await search.pressSequentially('deep', { delay: 450 });
  await expect(page).toHaveURL(/\/products\?q=deep$/);
  await expect(search).toHaveValue('deep');

  await search.fill('no such hair anywhere');
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 0 products');
  await expect(page.getByText('No products match your search.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Product list pages' })).toHaveCount(0);
});

test('the category dropdown leads to /products/{category} with its title and count, and scrolls to the top @mobile', async ({ page, request }) => {
  const weave = await apiList(request, { category: 'hair-weave', limit: 6 });
  const closures = await apiList(request, { category: 'hair-closure', sort: 'name-asc', limit: 6 });

  await page.goto('/products?sort=name-asc&page=2');
  const category = page.getByLabel('Category');
  // Configured categories; a child shows its parent.
  await expect(category.locator('option', { hasText: 'All Categories' })).toHaveCount(1);
  await expect(category.locator('option', { hasText: 'Hair Weave › Deep Wave' })).toHaveAttribute('value', 'deep-wave');

  await page.evaluate(() => window.scrollTo(0, 200));
  await category.selectOption({ label: 'Hair Weave' });
  await expect(page).toHaveURL(/\/products\/hair-weave\?sort=name-asc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hair Weave Products');
  await expect(page).toHaveTitle('Hair Weave Products | VietSilk Hair');
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(`Showing ${weave.total} products`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  await expect(breadcrumb.getByText('Hair Weave', { exact: true })).toHaveAttribute('aria-current', 'page');

  await category.selectOption({ label: 'Hair Closure' });
  await expect(page).toHaveURL(/\/products\/hair-closure\?sort=name-asc$/);
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(`Showing ${closures.total} products`);
  await expectCards(page, closures.names);

  await category.selectOption({ label: 'All Categories' });
  await expect(page).toHaveURL(/\/products\?sort=name-asc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  await expectNoAccessibilityViolations(page);
});

test('a category slug the menu does not know reads as capitalised words', async ({ page }) => {
  await page.goto('/products/slavic-europe-hair');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slavic Europe Hair Products');
  await page.goto('/products/lace-wigs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lace Wigs Products');
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 0 products');
  await expect(page.getByLabel('Category')).toHaveValue('lace-wigs');
});

test('search, category, sort and page live in the URL and survive a reload @mobile', async ({ page, request }) => {
  const expected = await apiList(request, { category: 'hair-weave', q: 'weave', sort: 'price-desc', limit: 6, offset: 6 });
  expect(expected.total).toBeGreaterThan(6);
  const url = '/products/hair-weave?q=weave&sort=price-desc&page=2';

  await page.goto(url);
  for (const pass of ['first load', 'reload']) {
    await test.step(pass, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hair Weave Products');
      await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('weave');
      await expect(page.getByLabel('Category')).toHaveValue('hair-weave');
      await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
      await expect(page.getByRole('button', { name: 'page 2', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(`Showing ${expected.total} products`);
      await expectCards(page, expected.names);
    });
    if (pass === 'first load') await page.reload();
  }
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
});

test('a page past the end shows the last page', async ({ page, request }) => {
  const { total } = await apiList(request, { limit: 1 });
  const last = Math.ceil(total / 6);
  const lastPage = await apiList(request, { sort: 'price-asc', limit: 6, offset: (last - 1) * 6 });
  await page.goto('/products?page=99');
  await expect(page).toHaveURL(new RegExp(`/products\\?page=${last}$`));
  await expectCards(page, lastPage.names);
});

test('Back to Home leads to the home page', async ({ page }) => {
  await page.goto('/products');
  await appStarted(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a larger catalogue is paged by the server: 6 products per request, 5 pages for 25', async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const category = `e2e-paging-${Date.now()}`;
  const ids: string[] = [];
  try {
    for (let i = 1; i <= 25; i += 1) {
      const response = await request.post('/api/products', {
        headers,
        data: { published: true, name: `Paging Bundle ${String(i).padStart(2, '0')}`, category, price_from: 10 + i, price_to: 40 + i, featured: false },
      });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as ListedProduct).id);
    }
    const calls = recordListCalls(page);
    await page.goto(`/products/${category}`);
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 25 products');
    await expectCards(page, ['01', '02', '03', '04', '05', '06'].map((n) => `Paging Bundle ${n}`));
    await page.getByRole('button', { name: 'Go to page 5' }).click();
    await expectCards(page, ['Paging Bundle 25']);
    await expect(page).toHaveURL(new RegExp(`/products/${category}\\?page=5$`));
    expect(calls).toContainEqual(expect.objectContaining({ category, sort: 'price-asc', offset: 24, limit: 6 }));
    expect(calls.filter((input) => input.category === category).every((input) => input.limit === 6)).toBe(true);

    // Every word in any order: 'bundle' and '1' are both in 01, 10 to 19 and 21.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('bundle 1');
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText('Showing 12 products');
    await expect(page).toHaveURL(new RegExp(`/products/${category}\\?q=bundle\\+1$`));
    await expectCards(page, ['01', '10', '11', '12', '13', '14'].map((n) => `Paging Bundle ${n}`));
  } finally {
    for (const id of ids) await request.delete(`/api/products/${id}`, { headers });
  }
});
