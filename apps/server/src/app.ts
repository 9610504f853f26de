// The Express application: API (tRPC + REST), uploaded media and the SPA on one port.
import express, { type NextFunction, type Request, type Response } from 'express';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { pinoHttp } from 'pino-http';
import { LINK_PROCEDURES, appRouter, createRequestContext, createRestRouter, pingDatabase, retryAfterSeconds, type AppDeps, type ChangeFeed } from '@hair/api';
import { apiDocs } from './api-docs';
import { createCacheInvalidation } from './cache-invalidation';
import { createFrontDoor } from './front-door';
import { createPageCache } from './page-cache';
import type { TrustProxy } from './env';
import { loggableUrl, requestLogOptions } from './request-logs';
import { ADMIN_BODY_LIMIT, batchCap, jsonBodies, MAX_BATCH_CALLS, REQUEST_LIMIT_MESSAGES, TooDeep } from './request-limits';
import { apiSecurityHeaders, pageSecurityHeaders } from './security';
import { createResponseCache } from './response-cache';
import { createSeo } from './seo';
import { createPageRenderer } from './pages';
import { serveUploads } from './serve-uploads';
import { mountSpa } from './spa';
import type { RenderPageApp } from './ssr';

export interface AppOptions {
  deps: AppDeps;
  /** The database's change feed, which carries admins' writes between the servers of one database; absent, this is the only server. */
  changes?: ChangeFeed;
  webDist: string;
  /** The web app's render of public pages (ssr.ts); absent, the browser renders every page. */
  renderApp?: RenderPageApp | null;
  /** Whom X-Forwarded-For is taken from (env.ts TrustProxy); never by default. */
  trustProxy?: TrustProxy;
  /** Request logs; off in tests. */
  requestLogs?: boolean;
  /** Cache anonymous API reads, rendered pages, page heads and the sitemap in memory (response-cache.ts, page-cache.ts, seo/seo-cache.ts). */
  responseCache?: boolean;
  /** The most bytes the read cache keeps (default 32 MB). */
  responseCacheMaxBytes?: number;
  /** The most URLs in one sitemap file (tests set fewer). */
  sitemapUrlsPerFile?: number;
}

export function createApp({ deps, changes, webDist, renderApp = null, trustProxy, requestLogs = true, responseCache = false, responseCacheMaxBytes, sitemapUrlsPerFile }: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  if (trustProxy !== undefined && trustProxy !== false) app.set('trust proxy', trustProxy);
  if (requestLogs && deps.logger.isLevelEnabled('info')) {
    app.use(pinoHttp(requestLogOptions(deps.logger)));
  }
  app.use(['/api', '/uploads'], apiSecurityHeaders);
  app.use(apiDocs());

  app.get('/api/health', async (_req, res) => {
    try {
      await pingDatabase(deps.db);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', error: 'Database unavailable' });
    }
  });

  // The sitemap is kept until an admin's write whether or not the read caches are on.
  const invalidation = createCacheInvalidation({ changes, logger: deps.logger });
  const apiReads = responseCache ? createResponseCache(invalidation, { maxBytes: responseCacheMaxBytes }) : null;
  const pages = responseCache ? createPageCache(invalidation) : null;
  const seo = createSeo(deps, { invalidation, cachePageHeads: responseCache, sitemapUrlsPerFile });
  app.use('/api/trpc', batchCap);
  app.use('/api', jsonBodies(deps));
  app.use('/api', invalidation.afterAdminWrites(deps));
  if (apiReads) app.use('/api', apiReads.store);
  app.use('/api/trpc', createExpressMiddleware({
    router: appRouter,
    createContext: ({ req }) => createRequestContext(deps, req),
    maxBodySize: ADMIN_BODY_LIMIT,
    maxBatchSize: MAX_BATCH_CALLS,
    // A 429 says when to come back, as the REST routes do.
    responseMeta: ({ errors, paths }) => {
      const headers: Record<string, string> = {};
      const seconds = Math.max(0, ...errors.map((error) => retryAfterSeconds(error) ?? 0));
      if (seconds > 0) headers['Retry-After'] = String(seconds);
      // A quote behind its link is its holder's alone: no shared cache keeps it.
      if (paths?.some((path) => LINK_PROCEDURES.includes(path))) headers['Cache-Control'] = 'private, no-store';
      return { headers };
    },
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') deps.logger.error({ err: error.cause ?? error, path }, 'trpc request failed');
    },
  }));
  app.use('/api', createRestRouter(deps));

  app.use('/uploads', serveUploads(deps));
  app.use('/uploads', (_req, res) => void res.status(404).json({ error: 'File not found' }));

  app.use(seo.routes);
  app.use(pageSecurityHeaders);
  mountSpa(app, webDist, createPageRenderer(seo.renderPage, renderApp, deps.logger, deps.config.publicUrl), pages, deps.config.publicMediaUrl);

  // Body parser errors (bad JSON, too large) and anything unexpected.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode ?? 500;
    const limit = (error as { limit?: unknown }).limit;
    if (status === 413) return void res.status(413).json({ error: REQUEST_LIMIT_MESSAGES.bodyTooLarge(typeof limit === 'number' ? limit : ADMIN_BODY_LIMIT) });
    if (status === 400) return void res.status(400).json({ error: error instanceof TooDeep ? error.message : 'Invalid JSON body' });
    if (status >= 400 && status < 500) return void res.status(status).json({ error: status === 404 ? 'Not found' : 'Bad request' });
    deps.logger.error({ err: error, method: req.method, url: loggableUrl(req.originalUrl) }, 'unhandled error');
    if (!res.headersSent) res.status(500).json({ error: 'Internal server error' });
  });

  return createFrontDoor(app, { responseCache: apiReads, pageCache: pages });
}
