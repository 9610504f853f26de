// What the logs may hold: the route, the status, ids and timings. Never a token,
// a cookie, a password or a request body (docs/decisions/008). Query strings keep
// their names but lose the values of secret ones (the e-mail verification token).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger, LoggerOptions } from 'pino';
import type { Options } from 'pino-http';

const SECRET_PARAMS = /^(token|password|key|secret|signature|code)$/i;
const REDACTED = '[redacted]';

/** The URL with the values of secret query parameters replaced. */
export function loggableUrl(url: string): string {
  const [pathname, query] = url.split('?', 2) as [string, string | undefined];
  if (!query) return pathname;
  const params = new URLSearchParams(query);
  for (const name of new Set(params.keys())) if (SECRET_PARAMS.test(name)) params.set(name, REDACTED);
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
