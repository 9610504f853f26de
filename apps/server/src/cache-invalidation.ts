// One signal for every in-memory cache of public answers (API reads, page heads,
// the sitemap): an admin's successful write clears them all. Anonymous writes
// (inquiries, reviews, sign-in) change nothing public, so they clear nothing.
import type { NextFunction, Request, Response } from 'express';
import { isAdminRequest, type AppDeps } from '@hair/api';

export interface CacheInvalidation {
  /** Changes whenever a write starts or succeeds: a read that began before must not be stored. */
  readonly generation: number;
  /** Registers a cache's clear function. */
  onClear(clear: () => void): void;
  /** Clears every registered cache now. */
  clearAll(): void;
  /** Middleware for the API: marks an admin's write and clears the caches when it succeeded. */
  afterAdminWrites(deps: AppDeps): (req: Request, res: Response, next: NextFunction) => void;
}

export function createCacheInvalidation(): CacheInvalidation {
  let generation = 0;
  const clears: (() => void)[] = [];
  const clearAll = () => {
    generation += 1;
    for (const clear of clears) clear();
  };
  return {
    get generation() {
      return generation;
    },
    onClear: (clear) => void clears.push(clear),
    clearAll,
    afterAdminWrites: (deps) => (req, res, next) => {
      if (req.method === 'GET' || req.method === 'HEAD') return next();
      isAdminRequest(deps, req).then((admin) => {
        if (admin) {
          generation += 1;
          res.on('finish', () => {
            if (res.statusCode < 400) clearAll();
          });
        }
        next();
      }, next);
    },
  };
}
