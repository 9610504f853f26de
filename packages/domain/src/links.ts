// Which URLs an admin may store. A link (a button, a partner, a social profile)
// may lead only to the web, a mail or phone app, WhatsApp, or a page of this site;
// an image may come from the web, this site or inline image data. Never javascript:,
// data: as a link, or any other scheme. No zod here: the storefront reads these too.
import { gridSearchText, type GridSearch } from './grid-search';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers drop these from a URL before they read its scheme ('java\tscript:').
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f]/g;

export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel', 'whatsapp'];
/** A link written in rich text (a post, a description) leads to the web, a mail app or a page of this site. */
export const TEXT_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];
const IMAGE_SCHEMES: readonly string[] = ['http', 'https'];

export const LINK_MESSAGES = {
  link: 'Link must start with https://, http://, mailto:, tel:, whatsapp:, / (a page of this site) or #',
  textLink: 'Enter a web address (https://…), a mailto: address, or a path of this site starting with /',
  image: 'Image URL must be an https:// or http:// address, a path of this site, or image data',
} as const;

function schemeOf(url: string): string | null {
  return SCHEME.exec(url)?.[1]?.toLowerCase() ?? null;
}

/** A path of this site ('/products', '#contact', '?q=1'); not '//host' nor '/\host', which browsers read as another host. */
function isSitePath(url: string): boolean {
  if (url.startsWith('#') || url.startsWith('?')) return true;
  return url.startsWith('/') && !/^\/[/\\]/.test(url);
}

function linkAllowed(value: string, schemes: readonly string[]): boolean {
  const url = value.replace(IGNORED_BY_BROWSERS, '');
  if (url === '') return true;
  const scheme = schemeOf(url);
  return scheme ? schemes.includes(scheme) : isSitePath(url);
}

/** True for an empty value or a link to the web, mail, phone, WhatsApp or a page of this site. */
export function isSafeLink(value: string): boolean {
  return linkAllowed(value, LINK_SCHEMES);
}

/** True for an empty value or a rich-text link: the web, mail or a page of this site. */
export function isSafeTextLink(value: string): boolean {
  return linkAllowed(value, TEXT_LINK_SCHEMES);
}

/** True for an empty value, a web URL, a path (of this site or relative to it) or inline image data. */
export function isSafeImageUrl(value: string): boolean {
  const url = value.replace(IGNORED_BY_BROWSERS, '');
  if (url === '') return true;
  const scheme = schemeOf(url);
  if (!scheme) return true; // an <img> runs nothing, wherever a relative path points
  return IMAGE_SCHEMES.includes(scheme) || /^data:image\/[a-z0-9.+-]+[;,]/i.test(url);
}

/** The longest path sign-in returns to; anything longer is not a page of this site. */
const RETURN_PATH_MAX = 2000;

/** The account's own pages (sign-in, its old address, the password reset): never a page to return to. */
const ACCOUNT_PAGES = /^\/(?:auth|login|forgot-password|reset-password)(?:[/?#]|$)/;

/**
 * Where sign-in may send the visitor back to: a path of this site ('/admin/inquiries?open=4'),
 * never another host ('//evil.example', '/\evil.example', 'https://…'), never the sign-in
 * or password pages. Null when `value` is not such a path.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX) return null;
  if (value !== value.replace(IGNORED_BY_BROWSERS, '')) return null;
  if (!value.startsWith('/') || !isSitePath(value)) return null;
  if (ACCOUNT_PAGES.test(value)) return null;
  return value;
}

/** A product's storefront page, by its slug (an id answers too), with a pick of its price grid. */
export const productPagePath = (idOrSlug: string, search: GridSearch = {}) => `/product/${encodeURIComponent(idOrSlug)}${gridSearchText(search)}`;

/** The admin inbox with one inquiry open; the sales e-mail for a new inquiry links here. */
export const inquiryAdminPath = (id: string) => `/admin/inquiries?open=${encodeURIComponent(id)}`;

/** The admin's list of quote requests with one open; the sales e-mails about a request link here. */
export const quoteRequestAdminPath = (id: string) => `/admin/quote-requests?open=${encodeURIComponent(id)}`;

/** A quote's page for the buyer: whoever holds the link may read and accept it. */
export const quotePagePath = (token: string) => `/q/${encodeURIComponent(token)}`;

/** The same quote as a PDF. */
export const quotePdfPath = (token: string) => `/api/quotes/${encodeURIComponent(token)}.pdf`;
