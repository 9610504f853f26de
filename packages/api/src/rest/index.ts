// Mounts every REST resource on one express Router (the server puts it at /api).
import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../services/types';
import { createHandle, restRoutes, type RestModule } from './adapter';
import { authRest } from './auth';
import { inquiriesRest } from './inquiries';
import { mediaRest } from './media';
import { postsRest } from './posts';
import { productsRest } from './products';
import { profilesRest } from './profiles';
import { reviewsRest } from './reviews';
import { siteConfigRest } from './siteConfig';
import { testimonialsRest } from './testimonials';
import { uploadsRest } from './uploads';

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
