// The whole API: one router per resource, each in the resource's folder.
import { apiTokensRouter } from './api-tokens/router';
import { authRouter, profilesRouter } from './auth/router';
import { inquiriesRouter } from './inquiries/router';
import { mediaRouter, uploadsRouter } from './media/router';
import { postsRouter } from './posts/router';
import { priceHistoryRouter } from './price-history/router';
import { pricesRouter } from './prices/router';
import { productsRouter } from './products/router';
import { quoteListRouter } from './quote-list/router';
import { quoteRequestsRouter } from './quote-requests/router';
import { quotesRouter } from './quotes/router';
import { reviewsRouter } from './reviews/router';
import { searchRouter } from './search/router';
import { siteConfigRouter } from './site-config/router';
import { testimonialsRouter } from './testimonials/router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  products: productsRouter,
  search: searchRouter,
  prices: pricesRouter,
  priceHistory: priceHistoryRouter,
  testimonials: testimonialsRouter,
  siteConfig: siteConfigRouter,
  media: mediaRouter,
  uploads: uploadsRouter,
  posts: postsRouter,
  reviews: reviewsRouter,
  inquiries: inquiriesRouter,
  quoteRequests: quoteRequestsRouter,
  quotes: quotesRouter,
  quoteList: quoteListRouter,
  profiles: profilesRouter,
  apiTokens: apiTokensRouter,
});

export type AppRouter = typeof appRouter;
