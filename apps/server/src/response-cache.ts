// A small in-memory cache of anonymous API reads. An admin's write through this
// process clears it at once (cache-invalidation.ts); entries also expire after a few
// seconds, so replicas behind a load balancer converge quickly on each other's
// writes (docs/decisions/005).
import type { NextFunction, Request, Response } from 'express';
import type { CacheInvalidation } from './cache-invalidation';

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
/** Larger answers (e.g. a list of 1,000 products) are not worth keeping in memory. */
const MAX_BODY_BYTES = 512 * 1024;

export function createResponseCache(invalidation: CacheInvalidation, { ttlMs = 5000, maxEntries = 500 }: ResponseCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  invalidation.onClear(() => entries.clear());

  function cacheable(req: Request): boolean {
    return req.method === 'GET' && !req.headers.authorization && !req.path.startsWith('/auth/');
  }

  function store(key: string, res: Response, body: Buffer): void {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const headers = KEPT_HEADERS.flatMap((name) => {
      const value = res.getHeader(name);
      return value === undefined ? [] : [[name, String(value)] as [string, string]];
    });
    entries.set(key, { expires: Date.now() + ttlMs, status: 200, headers, body, etag: res.getHeader('etag')?.toString() });
  }

  return function responseCache(req: Request, res: Response, next: NextFunction): void {
    if (!cacheable(req)) return next();

    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader('X-Cache', 'hit');
      if (hit.etag && req.headers['if-none-match'] === hit.etag) return void res.status(304).end();
      return void res.status(hit.status).end(hit.body);
    }

    // Capture the body as the route sends it (REST in one end(), tRPC through write()s),
    // then store it if the answer was a 200.
    const startedAt = invalidation.generation;
    const chunks: Buffer[] = [];
    let size = 0;
    const capture = (chunk: unknown) => {
      if (size > MAX_BODY_BYTES || (typeof chunk !== 'string' && !(chunk instanceof Uint8Array))) return;
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      chunks.push(bytes);
      size += bytes.length;
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      capture(chunk);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') capture(chunk);
      if (res.statusCode === 200 && size > 0 && size <= MAX_BODY_BYTES && invalidation.generation === startedAt) store(key, res, Buffer.concat(chunks));
      return end(chunk, ...rest);
    }) as Response['end'];
    next();
  };
}
