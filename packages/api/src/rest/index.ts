// Mounts every resource's REST routes (its rest.ts) on one express Router (the server puts it at /api).
import { Router, type Request, type Response } from 'express';
import { authRest, profilesRest } from '../auth/rest';
import { inquiriesRest } from '../inquiries/rest';
import { mediaRest, uploadsRest } from '../media/rest';
import { postsRest } from '../posts/rest';
import { productsRest } from '../products/rest';
import { reviewsRest } from '../reviews/rest';
import type { AppDeps } from '../shared/types';
import { siteConfigRest } from '../site-config/rest';
import { testimonialsRest } from '../testimonials/rest';
import { createHandle, restRoutes, type RestModule } from './adapter';

/** Every REST resource; the OpenAPI document (openapi.ts) describes the same list. */
export const REST_MODULES: readonly RestModule[] = [
  authRest, productsRest, testimonialsRest, siteConfigRest, mediaRest, uploadsRest, postsRest, reviewsRest, inquiriesRest, profilesRest,
];

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
