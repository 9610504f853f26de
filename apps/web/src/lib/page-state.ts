// The data the server loaded for a page travels inside the page, as JSON in a
// <script type="application/json"> (not run, so the CSP does not apply), and the
// browser's data cache starts from it instead of asking again.
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';

export const PAGE_STATE_ID = 'page-state';

/** The cache's successful reads as JSON, safe inside a <script> element. */
export function serializePageState(queryClient: QueryClient): string {
  // '<' as \u003c: no '</script>' or '<!--' can end the element early.
  return superjson.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
}

/** Fills the cache from the page's state; false when the page carries none. */
export function restorePageState(queryClient: QueryClient, doc: Document = document): boolean {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return false;
  hydrate(queryClient, superjson.parse(text));
  return true;
}
