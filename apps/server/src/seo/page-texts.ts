// Titles and descriptions of the public pages in the HTML the server sends
// (search results and link previews): the constants the pages set in the browser
// (@hair/domain page-meta), so the tags do not change when the app starts.
import {
  ABOUT_META,
  AUTH_META,
  BLOG_META,
  BRAND_NAME,
  FORGOT_PASSWORD_META,
  MY_REQUESTS_META,
  PARTNERS_META,
  QUOTE_LIST_META,
  RESET_PASSWORD_META,
  SITE_DESCRIPTION,
  TEXTS,
  productListDescription,
} from '@hair/domain';

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
  products: { name: TEXTS.allProducts, description: productListDescription(TEXTS.allProducts) },
  about: { name: ABOUT_META.title, description: ABOUT_META.description },
  partners: { name: PARTNERS_META.fullTitle, fullTitle: PARTNERS_META.fullTitle, description: PARTNERS_META.description, locale: 'vi_VN' },
  blog: { name: BLOG_META.title, description: BLOG_META.description },
  auth: { name: AUTH_META.title, description: AUTH_META.description },
  forgotPassword: { name: FORGOT_PASSWORD_META.title, description: FORGOT_PASSWORD_META.description },
  resetPassword: { name: RESET_PASSWORD_META.title, description: RESET_PASSWORD_META.description },
  quoteList: { name: QUOTE_LIST_META.title, description: QUOTE_LIST_META.description },
  myRequests: { name: MY_REQUESTS_META.title, description: MY_REQUESTS_META.description },
  notFound: { name: TEXTS.notFound, description: SITE_DESCRIPTION },
  productNotFound: { name: TEXTS.productNotFound, description: SITE_DESCRIPTION },
  postNotFound: { name: TEXTS.postNotFound, description: SITE_DESCRIPTION },
} as const satisfies Record<string, PageText>;

export function categoryPageText(label: string): PageText {
  const name = TEXTS.categoryProducts(label);
  return { name, description: productListDescription(name) };
}
