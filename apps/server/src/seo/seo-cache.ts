// Page heads and the sitemap kept in memory for a few seconds, so a burst of
// visits (or a crawler) costs one set of database reads. Like the API's response
// cache (response-cache.ts, docs/decisions/005), an admin's write on any server of
// the database clears it at once (cache-invalidation.ts).
import type { CacheInvalidation } from '../cache-invalidation';

export interface SeoCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
}

export function createSeoCache(invalidation: CacheInvalidation, { ttlMs = 5000, maxEntries = 1000 }: SeoCacheOptions = {}) {
  const entries = new Map<string, { expires: number; value: unknown }>();
  invalidation.onClear(() => entries.clear());

  return {
    /** The value stored under `key`, else what `load` gives (kept for the next callers). */
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value as T;
      const startedAt = invalidation.generation;
      const value = await load();
      if (invalidation.mayKeep(startedAt)) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { expires: Date.now() + ttlMs, value });
      }
      return value;
    },
  };
}
