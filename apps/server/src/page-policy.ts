// A rendered page made final, once per render: the app's own inline scripts (they carry
// PAGE_NONCE until now) lose it and are named in the CSP by their sha256; every other
// PAGE_NONCE (emotion's <style> tags, the csp-nonce <meta> the browser's emotion reads)
// becomes one nonce made for this render. A kept page is then the same bytes for every
// response (docs/decisions/023).
import { createHash, randomBytes } from 'node:crypto';
import { pagePolicy } from './security';

/**
 * Where the app's scripts and styles carry a nonce until the page is made final: random
 * per process, so no stored content can carry it (and be given a hash or the nonce).
 */
export const PAGE_NONCE = `n${randomBytes(12).toString('hex')}`;

/** A script element the app put in the page; the text is everything up to its end tag, as the browser reads it. */
const APP_SCRIPT = new RegExp(`<script\\b([^>]*?)\\snonce="${PAGE_NONCE}"([^>]*)>([\\s\\S]*?)</script>`, 'g');
/** A script that is not run from its own text: a file (covered by 'self') or a data block (JSON, JSON-LD). */
const NOT_RUN_INLINE = /\ssrc=|\stype="(?!module"|text\/javascript")/;

export interface FinalPage {
  html: string;
  /** The page's Content-Security-Policy header. */
  csp: string;
}

/** The CSP source of a script: the sha256 of its text as the browser hashes it (UTF-8). */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function finalPage(html: string): FinalPage {
  const hashes = new Set<string>();
  const scriptsDone = html.replace(APP_SCRIPT, (_script, before: string, after: string, text: string) => {
    const attributes = before + after;
    if (!NOT_RUN_INLINE.test(attributes)) hashes.add(scriptHash(text));
    return `<script${attributes}>${text}</script>`;
  });
  const styleNonce = randomBytes(16).toString('base64');
  return { html: scriptsDone.replaceAll(PAGE_NONCE, styleNonce), csp: pagePolicy([...hashes], styleNonce) };
}
