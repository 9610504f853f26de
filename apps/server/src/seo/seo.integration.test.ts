// The page tags, sitemap and robots.txt as a crawler or a chat app's link preview gets them.
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { productFallbackDescription } from '@hair/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_START_SCRIPT, useTestServer, useTokens, type TestServer } from '../testing/harness';
import { categoryPageText, PAGE_TEXTS } from './page-texts';

/** The public origin the test environment configures (createTestEnv). */
const SITE = 'http://localhost:4000';

interface ProductJson {
  id: string;
  slug: string;
  name: string;
  updated_at: string;
}
interface PostJson {
  slug: string;
  updated_at: string;
}

const ENTITIES: Readonly<Record<string, string>> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const decode = (text: string) => text.replace(/&(?:quot|#39|lt|gt|amp);/g, (e) => ENTITIES[e] ?? e);

/** The page as a crawler sees it: status, raw HTML and readers for its head tags. */
async function fetchPage(t: TestServer, pathname: string) {
  const res = await t.request('GET', pathname);
  const html = await res.text();
  const attr = (tag: string, name: string) => {
    const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
    return match ? decode(match[1]!) : undefined;
  };
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);
  const metas = tags(/<meta\s[^>]*>/g);
  return {
    status: res.status,
    headers: res.headers,
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    titleCount: tags(/<title>/g).length,
    meta: (key: string) => {
      const found = metas.filter((m) => attr(m, 'name') === key || attr(m, 'property') === key);
      expect(found.length, `one <meta> ${key}`).toBeLessThanOrEqual(1);
      return found[0] === undefined ? undefined : attr(found[0], 'content');
    },
    link: (rel: string) => tags(/<link\s[^>]*>/g).find((l) => attr(l, 'rel') === rel),
    linkHref: (rel: string) => {
      const link = tags(/<link\s[^>]*>/g).find((l) => attr(l, 'rel') === rel);
      return link === undefined ? undefined : attr(link, 'href');
    },
    /** Each JSON-LD block parsed, with the nonce its <script> carries (if any). */
    jsonLd: () =>
      [...html.matchAll(/<script type="application\/ld\+json"(?: nonce="([^"]*)")?>([\s\S]*?)<\/script>/g)].map((m) => ({
        nonce: m[1],
        data: JSON.parse(m[2]!) as Record<string, unknown>,
      })),
  };
}

const scriptSrcOf = (headers: Headers) => /script-src[^;]*/.exec(headers.get('content-security-policy') ?? '')?.[0];
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The text of each script the browser would run from the page itself (no file, no data block). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter((m) => !/\s(src|type)=/.test(m[1] ?? '')).map((m) => m[2]!);

