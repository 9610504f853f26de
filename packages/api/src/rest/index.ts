// Mounts every REST resource on one express Router (the server puts it at /api).
import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../services/types';
import { createHandle } from './adapter';
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

const modules = [authRest, productsRest, testimonialsRest, siteConfigRest, mediaRest, uploadsRest, postsRest, reviewsRest, inquiriesRest, profilesRest];

export function createRestRouter(deps: AppDeps): Router {
  const router = Router();
  const handle = createHandle(deps);
  for (const mount of modules) mount(router, handle);
  router.use((_req: Request, res: Response) => {
    res.status(404).json({ error: 'Not found' });
  });
  return router;
}
