// The head of each public page, filled from the database for products,
// categories and posts, and from fixed texts for the other pages.
import {
  BRAND_NAME,
  categoryLabel,
  htmlToText,
  productFallbackDescription,
  productImages,
  productPagePath,
  quotePageDescription,
  quotePageTitle,
  readProduct,
  resolveMediaUrl,
  responsiveSrcSet,
  slugToLabel,
  toCategorySlug,
} from '@hair/domain';
import type { PageHead } from './page-head';
import { categoryPageText, PAGE_TEXTS, type PageText } from './page-texts';
import { matchRoute } from './routes';
import type { SiteData } from './site-data';
import { shortText } from './markup';
import { organizationJsonLd, productJsonLd } from './structured-data';

/** The bundled first hero slide, shown while no hero image is configured. */
export const HERO_FALLBACK_IMAGE = '/hero/hero-1.webp';

const documentTitle = (text: PageText) => text.fullTitle ?? (text.name === BRAND_NAME ? BRAND_NAME : `${text.name} | ${BRAND_NAME}`);

/** The page's fixed parts; `path` is the canonical path ('/products/hair-weave'). */
function page(text: PageText, path: string, image: string, publicUrl: string, more: Partial<PageHead> = {}): PageHead {
  return {
    status: 200,
    title: documentTitle(text),
    socialTitle: text.name,
    description: text.description,
    url: `${publicUrl}${path}`,
    type: 'website',
    image,
    locale: text.locale ?? 'en_US',
    noindex: false,
    jsonLd: [],
    preloadImage: null,
    ...more,
  };
}

/** A category's name: its configured (or built-in) label, else its slug in capitalised words. */
function categoryName(slug: string, categories: Parameters<typeof categoryLabel>[1]): string {
  const label = categoryLabel(slug, categories);
  return label === slug ? slugToLabel(slug) : label;
}

/** `mediaBase`: where stored files are served from instead of the site's /uploads/ (PUBLIC_MEDIA_URL). */
export function createPageHeads(site: SiteData, publicUrl: string, mediaBase?: string) {
  const absolute = (url: string) => resolveMediaUrl(url, publicUrl, mediaBase);

  /** The first hero image: preloaded on the home page and the preview image of pages without their own. */
  async function heroImage(): Promise<{ preload: NonNullable<PageHead['preloadImage']>; absolute: string }> {
    const stored = (await site.firstHeroImage()) ?? HERO_FALLBACK_IMAGE;
    // A relative URL stays relative for the preload, so it matches the <img> the SPA makes on this origin.
    const href = resolveMediaUrl(stored, '', mediaBase);
    return { preload: { href, srcset: responsiveSrcSet(href, mediaBase) }, absolute: absolute(stored) };
  }

  async function productPage(id: string, image: string): Promise<PageHead> {
    const product = await site.product(id);
    if (!product) return page(PAGE_TEXTS.productNotFound, productPagePath(id), image, publicUrl, { status: 404, noindex: true });
    const view = readProduct(product, { apiOrigin: publicUrl, mediaBase });
    const images = productImages(view).map(absolute);
    const category = view.category ? categoryName(view.category, await site.categories()) : null;
    const description = shortText(view.descriptionText) || productFallbackDescription(view.name);
    // The slug's URL is canonical, whether the page was asked for by slug or by id.
    const path = productPagePath(view.slug);
    return page({ name: view.name, description }, path, images[0]!, publicUrl, {
      type: 'product',
      jsonLd: [productJsonLd(view, { url: `${publicUrl}${path}`, images, description, category, grid: await site.priceGrid(view.id), rating: await site.rating(view.id) })],
    });
  }

  async function postPage(slug: string, image: string): Promise<PageHead> {
    const post = await site.post(slug);
    if (!post) return page(PAGE_TEXTS.postNotFound, `/blog/${encodeURIComponent(slug)}`, image, publicUrl, { status: 404, noindex: true });
    const description = shortText(post.excerpt) || shortText(htmlToText(post.content)) || PAGE_TEXTS.blog.description;
    return page({ name: post.title, description }, `/blog/${encodeURIComponent(post.slug)}`, image, publicUrl, { type: 'article' });
  }

  /** A quote behind its link: named by its reference, out of search results; 404 for any other token. */
  async function quotePage(token: string, image: string, clientIp: string): Promise<PageHead> {
    const path = `/q/${encodeURIComponent(token)}`;
    const quote = await site.quote(token, clientIp);
    if (!quote) return page(PAGE_TEXTS.notFound, path, image, publicUrl, { status: 404, noindex: true });
    const title = quotePageTitle(quote.reference);
    return page({ name: title, fullTitle: title, description: quotePageDescription(quote) }, path, image, publicUrl, { noindex: true });
  }

  /** The head of the page at `pathname`; `clientIp` is the visitor's address (a quote's link counts against it). */
  return async function pageHead(pathname: string, clientIp: string): Promise<PageHead> {
    const route = matchRoute(pathname);
    const hero = await heroImage();
    switch (route.kind) {
      case 'home':
        return page(PAGE_TEXTS.home, '/', hero.absolute, publicUrl, {
          preloadImage: hero.preload,
          jsonLd: [organizationJsonLd(publicUrl, await site.contact())],
        });
      case 'product':
        return productPage(route.id, hero.absolute);
      case 'post':
        return postPage(route.slug, hero.absolute);
      case 'category': {
        const slug = toCategorySlug(route.category) || route.category;
        // The same words as the page's heading (the slug in capitalised words).
        const text = categoryPageText(slugToLabel(slug));
        return page(text, `/products/${encodeURIComponent(slug)}`, hero.absolute, publicUrl);
      }
      case 'products':
      case 'about':
      case 'partners':
      case 'blog':
      case 'auth':
        return page(PAGE_TEXTS[route.kind], `/${route.kind}`, hero.absolute, publicUrl);
      case 'quote':
        return quotePage(route.token, hero.absolute, clientIp);
      case 'login':
        return page(PAGE_TEXTS.auth, '/auth', hero.absolute, publicUrl);
      case 'quoteList':
        return page(PAGE_TEXTS.quoteList, '/quote', hero.absolute, publicUrl, { noindex: true });
      case 'myRequests':
        return page(PAGE_TEXTS.myRequests, '/account/requests', hero.absolute, publicUrl, { noindex: true });
      case 'forgotPassword':
        return page(PAGE_TEXTS.forgotPassword, '/forgot-password', hero.absolute, publicUrl, { noindex: true });
      case 'resetPassword':
        return page(PAGE_TEXTS.resetPassword, '/reset-password', hero.absolute, publicUrl, { noindex: true });
      case 'admin':
        return page(PAGE_TEXTS.home, '/admin', hero.absolute, publicUrl, { noindex: true });
      case 'unknown':
        // The app shows its not-found page for any other path, and the answer's status is 404 too.
        return page(PAGE_TEXTS.notFound, pathname, hero.absolute, publicUrl, { status: 404, noindex: true });
    }
  };
}
