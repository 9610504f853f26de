// Page heads and the sitemap kept in memory for a few seconds, so a burst of
// visits (or a crawler) costs one set of database reads. Like the API's response
// cache (response-cache.ts, docs/decisions/005), any write through this process's
// API clears it at once.
import type { NextFunction, Request, Response } from 'express';

export interface SeoCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
}

export function createSeoCache({ ttlMs = 5000, maxEntries = 1000 }: SeoCacheOptions = {}) {
  const entries = new Map<string, { expires: number; value: unknown }>();
  // Bumped when a write starts and ends: a read that overlapped a write is not stored.
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    entries.clear();
  };

  return {
    /** The value stored under `key`, else what `load` gives (kept for the next callers). */
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value as T;
      const startedAt = generation;
      const value = await load();
      if (generation === startedAt) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { expires: Date.now() + ttlMs, value });
      }
      return value;
    },

    /** Middleware for the API: clears the cache when a write starts and again when it ends. */
    clearOnWrite(req: Request, res: Response, next: NextFunction): void {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        invalidate();
        res.on('finish', invalidate);
      }
      next();
    },
  };
}
