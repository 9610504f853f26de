// Each page names itself in the browser tab ('{page} | {brand}') and keeps the
// meta description in step while the visitor navigates. The server writes the
// same tags into the HTML it sends (apps/server/src/seo) for crawlers and link
// previews; after a client-side navigation this hook keeps them describing the page shown.
import { createContext, useContext, useEffect } from 'react';
import { BRAND_NAME, type RenderedPageTitle } from '@hair/domain';

/** Set only in the server's render (entry-server.tsx): the page's title as the page names it. */
export const PageTitleReport = createContext<((title: RenderedPageTitle) => void) | null>(null);

export function pageTitle(page?: string): string {
  return page ? `${page} | ${BRAND_NAME}` : BRAND_NAME;
}

export interface PageMeta {
  /** The page's own name; the brand is appended. Omit on the home page. */
  title?: string;
  /** Used as-is for the document title (e.g. the Vietnamese partners page). */
  fullTitle?: string;
  description?: string;
  /** The page's canonical path when another path shows it too (a product's slug URL, also opened by its id). */
  canonicalPath?: string;
}

function setMeta(selector: string, content: string): void {
  document.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

/**
 * The page the document was loaded for and the canonical URL the server gave it
 * (a product opened by its id names its slug URL). Read from the navigation entry,
 * so it holds even when this module loads after a client-side navigation.
 */
function readLanding(): { path: string; canonical: string | null } | null {
  if (typeof document === 'undefined') return null;
  const entry = performance.getEntriesByType?.('navigation')[0];
  return {
    path: entry ? new URL(entry.name).pathname : window.location.pathname,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
  };
}
const landing = readLanding();

/** The server's canonical URL on the landing page, else the same origin with the page's canonical path (or its own). */
function canonicalUrl(canonicalPath?: string): string | null {
  if (!landing?.canonical) return null;
  const path = window.location.pathname;
  if (canonicalPath) return new URL(canonicalPath, landing.canonical).href;
  return path === landing.path ? landing.canonical : new URL(path, landing.canonical).href;
}

export function usePageMeta({ title, fullTitle, description, canonicalPath }: PageMeta = {}): void {
  // On the server, during the render, a page that names itself (a page still waiting for
  // its data names nothing, and the server's own head stays).
  const report = useContext(PageTitleReport);
  if (report && (title ?? fullTitle ?? description) !== undefined) report({ title: fullTitle ?? pageTitle(title), socialTitle: title ?? fullTitle ?? BRAND_NAME, description });
  useEffect(() => {
    document.title = fullTitle ?? pageTitle(title);
    const name = title ?? fullTitle ?? BRAND_NAME;
    setMeta('meta[property="og:title"]', name);
    setMeta('meta[name="twitter:title"]', name);
    const canonical = canonicalUrl(canonicalPath);
    if (canonical) {
      document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', canonical);
      setMeta('meta[property="og:url"]', canonical);
    }
  }, [title, fullTitle, canonicalPath]);
  useEffect(() => {
    if (description === undefined) return;
    for (const selector of ['meta[name="description"]', 'meta[property="og:description"]', 'meta[name="twitter:description"]']) {
      setMeta(selector, description);
    }
  }, [description]);
}
