// The data cache: unused data is dropped after 5 minutes; a
// failed read is retried 3 times with exponential delay capped at 30 seconds.
// Data stays fresh for 30 seconds: what the server sent with the page is not read
// again as the page comes to life, nor when a visitor goes back and forth. An admin's
// save marks what it changed as stale at once.
import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRIES, queryRetryDelayMs } from '@hair/domain';
import { errorStatus } from './api-errors';

/**
 * Retries a read up to QUERY_RETRIES times, but not when the server answered
 * with a client error (400, 401, 403, 404 ...): asking again gives the same answer.
 * Timeouts (408) and rate limits (429) are retried.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  const status = errorStatus(error);
  if (status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  return true;
}

export const QUERY_STALE_TIME_MS = 30_000;

/** The browser's data cache; on the server (`serverRender`) a read is tried once: the page is not kept waiting. */
export function createQueryClient({ serverRender = false }: { serverRender?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        staleTime: QUERY_STALE_TIME_MS,
        retry: serverRender ? false : shouldRetryQuery,
        retryDelay: queryRetryDelayMs,
      },
      mutations: { retry: false },
    },
  });
}
