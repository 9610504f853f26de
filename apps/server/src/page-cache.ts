// Public pages as the server rendered them, kept in memory for a few seconds like the
// API's reads (docs/decisions/005) and cleared by an admin's write. A page is kept by
// what it shows, not by its raw URL: the route and, on the product list, its search,
// sort and page as the app reads them (on the blog, its category), so junk query strings neither bypass the cache
// nor fill it. Many requests for a page that is not in memory cause one render. A kept
// page keeps its compressed bodies too, each made once (docs/decisions/023).
import type { IncomingMessage } from 'node:http';
import { parseBlogListSearch, parseProductListSearch } from '@hair/domain';
import type { CacheInvalidation } from './cache-invalidation';
import { KEPT_COMPRESSION, ONE_RESPONSE_COMPRESSION, pageBodies, type PageBodies } from './page-bodies';
import { matchRoute } from './seo/routes';

export interface RenderedPage {
  status: number;
  /** The page's HTML as it is sent (page-policy.ts made it final). */
  html: string;
  /** Its Content-Security-Policy, which names its inline scripts and its style nonce. */
  csp: string;
  /** The page moved: the answer is a redirect to here (never kept). */
  redirect?: string;
  /** One visitor's page (never kept): sent with `Cache-Control: private, no-store`. */
  personal?: boolean;
}

export interface PageCacheOptions {
  ttlMs?: number;
  /** The most bytes kept: each page's HTML (in UTF-16 code units, about bytes for these pages) and its compressed bodies. */
  maxSize?: number;
}

/**
 * What a page request shows, as a cache key; null for pages that are not kept (the
 * admin, unknown paths, a search, a quote behind its link: it changes when accepted and is nobody else's). The host is part of it: media URLs are built on the origin.
 */
export function pageCacheKey(req: IncomingMessage): string | null {
  const [pathname = '/', query = ''] = (req.url ?? '/').split('?', 2);
  const route = matchRoute(pathname);
  const origin = `${String(req.headers['x-forwarded-proto'] ?? '')}|${req.headers.host ?? ''}`;
  switch (route.kind) {
    case 'admin':
    case 'unknown':
    case 'quote':
      return null;
    case 'products':
    case 'category': {
      const search = parseProductListSearch(Object.fromEntries(new URLSearchParams(query)));
      // A search is counted by the API each time it is made: its page is never kept.
      if (search.q !== undefined) return null;
      return `${origin} list ${route.kind === 'category' ? route.category : ''} ${JSON.stringify(search)}`;
    }
    case 'product':
      return `${origin} product ${route.id}`;
    case 'post':
      return `${origin} post ${route.slug}`;
    case 'blog':
      return `${origin} blog ${JSON.stringify(parseBlogListSearch(Object.fromEntries(new URLSearchParams(query))))}`;
    default:
      return `${origin} ${route.kind}`;
  }
}

/** A page with its bodies, ready to send. */
export type ServedPage = RenderedPage & { bodies: PageBodies };

export function createPageCache(invalidation: CacheInvalidation, { ttlMs = 5000, maxSize = 32 * 1024 * 1024 }: PageCacheOptions = {}) {
  const entries = new Map<string, { page: ServedPage; expires: number; size: number }>();
  const renders = new Map<string, Promise<ServedPage>>();
  let size = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (entry) size -= entry.size;
    entries.delete(key);
  };
  invalidation.onClear(() => {
    entries.clear();
    size = 0;
  });

  /** The page with bodies made once each; kept under `key` if it fits. */
  function keep(key: string, page: RenderedPage): ServedPage {
    forget(key);
    const served: ServedPage = {
      ...page,
      bodies: pageBodies(page.html, KEPT_COMPRESSION, (bytes) => {
        // Counted while the page is kept: a body made after it went counts for nothing.
        if (entries.get(key) !== entry) return;
        entry.size += bytes;
        size += bytes;
      }),
    };
    const entry = { page: served, expires: Date.now() + ttlMs, size: page.html.length };
    if (entry.size > maxSize) return served;
    // Oldest first, until the new page fits.
    while (size + entry.size > maxSize) forget(entries.keys().next().value as string);
    entries.set(key, entry);
    size += entry.size;
    return served;
  }

  return {
    /** The page kept under `key`, while it is fresh. */
    peek(key: string): ServedPage | undefined {
      const entry = entries.get(key);
      return entry && entry.expires > Date.now() ? entry.page : undefined;
    },

    /** The kept page, else one render of it (shared by the requests that wait for it), kept if it is a 200. */
    load(key: string, render: () => Promise<RenderedPage>): Promise<ServedPage> {
      const kept = this.peek(key);
      if (kept) return Promise.resolve(kept);
      let pending = renders.get(key);
      if (!pending) {
        const startedAt = invalidation.generation;
        pending = render()
          .then((page) =>
            // A page rendered while an admin's write went on may show the old content: not kept.
            page.status === 200 && !page.redirect && invalidation.mayKeep(startedAt) ? keep(key, page) : forOneResponse(page),
          )
          .finally(() => renders.delete(key));
        renders.set(key, pending);
      }
      return pending;
    },
  };
}

/** A page that is not kept: compressed quickly, since it is sent only to those who waited for this render. */
export const forOneResponse = (page: RenderedPage): ServedPage => ({ ...page, bodies: pageBodies(page.html, ONE_RESPONSE_COMPRESSION) });

export type PageCache = ReturnType<typeof createPageCache>;
