// A small in-memory cache of anonymous API reads. Any write through this process
// clears it at once; entries also expire after a few seconds, so replicas behind a
// load balancer converge quickly on each other's writes (docs/decisions/005).
import type { NextFunction, Request, Response } from 'express';

export interface ResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
}

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string | undefined;
}

const KEPT_HEADERS = ['content-type', 'etag', 'cache-control', 'x-total-count'];

export function createResponseCache({ ttlMs = 5000, maxEntries = 500 }: ResponseCacheOptions = {}) {
  const entries = new Map<string, Entry>();

  function cacheable(req: Request): boolean {
    return req.method === 'GET' && !req.headers.authorization && !req.path.startsWith('/auth/');
  }

  return function responseCache(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      entries.clear();
      res.on('finish', () => entries.clear()); // also drop reads cached while the write ran
      return next();
    }
    if (!cacheable(req)) return next();

    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader('X-Cache', 'hit');
      if (hit.etag && req.headers['if-none-match'] === hit.etag) return void res.status(304).end();
      return void res.status(hit.status).end(hit.body);
    }

    // Capture the body that the route sends, then store it if it was a 200.
    const send = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (res.statusCode === 200 && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        const headers = KEPT_HEADERS.flatMap((name) => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, String(value)] as [string, string]];
        });
        entries.set(key, {
          expires: Date.now() + ttlMs,
          status: 200,
          headers,
          body: Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk),
          etag: res.getHeader('etag')?.toString(),
        });
      }
      return send(chunk, ...rest);
    }) as Response['end'];
    next();
  };
}
