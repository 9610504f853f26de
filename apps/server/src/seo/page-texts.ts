// Titles and descriptions of the public pages in the HTML the server sends
// (search results and link previews). Where a page keeps its own title and
// description in a plain text module, the server reads the same constants, so
// the tags do not change when the app starts in the browser.
import { BRAND_NAME, TEXTS } from '@hair/domain';
import { ABOUT_META } from '../../../web/src/features/about/about-content';
import { BLOG_META } from '../../../web/src/features/blog/blog-texts';
import { CATALOG_TEXTS } from '../../../web/src/features/catalog/catalog-texts';
import { PARTNERS_META } from '../../../web/src/features/partners/partners-meta';

/** The web app's default description (index.html), for the home page and pages without their own. */
export const SITE_DESCRIPTION =
  'Premium Vietnamese human hair extensions, wholesale from our factory: bundles, closures and frontals for salons and distributors.';

export interface PageText {
  /** The page's own name (og:title); the document title adds the brand. */
  name: string;
  description: string;
  /** Used as-is for <title> (the Vietnamese partners page). */
  fullTitle?: string;
  /** Open Graph locale, when not English. */
  locale?: string;
}

export const PAGE_TEXTS = {
  home: { name: BRAND_NAME, description: SITE_DESCRIPTION },
  products: { name: TEXTS.allProducts, description: CATALOG_TEXTS.listDescription(TEXTS.allProducts) },
  about: { name: ABOUT_META.title, description: ABOUT_META.description },
  partners: { name: PARTNERS_META.fullTitle, fullTitle: PARTNERS_META.fullTitle, description: PARTNERS_META.description, locale: 'vi_VN' },
  blog: { name: BLOG_META.title, description: BLOG_META.description },
  // The sign-in page keeps its texts inside its React module, which the server cannot load.
  auth: { name: TEXTS.signIn, description: `Sign in to your ${BRAND_NAME} account or create a new one.` },
  notFound: { name: TEXTS.notFound, description: SITE_DESCRIPTION },
  productNotFound: { name: TEXTS.productNotFound, description: SITE_DESCRIPTION },
  postNotFound: { name: TEXTS.postNotFound, description: SITE_DESCRIPTION },
} as const satisfies Record<string, PageText>;

export function categoryPageText(label: string): PageText {
  const name = TEXTS.categoryProducts(label);
  return { name, description: CATALOG_TEXTS.listDescription(name) };
}

/** When a product has no description of its own. */
export const productFallbackDescription = CATALOG_TEXTS.productDescription;
