// A small in-memory cache of anonymous API reads. `store` is Express middleware that
// keeps the bytes and headers of a successful read; `tryAnswer` runs before Express
// (front-door.ts) and answers a repeat from memory, routing and all skipped. An
// admin's write through this process clears it at once (cache-invalidation.ts);
// entries also expire after a few seconds, so replicas behind a load balancer converge
// quickly on each other's writes (docs/decisions/005).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { CacheInvalidation } from './cache-invalidation';

export interface ResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
}

interface Entry {
  expires: number;
  /** Flat name/value pairs, ready for writeHead (the fastest way to send them). */
  headers: string[];
  body: Buffer;
  etag: string | undefined;
}

/** Headers that belong to one response, not to the content. */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-cache']);
/** Larger answers (e.g. a list of 1,000 products) are not worth keeping in memory. */
const MAX_BODY_BYTES = 512 * 1024;

/** Anonymous GETs of the API (`url` is the full path and query), except sign-in's. */
function cacheable(req: IncomingMessage, url: string): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.authorization && url.startsWith('/api/') && !url.startsWith('/api/auth/');
}

export function createResponseCache(invalidation: CacheInvalidation, { ttlMs = 5000, maxEntries = 500 }: ResponseCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  invalidation.onClear(() => entries.clear());

  function keep(key: string, res: Response, body: Buffer): void {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const headers = Object.entries(res.getHeaders())
      .filter(([name]) => !PER_RESPONSE_HEADERS.has(name))
      .flatMap(([name, value]) => [name, String(value)]);
    headers.push('x-cache', 'hit', 'content-length', String(body.length));
    entries.set(key, { expires: Date.now() + ttlMs, headers, body, etag: res.getHeader('etag')?.toString() });
  }

  return {
    /** Answers a repeated read from memory; false when the request is not one (Express takes it). */
    tryAnswer(req: IncomingMessage, res: ServerResponse): boolean {
      const url = req.url ?? '';
      if (!cacheable(req, url)) return false;
      const hit = entries.get(url);
      if (!hit || hit.expires <= Date.now()) return false;
      if (hit.etag && req.headers['if-none-match'] === hit.etag) {
        res.writeHead(304, hit.headers.slice(0, -2)).end();
      } else {
        res.writeHead(200, hit.headers);
        res.end(req.method === 'HEAD' ? undefined : hit.body);
      }
      return true;
    },

    /** Middleware for /api: keeps the bytes of each successful anonymous read as the route sends them. */
    store(req: Request, res: Response, next: NextFunction): void {
      const key = req.originalUrl;
      if (!cacheable(req, key) || req.method !== 'GET') return next();
      // Capture the body as the route sends it (REST in one end(), tRPC through write()s),
      // then keep it if the answer was a 200 and no write overlapped the read.
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
        if (res.statusCode === 200 && size > 0 && size <= MAX_BODY_BYTES && invalidation.generation === startedAt) keep(key, res, Buffer.concat(chunks));
        return end(chunk, ...rest);
      }) as Response['end'];
      next();
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
