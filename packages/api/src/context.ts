// tRPC context in two layers: createContextInner for tests and server-side
// calls, createRequestContext for an HTTP request (bearer token -> session).
import type { Request } from 'express';
import { validateSessionToken, type ValidSession } from './services/auth/sessions';
import type { AppDeps } from './services/types';

export interface Context extends AppDeps {
  session: ValidSession | null;
  ip: string;
}

export function createContextInner(deps: AppDeps, opts: { session?: ValidSession | null; ip?: string } = {}): Context {
  return { ...deps, session: opts.session ?? null, ip: opts.ip ?? '127.0.0.1' };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

export async function createRequestContext(deps: AppDeps, req: Request): Promise<Context> {
  const token = bearerToken(req.headers.authorization);
  const session = token ? await validateSessionToken(deps.db, token) : null;
  return createContextInner(deps, { session, ip: req.ip ?? req.socket.remoteAddress ?? 'unknown' });
}
