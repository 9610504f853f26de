// Public pages as the server rendered them, kept in memory for a few seconds like the
// API's reads (docs/decisions/005) and cleared by an admin's write. A page is kept by
// what it shows, not by its raw URL: the route and, on the product list, its search,
// sort and page as the app reads them (on the blog, its category), so junk query strings neither bypass the cache
// nor fill it. Many requests for a page that is not in memory cause one render.
import type { IncomingMessage } from 'node:http';
import { parseBlogListSearch, parseProductListSearch } from '@hair/domain';
import type { CacheInvalidation } from './cache-invalidation';
import { matchRoute } from './seo/routes';

export interface RenderedPage {
  status: number;
  /** The page's HTML, with PAGE_NONCE (send-page.ts) where each response's nonce goes. */
  html: string;
  /** The page moved: the answer is a redirect to here (never kept). */
  redirect?: string;
  /** One visitor's page (never kept): sent with `Cache-Control: private, no-store`. */
  personal?: boolean;
}

export interface PageCacheOptions {
  ttlMs?: number;
  /** The most HTML kept (in UTF-16 code units, about bytes for these pages). */
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

export function createPageCache(invalidation: CacheInvalidation, { ttlMs = 5000, maxSize = 32 * 1024 * 1024 }: PageCacheOptions = {}) {
  const entries = new Map<string, { page: RenderedPage; expires: number }>();
  const renders = new Map<string, Promise<RenderedPage>>();
  let size = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (entry) size -= entry.page.html.length;
    entries.delete(key);
  };
  invalidation.onClear(() => {
    entries.clear();
    size = 0;
  });

  function keep(key: string, page: RenderedPage): void {
    forget(key);
    if (page.html.length > maxSize) return;
    // Oldest first, until the new page fits.
    while (size + page.html.length > maxSize) forget(entries.keys().next().value as string);
    entries.set(key, { page, expires: Date.now() + ttlMs });
    size += page.html.length;
  }

  return {
    /** The page kept under `key`, while it is fresh. */
    peek(key: string): RenderedPage | undefined {
      const entry = entries.get(key);
      return entry && entry.expires > Date.now() ? entry.page : undefined;
    },

    /** The kept page, else one render of it (shared by the requests that wait for it), kept if it is a 200. */
    load(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
      const kept = this.peek(key);
      if (kept) return Promise.resolve(kept);
      let pending = renders.get(key);
      if (!pending) {
        const startedAt = invalidation.generation;
        pending = render()
          .then((page) => {
            // A page rendered while an admin's write went on may show the old content: not kept.
            if (page.status === 200 && !page.redirect && invalidation.mayKeep(startedAt)) keep(key, page);
            return page;
          })
          .finally(() => renders.delete(key));
        renders.set(key, pending);
      }
      return pending;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
