// The REST adapter is thin: each route builds a tRPC caller for the request and
// calls the same procedure. Errors become `{ error, details?, ...extra }` with the
// status of the REST contract; bad input never yields a 5xx.
import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { API_TOKEN_MESSAGES } from '../api-tokens/service';
import { createRequestContext } from '../context';
import { apiError, badRequest, describeError, retryAfterSeconds } from '../errors';
import { appRouter } from '../root';
import type { FileBody } from '../shared/file-body';
import type { AppDeps } from '../shared/types';
import { createCallerFactory } from '../trpc';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

export interface RouteArgs {
  caller: Caller;
  req: Request;
  res: Response;
}

/** What a route answers: a JSON body (200, or the route's `status`), or nothing (204). */
export type RouteFn = (args: RouteArgs) => Promise<unknown>;

export type Handle = (fn: RouteFn, doc: RouteDoc) => (req: Request, res: Response, next: NextFunction) => void;

export function createHandle(deps: AppDeps): Handle {
  return (fn, doc) => (req, res) => {
    void (async () => {
      try {
        if (doc.status === 201) res.status(201);
        const context = await createRequestContext(deps, req);
        // An integrator whose token stopped working is told so, even on a public read.
        if (context.refusedApiToken) throw apiError('UNAUTHORIZED', API_TOKEN_MESSAGES.invalid);
        const caller = createCaller(context);
        const body = await fn({ caller, req, res });
        if (res.headersSent) return;
        if (body === undefined) res.status(res.statusCode === 200 ? 204 : res.statusCode).end();
        else res.json(body);
      } catch (error) {
        sendError(deps, req, res, error);
      }
    })();
  };
}

function sendError(deps: AppDeps, req: Request, res: Response, error: unknown): void {
  const trpcError = error instanceof TRPCError
    ? error
    : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', cause: error });
  const status = getHTTPStatusCodeFromError(trpcError);
  if (status >= 500) deps.logger.error({ err: trpcError.cause ?? trpcError, method: req.method, route: req.route?.path }, 'request failed');
  const { message, details, extra } = describeError(trpcError);
  if (res.headersSent) return;
  const retryAfter = retryAfterSeconds(trpcError);
  if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
  res.status(status).json({ error: message, ...(details ? { details } : {}), ...extra });
}

/** The answer of a public read: browsers and proxies may cache it, but always revalidate it (ETag). */
export function publicRead<T>(res: Response, body: T): T {
  res.setHeader('Cache-Control', 'public, no-cache');
  return body;
}

/** The answer of a read that only its caller may see (drafts): kept in no cache. */
export function privateRead<T>(res: Response, body: T): T {
  res.setHeader('Cache-Control', 'private, no-store');
  return body;
}

interface FileAnswer {
  contentType: FileType;
  fileName: string;
  /** Saved rather than shown by the browser. */
  download?: boolean;
}

/** The headers of a file answer. Kept in no cache: each file is one buyer's or the admin's. */
function setFileHeaders(res: Response, file: FileAnswer): void {
  res.setHeader('Content-Type', file.contentType === 'text/csv' ? 'text/csv; charset=utf-8' : file.contentType);
  res.setHeader('Content-Disposition', `${file.download ? 'attachment' : 'inline'}; filename="${file.fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
}

/** Sends a file (a quote's PDF, an export) instead of JSON; the route then answers nothing more. */
export function sendFile(res: Response, file: FileAnswer & { body: Buffer | string }): undefined {
  setFileHeaders(res, file);
  res.send(file.body);
  return undefined;
}

const NOT_AN_OBJECT = 'Request body must be a JSON object';

/**
 * The JSON object a write sends. No body at all reads as {}, so that the schema
 * names the missing fields; an array or any other JSON value is refused.
 */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  throw badRequest(NOT_AN_OBJECT);
}

/**
 * The body of a route that takes a file (RouteDoc.fileBody), as a web stream that reads
 * nothing from the request until it is read, and then one chunk at a time: a refused
 * request (not an admin, too large) leaves its bytes on the wire. With it, the length
 * the client declared (Content-Length), so that a file too large is refused unread.
 */
export function fileBodyOf(req: Request): FileBody {
  const declared = Number(req.headers['content-length']);
  const size = req.headers['content-length'] !== undefined && Number.isSafeInteger(declared) && declared >= 0 ? declared : undefined;
  return { size, body: fileStream(req) };
}

function fileStream(req: Request): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull: (controller) =>
        new Promise<void>((resolve, reject) => {
          if (req.readableEnded) {
            controller.close();
            return resolve();
          }
          const settle = (done: () => void) => {
            req.pause();
            req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
            done();
          };
          const onData = (chunk: Buffer) => settle(() => {
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            resolve();
          });
          const onEnd = () => settle(() => {
            controller.close();
            resolve();
          });
          const onError = (error: Error) => settle(() => reject(error));
          // The client went away before the end of its body.
          const onClose = () => onError(new Error('request closed before its body ended'));
          req.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose);
          req.resume();
        }),
    },
    { highWaterMark: 0 },
  );
}

/** After a refusal, what is left of a file body is read and dropped, so that the client, still sending, receives the answer. */
export function dropRestOfBody(req: Request): void {
  if (!req.readableEnded) req.resume();
}

/**
 * Sends a file made a page at a time (an export of the whole catalogue) instead
 * of JSON, page by page as `next` gives them (null: the end), waiting whenever
 * the client reads slower; stops when the client goes away. Kept in no cache.
 * Once the first page is sent, a failure can only cut the file short.
 */
export async function sendFilePages(res: Response, file: FileAnswer, first: string, next: () => Promise<string | null>): Promise<undefined> {
  setFileHeaders(res, file);
  try {
    for (let page: string | null = first; page !== null; page = await next()) {
      if (res.destroyed) return undefined;
      if (!res.write(page)) await new Promise((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
    }
    res.end();
  } catch (error) {
    res.destroy();
    throw error;
  }
  return undefined;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type FileType = 'application/pdf' | 'text/csv';

/** Who may call a route: anyone, any signed-in account, or an admin (an API token counts as one). */
export type Access = 'public' | 'signed-in' | 'admin';

/**
 * What the OpenAPI document says of a route. The schemas are the zod schemas the
 * route's procedure validates with (or the domain schema of what it answers).
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  access: Access;
  /** The path parameters; each is a plain string unless given here. */
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A body of raw bytes instead of JSON (a file), in one of these media types: the route reads it (fileBodyOf). */
  fileBody?: readonly string[];
  /** The JSON answer; without one (and no `file`) the route answers 204 with no body. */
  response?: z.ZodType;
  /** A route that answers a file of this type instead of JSON. */
  file?: FileType;
  /** 201 for a create; 200 otherwise. */
  status?: 201;
}

export type RouteDeclaration = (path: string, doc: RouteDoc, fn: RouteFn) => void;
export type RestRoutes = Record<HttpMethod, RouteDeclaration>;

/** A resource's REST routes, declared once: mounted on the router and described in the OpenAPI document. */
export interface RestModule {
  tag: string;
  declare(routes: RestRoutes): void;
}

/** Routes whose every declaration goes to `add`. */
export function restRoutes(add: (method: HttpMethod, path: string, doc: RouteDoc, fn: RouteFn) => void): RestRoutes {
  return Object.fromEntries(HTTP_METHODS.map((method) => [method, (path: string, doc: RouteDoc, fn: RouteFn) => add(method, path, doc, fn)])) as RestRoutes;
}
