// The sitemap, built once and kept: requests that arrive together while it is
// being built wait for that one build. An admin's write on any server of the
// database throws it away (cache-invalidation.ts); otherwise it is rebuilt after
// maxAgeMs (crawlers keep it as long: its Cache-Control).
import type { CacheInvalidation } from '../cache-invalidation';
import type { Sitemap } from './sitemap';

export interface SitemapStoreOptions {
  maxAgeMs?: number;
  /** Told of each build that finished (for the logs). */
  onBuilt?: (sitemap: Sitemap, ms: number) => void;
}

export function createSitemapStore(build: () => Promise<Sitemap>, invalidation: CacheInvalidation, { maxAgeMs = 3_600_000, onBuilt }: SitemapStoreOptions = {}) {
  let kept: { sitemap: Sitemap; expires: number } | null = null;
  let pending: Promise<Sitemap> | null = null;
  invalidation.onClear(() => {
    kept = null;
    // Those who wait get the build that was going on; the next request starts a fresh one.
    pending = null;
  });

  return {
    get(): Promise<Sitemap> {
      if (kept && kept.expires > Date.now()) return Promise.resolve(kept.sitemap);
      if (pending) return pending;
      const startedAt = invalidation.generation;
      const started = Date.now();
      const run: Promise<Sitemap> = build().then(
        (sitemap) => {
          onBuilt?.(sitemap, Date.now() - started);
          // Built while a write went on (or while other servers could not be heard): it may miss it, so it is not kept.
          if (invalidation.mayKeep(startedAt)) kept = { sitemap, expires: Date.now() + maxAgeMs };
          return sitemap;
        },
      ).finally(() => {
        if (pending === run) pending = null;
      });
      pending = run;
      return run;
    },
  };
}

export type SitemapStore = ReturnType<typeof createSitemapStore>;
