// Media URLs as pages use them: stored paths are relative to the API's origin, and
// stored files ('/uploads/<key>') sit under the site's media base when it has one
// (PUBLIC_MEDIA_URL: a CDN or a bucket's own address).
import { UPLOADS_URL_PREFIX } from './constants';

/** The <meta name> with which the server tells the browser its media base. */
export const MEDIA_BASE_META = 'media-base';

/** 'https://x.com/api/' -> 'https://x.com': the API base without its /api part. */
export function apiOriginFromBase(apiBase: unknown): string {
  if (typeof apiBase !== 'string') return '';
  return apiBase.trim().replace(/\/+$/, '').replace(/\/api$/i, '').replace(/\/+$/, '');
}

/**
 * Absolute URLs (http, https, protocol-relative), data: and blob: URLs are
 * kept; a stored file's path goes under `mediaBase` when given; any other
 * relative path gets the API origin (without /api) in front.
 */
export function resolveMediaUrl(url: unknown, apiOrigin: unknown, mediaBase?: string): string {
  if (typeof url !== 'string') return '';
  const u = url.trim();
  if (u === '') return '';
  if (/^(?:https?:)?\/\//i.test(u) || /^(?:data|blob):/i.test(u)) return u;
  const path = `/${u.replace(/^\/+/, '')}`;
  if (mediaBase && path.startsWith(UPLOADS_URL_PREFIX)) return `${mediaBase}/${path.slice(UPLOADS_URL_PREFIX.length)}`;
  return `${apiOriginFromBase(apiOrigin)}${path}`;
}
