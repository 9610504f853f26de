// What the first start of an empty site may be given to fill it with: images and
// records, handed over as data (the demo content is a package of its own,
// @hair/demo-content). Each record goes in through its resource's store, so it
// is stored exactly as the API would store it.
import type { SiteConfigSection } from '@hair/domain';
import type { PostImport } from '../posts/store';
import type { ProductImport } from '../products/store';
import type { ReviewImport } from '../reviews/store';
import type { TestimonialImport } from '../testimonials/store';

export type UrlForKey = (key: string) => string;

export interface SeedImage {
  /** Storage key, e.g. 'products/seed-weft-straight-blonde.webp'. */
  key: string;
  width: number;
  height: number;
  /** Media-library section, for the images an admin picks from the library. */
  mediaSection?: string;
  /**
   * The image as WebP, asked for only once the database is known to be empty.
   * Answering the same Buffer every time lets its narrower copies be made once.
   */
  webp(): Promise<Buffer>;
}

export interface SeedSection {
  section: SiteConfigSection;
  title: string | null;
  config: Record<string, unknown>;
}

export type SeedProduct = Omit<ProductImport, 'fields'> & {
  /** A product as an admin's save sends it; read by the API's product schema. */
  fields: unknown;
};

export type SeedReview = Omit<ReviewImport, 'productId'> & {
  /** Index of the reviewed product in `products()`; a review of a product not made is left out. */
  product: number;
};

export type SeedTestimonial = TestimonialImport;
export type SeedPost = PostImport;

/**
 * The records are asked for inside the seed's transaction, in this order;
 * `url` gives the public URL of a stored image's key and `now` is the seed's time.
 */
export interface SeedContent {
  images: readonly SeedImage[];
  siteConfig(url: UrlForKey, now: Date): readonly SeedSection[];
  products(url: UrlForKey, now: Date): readonly SeedProduct[];
  reviews(now: Date): readonly SeedReview[];
  testimonials(url: UrlForKey, now: Date): readonly SeedTestimonial[];
  posts(now: Date): readonly SeedPost[];
}
