// Public pages come from the server with their content: what a crawler, a link
// preview or a slow phone gets before any JavaScript runs. Then the app takes over
// the page without complaint, and what the visitor does meanwhile is not lost.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { usePhoneWidth } from './storefront-helpers';
import { appStarted, holdAppScripts } from './support';

interface ApiProduct {
  id: string;
  name: string;
  image_url: string | null;
  price_from: number | null;
  price_to: number | null;
}

/** The HTML the server sends for `path`, as a client without JavaScript reads it. */
async function serverHtml(request: APIRequestContext, path: string): Promise<{ status: number; html: string }> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

/** The markup inside #root. */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="page-state">/.exec(html)?.[1] ?? '';
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

async function firstProducts(request: APIRequestContext, query = 'limit=6'): Promise<ApiProduct[]> {
  return (await (await request.get(`/api/products?${query}`)).json()) as ApiProduct[];
}

test('every public page comes with its content in the HTML', async ({ request }) => {
  const [product] = await firstProducts(request);
  const listed = await firstProducts(request, 'limit=6&sort=price-asc');
  const [post] = (await (await request.get('/api/posts')).json()) as { slug: string; title: string }[];
  const full = (await (await request.get(`/api/posts/${post!.slug}`)).json()) as { content: string };
  const postText = /<p>([^<]{20,})<\/p>/.exec(full.content)?.[1] ?? '';

  const home = rootOf((await serverHtml(request, '/')).html);
  expect(home).toContain('VIETNAMESE HAIR WEAVE NATURAL COLOUR');
  expect(home).toContain('Send Us a Message');

  const list = await serverHtml(request, '/products');
  expect(list.status).toBe(200);
  for (const item of listed) expect(rootOf(list.html)).toContain(escaped(item.name));
  expect(rootOf(list.html)).toMatch(/Showing \d+ products/);

  const detail = rootOf((await serverHtml(request, `/product/${product!.id}`)).html);
  expect(detail).toContain(escaped(product!.name));
  expect(detail).toContain(`$${product!.price_from}`);
  expect(detail).toContain(new URL(product!.image_url!, 'http://x').pathname);

  expect(rootOf((await serverHtml(request, '/blog')).html)).toContain(escaped(post!.title));
  expect(postText).not.toBe('');
  expect(rootOf((await serverHtml(request, `/blog/${post!.slug}`)).html)).toContain(postText.slice(0, 40));

  const about = rootOf((await serverHtml(request, '/about')).html);
  expect(about).toContain('Our Mission');
  expect(about).toContain('Meet the Team');
  expect(rootOf((await serverHtml(request, '/partners')).html)).toContain('Hợp tác');
  expect(rootOf((await serverHtml(request, '/auth')).html)).toContain('Sign in to your account or create a new one');

  const missing = await serverHtml(request, '/no/such/page');
  expect(missing.status).toBe(404);
  expect(rootOf(missing.html)).toContain('Oops! Page not found');
});

test('the largest image of a page comes first in the HTML, asked for with high priority', async ({ request }) => {
  const [product] = await firstProducts(request);
  const html = (await serverHtml(request, `/product/${product!.id}`)).html;
  const main = /<img[^>]*data-testid="product-main-image"[^>]*>/.exec(html)?.[0] ?? '';
  expect(main).toMatch(/fetchpriority="high"/i);
  expect(main).toMatch(/width="\d+"/);
  const home = (await serverHtml(request, '/')).html;
  expect(/<img[^>]*fetchpriority="high"[^>]*>/i.exec(rootOf(home))?.[0]).toBeTruthy();
});

/** Console errors and uncaught exceptions of a page, hydration warnings included. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('each public page is taken over by the app without a console error or a hydration warning, and without reading its data again', async ({ page, request }) => {
  const [product] = await firstProducts(request);
  const [post] = (await (await request.get('/api/posts')).json()) as { slug: string }[];
  for (const path of ['/', '/products', '/products/hair-weave?sort=name-asc', `/product/${product!.id}`, '/about', '/partners', '/blog', `/blog/${post!.slug}`, '/auth']) {
    const problems = watchConsole(page);
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/trpc/')) reads.push(r.url());
    });
    await page.goto(path);
    await appStarted(page);
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
    expect(reads, path).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('request');
    page.removeAllListeners('pageerror');
  }
});

test('after the app has taken over, links move between pages without loading the page again', async ({ page }) => {
  await page.goto('/');
  await appStarted(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('@mobile a tap on the menu button right after the first paint opens the menu', async ({ page }) => {
  await usePhoneWidth(page);
  // Hold the app's code back so the tap surely lands before the app runs.
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  release();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('text typed and a form sent before the app runs are not lost', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@example.com');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  release();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('nobody@example.com');
});
