// Public pages as the server rendered them, kept in memory for 30 seconds and cleared
// by an admin's write on any server (docs/decisions/005, 018): a render costs 0.1–0.3 s
// of the one request thread, and only time itself (a post published at a set hour)
// changes a page without a write. A page is kept by what it shows, not by its raw URL:
// the route and, on the product list, its search, sort and page as the app reads them
// (on the blog, its category), so junk query strings neither bypass the cache nor fill
// it. Many requests for a page that is not in memory cause one render. A kept
// page keeps its compressed bodies too, each made once, and is sent while its next
// render runs (docs/decisions/023).
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

export const PAGE_TTL_MS = 30_000;

export interface PageCacheOptions {
  ttlMs?: number;
  /** The most bytes kept: each page's HTML (in UTF-16 code units, about bytes for these pages) and its compressed bodies. */
  maxSize?: number;
}

/**
 * What a page request shows, as a cache key; null for pages that are not kept (the
 * admin, unknown paths, a search, a quote behind its link: it changes when accepted and
 * is nobody else's). The Host is no part of it: pages are built on PUBLIC_URL (pages.ts), so
 * a client cannot make a render per Host it writes.
 */
export function pageCacheKey(req: IncomingMessage): string | null {
  const [pathname = '/', query = ''] = (req.url ?? '/').split('?', 2);
  const route = matchRoute(pathname);
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
      return `list ${route.kind === 'category' ? route.category : ''} ${JSON.stringify(search)}`;
    }
    case 'product':
      return `product ${route.id}`;
    case 'post':
      return `post ${route.slug}`;
    case 'blog':
      return `blog ${JSON.stringify(parseBlogListSearch(Object.fromEntries(new URLSearchParams(query))))}`;
    default:
      return route.kind;
  }
}

/** A page with its bodies, ready to send. */
export type ServedPage = RenderedPage & { bodies: PageBodies };

export function createPageCache(invalidation: CacheInvalidation, { ttlMs = PAGE_TTL_MS, maxSize = 32 * 1024 * 1024 }: PageCacheOptions = {}) {
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

  /** The page with bodies made once each, counted against the limit while it is kept under `key`. */
  function withKeptBodies(key: string, page: RenderedPage): ServedPage {
    const served: ServedPage = {
      ...page,
      bodies: pageBodies(page.html, KEPT_COMPRESSION, (bytes) => {
        // A body made before the page is kept is counted when it is; one made after it went, never.
        const entry = entries.get(key);
        if (entry?.page !== served) return;
        entry.size += bytes;
        size += bytes;
      }),
    };
    return served;
  }

  /** Keeps the page under `key` if it fits. */
  function keep(key: string, page: ServedPage): void {
    forget(key);
    const entry = { page, expires: Date.now() + ttlMs, size: page.html.length + page.bodies.bytes() };
    if (entry.size > maxSize) return;
    // Oldest first, until the new page fits.
    while (size + entry.size > maxSize) forget(entries.keys().next().value as string);
    entries.set(key, entry);
    size += entry.size;
  }

  /**
   * A new render of a kept page: the encodings the old page was sent in are made before it
   * replaces the old one, which is sent meanwhile, so no request waits for a compression.
   */
  async function replace(key: string, page: RenderedPage, startedAt: number): Promise<ServedPage> {
    const served = withKeptBodies(key, page);
    await Promise.all((entries.get(key)?.page.bodies.asked() ?? []).map((encoding) => served.bodies.body(encoding)));
    // A page rendered while an admin's write went on may show the old content: not kept.
    if (invalidation.mayKeep(startedAt)) keep(key, served);
    return served;
  }

  const fresh = (key: string) => {
    const entry = entries.get(key);
    return entry && entry.expires > Date.now() ? entry.page : undefined;
  };

  return {
    /**
     * The page kept under `key` while it is fresh, or while the render that replaces it
     * runs: only the request that started that render waits for it (the page is at most
     * one render older than its time; an admin's write still clears it at once).
     */
    peek(key: string): ServedPage | undefined {
      return fresh(key) ?? (renders.has(key) ? entries.get(key)?.page : undefined);
    },

    /** The fresh page, else one render of it (shared by the requests that wait for it), kept if it is a 200. */
    load(key: string, render: () => Promise<RenderedPage>): Promise<ServedPage> {
      const kept = fresh(key);
      if (kept) return Promise.resolve(kept);
      let pending = renders.get(key);
      if (!pending) {
        const startedAt = invalidation.generation;
        pending = render()
          .then((page) => {
            if (page.status === 200 && !page.redirect) return replace(key, page, startedAt);
            // The page is gone, or moved: the one it replaces goes too.
            forget(key);
            return forOneResponse(page);
          })
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
