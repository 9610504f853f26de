// Media URLs as pages use them: stored paths are relative to the API's origin.

/** 'https://x.com/api/' -> 'https://x.com': the API base without its /api part. */
export function apiOriginFromBase(apiBase: unknown): string {
  if (typeof apiBase !== 'string') return '';
  return apiBase.trim().replace(/\/+$/, '').replace(/\/api$/i, '').replace(/\/+$/, '');
}

/**
 * Absolute URLs (http, https, protocol-relative), data: and blob: URLs are
 * kept; a relative path gets the API origin (without /api) in front.
 */
export function resolveMediaUrl(url: unknown, apiOrigin: unknown): string {
  if (typeof url !== 'string') return '';
  const u = url.trim();
  if (u === '') return '';
  if (/^(?:https?:)?\/\//i.test(u) || /^(?:data|blob):/i.test(u)) return u;
  const origin = apiOriginFromBase(apiOrigin);
  return `${origin}/${u.replace(/^\/+/, '')}`;
}
