// /sitemap.xml and /robots.txt for search engines.
import { effectiveCategories, toCategorySlug } from '@hair/domain';
import { listProductChanges, listPublishedPostChanges, type AppDeps } from '@hair/api';
import { escapeMarkup } from './markup';
import type { SiteData } from './site-data';

/** Public pages without data of their own, in the order of the main navigation. */
export const SITEMAP_STATIC_PATHS = ['/', '/products', '/about', '/partners', '/blog'] as const;

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/**
 * Every product, category and published post. The product and post queries read
 * only the two columns the sitemap needs, so 10,000 products cost one narrow scan.
 */
async function sitemapEntries(db: AppDeps['db'], site: SiteData): Promise<SitemapEntry[]> {
  const [products, posts, categories] = await Promise.all([
    listProductChanges(db),
    listPublishedPostChanges(db),
    site.categories(),
  ]);
  const categorySlugs = new Set(effectiveCategories(categories).map((c) => toCategorySlug(c.value)).filter((slug) => slug !== ''));
  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path })),
    ...[...categorySlugs].map((slug) => ({ path: `/products/${encodeURIComponent(slug)}` })),
    ...products.map((p) => ({ path: `/product/${encodeURIComponent(p.id)}`, lastmod: p.updatedAt })),
    ...posts.map((p) => ({ path: `/blog/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt })),
  ];
}

export async function renderSitemap(db: AppDeps['db'], site: SiteData, publicUrl: string): Promise<string> {
  const urls = (await sitemapEntries(db, site)).map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeMarkup(`${publicUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
