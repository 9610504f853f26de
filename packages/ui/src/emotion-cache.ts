// Emotion writes <style> tags at run time. The server's CSP allows them only with
// the per-request nonce it puts on <meta property="csp-nonce" nonce="...">, so
// the cache must stamp that nonce on every tag it creates.
import createCache, { type EmotionCache } from '@emotion/cache';

/** The placeholder the web build writes; left as-is when no server replaced it (vite dev). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The nonce of the page. Browsers hide a nonce attribute once the page is
 * parsed (getAttribute returns ''), so the `.nonce` property is read first;
 * the attribute is the fallback for DOMs without that property.
 */
export function readCspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  if (!meta) return undefined;
  const nonce = meta.nonce || meta.getAttribute('nonce') || '';
  return nonce && nonce !== NONCE_PLACEHOLDER ? nonce : undefined;
}

/** One cache per page; `prepend` keeps MUI's styles before any app stylesheet. */
export function createEmotionCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: 'css', nonce, prepend: true });
}