describe('page tags in the HTML the server sends', () => {
  const t = useTestServer();
  const tokens = useTokens(t);
  const createProduct = (body: Record<string, unknown>) => t.created<ProductJson>('/api/products', { body: { published: true, ...body }, token: tokens.admin });
  const putConfig = async (section: string, config: unknown) =>
    expect((await t.json('PUT', `/api/site-config/${section}`, { token: tokens.admin, body: { config } })).status).toBe(200);

  beforeAll(async () => {
    await putConfig('product_categories', {
      categories: [
        { value: 'body-wave', label: 'Body Wave Bundles', parent: null },
        { value: 'closure-frontal', label: 'Closure & Frontal', parent: null },
      ],
    });
  });

  it('fills a product page from the database: title, description, canonical, Open Graph, Twitter and Product JSON-LD', async () => {
    const product = await createProduct({
      name: 'Raw Body Wave Bundle',
      category: 'body-wave',
      image_url: '/uploads/products/body-wave.webp',
      gallery_images: ['https://cdn.example.com/body-wave-2.webp'],
      price_from: 120,
      price_to: 180,
      description_html: '<p>Soft <strong>raw</strong> Vietnamese hair,</p><p>cut from one donor.</p>',
    });
    // The slug's URL is canonical; the page answers its id too.
    const url = `${SITE}/product/${product.slug}`;
    const page = await fetchPage(t, `/product/${product.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.title).toBe('Raw Body Wave Bundle | VietSilk Hair');
    expect(page.titleCount).toBe(1);
    expect(page.meta('description')).toBe('Soft raw Vietnamese hair, cut from one donor.');
    expect(page.linkHref('canonical')).toBe(url);
    expect(page.meta('og:title')).toBe('Raw Body Wave Bundle');
    expect(page.meta('og:description')).toBe('Soft raw Vietnamese hair, cut from one donor.');
    expect(page.meta('og:url')).toBe(url);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:image')).toBe(`${SITE}/uploads/products/body-wave.webp`);
    expect(page.meta('og:site_name')).toBe('VietSilk Hair');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:title')).toBe('Raw Body Wave Bundle');
    expect(page.meta('twitter:image')).toBe(`${SITE}/uploads/products/body-wave.webp`);
    expect(page.meta('robots')).toBeUndefined();
    // The SPA itself is still there.
    expect(page.html).toContain('<div id="root"></div>');

    const [ld, ...others] = page.jsonLd();
    expect(others).toEqual([]);
    expect(ld!.data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Raw Body Wave Bundle',
      image: [`${SITE}/uploads/products/body-wave.webp`, 'https://cdn.example.com/body-wave-2.webp'],
      description: 'Soft raw Vietnamese hair, cut from one donor.',
      sku: 'raw-body-wave-bundle',
      url,
      brand: { '@type': 'Brand', name: 'VietSilk Hair' },
      category: 'Body Wave Bundles',
      offers: { '@type': 'AggregateOffer', lowPrice: 120, highPrice: 180, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url },
    });
    // JSON-LD is data, never run: no nonce, no hash. The page's one inline script is named by its hash.
    expect(ld!.nonce).toBeUndefined();
    expect(scriptSrcOf(page.headers)).toBe(`script-src 'self' ${sha256(TEST_START_SCRIPT)}`);

    // Opened by its slug, the page names the same URL.
    const bySlug = await fetchPage(t, `/product/${product.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.linkHref('canonical')).toBe(url);
    expect(bySlug.meta('og:url')).toBe(url);
  });

  it('escapes a product name with quotes, tags and </script> everywhere it is written', async () => {
    const name = `Silk "Deluxe" <b>Weave</b> & Co's </script><script>alert(1)</script>`;
    const product = await createProduct({ name, price_from: 50, description_markdown: 'Line with </script> and <i>tags</i> $& $1' });
    const page = await fetchPage(t, `/product/${product.id}`);
    expect(page.title).toBe(`${name} | VietSilk Hair`);
    expect(page.meta('og:title')).toBe(name);
    expect(page.meta('description')).toBe('Line with </script> and <i>tags</i> $& $1');
    expect(page.html).toContain(
      '<meta property="og:title" content="Silk &quot;Deluxe&quot; &lt;b&gt;Weave&lt;/b&gt; &amp; Co&#39;s &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(page.html).not.toContain('<script>alert(1)');
    // Exactly one script element ends inside the head's JSON-LD: the data cannot close it early.
    const ld = page.jsonLd();
    expect(ld).toHaveLength(1);
    expect(ld[0]!.data).toMatchObject({ name, description: 'Line with </script> and <i>tags</i> $& $1' });
    // One price: the offer's range is that price.
    expect(ld[0]!.data.offers).toMatchObject({ lowPrice: 50, highPrice: 50, priceCurrency: 'USD' });
  });

  it("names each inline script of the page by its hash in the CSP, and none from a product's description", async () => {
    const stored = 'window.stolen=document.cookie';
    const product = await createProduct({ name: 'Scripted Closure', description_html: `<p>Lace closure</p><script>${stored}</script>` });
    const page = await fetchPage(t, `/product/${product.id}`);
    expect(page.status).toBe(200);
    const scripts = inlineScripts(page.html);
    expect(scripts).toEqual([TEST_START_SCRIPT]);
    expect(scriptSrcOf(page.headers)).toBe(`script-src 'self' ${scripts.map(sha256).join(' ')}`);
    expect(scriptSrcOf(page.headers)).not.toMatch(/unsafe-inline|nonce-/);
    expect(page.headers.get('content-security-policy')).not.toContain(sha256(stored));
    expect(page.html).not.toContain(`<script>${stored}`);
  });

  it('omits the offer of a product without a price and falls back for its image and description', async () => {
    const product = await createProduct({ name: 'Custom Wig Order', in_stock: false });
    const page = await fetchPage(t, `/product/${product.id}`);
    expect(page.meta('description')).toBe(productFallbackDescription('Custom Wig Order'));
    expect(page.meta('og:image')).toBe(`${SITE}/placeholder.svg`);
    const [ld] = page.jsonLd();
    expect(ld!.data.image).toEqual([`${SITE}/placeholder.svg`]);
    expect(ld!.data).not.toHaveProperty('offers');
    expect(ld!.data).not.toHaveProperty('category');
  });

  it('answers 404 with the SPA and a generic, unindexed head for an unknown product or post', async () => {
    const product = await fetchPage(t, '/product/no-such-product');
    expect(product.status).toBe(404);
    expect(product.title).toBe('Product not found | VietSilk Hair');
    expect(product.meta('robots')).toBe('noindex');
    expect(product.jsonLd()).toEqual([]);
    expect(product.html).toContain('<div id="root"></div>');

    const post = await fetchPage(t, '/blog/no-such-post');
    expect(post.status).toBe(404);
    expect(post.title).toBe('Post not found | VietSilk Hair');
    expect(post.meta('robots')).toBe('noindex');
  });

  it("names a category page as its heading does: the slug in capitalised words + ' Products'", async () => {
    const configured = await fetchPage(t, '/products/closure-frontal');
    expect(configured.status).toBe(200);
    expect(configured.title).toBe('Closure Frontal Products | VietSilk Hair');
    expect(configured.meta('og:title')).toBe('Closure Frontal Products');
    expect(configured.meta('description')).toBe(categoryPageText('Closure Frontal').description);
    expect(configured.linkHref('canonical')).toBe(`${SITE}/products/closure-frontal`);
    expect(configured.meta('og:type')).toBe('website');

    const unconfigured = await fetchPage(t, '/products/deep-curly');
    expect(unconfigured.title).toBe('Deep Curly Products | VietSilk Hair');
    expect(unconfigured.linkHref('canonical')).toBe(`${SITE}/products/deep-curly`);
  });

  it('fills a published post from its title and excerpt; a draft stays hidden', async () => {
    await t.created('/api/posts', {
      token: tokens.admin,
      body: { slug: 'choosing-bundles', title: 'How to choose "raw" bundles', excerpt: 'Three checks before you order.', content: '<p>Body</p>' },
    });
    await t.created('/api/posts', { token: tokens.admin, body: { slug: 'secret-draft', title: 'Unreleased', excerpt: 'Hidden', content: '<p>x</p>', published: false } });
    await t.created('/api/posts', { token: tokens.admin, body: { slug: 'no-excerpt', title: 'Care guide', excerpt: '', content: '<h2>Wash</h2><p>Use cool water.</p>' } });

    const post = await fetchPage(t, '/blog/choosing-bundles');
    expect(post.status).toBe(200);
    expect(post.title).toBe('How to choose "raw" bundles | VietSilk Hair');
    expect(post.meta('description')).toBe('Three checks before you order.');
    expect(post.meta('og:type')).toBe('article');
    expect(post.linkHref('canonical')).toBe(`${SITE}/blog/choosing-bundles`);

    expect((await fetchPage(t, '/blog/no-excerpt')).meta('description')).toBe('Wash Use cool water.');

    const draft = await fetchPage(t, '/blog/secret-draft');
    expect(draft.status).toBe(404);
    expect(draft.html).not.toContain('Unreleased');
  });

  it('gives the home page the Organization JSON-LD from the contact config and preloads the first hero image', async () => {
    const before = await fetchPage(t, '/');
    // No hero configured: the bundled first slide.
    expect(before.linkHref('preload')).toBe('/hero/hero-1.webp');
    expect(before.meta('og:image')).toBe(`${SITE}/hero/hero-1.webp`);

    await putConfig('contact', {
      whatsapp: '+84 912 345 678',
      email: 'sales@vietsilk.example',
      address: '18 Nguyen Trai, Hanoi',
      socials: [{ name: 'Facebook', url: 'https://www.facebook.com/vietsilk' }, { name: 'Nothing', url: '#' }],
    });
    await putConfig('hero', { images: [{ url: '/uploads/hero/first.webp', alt: 'First' }, 'https://cdn.example.com/second.webp'] });

    const home = await fetchPage(t, '/');
    expect(home.status).toBe(200);
    expect(home.title).toBe('VietSilk Hair');
    expect(home.meta('description')).toBe(
      'Premium Vietnamese human hair extensions, wholesale from our factory: bundles, closures and frontals for salons and distributors.',
    );
    expect(home.linkHref('canonical')).toBe(`${SITE}/`);
    expect(home.meta('og:image')).toBe(`${SITE}/uploads/hero/first.webp`);
    expect(home.link('preload')).toBe(
      '<link rel="preload" as="image" href="/uploads/hero/first.webp"'
        + ' imagesrcset="/uploads/hero/first.480w.webp 480w, /uploads/hero/first.960w.webp 960w, /uploads/hero/first.1600w.webp 1600w"'
        + ' imagesizes="100vw" fetchpriority="high" />',
    );
    expect(home.jsonLd().map((ld) => ld.data)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'VietSilk Hair',
        url: `${SITE}/`,
        logo: `${SITE}/favicon.svg`,
        address: '18 Nguyen Trai, Hanoi',
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'sales',
          telephone: '+84 912 345 678',
          email: 'sales@vietsilk.example',
          availableLanguage: ['English', 'Vietnamese'],
        },
        sameAs: ['https://www.facebook.com/vietsilk'],
      },
    ]);
    // Only the home page preloads the hero.
    expect((await fetchPage(t, '/products')).link('preload')).toBeUndefined();
  });

  it('gives every fixed page its own title, description and canonical URL', async () => {
    const expected: [string, string, { description: string }][] = [
      ['/products', 'All Products | VietSilk Hair', PAGE_TEXTS.products],
      ['/about', 'About Us | VietSilk Hair', PAGE_TEXTS.about],
      ['/partners', PAGE_TEXTS.partners.fullTitle, PAGE_TEXTS.partners],
      ['/blog', 'Blog | VietSilk Hair', PAGE_TEXTS.blog],
      ['/auth', 'Sign In | VietSilk Hair', PAGE_TEXTS.auth],
    ];
    for (const [path, title, { description }] of expected) {
      const page = await fetchPage(t, path);
      expect(page.status, path).toBe(200);
      expect(page.title, path).toBe(title);
      expect(page.meta('description'), path).toBe(description);
      expect(page.meta('og:description'), path).toBe(description);
      expect(page.linkHref('canonical'), path).toBe(`${SITE}${path}`);
      expect(page.meta('og:url'), path).toBe(`${SITE}${path}`);
    }
    const partners = await fetchPage(t, '/partners');
    expect(partners.title).toMatch(/^Hợp tác/);
    expect(partners.meta('og:locale')).toBe('vi_VN');
    expect((await fetchPage(t, '/about')).meta('og:locale')).toBe('en_US');
    // A trailing slash is the same page.
    expect((await fetchPage(t, '/about/')).linkHref('canonical')).toBe(`${SITE}/about`);
  });

  it('keeps the admin pages and unknown paths out of search results; an unknown path answers 404', async () => {
    for (const [path, status] of [['/admin', 200], ['/admin/products', 200], ['/no/such/page', 404], ['/products/a/b', 404]] as const) {
      const page = await fetchPage(t, path);
      expect(page.status, path).toBe(status);
      expect(page.meta('robots'), path).toBe('noindex');
    }
    expect((await fetchPage(t, '/no-such-page')).title).toBe('Oops! Page not found | VietSilk Hair');
  });

  it('sends /index.html to the home page instead of the bare template', async () => {
    const res = await fetch(`${t.baseUrl}/index.html`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/');
  });
});

