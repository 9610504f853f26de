// Fills an empty database with the content it is given (the server's first
// start gives the demo content). Images are written first (rewriting them is
// harmless), then every row goes in one transaction: a crash leaves either
// nothing, and the next start seeds again, or everything.
import os from 'node:os';
import { priceGridInputSchema, productInputSchema } from '@hair/domain';
import type { Db } from '../db/client';
import { inLockedTransaction } from '../db/lock';
import { LOCK_KEYS } from '../db/lock-keys';
import { imageVariants, storeImage, type Variants } from '../media/files';
import { addToLibrary } from '../media/store';
import { hasPosts, importPosts } from '../posts/store';
import { importPriceGrids } from '../prices/store';
import { hasProducts, importProducts } from '../products/store';
import { importReviews } from '../reviews/store';
import type { AppDeps, Storage } from '../shared/types';
import { hasSections, saveSection } from '../site-config/store';
import { importTestimonials } from '../testimonials/store';
import type { SeedContent, SeedImage } from './content';

export type { SeedContent, SeedImage, SeedPost, SeedPriceGrid, SeedProduct, SeedReview, SeedSection, SeedTestimonial, UrlForKey } from './content';

interface StoredImage {
  key: string;
  url: string;
  bytes: number;
  width: number;
  height: number;
  mediaSection?: string;
}

/** Fills an empty database with `content`. Returns true when it seeded. */
export async function seedIfEmpty(deps: AppDeps, content: SeedContent): Promise<boolean> {
  if (await hasContent(deps.db)) return false;
  const started = performance.now();
  const images = await storeImages(deps.storage, content.images);
  const products = await inLockedTransaction(deps.db, LOCK_KEYS.seed, async (tx) => {
    // Another server may have seeded while the images were being drawn.
    if (await hasContent(tx)) return null;
    return insertContent(tx, deps.storage, images, content);
  });
  if (products === null) return false;
  deps.logger.debug({ products, images: images.length, ms: Math.round(performance.now() - started) }, 'demo content inserted');
  return true;
}

/** True when products, site config or posts hold a row: the site already has content of its own or of an earlier seed. */
async function hasContent(db: Db): Promise<boolean> {
  return (await hasProducts(db)) || (await hasSections(db)) || (await hasPosts(db));
}

/**
 * An image's narrower copies, made once per image bytes: a process that seeds
 * several databases (tests, benchmarks) is given the same bytes each time.
 */
const variantsOfBytes = new WeakMap<Buffer, Promise<Variants>>();

function variantsOf(bytes: Buffer, width: number): Promise<Variants> {
  let variants = variantsOfBytes.get(bytes);
  if (!variants) {
    variants = imageVariants(bytes, width);
    // A failure is not kept: the next seed tries again.
    variants.catch(() => variantsOfBytes.delete(bytes));
    variantsOfBytes.set(bytes, variants);
  }
  return variants;
}

/** Renders and stores every image, a few at a time (sharp works off the main thread). */
async function storeImages(storage: Storage, images: readonly SeedImage[]): Promise<StoredImage[]> {
  const workers = Math.max(1, Math.min(4, os.availableParallelism()));
  const stored: StoredImage[] = new Array(images.length);
  let next = 0;
  async function work(): Promise<void> {
    for (let i = next++; i < images.length; i = next++) {
      const image = images[i]!;
      const bytes = await image.webp();
      const url = await storeImage(storage, image.key, { bytes, width: image.width, variants: await variantsOf(bytes, image.width) });
      stored[i] = { key: image.key, url, bytes: bytes.length, width: image.width, height: image.height, mediaSection: image.mediaSection };
    }
  }
  await Promise.all(Array.from({ length: workers }, work));
  return stored;
}

/** Every row, through the stores; resolves to the number of products. */
async function insertContent(db: Db, storage: Storage, images: readonly StoredImage[], content: SeedContent): Promise<number> {
  const now = new Date();
  const url = (key: string) => storage.urlForKey(key);
  // Validated and cleaned like an admin's save, by the one writer of site config.
  for (const section of content.siteConfig(url, now)) await saveSection(db, section);

  await addToLibrary(
    db,
    images
      .filter((image) => image.mediaSection !== undefined)
      .map((image) => ({
        url: image.url,
        fileName: image.key.split('/').pop() ?? image.key,
        section: image.mediaSection ?? null,
        size: image.bytes,
        width: image.width,
        height: image.height,
        createdAt: now,
      })),
    { keepExisting: true },
  );

  const products = content.products(url, now);
  const productIds = await importProducts(db, products.map((product) => ({ ...product, fields: productInputSchema.parse(product.fields) })));

  await importReviews(
    db,
    content.reviews(now).flatMap(({ product, ...review }) => {
      const productId = productIds[product];
      return productId ? [{ ...review, productId }] : [];
    }),
  );
  await importPriceGrids(
    db,
    (content.priceGrids?.() ?? []).flatMap(({ product, grid }) => {
      const productId = productIds[product];
      return productId ? [{ productId, grid: priceGridInputSchema.parse(grid) }] : [];
    }),
  );
  await importTestimonials(db, content.testimonials(url, now));
  await importPosts(db, content.posts(now));
  return productIds.length;
}
