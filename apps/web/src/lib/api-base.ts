// Where the API lives: a build-time env setting, else a global
// set by the hosting page, else this page's origin + /api, else the local server.
import { apiOriginFromBase } from '@hair/domain';

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

/**
 * The origin of the page being rendered on the server (there is no window there):
 * the server sets it around its synchronous render, so that media URLs come out as
 * the browser will compute them and hydration finds the same markup.
 */
let serverRenderOrigin: string | undefined;

export function withServerRenderOrigin<T>(origin: string, render: () => T): T {
  serverRenderOrigin = origin;
  try {
    return render();
  } finally {
    serverRenderOrigin = undefined;
  }
}

/** The API base of this page. */
export function getApiBase(): string {
  const win = typeof window === 'undefined' ? undefined : window;
  return resolveApiBase({
    envUrl: import.meta.env.VITE_API_URL,
    globalBase: win?.__API_BASE__,
    origin: win?.location.origin ?? serverRenderOrigin,
  });
}

/** The origin that relative media paths ('/uploads/...') are served from: the API base without /api. */
export function getApiOrigin(): string {
  return apiOriginFromBase(getApiBase());
}
