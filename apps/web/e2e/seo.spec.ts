// What search engines and chat apps get: the tags in the HTML the server sends
// (fetched without running the app), the sitemap and robots.txt; and the title
// following a client-side navigation in the browser.
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { baseUrl, watchPageProblems } from './support';

interface ListedProduct {
  id: string;
  name: string;
  slug: string;
  category: string | null;
  image_url: string | null;
  price_from: number | null;
  price_to: number | null;
}
interface ListedPost {
  slug: string;
  title: string;
  excerpt: string;
}
interface HeadTags {
  title: string;
  metas: Record<string, string>;
  canonical: string | null;
  preload: string | null;
  jsonLd: Record<string, unknown>[];
  hasRoot: boolean;
}

/** The head of an HTML document as the browser's parser reads it (DOMParser runs no scripts). */
function readHead(page: Page, html: string): Promise<HeadTags> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const metas: Record<string, string> = {};
    for (const meta of doc.head.querySelectorAll('meta[name], meta[property]')) {
      metas[meta.getAttribute('name') ?? meta.getAttribute('property') ?? ''] = meta.getAttribute('content') ?? '';
    }
    return {
      title: doc.title,
      metas,
      canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      preload: doc.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href') ?? null,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? 'null') as Record<string, unknown>),
      hasRoot: doc.getElementById('root') !== null,
    };
  }, html);
}

/** The page's HTML as a crawler fetches it, parsed. */
async function fetchHead(page: Page, path: string, status = 200): Promise<HeadTags> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toContain('text/html');
  return readHead(page, await response.text());
}

async function firstProduct(page: Page): Promise<ListedProduct> {
  const response = await page.request.get('/api/products?limit=1&sort=name-asc');
  const [product] = (await response.json()) as ListedProduct[];
  expect(product).toBeDefined();
  return product!;
}

test('a product page carries its title, description, canonical URL, Open Graph tags and Product JSON-LD in the HTML', async ({ page }) => {
  const product = await firstProduct(page);
  // Opened by its id, the page names its slug's URL as canonical.
  const url = `${baseUrl()}/product/${product.slug}`;
  const head = await fetchHead(page, `/product/${product.id}`);
  expect(head.title).toBe(`${product.name} | VietSilk Hair`);
  expect(head.canonical).toBe(url);
  expect(head.metas['og:title']).toBe(product.name);
  expect(head.metas['og:url']).toBe(url);
  expect(head.metas['og:type']).toBe('product');
  expect(head.metas['og:site_name']).toBe('VietSilk Hair');
  expect(head.metas.description!.length).toBeGreaterThan(20);
  expect(head.metas['og:description']).toBe(head.metas.description);
  expect(head.metas['twitter:card']).toBe('summary_large_image');
  expect(head.metas['twitter:title']).toBe(product.name);
  // The seeded products have images of their own, served from this site.
  expect(product.image_url).toBeTruthy();
  expect(head.metas['og:image']).toBe(new URL(product.image_url!, baseUrl()).href);
  expect(head.hasRoot).toBe(true);

  expect(head.jsonLd).toHaveLength(1);
  const ld = head.jsonLd[0]!;
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    brand: { '@type': 'Brand', name: 'VietSilk Hair' },
  });
  expect((ld.image as string[])[0]).toBe(head.metas['og:image']);
  if (product.price_from === null && product.price_to === null) {
    expect(ld.offers).toBeUndefined();
  } else {
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: product.price_from ?? product.price_to,
      highPrice: product.price_to ?? product.price_from,
      priceCurrency: 'USD',
    });
  }

  // A product that does not exist: 404 with the app (which shows its not-found message), kept out of search results.
  const missing = await fetchHead(page, '/product/no-such-product', 404);
  expect(missing.title).toBe('Product not found | VietSilk Hair');
  expect(missing.metas.robots).toBe('noindex');
  expect(missing.hasRoot).toBe(true);
});

test('a category page is named by its configured label', async ({ page }) => {
  const head = await fetchHead(page, '/products/hair-weave');
  expect(head.title).toBe('Hair Weave Products | VietSilk Hair');
  expect(head.metas['og:title']).toBe('Hair Weave Products');
  expect(head.canonical).toBe(`${baseUrl()}/products/hair-weave`);
  expect(head.metas.description).toContain('Hair Weave Products');
  expect(head.jsonLd).toEqual([]);
});

