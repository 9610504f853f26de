// What the logs may hold: the route, the status, ids and timings. Never a token,
// a cookie, a password or a request body (docs/decisions/008). Query strings keep
// their names but lose the values of secret ones (the e-mail verification token);
// a quote's link token is cut out of its paths.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger, LoggerOptions } from 'pino';
import type { Options } from 'pino-http';
import { LINK_PROCEDURES } from '@hair/api';

/** Query parameters named like secrets, in any case ('access_token', 'API_KEY', 'Session'). */
const SECRET_PARAMS = /token|passw|secret|key|auth|session|jwt|signature|^code$/i;
const REDACTED = '[redacted]';

/** Paths whose segment after the prefix is a secret: a quote's link token (the page, and its API and PDF). Routes match in any case. */
const SECRET_SEGMENT = /^(\/q\/|\/api\/quotes\/)[^/?.]+/i;
const TRPC_PREFIX = '/api/trpc/';
const LINK_PROCEDURE_NAMES = new Set(LINK_PROCEDURES.map((name) => name.toLowerCase()));

/** True when a tRPC path (batched or not, with encoded commas) calls one of the link's procedures. */
function callsLinkProcedure(pathname: string): boolean {
  if (!pathname.toLowerCase().startsWith(TRPC_PREFIX)) return false;
  return pathname.slice(TRPC_PREFIX.length).split(/,|%2c/i).some((procedure) => LINK_PROCEDURE_NAMES.has(procedure.toLowerCase()));
}

/** The URL with the link token of a quote, the values of secret query parameters and the input of the link's procedures replaced. */
export function loggableUrl(url: string): string {
  const [fullPath, query] = url.split('?', 2) as [string, string | undefined];
  // Express routes '//q/…' and '/api//quotes/…' as their single-slash forms.
  const pathname = fullPath.replace(/\/{2,}/g, '/').replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (!query) return pathname;
  const params = new URLSearchParams(query);
  const linkCall = callsLinkProcedure(pathname);
  for (const name of new Set(params.keys())) if (SECRET_PARAMS.test(name) || (linkCall && name === 'input')) params.set(name, REDACTED);
  return `${pathname}?${params.toString()}`;
}

interface Fault extends Error {
  query?: unknown;
  params?: unknown;
  detail?: unknown;
  code?: unknown;
}

/**
 * Errors without the values they carry: a failed query's message and stack list its
 * parameters (an e-mail, a password hash), and PostgreSQL's `detail` repeats the
 * conflicting value. The type, code, query text and the chain of causes are enough
 * to find the fault. (pino's own serializer folds the causes' messages into the
 * outer message and stack, values included.)
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : String(error);
  const fault = error as Fault;
  const carriesValues = fault.params !== undefined || fault.detail !== undefined;
  return {
    type: fault.constructor.name,
    message: carriesValues ? (typeof fault.query === 'string' ? `Failed query: ${fault.query}` : fault.message.split('\n')[0]) : fault.message,
    ...(fault.code !== undefined ? { code: fault.code } : {}),
    ...(carriesValues ? {} : { stack: fault.stack }),
    ...(fault.cause !== undefined && depth < 5 ? { cause: serializeError(fault.cause, depth + 1) } : {}),
  };
}

/** The root logger's options: every `{ err }` goes through serializeError. */
export const loggerOptions: LoggerOptions = { serializers: { err: (error: unknown) => serializeError(error) } };

/** pino-http: one line per request with method, route, status and time; health checks are not logged. */
export function requestLogOptions(logger: Logger): Options {
  return {
    logger,
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url ?? '') }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: (error: unknown) => serializeError(error),
    },
  };
}
