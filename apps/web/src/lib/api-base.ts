// Where the API lives: a build-time env setting, else a global
// set by the hosting page, else this page's origin + /api, else the local server.
import { apiOriginFromBase, MEDIA_BASE_META, resolveMediaUrl, type ReadProductOptions } from '@hair/domain';

export const FALLBACK_API_BASE = 'http://localhost:4000/api';

export interface ApiBaseSources {
  /** import.meta.env.VITE_API_URL */
  envUrl?: unknown;
  /** window.__API_BASE__ */
  globalBase?: unknown;
  /** window.location.origin ('null' for file: pages) */
  origin?: unknown;
}

/** A non-blank string without trailing slashes, or null. */
function cleanBase(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const base = value.trim().replace(/\/+$/, '');
  return base === '' ? null : base;
}

export function resolveApiBase({ envUrl, globalBase, origin }: ApiBaseSources): string {
  const configured = cleanBase(envUrl) ?? cleanBase(globalBase);
  if (configured) return configured;
  const pageOrigin = cleanBase(origin);
  // Only a web origin can serve the API; file: and opaque origins ('null') cannot.
  if (pageOrigin && /^https?:\/\/[^/]+$/i.test(pageOrigin)) return `${pageOrigin}/api`;
  return FALLBACK_API_BASE;
}

/** Where the page being rendered is served and where its stored files are (PUBLIC_MEDIA_URL). */
export interface ServerRenderPlace {
  origin: string;
  mediaBase?: string;
}

/**
 * The page being rendered on the server (there is no window there): the server sets
 * it around its synchronous render, so that media URLs come out as the browser will
 * compute them and hydration finds the same markup.
 */
let serverRender: ServerRenderPlace | undefined;

export function withServerRender<T>(place: ServerRenderPlace, render: () => T): T {
  serverRender = place;
  try {
    return render();
  } finally {
    serverRender = undefined;
  }
}


/** The API base of this page. */
export function getApiBase(): string {
  const win = typeof window === 'undefined' ? undefined : window;
  return resolveApiBase({
    envUrl: import.meta.env.VITE_API_URL,
    globalBase: win?.__API_BASE__,
    origin: win?.location.origin ?? serverRender?.origin,
  });
}

/** The origin that relative media paths ('/uploads/...') are served from: the API base without /api. */
export function getApiOrigin(): string {
  return apiOriginFromBase(getApiBase());
}

/** Where stored files are served from when the site has such a place (PUBLIC_MEDIA_URL); undefined: from the API's origin. */
export function getMediaBase(): string | undefined {
  if (typeof document === 'undefined') return serverRender?.mediaBase;
  return document.querySelector<HTMLMetaElement>(`meta[name="${MEDIA_BASE_META}"]`)?.content || undefined;
}

/** How this page resolves media paths, for the product reader. */
export function mediaOrigins(): ReadProductOptions {
  return { apiOrigin: getApiOrigin(), mediaBase: getMediaBase() };
}

/** A stored media path as this page loads it. */
export function mediaUrl(url: unknown): string {
  return resolveMediaUrl(url, getApiOrigin(), getMediaBase());
}
