// Search engines and link previews: per-page tags in the HTML the server sends,
// /sitemap.xml and /robots.txt.
import { Router, type Request } from 'express';
import type { AppDeps } from '@hair/api';
import type { CacheInvalidation } from '../cache-invalidation';
import { apiSecurityHeaders } from '../security';
import type { SpaPage } from '../spa';
import { renderPageHead } from './page-head';
import { createPageHeads } from './page-heads';
import { createSeoCache } from './seo-cache';
import { createSiteData } from './site-data';
import { renderRobotsTxt, renderSitemap } from './sitemap';

/** Crawlers fetch these rarely; an hour-old sitemap is fine. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

export function createSeo(deps: AppDeps, options: { cache: CacheInvalidation | null }) {
  const publicUrl = deps.config.publicUrl;
  const site = createSiteData(deps);
  const pageHead = createPageHeads(site, publicUrl);
  const cache = options.cache ? createSeoCache(options.cache) : null;
  const cached = <T>(key: string, load: () => Promise<T>) => (cache ? cache.get(key, load) : load());

  const routes = Router();
  routes.get('/robots.txt', apiSecurityHeaders, (_req, res) => {
    res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
    res.type('text/plain').send(renderRobotsTxt(publicUrl));
  });
  routes.get('/sitemap.xml', apiSecurityHeaders, async (_req, res) => {
    const xml = await cached('sitemap', () => renderSitemap(deps.db, site, publicUrl));
    res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
    res.type('application/xml').send(xml);
  });

  return {
    routes,
    /** The page's status and head tags; null (the template's own tags) when the data cannot be read. */
    async renderPage(req: Request, nonce: string): Promise<SpaPage | null> {
      try {
        const head = await cached(`page ${req.path}`, () => pageHead(req.path));
        return { status: head.status, head: renderPageHead(head, nonce) };
      } catch (error) {
        deps.logger.error({ err: error, path: req.path }, 'page tags could not be read');
        return null;
      }
    },
  };
}