const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => ({ loc: decode(m[1]!), lastmod: m[2] }));

/** The sitemap index and each of its files, unzipped. */
async function readSitemap(t: TestServer) {
  const res = await t.request('GET', '/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const index = await res.text();
  expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  const fileUrls = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!));
  const files = [];
  for (const url of fileUrls) {
    expect(url.startsWith(`${SITE}/sitemap-`)).toBe(true);
    const file = await t.request('GET', url.slice(SITE.length));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/gzip');
    const xml = gunzipSync(Buffer.from(await file.arrayBuffer())).toString('utf8');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    files.push(xml);
  }
  return { index, fileUrls, files, xml: files.join('') };
}

describe('/sitemap.xml and /robots.txt', () => {
  const t = useTestServer();
  const tokens = useTokens(t);

  it('lists the fixed pages, every category, product and published post with absolute URLs and lastmod', async () => {
    expect(
      (await t.json('PUT', '/api/site-config/product_categories', {
        token: tokens.admin,
        body: { config: { categories: [{ value: 'body-wave', label: 'Body Wave', parent: null }, { value: 'body-wave-12', label: '12 inch', parent: 'body-wave' }] } },
      })).status,
    ).toBe(200);
    const product = await t.created<ProductJson>('/api/products', { token: tokens.admin, body: { published: true, name: 'Sitemap Bundle', category: 'body-wave' } });
    const post = await t.created<PostJson>('/api/posts', { token: tokens.admin, body: { slug: 'care-tips', title: 'Care tips', excerpt: 'x', content: '<p>x</p>' } });
    await t.created('/api/posts', { token: tokens.admin, body: { slug: 'draft-post', title: 'Draft', excerpt: 'x', content: '<p>x</p>', published: false } });

    const { xml, fileUrls } = await readSitemap(t);
    expect(fileUrls).toEqual([`${SITE}/sitemap-1.xml.gz`]);
    expect(locs(xml)).toEqual([
      { loc: `${SITE}/`, lastmod: undefined },
      { loc: `${SITE}/products`, lastmod: undefined },
      { loc: `${SITE}/about`, lastmod: undefined },
      { loc: `${SITE}/partners`, lastmod: undefined },
      { loc: `${SITE}/blog`, lastmod: undefined },
      { loc: `${SITE}/products/body-wave`, lastmod: undefined },
      { loc: `${SITE}/products/body-wave-12`, lastmod: undefined },
      { loc: `${SITE}/product/${product.slug}`, lastmod: product.updated_at },
      { loc: `${SITE}/blog/care-tips`, lastmod: post.updated_at },
    ]);
    expect(xml).not.toContain('draft-post');
  });

  it('answers 404 for a sitemap file past the last one', async () => {
    expect((await t.request('GET', '/sitemap-2.xml.gz')).status).toBe(404);
  });

  it('robots.txt allows everything but /admin and points to the sitemap', async () => {
    const res = await t.request('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('a large sitemap', () => {
  const lines: { msg?: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { msg?: string }) });
  const t = useTestServer({ sitemapUrlsPerFile: 4000, logger });
  const tokens = useTokens(t);
  const builds = () => lines.filter((l) => l.msg === 'sitemap built').length;

  it('is split into files of at most the limit, listing every product once', async () => {
    await t.deps.db.execute(sql`insert into products (id, slug, name) select 'bulk-' || g, 'bulk-' || g, 'Bulk ' || g from generate_series(1, 10000) g`);
    const { fileUrls, files, xml } = await readSitemap(t);
    expect(fileUrls).toEqual([1, 2, 3].map((n) => `${SITE}/sitemap-${n}.xml.gz`));
    expect(files.map((f) => locs(f).length)).toEqual([4000, 4000, 2009]);
    const products = locs(xml).filter((u) => u.loc.startsWith(`${SITE}/product/`));
    expect(products).toHaveLength(10_000);
    expect(new Set(products.map((u) => u.loc)).size).toBe(10_000);
  });

  it('is built once for many requests at once, and kept until an admin writes', async () => {
    // An admin's write starts from a fresh sitemap.
    await t.created('/api/products', { token: tokens.admin, body: { published: true, name: 'Single Flight Bundle' } });
    const before = builds();
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.request('GET', '/sitemap.xml').then((r) => r.text())));
    expect(new Set(answers).size).toBe(1);
    expect(builds()).toBe(before + 1);
    await Promise.all(Array.from({ length: 5 }, () => t.request('GET', '/sitemap-3.xml.gz').then((r) => r.arrayBuffer())));
    expect(builds()).toBe(before + 1);

    const product = await t.created<ProductJson>('/api/products', { token: tokens.admin, body: { published: true, name: 'After The Build' } });
    expect((await readSitemap(t)).xml).toContain(`${SITE}/product/${product.slug}`);
    expect(builds()).toBe(before + 2);
  });
});

