import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { usedByCount } from './stored-files';

/** A tRPC error as the client builds it from a server answer. */
function serverError(httpStatus: number, extra: Record<string, unknown> = {}) {
  return TRPCClientError.from({ error: { code: -32000, message: 'x', data: { httpStatus, ...extra } } });
}

describe('usedByCount', () => {
  it('reads the count of a 409 answer', () => {
    expect(usedByCount(serverError(409, { count: 2 }))).toBe(2);
  });

  it('is null for any other failure', () => {
    expect(usedByCount(serverError(404))).toBeNull();
    expect(usedByCount(serverError(409))).toBeNull();
    expect(usedByCount(new Error('offline'))).toBeNull();
  });
});
