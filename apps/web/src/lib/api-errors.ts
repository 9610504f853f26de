// Turns a failed API call into the message a user sees: the
// server's error message when it sent one, the network error when the request
// never got an answer, and the given fallback when the answer was unreadable.
import { TRPCClientError } from '@trpc/client';

/** HTTP status of a failed call, when the server answered with a readable error. */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status: unknown = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === 'number' ? status : null;
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError) {
    if (error.shape) return error.message || fallback;
    // fetch() rejects with a TypeError when the network fails.
    if (error.cause instanceof TypeError) return error.cause.message || fallback;
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server's message per field of a refused input (`details` of a 400), e.g. `{ password: 'Password must be …' }`. */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const details: unknown = (error.data as { details?: unknown } | undefined)?.details;
  const messages: Record<string, string> = {};
  if (!Array.isArray(details)) return messages;
  for (const detail of details as { field?: unknown; message?: unknown }[]) {
    if (typeof detail.field === 'string' && typeof detail.message === 'string' && !(detail.field in messages)) messages[detail.field] = detail.message;
  }
  return messages;
}
