// Helpers for the catalogue's integration tests (tRPC callers and REST).
import { TRPCError } from '@trpc/server';
import { describeError } from '../../errors';

/** What a client sees of a failed call: the tRPC code and the public message ('field: message'). */
export async function failure(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return { code: error.code, message: describeError(error).message };
  }
  throw new Error('expected the call to fail');
}

export const NOT_AUTHENTICATED = { code: 'UNAUTHORIZED', message: 'Not authenticated' } as const;
export const NOT_ADMIN = { code: 'FORBIDDEN', message: 'Admin access required' } as const;

/** Rich text carrying the three attacks the server must remove. */
export const HOSTILE_HTML =
  '<p>Soft <b>wave</b></p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">click</a>';

/** True when none of the attacks of HOSTILE_HTML survived (the harmless parts are checked by the tests). */
export function isClean(html: unknown): boolean {
  const text = JSON.stringify(html);
  return !/<script|onerror|javascript:/i.test(text);
}
