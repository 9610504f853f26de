// One way to raise API errors: a TRPCError whose code maps to the HTTP status of
// the REST contract. Extra fields (e.g. `count` on a 409) ride in `cause`.
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

export class ErrorDetails extends Error {
  constructor(readonly extra: Record<string, unknown>) {
    super('details');
  }
}

/** A 429's wait, sent as the Retry-After header (not in the body). */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super('retry after');
  }
}

type Code = ConstructorParameters<typeof TRPCError>[0]['code'];

export function apiError(code: Code, message: string, extra?: Record<string, unknown>, cause?: Error): TRPCError {
  return new TRPCError({ code, message, cause: extra ? new ErrorDetails(extra) : cause });
}

/** Seconds of the Retry-After header that `error` asks for, if any. */
export function retryAfterSeconds(error: unknown): number | undefined {
  return error instanceof TRPCError && error.cause instanceof RetryAfter ? error.cause.seconds : undefined;
}

export const badRequest = (message: string) => apiError('BAD_REQUEST', message);
export const notFound = (message: string) => apiError('NOT_FOUND', message);
export const conflict = (message: string, extra?: Record<string, unknown>) => apiError('CONFLICT', message, extra);
export const tooLarge = (message: string) => apiError('PAYLOAD_TOO_LARGE', message);

/** 'field: message' for each issue, so a 400 names the field. */
export function formatZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

function zodDetails(error: ZodError) {
  return error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

/** The public message and extra fields of any error thrown by a procedure. */
export function describeError(error: TRPCError): { message: string; details?: unknown; extra?: Record<string, unknown> } {
  const cause = error.cause;
  if (cause instanceof ZodError) return { message: formatZodError(cause), details: zodDetails(cause) };
  if (cause instanceof ErrorDetails) return { message: error.message, extra: cause.extra };
  if (error.code === 'INTERNAL_SERVER_ERROR') return { message: 'Internal server error' };
  return { message: error.message };
}
