// What answers a request before Express does: a repeated anonymous API read and a
// public page that is in memory (response-cache.ts, page-cache.ts) are sent from there,
// with no routing or middleware in between; everything else goes to the app.
import type { RequestListener } from 'node:http';
import { pageCacheKey, type PageCache } from './page-cache';
import type { ResponseCache } from './response-cache';
import { pageSecurityHeaders } from './security';
import { sendPage } from './send-page';

export function createFrontDoor(app: RequestListener, caches: { responseCache: ResponseCache | null; pageCache: PageCache | null }): RequestListener {
  const { responseCache, pageCache } = caches;
  return (req, res) => {
    if (responseCache?.tryAnswer(req, res)) return;
    if (pageCache && (req.method === 'GET' || req.method === 'HEAD')) {
      const key = pageCacheKey(req);
      const page = key ? pageCache.peek(key) : undefined;
      if (page) {
        // The same headers as the app's pages; sendPage sets the page's own CSP and its stored bytes.
        pageSecurityHeaders(req, res, () => undefined);
        res.setHeader('X-Cache', 'hit');
        void sendPage(req, res, page).catch(() => res.destroy());
        return;
      }
    }
    app(req, res);
  };
}
