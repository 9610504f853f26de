// The data cache of spec point 9: unused data is dropped after 5 minutes; a
// failed read is retried 3 times with exponential delay capped at 30 seconds.
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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelayMs,
      },
      mutations: { retry: false },
    },
  });
}
