// Search engines and link previews: per-page tags in the HTML the server sends,
// /sitemap.xml and /robots.txt.
import { Router, type Request } from 'express';
import type { AppDeps } from '@hair/api';
import type { CacheInvalidation } from '../cache-invalidation';
import { apiSecurityHeaders } from '../security';
import type { SpaPage } from '../spa';
import { loggableUrl } from '../request-logs';
import { renderPageHead } from './page-head';
import { matchRoute } from './routes';
import { createPageHeads } from './page-heads';
import { createSeoCache } from './seo-cache';
import { createSiteData } from './site-data';
import { buildSitemap, renderRobotsTxt, sitemapFileNumber, SITEMAP_URLS_PER_FILE } from './sitemap';
import { createSitemapStore } from './sitemap-store';

/** Crawlers fetch these rarely; an hour-old sitemap is fine. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

export interface SeoOptions {
  /** Cleared by an admin's write: the sitemap is kept until then. */
  invalidation: CacheInvalidation;
  /** Keep page heads in memory for a few seconds (the read cache). */
  cachePageHeads: boolean;
  /** The most URLs in one sitemap file. */
  sitemapUrlsPerFile?: number;
}

export function createSeo(deps: AppDeps, options: SeoOptions) {
  const publicUrl = deps.config.publicUrl;
  const site = createSiteData(deps);
  const pageHead = createPageHeads(site, publicUrl, deps.config.publicMediaUrl);
  const cache = options.cachePageHeads ? createSeoCache(options.invalidation) : null;
  const cached = <T>(key: string, load: () => Promise<T>) => (cache ? cache.get(key, load) : load());
  const sitemap = createSitemapStore(() => buildSitemap(deps.db, site, publicUrl, options.sitemapUrlsPerFile ?? SITEMAP_URLS_PER_FILE), options.invalidation, {
    onBuilt: (built, ms) => deps.logger.info({ files: built.files.length, urls: built.urls, ms }, 'sitemap built'),
  });

  const routes = Router();
  routes.get('/robots.txt', apiSecurityHeaders, (_req, res) => {
    res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
    res.type('text/plain').send(renderRobotsTxt(publicUrl));
  });
  routes.get('/sitemap.xml', apiSecurityHeaders, async (_req, res) => {
    const { index } = await sitemap.get();
    res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
    res.type('application/xml').send(index);
  });
  routes.get('/{*path}', (req, _res, next) => next(sitemapFileNumber(req.path) === null ? 'route' : undefined), apiSecurityHeaders, async (req, res) => {
    const file = (await sitemap.get()).files[sitemapFileNumber(req.path)! - 1];
    if (!file) return void res.status(404).json({ error: 'Not found' });
    res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
    res.type('application/gzip').end(file.gzip);
  });

  return {
    routes,
    /** The page's status and head tags; null (the template's own tags) when the data cannot be read. */
    async renderPage(req: Request): Promise<SpaPage | null> {
      try {
        const clientIp = req.ip ?? req.socket.remoteAddress ?? 'unknown';
        // A quote's head is read for each visit: it changes when accepted, and its link is a secret.
        const head = matchRoute(req.path).kind === 'quote' ? await pageHead(req.path, clientIp) : await cached(`page ${req.path}`, () => pageHead(req.path, clientIp));
        return { status: head.status, head: renderPageHead(head) };
      } catch (error) {
        deps.logger.error({ err: error, path: loggableUrl(req.path) }, 'page tags could not be read');
        return null;
      }
    },
  };
}
