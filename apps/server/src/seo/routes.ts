// Which page of the storefront a path shows (the SPA's public routes).
import { hasControlCharacter } from '@hair/api';

type StaticPage = 'products' | 'about' | 'partners' | 'blog' | 'auth';

export type PageRoute =
  | { kind: 'home' | StaticPage | 'login' | 'admin' | 'unknown' | 'quoteList' | 'myRequests' | 'forgotPassword' | 'resetPassword' }
  | { kind: 'quote'; token: string }
  | { kind: 'category'; category: string }
  | { kind: 'product'; id: string }
  | { kind: 'post'; slug: string };

const STATIC_PAGES: ReadonlySet<string> = new Set<StaticPage>(['products', 'about', 'partners', 'blog', 'auth']);
const isStaticPage = (segment: string): segment is StaticPage => STATIC_PAGES.has(segment);

/** The decoded path segments; null for malformed %-escapes or control characters (no page has those). */
function decodeSegments(pathname: string): string[] | null {
  try {
    const segments = pathname.split('/').filter((s) => s !== '').map((s) => decodeURIComponent(s));
    return segments.some(hasControlCharacter) ? null : segments;
  } catch {
    return null;
  }
}

export function matchRoute(pathname: string): PageRoute {
  const segments = decodeSegments(pathname);
  if (!segments) return { kind: 'unknown' };
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'home' };
  if (first === 'admin') return { kind: 'admin' };
  if (rest.length > 0) return { kind: 'unknown' };
  if (second === undefined) {
    if (first === 'quote') return { kind: 'quoteList' };
    // The old address of the sign-in page: the app answers it with a redirect to /auth
    // (a page of its own, so that no cache answers it with the sign-in page).
    if (first === 'login') return { kind: 'login' };
    if (first === 'forgot-password') return { kind: 'forgotPassword' };
    // The link of a reset mail: its token (in the query) is a secret, never kept in a shared cache.
    if (first === 'reset-password') return { kind: 'resetPassword' };
    return { kind: isStaticPage(first) ? first : 'unknown' };
  }
  if (first === 'account' && second === 'requests') return { kind: 'myRequests' };
  // A quote behind its link: the token is a secret, never kept in a shared cache or a log.
  if (first === 'q') return { kind: 'quote', token: second };
  if (first === 'products') return { kind: 'category', category: second };
  if (first === 'product') return { kind: 'product', id: second };
  if (first === 'blog') return { kind: 'post', slug: second };
  return { kind: 'unknown' };
}
