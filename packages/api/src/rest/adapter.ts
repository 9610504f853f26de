// The REST adapter is thin: each route builds a tRPC caller for the request and
// calls the same procedure. Errors become `{ error, details?, ...extra }` with the
// status of the REST contract; bad input never yields a 5xx.
import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { API_TOKEN_MESSAGES, isApiToken } from '../api-tokens/service';
import { bearerToken, createRequestContext } from '../context';
import { apiError, badRequest, describeError, retryAfterSeconds } from '../errors';
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
        if (!context.session && isApiToken(bearerToken(req.headers.authorization) ?? '')) throw apiError('UNAUTHORIZED', API_TOKEN_MESSAGES.invalid);
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

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

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
  /** The JSON answer; without one the route answers 204 with no body. */
  response?: z.ZodType;
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
