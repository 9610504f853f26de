// Titles and descriptions of the public pages that the spec does not word. The
// browser sets them as the visitor moves around; the server writes the same ones
// into the HTML it sends, for search results and link previews.
import { BRAND_NAME } from './constants';
import { TEXTS } from './messages';

/** The site's description: the home page's, and the fallback of pages without their own. */
export const SITE_DESCRIPTION =
  'Premium Vietnamese human hair extensions, wholesale from our factory: bundles, closures and frontals for salons and distributors.';

export const ABOUT_META = {
  title: 'About Us',
  description: `${BRAND_NAME} is a Vietnamese human-hair factory in Hanoi: our mission, our values, the team behind every bundle and what trade buyers say about us.`,
} as const;

export const BLOG_META = {
  title: 'Blog',
  description: `News from the ${BRAND_NAME} factory, wholesale buying guides and care tips for Vietnamese human hair.`,
} as const;

/** The partners page is in Vietnamese, with its own document title. */
export const PARTNERS_META = {
  fullTitle: `Hợp tác phân phối tóc thật Việt Nam | ${BRAND_NAME}`,
  description:
    `Trở thành đối tác của ${BRAND_NAME}: tóc thật 100% Việt Nam trực tiếp từ xưởng tại Hà Nội, giá sỉ tận gốc, ` +
    'hàng mẫu nhanh, gia công nhãn riêng và quy trình hợp tác 5 bước rõ ràng.',
} as const;

export const AUTH_META = {
  title: TEXTS.signIn,
  description: `Sign in to your ${BRAND_NAME} account or create a new one.`,
} as const;

/** A product list's description, from its heading ('All Products', '{Category} Products'). */
export function productListDescription(title: string): string {
  return `${title} from ${BRAND_NAME}: wholesale Vietnamese human hair bundles, closures and frontals at factory prices.`;
}

/** A product page's description when the product has no text of its own. */
export function productFallbackDescription(name: string): string {
  return `${name}: wholesale Vietnamese human hair from ${BRAND_NAME}.`;
}


/**
 * The title tags of a page as its render names it: what the browser's tab and a link
 * preview show. The server's render reports them, and the server writes them into the
 * page it sends, so that they are the page's own from the first byte ('Body Wave · 22"').
 */
export interface RenderedPageTitle {
  /** The document title ('Body Wave | VietSilk Hair'). */
  title: string;
  /** og:title and twitter:title: the page's own name. */
  socialTitle: string;
  description?: string;
}
