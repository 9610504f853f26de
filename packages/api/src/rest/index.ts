// Mounts every resource's REST routes (its rest.ts) on one express Router (the server puts it at /api).
import { Router, type Request, type Response } from 'express';
import { authRest, profilesRest } from '../auth/rest';
import { inquiriesRest } from '../inquiries/rest';
import { mediaRest, uploadsRest } from '../media/rest';
import { postsRest } from '../posts/rest';
import { priceHistoryRest } from '../price-history/rest';
import { pricesRest } from '../prices/rest';
import { productsRest } from '../products/rest';
import { quoteListRest } from '../quote-list/rest';
import { quoteRequestsRest } from '../quote-requests/rest';
import { quotesRest } from '../quotes/rest';
import { reviewsRest } from '../reviews/rest';
import { searchRest } from '../search/rest';
import type { AppDeps } from '../shared/types';
import { siteConfigRest } from '../site-config/rest';
import { testimonialsRest } from '../testimonials/rest';
import { createHandle, restRoutes, type RestModule } from './adapter';

/** Every REST resource; the OpenAPI document (openapi.ts) describes the same list. */
export const REST_MODULES: readonly RestModule[] = [
  authRest, productsRest, searchRest, pricesRest, priceHistoryRest, testimonialsRest, siteConfigRest, mediaRest, uploadsRest, postsRest, reviewsRest, inquiriesRest,
  quoteRequestsRest, quotesRest, quoteListRest, profilesRest,
];

/**
 * The routes whose body is a file's bytes, not JSON ('POST /uploads/video'): the server's
 * JSON parser leaves their bodies to them. Their paths are fixed (no parameters).
 */
const FILE_BODY_ROUTES: ReadonlySet<string> = (() => {
  const found = new Set<string>();
  const routes = restRoutes((method, path, doc) => {
    if (doc.fileBody) found.add(`${method.toUpperCase()} ${path}`);
  });
  for (const module of REST_MODULES) module.declare(routes);
  return found;
})();

/** True when the request (its path under /api) goes to a route that reads its body as a file. */
export function takesFileBody(method: string, path: string): boolean {
  return FILE_BODY_ROUTES.has(`${method.toUpperCase()} ${path}`);
}

export function createRestRouter(deps: AppDeps): Router {
  const router = Router();
  const handle = createHandle(deps);
  const routes = restRoutes((method, path, doc, fn) => router[method](path, handle(fn, doc)));
  for (const module of REST_MODULES) module.declare(routes);
  router.use((_req: Request, res: Response) => {
    res.status(404).json({ error: 'Not found' });
  });
  return router;
}
