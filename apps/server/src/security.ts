// Security headers. Each request gets a CSP nonce; the SPA's emotion cache uses
// it for its <style> tags, so the policy needs no 'unsafe-inline'.
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

/** A fresh nonce: 128 random bits. */
export const newNonce = () => randomBytes(16).toString('base64');

export function assignNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.cspNonce = newNonce();
  next();
}

/** Pages: the SPA's index.html, with this response's nonce for emotion's styles. */
export const pageSecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The page's own small scripts (the start of the app, the router's scroll restore) carry the nonce.
      scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as Response)}'`],
      styleSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as Response)}'`],
      // Stored rich text is sanitized down to a few style properties (alignment, image size).
      styleSrcAttr: ["'unsafe-inline'"],
      // Images and the QC video may come from the media base (PUBLIC_MEDIA_URL: a CDN or a bucket) or an address an admin gave.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
});

/** API answers are data, never pages: a fixed strict policy, no nonce to make. */
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
