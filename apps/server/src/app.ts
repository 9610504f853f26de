// The Express application: API (tRPC + REST), uploaded media and the SPA on one port.
import express, { type NextFunction, type Request, type Response } from 'express';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { pinoHttp } from 'pino-http';
import { sql } from 'drizzle-orm';
import { appRouter, createRequestContext, createRestRouter, type AppDeps } from '@hair/api';
import { apiSecurityHeaders, assignNonce, pageSecurityHeaders, uploadHeaders } from './security';
import { createResponseCache } from './response-cache';
import { createSeo } from './seo';
import { mountSpa } from './spa';

/** Admits a 5 MB image sent as a base64 data URL inside JSON (4/3 of 5 MB, plus room for the rest). */
export const JSON_BODY_LIMIT = 7 * 1024 * 1024;

export interface AppOptions {
  deps: AppDeps;
  uploadsDir: string;
  webDist: string;
  trustProxy?: boolean;
  /** Request logs; off in tests. */
  requestLogs?: boolean;
  /** Cache anonymous API reads, page head tags and the sitemap in memory (see response-cache.ts, seo/seo-cache.ts). */
  responseCache?: boolean;
}

export function createApp({ deps, uploadsDir, webDist, trustProxy, requestLogs = true, responseCache = false }: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  if (trustProxy) app.set('trust proxy', true);
  if (requestLogs && deps.logger.isLevelEnabled('info')) {
    app.use(pinoHttp({ logger: deps.logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));
  }
  app.use(['/api', '/uploads'], apiSecurityHeaders);

  app.get('/api/health', async (_req, res) => {
    try {
      await deps.db.execute(sql`select 1`);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', error: 'Database unavailable' });
    }
  });

  const seo = createSeo(deps, { cache: responseCache });
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  if (seo.clearOnWrite) app.use('/api', seo.clearOnWrite);
  if (responseCache) app.use('/api', createResponseCache());
  app.use('/api/trpc', createExpressMiddleware({
    router: appRouter,
    createContext: ({ req }) => createRequestContext(deps, req),
    maxBodySize: JSON_BODY_LIMIT,
    onError: ({ error }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') deps.logger.error({ err: error.cause ?? error }, 'trpc request failed');
    },
  }));
  app.use('/api', createRestRouter(deps));

  app.use('/uploads', express.static(uploadsDir, { index: false, dotfiles: 'deny', setHeaders: uploadHeaders, fallthrough: true }));
  app.use('/uploads', (_req, res) => void res.status(404).json({ error: 'File not found' }));

  app.use(seo.routes);
  app.use(assignNonce, pageSecurityHeaders);
  mountSpa(app, webDist, seo.renderPage);

  // Body parser errors (bad JSON, too large) and anything unexpected.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return void res.status(413).json({ error: 'Request body too large' });
    if (status === 400) return void res.status(400).json({ error: 'Invalid JSON body' });
    if (status >= 400 && status < 500) return void res.status(status).json({ error: status === 404 ? 'Not found' : 'Bad request' });
    deps.logger.error({ err: error }, 'unhandled error');
    if (!res.headersSent) res.status(500).json({ error: 'Internal server error' });
  });

  return app;
}
