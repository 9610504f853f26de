// Who still uses an uploaded file: each resource's store counts its own rows
// that name or link to it (see shared/file-uses.ts).
import { countPostsUsingFile } from '../posts/store';
import { countProductsUsingFile } from '../products/store';
import type { FileDeps } from '../shared/file-uses';
import { countSectionsUsingFile } from '../site-config/store';
import { countTestimonialsUsingFile } from '../testimonials/store';

interface ReferenceCounts {
  products: number;
  site_config: number;
  testimonials: number;
  posts: number;
  total: number;
}

/** Every place that still uses the file, for the media library's delete. */
export async function findReferences(deps: FileDeps, key: string): Promise<ReferenceCounts> {
  const [productCount, siteConfigCount, testimonialCount, postCount] = await Promise.all([
    countProductsUsingFile(deps, key),
    countSectionsUsingFile(deps, key),
    countTestimonialsUsingFile(deps, key),
    countPostsUsingFile(deps, key),
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