test('a blog post carries its title and excerpt', async ({ page }) => {
  const posts = (await (await page.request.get('/api/posts')).json()) as ListedPost[];
  const post = posts.find((p) => p.excerpt.length > 0 && p.excerpt.length <= 160);
  expect(post).toBeDefined();
  const head = await fetchHead(page, `/blog/${post!.slug}`);
  expect(head.title).toBe(`${post!.title} | VietSilk Hair`);
  expect(head.metas.description).toBe(post!.excerpt.replace(/\s+/g, ' ').trim());
  expect(head.metas['og:type']).toBe('article');
  expect(head.canonical).toBe(`${baseUrl()}/blog/${post!.slug}`);
});

test('the home page carries the Organization JSON-LD and preloads the first hero image', async ({ page }) => {
  const hero = (await (await page.request.get('/api/site-config?section=hero')).json()) as { config: { images: ({ url: string } | string)[] } };
  const first = hero.config.images[0]!;
  const firstUrl = typeof first === 'string' ? first : first.url;
  const contact = (await (await page.request.get('/api/site-config?section=contact')).json()) as { config: { whatsapp: string; email: string } };

  const head = await fetchHead(page, '/');
  expect(head.title).toBe('VietSilk Hair');
  expect(head.canonical).toBe(`${baseUrl()}/`);
  expect(head.metas['og:type']).toBe('website');
  expect(head.preload).toBe(firstUrl);
  expect(head.metas['og:image']).toBe(new URL(firstUrl, baseUrl()).href);
  expect(head.jsonLd).toEqual([
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'VietSilk Hair',
      url: `${baseUrl()}/`,
      logo: `${baseUrl()}/favicon.svg`,
      contactPoint: expect.objectContaining({ '@type': 'ContactPoint', telephone: contact.config.whatsapp, email: contact.config.email }),
    }),
  ]);
});

test('the sitemap lists every product, category and published post; robots.txt points to it', async ({ page }) => {
  // /sitemap.xml is an index of gzipped files.
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const files = [...(await sitemap.text()).matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(files.length).toBeGreaterThan(0);
  const locs: string[] = [];
  for (const file of files) {
    const res = await page.request.get(new URL(file).pathname);
    expect(res.status()).toBe(200);
    locs.push(...[...gunzipSync(await res.body()).toString('utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!));
  }

  const products = await page.request.get('/api/products?limit=1');
  const total = Number(products.headers()['x-total-count']);
  expect(total).toBeGreaterThan(0);
  expect(locs.filter((loc) => loc!.startsWith(`${baseUrl()}/product/`))).toHaveLength(total);
  expect(locs).toContain(`${baseUrl()}/product/${(await firstProduct(page)).slug}`);
  for (const post of (await (await page.request.get('/api/posts')).json()) as ListedPost[]) {
    expect(locs).toContain(`${baseUrl()}/blog/${post.slug}`);
  }
  for (const path of ['/', '/products', '/about', '/partners', '/blog', '/products/hair-weave']) {
    expect(locs).toContain(`${baseUrl()}${path}`);
  }

  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toBe(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${baseUrl()}/sitemap.xml\n`);
});

test('the title, canonical URL and Open Graph tags follow a client-side navigation @mobile', async ({ page }) => {
  const problems = watchPageProblems(page);
  const featured = (await (await page.request.get('/api/products?featured=true&limit=1')).json()) as ListedProduct[];
  const product = featured[0]!;
  await page.goto('/');
  await expect(page).toHaveTitle('VietSilk Hair');
  // A marker that a full page load would wipe.
  await page.evaluate(() => ((window as { stayedInApp?: boolean }).stayedInApp = true));

  await page.getByRole('link', { name: `BUY NOW: ${product.name}`, exact: true }).click();
  await expect(page).toHaveURL(`${baseUrl()}/product/${product.slug}`);
  await expect(page).toHaveTitle(`${product.name} | VietSilk Hair`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseUrl()}/product/${product.slug}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', product.name);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseUrl()}/product/${product.slug}`);
  expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);

  await page.goBack();
  await expect(page).toHaveTitle('VietSilk Hair');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseUrl()}/`);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
