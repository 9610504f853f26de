// tRPC context in two layers: createContextInner for tests and server-side
// calls, createRequestContext for an HTTP request (bearer token -> session, or
// an integrator's API token -> its grant).
import type { Request } from 'express';
import { isAdminRole } from '@hair/domain';
import { authenticateApiToken, isApiToken } from './api-tokens/service';
import { validateSessionToken, type ValidSession } from './auth/sessions';
import type { AppDeps } from './shared/types';

export interface Context extends AppDeps {
  session: ValidSession | null;
  ip: string;
  /** The request carried an API token that is unknown or revoked: answered 401, never served as a visitor. */
  refusedApiToken: boolean;
}

export function createContextInner(deps: AppDeps, opts: { session?: ValidSession | null; ip?: string; refusedApiToken?: boolean } = {}): Context {
  return { ...deps, session: opts.session ?? null, ip: opts.ip ?? '127.0.0.1', refusedApiToken: opts.refusedApiToken ?? false };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

// The server asks before it reads a body (its size limit depends on who sends it),
// and the context asks again: one database lookup per request.
const requestSessions = new WeakMap<Request, Promise<ValidSession | null>>();

/** The session (or API token grant) of the request's bearer token, or null. */
export function requestSession(deps: AppDeps, req: Request): Promise<ValidSession | null> {
  let session = requestSessions.get(req);
  if (!session) {
    const token = bearerToken(req.headers.authorization);
    session = !token ? Promise.resolve(null) : isApiToken(token) ? authenticateApiToken(deps.db, token) : validateSessionToken(deps.db, token);
    requestSessions.set(req, session);
  }
  return session;
}

export async function isAdminRequest(deps: AppDeps, req: Request): Promise<boolean> {
  return isAdminRole((await requestSession(deps, req))?.user.role);
}

export async function createRequestContext(deps: AppDeps, req: Request): Promise<Context> {
  const session = await requestSession(deps, req);
  const refusedApiToken = !session && isApiToken(bearerToken(req.headers.authorization) ?? '');
  return createContextInner(deps, { session, ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', refusedApiToken });
}
