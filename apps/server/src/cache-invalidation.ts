// One signal for every in-memory cache of public answers (API reads, rendered pages,
// page heads, the sitemap): an admin's successful write clears them all, here at once
// and on the other servers of the same database through its change feed. Anonymous
// writes (inquiries, reviews, sign-in) change nothing public, so they clear nothing.
// While the feed cannot hear the other servers, nothing is kept: a change made
// elsewhere in that time would go unnoticed (docs/decisions/018).
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { isAdminRequest, type AppDeps, type ChangeFeed } from '@hair/api';

export interface CacheInvalidation {
  /** Changes whenever a write starts or succeeds, here or on another server. */
  readonly generation: number;
  /** True when an answer whose read began at generation `startedAt` may be kept: nothing changed since, and changes elsewhere are heard. */
  mayKeep(startedAt: number): boolean;
  /** Registers a cache's clear function. */
  onClear(clear: () => void): void;
  /** Clears every registered cache now. */
  clearAll(): void;
  /** Middleware for the API: marks an admin's write, and when it succeeded clears the caches here and tells the other servers. */
  afterAdminWrites(deps: AppDeps): (req: Request, res: Response, next: NextFunction) => void;
}

export interface CacheInvalidationOptions {
  /** The database's change feed; without one, this process is the only server. */
  changes?: ChangeFeed;
  /** Where a notice that could not be sent is reported. */
  logger?: Logger;
}

export function createCacheInvalidation({ changes, logger }: CacheInvalidationOptions = {}): CacheInvalidation {
  let generation = 0;
  let hearing = changes?.listening ?? true;
  const clears: (() => void)[] = [];
  const clearAll = () => {
    generation += 1;
    for (const clear of clears) clear();
  };
  changes?.subscribe({
    onChange: clearAll,
    // Going deaf: what is kept may already be stale. Hearing again: notices were missed.
    onListening: (listening) => {
      hearing = listening;
      clearAll();
    },
  });
  const tellOthers = () => {
    changes?.publish().catch((err: unknown) => logger?.error({ err }, 'the other servers could not be told of a change: they serve what they keep until it expires'));
  };
  return {
    get generation() {
      return generation;
    },
    mayKeep: (startedAt) => hearing && generation === startedAt,
    onClear: (clear) => void clears.push(clear),
    clearAll,
    afterAdminWrites: (deps) => (req, res, next) => {
      if (req.method === 'GET' || req.method === 'HEAD') return next();
      isAdminRequest(deps, req).then((admin) => {
        if (admin) {
          generation += 1;
          res.on('finish', () => {
            if (res.statusCode >= 400) return;
            clearAll();
            tellOthers();
          });
        }
        next();
      }, next);
    },
  };
}
