// The demo content of an empty site: every public screen looks real on a first
// start. The API stores it through its own stores: seedIfEmpty(deps, demoContent()).
import type { SeedContent } from '@hair/api';
import { SEED_POSTS, SEED_PRODUCTS, SEED_REVIEWS, SEED_TESTIMONIALS, seedSiteConfig, testimonialAvatarKey } from './content';
import { demoImages } from './images';
import { seedPriceGrid } from './price-grids';
import { demoProducts } from './products';

export * from './content';

export interface DemoContentOptions {
  /** Total products: the curated demo set, then variations of it up to this count (benchmarks use 1,000). */
  productCount?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

function requestedProductCount(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return SEED_PRODUCTS.length;
  return Math.max(0, Math.floor(value));
}

/** The demo content as the API's seed takes it; images are drawn only when the seed asks for them. */
export function demoContent(options: DemoContentOptions = {}): SeedContent {
  const productCount = requestedProductCount(options.productCount);
  return {
    images: demoImages(),
    siteConfig: (url, now) => seedSiteConfig(url, now),
    products: (url, now) => demoProducts(productCount, url, now),
    // The curated products come first in products(): the i-th one has the i-th grid.
    priceGrids: () => SEED_PRODUCTS.slice(0, productCount).map((product, i) => ({ product: i, grid: seedPriceGrid(product) })),
    reviews: (now) => SEED_REVIEWS.map(({ daysAgo, ...review }) => ({ ...review, createdAt: new Date(now.getTime() - daysAgo * DAY_MS) })),
    testimonials: (url, now) =>
      SEED_TESTIMONIALS.map((t, i) => ({
        quote: t.quote,
        author: t.author,
        role: t.role,
        imageUrl: url(testimonialAvatarKey(t)),
        rating: t.rating,
        featured: t.featured,
        createdAt: new Date(now.getTime() - i * HOUR_MS),
      })),
    posts: () => SEED_POSTS.map((post) => ({ ...post, publishedAt: new Date(`${post.date}T09:00:00.000Z`) })),
  };
}
