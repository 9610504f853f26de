// The whole API: one router per resource.
import { apiTokensRouter } from './api-tokens/router';
import { authRouter } from './routers/auth';
import { inquiriesRouter } from './routers/inquiries';
import { mediaRouter } from './routers/media';
import { postsRouter } from './routers/posts';
import { productsRouter } from './routers/products';
import { profilesRouter } from './routers/profiles';
import { reviewsRouter } from './routers/reviews';
import { siteConfigRouter } from './routers/siteConfig';
import { testimonialsRouter } from './routers/testimonials';
import { uploadsRouter } from './routers/uploads';
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
