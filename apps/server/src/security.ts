// Security headers. A page's CSP names its inline scripts by their sha256 and its
// emotion <style> tags by a nonce made when the page is rendered (page-policy.ts), so
// neither needs 'unsafe-inline' and a kept page's bytes never change per response.
import type { Response } from 'express';
import helmet from 'helmet';

/** The pages' policy, without what one page adds (its scripts' hashes, its style nonce). */
const PAGE_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // Stored rich text is sanitized down to a few style properties (alignment, image size).
  'style-src-attr': ["'unsafe-inline'"],
  // Images and the QC video may come from the media base (PUBLIC_MEDIA_URL: a CDN or a bucket) or an address an admin gave.
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** One page's CSP header: its inline scripts by hash (`'sha256-…'` sources), its styles by nonce. */
export function pagePolicy(scriptHashes: readonly string[], styleNonce: string): string {
  const added: Record<string, readonly string[]> = { 'script-src': scriptHashes, 'style-src': [`'nonce-${styleNonce}'`] };
  return Object.entries(PAGE_DIRECTIVES)
    .map(([name, sources]) => [name, ...sources, ...(added[name] ?? [])].join(' '))
    .join(';');
}

/** Pages and the web app's files; a page replaces this CSP with its own (send-page.ts). */
export const pageSecurityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { ...PAGE_DIRECTIVES } },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
});

/** API answers are data, never pages: a fixed strict policy. */
export const apiSecurityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-site' },
});

/** Uploaded files: never sniffed, never run as a page. */
export function uploadHeaders(res: Response): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
