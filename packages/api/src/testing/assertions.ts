// What a client sees of failed calls, shared by the router integration tests.
import { TRPCError } from '@trpc/server';
import { describeError } from '../errors';

export type Failure = { code: string; message: string } & Record<string, unknown>;

/**
 * The tRPC code, the public message ('field: message') and any extra fields of a failed call.
 * Extra fields (e.g. `count` on a 409) appear only when the error carries them.
 */
export async function failure(call: Promise<unknown>): Promise<Failure> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const { message, extra } = describeError(error);
    return { code: error.code, message, ...extra };
  }
  throw new Error('expected the call to fail');
}

export const NOT_AUTHENTICATED = { code: 'UNAUTHORIZED', message: 'Not authenticated' } as const;
export const NOT_ADMIN = { code: 'FORBIDDEN', message: 'Admin access required' } as const;

/** Rich text carrying the four attacks the server must remove. */
export const HOSTILE_HTML =
  '<p>Soft <b>wave</b></p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">click</a>' +
  '<meta http-equiv="refresh" content="0;url=https://evil.example">';

/** True when none of the attacks of HOSTILE_HTML survived (the harmless parts are checked by the tests). */
export function isClean(html: unknown): boolean {
  const text = JSON.stringify(html);
  return !/<script|onerror|javascript:|http-equiv/i.test(text);
}
