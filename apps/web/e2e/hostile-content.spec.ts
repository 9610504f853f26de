// Rich text an admin saves is shown on the storefront without anything in it
// running: scripts, event handlers, javascript: links, a meta refresh, and html
// hidden in a block's markdown key. The page keeps its formatting.
import http from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseUrl, adminToken, watchPageProblems } from './support';

const HOSTILE =
  '<p>Safe <b>bold words</b></p>' +
  '<img src="/placeholder.svg" alt="pic" onerror="window.__ran = \'onerror\'" onload="window.__ran = \'onload\'">' +
  '<a href="javascript:window.__ran = \'link\'">hostile link</a>' +
  '<script>window.__ran = "script"</script>' +
  '<meta http-equiv="refresh" content="0;url=/partners">' +
  '<iframe src="/partners"></iframe>';

async function expectNothingRan(page: Page, url: RegExp): Promise<void> {
  // The sanitizer keeps the anchor's text and drops its javascript: href, so it is not a link any more.
  await expect(page.getByRole('link', { name: 'hostile link' })).toHaveCount(0);
  await page.getByText('hostile link').first().click();
  // A meta refresh of 0 s would have moved the page by now.
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(url);
  expect(await page.evaluate(() => (window as unknown as { __ran?: string }).__ran)).toBeUndefined();
  await expect(page.locator('main iframe, main script, main meta')).toHaveCount(0);
}

async function authHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await adminToken(request)}` };
}

test('a product description with hostile html shows its text and runs nothing', async ({ page, request }) => {
  const headers = await authHeaders(request);
  const created = await request.post('/api/products', {
    headers,
    data: { published: true, name: 'Hostile Description Weave', description_blocks: [{ type: 'html', markdown: HOSTILE }, { type: 'html', html: HOSTILE }] },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { id: string };
  try {
    const problems = watchPageProblems(page);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('tab', { name: 'Description' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('bold words').first()).toBeVisible();
    await expect(panel.locator('b', { hasText: 'bold words' }).first()).toBeVisible();
    await expectNothingRan(page, new RegExp(`/product/${product.id}$`));
    expect(problems.pageErrors).toEqual([]);
  } finally {
    await request.delete(`/api/products/${product.id}`, { headers });
  }
});

test('a blog post with hostile html shows its text and runs nothing', async ({ page, request }) => {
  const headers = await authHeaders(request);
  const created = await request.post('/api/posts', { headers, data: { title: 'Hostile Post', slug: 'hostile-post', date: '2001-01-01', content: HOSTILE } });
  expect(created.status()).toBe(201);
  try {
    await page.goto('/blog/hostile-post');
    await expect(page.getByRole('heading', { name: 'Hostile Post' })).toBeVisible();
    await expect(page.locator('b', { hasText: 'bold words' })).toBeVisible();
    await expectNothingRan(page, /\/blog\/hostile-post$/);
  } finally {
    await request.delete('/api/posts/hostile-post', { headers });
  }
});

/** The page at `path` as sent to a client that wrote `host` in its request. */
function pageForHost(path: string, host: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

test("a page asked for with another Host builds its links and images on the site's own address", async ({ request }) => {
  const [product] = (await (await request.get('/api/products?limit=1')).json()) as { slug: string }[];
  const slug = product!.slug;
  for (const path of ['/', `/product/${slug}`]) {
    const html = await pageForHost(path, 'evil.example');
    expect(html).toContain(`${baseUrl()}/`);
    expect(html).not.toContain('evil.example');
  }
});