describe('page tags and the sitemap with the read cache on', () => {
  const t = useTestServer({ responseCache: true });
  const tokens = useTokens(t);

  it('shows a product rename at once: a write clears the cached page tags', async () => {
    const product = await t.created<ProductJson>('/api/products', { token: tokens.admin, body: { published: true, name: 'Before Rename' } });
    expect((await fetchPage(t, `/product/${product.id}`)).title).toBe('Before Rename | VietSilk Hair');
    // A change behind the API's back stays unseen for a few seconds: the tags come from memory.
    await t.deps.db.execute(sql`update products set name = 'Changed In The Database' where id = ${product.id}`);
    expect((await fetchPage(t, `/product/${product.id}`)).title).toBe('Before Rename | VietSilk Hair');
    expect((await t.json('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { name: 'After Rename' } })).status).toBe(200);
    const page = await fetchPage(t, `/product/${product.id}`);
    expect(page.title).toBe('After Rename | VietSilk Hair');
    // From memory, the page is the same bytes under the same CSP.
    const again = await fetchPage(t, `/product/${product.id}`);
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.html).toBe(page.html);
    expect(again.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'));
  });

  it('lists a new product in the sitemap at once', async () => {
    const before = (await readSitemap(t)).xml;
    const product = await t.created<ProductJson>('/api/products', { token: tokens.admin, body: { published: true, name: 'Fresh Frontal' } });
    expect(before).not.toContain(product.slug);
    expect((await readSitemap(t)).xml).toContain(`${SITE}/product/${product.slug}`);
  });

  it('keeps a draft out of the sitemap, the public API and its page until it is published, then shows it at once', async () => {
    const draft = await t.created<ProductJson>('/api/products', { token: tokens.admin, body: { name: 'Unpublished Frontal' } });
    const visitorSees = async () => ({
      sitemap: (await readSitemap(t)).xml.includes(`/product/${draft.slug}<`),
      api: (await t.json('GET', `/api/products/${draft.id}`)).status,
      list: ((await t.json<{ id: string }[]>('GET', '/api/products?q=unpublished')).body).map((p) => p.id),
      page: (await fetchPage(t, `/product/${draft.id}`)).status,
    });
    // Asked twice: a cached answer must not outlive the publishing.
    expect(await visitorSees()).toEqual({ sitemap: false, api: 404, list: [], page: 404 });
    expect(await visitorSees()).toEqual({ sitemap: false, api: 404, list: [], page: 404 });
    expect((await t.json('GET', `/api/products/${draft.id}`, { token: tokens.admin })).status).toBe(200);
    expect((await t.json('GET', '/api/products?include_drafts=true')).body).toEqual({ error: 'Not authenticated' });

    expect((await t.json('PUT', `/api/products/${draft.id}`, { token: tokens.user, body: { published: true } })).status).toBe(403);
    expect((await t.json('PUT', `/api/products/${draft.id}`, { token: tokens.admin, body: { published: true } })).status).toBe(200);
    expect(await visitorSees()).toEqual({ sitemap: true, api: 200, list: [draft.id], page: 200 });
  });
});

describe('the page of a quote behind its link', () => {
  // With the read cache on, as in production: a quote's page must still be read for each visit.
  const t = useTestServer({ responseCache: true });
  const tokens = useTokens(t);

  /** A product with a price grid, a request for it and the admin's quote: answers the quote's path and reference. */
  async function quote(): Promise<{ path: string; reference: string; validUntil: string }> {
    const product = await t.created<ProductJson>('/api/products', { token: tokens.admin, body: { published: true, name: 'Quoted Body Wave' } });
    const grid = { unit: 'bundle', quantity_unit: 'kg', tiers: [{ min_quantity: 1 }], textures: ['Body Wave'], grades: ['Double Drawn'], cells: [{ length: 22, texture: 'Body Wave', grade: 'Double Drawn', prices: [60] }] };
    expect((await t.json('PUT', `/api/products/${product.id}/prices`, { token: tokens.admin, body: grid })).status).toBe(200);
    const lead = await t.created<{ id: string }>('/api/quote-requests', {
      body: { name: 'Amara "A" <Okafor>', company: 'Lagos Luxe', email: 'amara@example.com', lines: [{ product_id: product.id, length: 22, texture: 'body-wave', grade: 'double-drawn', quantity: 3 }] },
    });
    const validUntil = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const made = await t.created<{ path: string; reference: string }>(`/api/quote-requests/${lead.id}/quotes`, {
      token: tokens.admin,
      body: { lines: [{ description: 'Body Wave 22"', quantity: 3, unit: 'kg', unit_price: 600 }], shipping_cost: 50.5, payment_terms: '30% deposit', valid_until: validUntil },
    });
    return { ...made, validUntil };
  }

  it('names the quote in its title and link preview, stays out of search results and out of any shared cache', async () => {
    const { path, reference, validUntil } = await quote();
    const page = await fetchPage(t, path);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Quote ${reference} – VietSilk Hair`);
    expect(page.meta('og:title')).toBe(`Quote ${reference} – VietSilk Hair`);
    expect(page.meta('description')).toBe(`Quote from VietSilk Hair for Amara "A" <Okafor>, Lagos Luxe: $1,850.50, valid until ${validUntil}.`);
    expect(page.meta('og:description')).toBe(page.meta('description'));
    expect(page.meta('og:image')).toMatch(/^http:\/\/localhost:4000\//);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.html).not.toContain('<Okafor>');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect((await readSitemap(t)).xml).not.toContain('/q/');
  });

  it("answers the site's 404 page, unindexed, for an unknown token", async () => {
    const page = await fetchPage(t, '/q/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(page.status).toBe(404);
    expect(page.title).toBe(`${PAGE_TEXTS.notFound.name} | VietSilk Hair`);
    expect(page.meta('robots')).toBe('noindex');
  });

  it('keeps the quote list, My requests and the password pages out of search results', async () => {
    for (const [path, text] of [['/quote', PAGE_TEXTS.quoteList], ['/account/requests', PAGE_TEXTS.myRequests], ['/forgot-password', PAGE_TEXTS.forgotPassword], ['/reset-password?token=abc', PAGE_TEXTS.resetPassword]] as const) {
      const page = await fetchPage(t, path);
      expect(page.status).toBe(200);
      expect(page.title).toBe(`${text.name} | VietSilk Hair`);
      expect(page.meta('robots')).toBe('noindex');
    }
  });
});
