import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { QUERY_GC_TIME_MS } from '@hair/domain';
import { createQueryClient, shouldRetryQuery } from './query-client';

/** A tRPC error as the client builds it from a server answer with this HTTP status. */
function serverError(httpStatus: number): TRPCClientError<never> {
  return TRPCClientError.from({ error: { code: -32000, message: 'x', data: { httpStatus } } }) as TRPCClientError<never>;
}

describe('the data cache', () => {
  it('keeps unused data 5 minutes and waits 1 s, 2 s, 4 s ... at most 30 s between retries', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    const delay = queries?.retryDelay as (attempt: number, error: unknown) => number;
    expect([0, 1, 2, 3, 10].map((attempt) => delay(attempt, new Error('x')))).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });

  it('retries a failed read 3 times', () => {
    const network = new TypeError('Failed to fetch');
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, network))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, serverError(503)))).toEqual([true, true, true, false]);
  });

  it('does not ask again after a client error, except timeouts and rate limits', () => {
    for (const status of [400, 401, 403, 404, 409, 413]) expect(shouldRetryQuery(0, serverError(status))).toBe(false);
    expect(shouldRetryQuery(0, serverError(408))).toBe(true);
    expect(shouldRetryQuery(0, serverError(429))).toBe(true);
  });

  it('never repeats a write on its own', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
