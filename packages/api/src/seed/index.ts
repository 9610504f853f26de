// Demo content for an empty database, so that every public screen looks real
// on a first start. Images are written first (rewriting them is harmless),
// then every row goes in one transaction: a crash leaves either nothing, and
// the next start seeds again, or everything.
import { SITE_CONFIG_SCHEMAS } from '@hair/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media, posts, products, reviews, siteConfig, testimonials } from '../db/schema';
import { sanitizeSectionConfig } from '../services/catalog/site-config';
import { sanitizeRichText } from '../services/sanitize';
import type { AppDeps, Storage } from '../services/types';
import { SEED_POSTS, SEED_PRODUCTS, SEED_REVIEWS, SEED_TESTIMONIALS, seedSiteConfig, testimonialAvatarKey } from './content';
import { renderSeedImages, seedImagePlan, type StoredImage } from './images';
import { buildProductRows } from './products';

export interface SeedOptions {
  /** Total products to create: the curated demo set, then variations of it up to this count (benchmarks use 1,000). */
  productCount?: number;
}

/** Products per INSERT statement, so 10,000 products stay fast and under the parameter limit. */
const PRODUCT_BATCH_SIZE = 500;
/** Advisory lock taken while seeding, so two servers starting together seed once. */
const SEED_LOCK_KEY = 4_247_001;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Fills an empty database with demo content. Returns true when it seeded. */
export async function seedIfEmpty(deps: AppDeps, options: SeedOptions = {}): Promise<boolean> {
  if (await hasContent(deps.db)) return false;
  const started = performance.now();
  const images = await renderSeedImages(deps.storage, seedImagePlan());
  const productCount = requestedProductCount(options.productCount);
  const seeded = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    // Another server may have seeded while the images were being drawn.
    if (await hasContent(tx)) return false;
    await insertContent(tx, deps.storage, images, productCount);
    return true;
  });
  if (seeded) {
    deps.logger.debug({ products: productCount, images: images.length, ms: Math.round(performance.now() - started) }, 'demo content inserted');
  }
  return seeded;
}

function requestedProductCount(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return SEED_PRODUCTS.length;
  return Math.max(0, Math.floor(value));
}

/** True when products, site config or posts hold a row: the site already has content of its own or of an earlier seed. */
async function hasContent(db: Db): Promise<boolean> {
  for (const table of [products, siteConfig, posts]) {
    const rows = await db.select({ id: table.id }).from(table).limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

async function insertContent(db: Db, storage: Storage, images: readonly StoredImage[], productCount: number): Promise<void> {
  const now = new Date();
  // Parsed and cleaned like an admin's save, so the rows are exactly what the site-config API would store.
  const sections = seedSiteConfig((key) => storage.urlForKey(key), now).map((record) => ({
    ...record,
    config: sanitizeSectionConfig(record.section, SITE_CONFIG_SCHEMAS[record.section].parse(record.config) as Record<string, unknown>),
  }));
  await db.insert(siteConfig).values(sections);

  const library = images.filter((image) => image.mediaSection !== undefined);
  await db
    .insert(media)
    .values(
      library.map((image) => ({
        url: image.url,
        fileName: image.key.split('/').pop() ?? image.key,
        section: image.mediaSection ?? null,
        size: image.bytes,
        width: image.width,
        height: image.height,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: media.url });

  const productRows = buildProductRows({ count: productCount, urlForKey: (key) => storage.urlForKey(key), newest: now });
  for (let i = 0; i < productRows.length; i += PRODUCT_BATCH_SIZE) {
    await db.insert(products).values(productRows.slice(i, i + PRODUCT_BATCH_SIZE));
  }

  const reviewRows = SEED_REVIEWS.flatMap((review) => {
    const product = productRows[review.product];
    if (!product) return [];
    const { product: _index, daysAgo, ...fields } = review;
    return [{ ...fields, productId: product.id!, createdAt: new Date(now.getTime() - daysAgo * DAY_MS) }];
  });
  if (reviewRows.length > 0) await db.insert(reviews).values(reviewRows);

  await db.insert(testimonials).values(
    SEED_TESTIMONIALS.map((t, i) => {
      const createdAt = new Date(now.getTime() - i * HOUR_MS);
      return {
        quote: t.quote,
        author: t.author,
        role: t.role,
        imageUrl: storage.urlForKey(testimonialAvatarKey(t)),
        rating: t.rating,
        featured: t.featured,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  await db.insert(posts).values(
    SEED_POSTS.map((post) => {
      const publishedAt = new Date(`${post.date}T09:00:00.000Z`);
      return {
        slug: post.slug,
        title: post.title,
        date: post.date,
        category: post.category,
        excerpt: post.excerpt,
        content: sanitizeRichText(post.content),
        published: true,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    }),
  );
}
