// A small in-memory cache of anonymous API reads. `store` is Express middleware that
// keeps the bytes and headers of a successful read; `tryAnswer` runs before Express
// (front-door.ts) and answers a repeat from memory, routing and all skipped. An
// admin's write clears it at once, on this server and on the others of the same
// database (cache-invalidation.ts); entries also expire after a few seconds
// (docs/decisions/005). A read is kept by what it
// asks (readKey), so junk query parameters neither bypass the cache nor fill it,
// and the bytes kept are capped.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { NextFunction, Request, Response } from 'express';
import { declaredRoutes, REST_BASE_PATH } from '@hair/api';
import type { z } from 'zod';
import type { CacheInvalidation } from './cache-invalidation';

export interface ResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** The most bytes kept (bodies and headers). */
  maxBytes?: number;
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

/** An answer meant for its one reader (a quote behind its link): `Cache-Control: private` or `no-store`. */
const isPrivate = (res: Response) => /\b(private|no-store)\b/.test(String(res.getHeader('cache-control') ?? ''));

/** JSON with object keys in order, so that equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A catalogue search (`q`, in a tRPC input, a batch's or a query): counted by the API each time, so never answered from memory. */
function holdsSearch(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 3) return false;
  const record = value as Record<string, unknown>;
  if (typeof record.q === 'string' && record.q.trim() !== '') return true;
  return Object.values(record).some((inner) => holdsSearch(inner, depth + 1));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The key of an API read: its path and its input as the route reads it. A REST
 * route with a declared query schema is keyed by the parsed query (what the route
 * acts on: unknown parameters dropped, values normalised); other REST routes by
 * their parameters in a fixed order; tRPC by the procedure and its input. Null
 * when the input does not parse (the answer is an error, never kept) and for a
 * search, which the API counts.
 */
export function createReadKey(routes = declaredRoutes()): (url: string) => string | null {
  const gets = routes
    .filter((route) => route.method === 'get')
    .map((route) => ({
      pattern: new RegExp(`^${escapeRegExp(REST_BASE_PATH + route.path).replace(/\\\{[^/]*?\\\}/g, '[^/]+')}/?$`),
      query: route.doc.query as z.ZodType | undefined,
    }));
  return (url) => {
    const mark = url.indexOf('?');
    const pathname = mark === -1 ? url : url.slice(0, mark);
    const query = parseQuery(mark === -1 ? '' : url.slice(mark + 1));
    if (pathname.startsWith(`${REST_BASE_PATH}/trpc/`)) {
      if (Array.isArray(query.input)) return null;
      let input: unknown;
      try {
        input = typeof query.input === 'string' ? JSON.parse(query.input) : undefined;
      } catch {
        return null;
      }
      if (holdsSearch(input)) return null;
      return `${pathname} ${query.batch === undefined ? '' : 'batch'} ${canonicalJson(input)}`;
    }
    const route = gets.find((r) => r.pattern.test(pathname));
    if (route?.query) {
      const parsed = route.query.safeParse(query);
      return parsed.success && !holdsSearch(parsed.data) ? `${pathname} ${canonicalJson(parsed.data)}` : null;
    }
    return `${pathname} ${canonicalJson(query)}`;
  };
}

/** Keys of recent URLs, so that a repeated read is not parsed again (emptied when full). */
function memoize(keyOf: (url: string) => string | null, size = 2000): (url: string) => string | null {
  const known = new Map<string, string | null>();
  return (url) => {
    let key = known.get(url);
    if (key === undefined) {
      key = keyOf(url);
      if (known.size >= size) known.clear();
      known.set(url, key);
    }
    return key;
  };
}

export function createResponseCache(invalidation: CacheInvalidation, { ttlMs = 5000, maxEntries = 500, maxBytes = 32 * 1024 * 1024 }: ResponseCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  const readKey = memoize(createReadKey());
  let bytes = 0;
  const sizeOf = (entry: Entry) => entry.body.length + entry.headers.reduce((sum, h) => sum + h.length, 0);
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (entry) bytes -= sizeOf(entry);
    entries.delete(key);
  };
  invalidation.onClear(() => {
    entries.clear();
    bytes = 0;
  });

  function keep(key: string, res: Response, body: Buffer): void {
    forget(key);
    const headers = Object.entries(res.getHeaders())
      .filter(([name]) => !PER_RESPONSE_HEADERS.has(name))
      .flatMap(([name, value]) => [name, String(value)]);
    headers.push('x-cache', 'hit', 'content-length', String(body.length));
    const entry: Entry = { expires: Date.now() + ttlMs, headers, body, etag: res.getHeader('etag')?.toString() };
    const size = sizeOf(entry);
    if (size > maxBytes) return;
    // Oldest first, until the new answer fits.
    while (entries.size > 0 && (entries.size >= maxEntries || bytes + size > maxBytes)) forget(entries.keys().next().value as string);
    entries.set(key, entry);
    bytes += size;
  }

  return {
    /** Bytes kept now. */
    get bytes() {
      return bytes;
    },

    /** Answers a repeated read from memory; false when the request is not one (Express takes it). */
    tryAnswer(req: IncomingMessage, res: ServerResponse): boolean {
      const url = req.url ?? '';
      if (!cacheable(req, url)) return false;
      const key = readKey(url);
      const hit = key === null ? undefined : entries.get(key);
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
      if (!cacheable(req, req.originalUrl) || req.method !== 'GET') return next();
      const key = readKey(req.originalUrl);
      if (key === null) return next();
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
        if (res.statusCode === 200 && size > 0 && size <= MAX_BODY_BYTES && invalidation.mayKeep(startedAt) && !isPrivate(res)) keep(key, res, Buffer.concat(chunks));
        return end(chunk, ...rest);
      }) as Response['end'];
      next();
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
