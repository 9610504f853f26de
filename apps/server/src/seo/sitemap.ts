// /sitemap.xml and /robots.txt for search engines. /sitemap.xml is a sitemap index;
// the URLs themselves are in gzipped files of SITEMAP_URLS_PER_FILE each
// (/sitemap-1.xml.gz, /sitemap-2.xml.gz, …), well under the 50,000 a search engine
// reads from one file. The files are written while the rows are read, a batch at a time,
// so a large catalogue never sits in memory as one document.
import { createGzip } from 'node:zlib';
import { effectiveCategories, productPagePath, toCategorySlug } from '@hair/domain';
import { listProductChanges, listPublishedPostChanges, type AppDeps } from '@hair/api';
import { escapeMarkup } from './markup';
import type { SiteData } from './site-data';

/** Public pages without data of their own, in the order of the main navigation. */
export const SITEMAP_STATIC_PATHS = ['/', '/products', '/about', '/partners', '/blog'] as const;

/**
 * URLs per file (search engines accept up to 50,000). A file of 50,000 product URLs is 1.3 MB gzipped: twenty crawlers
 * fetching such files at once kept the server's two cores busy for seconds. Files of
 * 5,000 (about 130 KB) answer in milliseconds; 100,000 products make 21 of them.
 */
export const SITEMAP_URLS_PER_FILE = 5_000;

/** Products read per query while the files are written. */
const PRODUCT_BATCH = 5000;

/** The path of the n-th sitemap file (from 1). */
export const sitemapFilePath = (n: number) => `/sitemap-${n}.xml.gz`;
/** n of a sitemap file's path; null for any other path. */
export function sitemapFileNumber(path: string): number | null {
  const match = /^\/sitemap-([1-9][0-9]{0,5})\.xml\.gz$/.exec(path);
  return match ? Number(match[1]) : null;
}

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

export interface SitemapFile {
  /** The gzipped `<urlset>` document. */
  gzip: Buffer;
  urls: number;
  /** The newest lastmod of its URLs. */
  lastmod?: Date;
}

export interface Sitemap {
  /** The `<sitemapindex>` document. */
  index: string;
  files: SitemapFile[];
  urls: number;
}

/**
 * Every fixed page, category, product and published post, in that order. The
 * products are read in batches of narrow rows (id, slug and update time) in id order;
 * each is listed at its slug's URL, the canonical one.
 */
async function* sitemapEntries(db: AppDeps['db'], site: SiteData): AsyncGenerator<SitemapEntry[]> {
  yield SITEMAP_STATIC_PATHS.map((path) => ({ path }));
  const categorySlugs = new Set(effectiveCategories(await site.categories()).map((c) => toCategorySlug(c.value)).filter((slug) => slug !== ''));
  yield [...categorySlugs].map((slug) => ({ path: `/products/${encodeURIComponent(slug)}` }));
  let after: string | undefined;
  for (;;) {
    const batch = await listProductChanges(db, { after, limit: PRODUCT_BATCH });
    if (batch.length > 0) yield batch.map((p) => ({ path: productPagePath(p.slug), lastmod: p.updatedAt }));
    if (batch.length < PRODUCT_BATCH) break;
    after = batch[batch.length - 1]!.id;
  }
  const posts = await listPublishedPostChanges(db);
  yield posts.map((p) => ({ path: `/blog/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt }));
}

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = '</urlset>\n';

/** One sitemap file being written: its XML goes through gzip as it comes. */
function openFile() {
  const gzip = createGzip();
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    gzip.once('end', () => resolve(Buffer.concat(chunks)));
    gzip.once('error', reject);
  });
  gzip.write(URLSET_OPEN);
  let urls = 0;
  let lastmod: Date | undefined;
  return {
    get urls() {
      return urls;
    },
    /** Writes the entries; resolves once gzip has taken them in. */
    write(entries: readonly SitemapEntry[], publicUrl: string): Promise<void> {
      const xml = entries.map((entry) => {
        if (entry.lastmod && (!lastmod || entry.lastmod > lastmod)) lastmod = entry.lastmod;
        const modified = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
        return `<url><loc>${escapeMarkup(`${publicUrl}${entry.path}`)}</loc>${modified}</url>\n`;
      });
      urls += entries.length;
      return new Promise((resolve) => {
        if (gzip.write(xml.join(''))) resolve();
        else gzip.once('drain', () => resolve());
      });
    },
    async close(): Promise<SitemapFile> {
      gzip.end(URLSET_CLOSE);
      return { gzip: await ended, urls, lastmod };
    },
  };
}

export function renderSitemapIndex(publicUrl: string, files: readonly Pick<SitemapFile, 'lastmod'>[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file, i) => {
      const lastmod = file.lastmod ? `<lastmod>${file.lastmod.toISOString()}</lastmod>` : '';
      return `<sitemap><loc>${escapeMarkup(`${publicUrl}${sitemapFilePath(i + 1)}`)}</loc>${lastmod}</sitemap>`;
    }),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Reads the entries and writes them into files of at most `maxUrlsPerFile` URLs. */
export async function buildSitemap(db: AppDeps['db'], site: SiteData, publicUrl: string, maxUrlsPerFile: number = SITEMAP_URLS_PER_FILE): Promise<Sitemap> {
  const files: SitemapFile[] = [];
  let file = openFile();
  for await (const batch of sitemapEntries(db, site)) {
    let rest = batch;
    while (rest.length > 0) {
      if (file.urls >= maxUrlsPerFile) {
        files.push(await file.close());
        file = openFile();
      }
      const room = maxUrlsPerFile - file.urls;
      await file.write(rest.slice(0, room), publicUrl);
      rest = rest.slice(room);
    }
  }
  files.push(await file.close());
  return { index: renderSitemapIndex(publicUrl, files), files, urls: files.reduce((sum, f) => sum + f.urls, 0) };
}

export function renderRobotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
