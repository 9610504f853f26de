// The whole API: one router per resource, each in the resource's folder.
import { apiTokensRouter } from './api-tokens/router';
import { authRouter, profilesRouter } from './auth/router';
import { inquiriesRouter } from './inquiries/router';
import { mediaRouter, uploadsRouter } from './media/router';
import { postsRouter } from './posts/router';
import { productsRouter } from './products/router';
import { reviewsRouter } from './reviews/router';
import { siteConfigRouter } from './site-config/router';
import { testimonialsRouter } from './testimonials/router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  products: productsRouter,
  testimonials: testimonialsRouter,
  siteConfig: siteConfigRouter,
  media: mediaRouter,
  uploads: uploadsRouter,
  posts: postsRouter,
  reviews: reviewsRouter,
  inquiries: inquiriesRouter,
  profiles: profilesRouter,
  apiTokens: apiTokensRouter,
});

export type AppRouter = typeof appRouter;
