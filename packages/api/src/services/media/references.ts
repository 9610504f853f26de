// Who still uses an uploaded file. A file is named in many forms
// ('/uploads/k', 'http://host/uploads/k', 'uploads/k', 'k') and may sit inside
// HTML or nested JSON, so each query first narrows the rows with a plain
// substring test in SQL and then confirms every candidate here.
import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { posts, products, siteConfig, testimonials } from '../../db/schema';
import { UPLOADS_URL_PREFIX } from '../storage';
import type { AppDeps } from '../types';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

export interface ReferenceCounts {
  products: number;
  site_config: number;
  testimonials: number;
  posts: number;
  total: number;
}

/** True when the value is a URL or path of the file itself. */
function namesFile(deps: Deps, value: unknown, key: string): boolean {
  return typeof value === 'string' && deps.storage.keyFromUrl(value) === key;
}

// Characters that may continue a path; after the key, anything else ends the URL.
const PATH_CHAR = /[A-Za-z0-9._~%/+-]/;

/** True when text (HTML, CSS, markdown) links to the file ('…/uploads/<key>' followed by a delimiter). */
export function mentionsFile(text: string, key: string): boolean {
  const needle = UPLOADS_URL_PREFIX + key;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    const next = text.charAt(at + needle.length);
    if (next === '' || !PATH_CHAR.test(next)) return true;
  }
  return false;
}

/** True when any string inside a JSON value names or links to the file. */
function jsonUsesFile(deps: Deps, value: unknown, key: string): boolean {
  if (typeof value === 'string') return namesFile(deps, value, key) || mentionsFile(value, key);
  if (Array.isArray(value)) return value.some((item) => jsonUsesFile(deps, item, key));
  if (value && typeof value === 'object') return Object.values(value).some((item) => jsonUsesFile(deps, item, key));
  return false;
}

const contains = (column: AnyPgColumn, key: string): SQL => sql`strpos(${column}::text, ${key}) > 0`;

/** Products whose image, gallery or content blocks (description, how-to, …) use the file. */
export async function countProductReferences(deps: Deps, key: string): Promise<number> {
  const rows = await deps.db
    .select({ imageUrl: products.imageUrl, galleryImages: products.galleryImages, attributes: products.attributes })
    .from(products)
    .where(or(contains(products.imageUrl, key), contains(products.galleryImages, key), contains(products.attributes, key)));
  return rows.filter(
    (row) =>
      namesFile(deps, row.imageUrl, key) ||
      (Array.isArray(row.galleryImages) && row.galleryImages.some((image) => namesFile(deps, image, key))) ||
      jsonUsesFile(deps, row.attributes, key),
  ).length;
}

/** Site-config sections (hero and partner images, product-detail HTML, …) that use the file. */
async function countSiteConfigReferences(deps: Deps, key: string): Promise<number> {
  const rows = await deps.db.select({ config: siteConfig.config }).from(siteConfig).where(contains(siteConfig.config, key));
  return rows.filter((row) => jsonUsesFile(deps, row.config, key)).length;
}

async function countTestimonialReferences(deps: Deps, key: string): Promise<number> {
  const rows = await deps.db.select({ imageUrl: testimonials.imageUrl }).from(testimonials).where(contains(testimonials.imageUrl, key));
  return rows.filter((row) => namesFile(deps, row.imageUrl, key)).length;
}

async function countPostReferences(deps: Deps, key: string): Promise<number> {
  const rows = await deps.db.select({ content: posts.content }).from(posts).where(contains(posts.content, key));
  return rows.filter((row) => mentionsFile(row.content, key)).length;
}

/** Every place that still uses the file, for the media library's delete. */
export async function findReferences(deps: Deps, key: string): Promise<ReferenceCounts> {
  const [productCount, siteConfigCount, testimonialCount, postCount] = await Promise.all([
    countProductReferences(deps, key),
    countSiteConfigReferences(deps, key),
    countTestimonialReferences(deps, key),
    countPostReferences(deps, key),
  ]);
  return {
    products: productCount,
    site_config: siteConfigCount,
    testimonials: testimonialCount,
    posts: postCount,
    total: productCount + siteConfigCount + testimonialCount + postCount,
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'File is still used by 2 products and 1 site config section'. */
export function describeReferences(counts: ReferenceCounts): string {
  const parts = [
    counts.products ? plural(counts.products, 'product', 'products') : '',
    counts.site_config ? plural(counts.site_config, 'site config section', 'site config sections') : '',
    counts.testimonials ? plural(counts.testimonials, 'testimonial', 'testimonials') : '',
    counts.posts ? plural(counts.posts, 'post', 'posts') : '',
  ].filter(Boolean);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '0 items');
  return `File is still used by ${list}`;
}
