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

/**
 * What the admin editor's toolbar writes, in the form the sanitizer gives back: headings,
 * both lists, links (one opening a new tab), a quote and images with and without alt text.
 */
export const EDITOR_HTML =
  '<h2>Three grades</h2><h3>Double drawn</h3><ul><li><p>Thick ends</p></li></ul><ol><li><p>Wash</p></li><li><p>Dry flat</p></li></ol>' +
  '<p>Read the <a href="https://example.com/care" target="_blank" rel="noopener noreferrer">care guide</a>, ' +
  '<a href="/products">our hair</a> or <a href="mailto:sales@example.com">write to us</a>.</p>' +
  '<blockquote><p>Still soft after a year.</p></blockquote>' +
  '<img src="/uploads/blog/bundles.webp" alt="Raw hair bundles on a table" /><img src="/uploads/blog/line.webp" alt="" />';

/** Links the sanitizer must disarm: scripts, data and phone URLs lose their href, a new tab always gets rel="noopener noreferrer", other targets go. */
export const HOSTILE_LINKS_HTML =
  '<p><a href="javascript:alert(1)" target="_blank">a</a><a href=" JaVa\tscript:alert(2)">b</a><a href="data:text/html,x">c</a>' +
  '<a href="tel:+84912345678">d</a><a href="https://ok.example" target="_blank" rel="opener">e</a><a href="/care" target="_top" rel="nofollow">f</a></p>';

export const HOSTILE_LINKS_CLEANED =
  '<p><a target="_blank" rel="noopener noreferrer">a</a><a>b</a><a>c</a>' +
  '<a>d</a><a href="https://ok.example" target="_blank" rel="noopener noreferrer">e</a><a href="/care">f</a></p>';
