// The REST adapter is thin: each route builds a tRPC caller for the request and
// calls the same procedure. Errors become `{ error, details?, ...extra }` with the
// status of the REST contract; bad input never yields a 5xx.
import type { NextFunction, Request, Response, Router } from 'express';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { createRequestContext } from '../context';
import { badRequest, describeError, retryAfterSeconds } from '../errors';
import { appRouter } from '../root';
import type { AppDeps } from '../shared/types';
import { createCallerFactory } from '../trpc';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

export interface RouteArgs {
  caller: Caller;
  req: Request;
  res: Response;
}

/** What a route answers: a JSON body (200 unless `res.status` was set), or nothing (204). */
export type RouteFn = (args: RouteArgs) => Promise<unknown>;

export type Handle = (fn: RouteFn) => (req: Request, res: Response, next: NextFunction) => void;

export function createHandle(deps: AppDeps): Handle {
  return (fn) => (req, res) => {
    void (async () => {
      try {
        const caller = createCaller(await createRequestContext(deps, req));
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

export function sendError(deps: AppDeps, req: Request, res: Response, error: unknown): void {
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

/** Public reads may be cached by browsers and proxies, but always revalidated (ETag). */
export function publicRead(res: Response): void {
  res.setHeader('Cache-Control', 'public, no-cache');
}

export const NOT_AN_OBJECT = 'Request body must be a JSON object';

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

export type RestModule = (router: Router, handle: Handle) => void;
