// What the page tags need from the database, read through the API's own
// procedures as an anonymous visitor (so drafts and admin data never leak).
import { TRPCError } from '@trpc/server';
import {
  categorySchema,
  contactConfigSchema,
  heroConfigSchema,
  heroImageParts,
  type Category,
  type ContactConfig,
  type Post,
  type Product,
  type PublicQuote,
} from '@hair/domain';
import { appRouter, createCallerFactory, createContextInner, type AppDeps } from '@hair/api';
import type { GridOffer, RatingSummary } from './structured-data';

export interface SiteData {
  product(idOrSlug: string): Promise<Product | null>;
  post(slug: string): Promise<Post | null>;
  categories(): Promise<Category[]>;
  /** The first configured hero image's URL as stored (often relative), or null. */
  firstHeroImage(): Promise<string | null>;
  contact(): Promise<ContactConfig | null>;
  /** The product's price grid in short: its bounds and offered cells, or null without one. */
  priceGrid(productId: string): Promise<GridOffer | null>;
  /** Approved reviews of the product: how many and their average. */
  rating(productId: string): Promise<RatingSummary>;
  /** The quote of a link, looked up for the visitor at `clientIp` (unknown tokens count against it); null for none. */
  quote(token: string, clientIp: string): Promise<PublicQuote | null>;
}

const createCaller = createCallerFactory(appRouter);

/** The answer, or null when the API says 404. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export function createSiteData(deps: AppDeps): SiteData {
  const caller = createCaller(createContextInner(deps));
  const section = async (name: 'hero' | 'contact' | 'product_categories') => (await caller.siteConfig.get({ section: name })).config;
  return {
    product: (idOrSlug) => orNull(caller.products.byId({ id: idOrSlug })),
    post: (slug) => orNull(caller.posts.bySlug({ slug })),
    async priceGrid(productId) {
      const grid = await orNull(caller.prices.byProduct({ productId }));
      if (!grid || grid.price_from === null || grid.price_to === null) return null;
      return { low: grid.price_from, high: grid.price_to, count: grid.cells.length };
    },
    async rating(productId) {
      const reviews = await caller.reviews.forProduct({ productId });
      return { count: reviews.count, average: reviews.average };
    },
    async categories() {
      const list = (await section('product_categories')).categories;
      // One unreadable entry must not hide the others (as the API's own reader does).
      return Array.isArray(list) ? list.flatMap((item) => categorySchema.safeParse(item).data ?? []) : [];
    },
    async firstHeroImage() {
      const hero = heroConfigSchema.safeParse(await section('hero'));
      const url = hero.success ? heroImageParts(hero.data.images[0]).url.trim() : '';
      return url || null;
    },
    quote: (token, clientIp) => orNull(createCaller(createContextInner(deps, { ip: clientIp })).quotes.byToken({ token })),
    async contact() {
      const contact = contactConfigSchema.safeParse(await section('contact'));
      return contact.success ? contact.data : null;
    },
  };
}
