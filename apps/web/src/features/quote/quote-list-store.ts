// Where the quote list lives while the site is open: one list for every component
// (the header's badge, the product page's Add to quote, the /quote page). A
// visitor's list is kept in local storage (it survives a reload, and other tabs
// follow it); a signed-in buyer's list is theirs on the server, and each change is
// handed to `push` (QuoteListSync), so this browser keeps no copy of it.
import { useSyncExternalStore } from 'react';
import type { QuoteListLine } from './quote-list';
import { QUOTE_LIST_CHANGED, QUOTE_LIST_STORAGE_KEY } from './quote-list-signal';

function isLine(value: unknown): value is QuoteListLine {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.product_id === 'string' && v.product_id !== '' &&
    typeof v.length === 'number' && Number.isFinite(v.length) &&
    typeof v.texture === 'string' && typeof v.grade === 'string' &&
    typeof v.quantity === 'number' && Number.isFinite(v.quantity) && v.quantity > 0 &&
    typeof v.sample === 'boolean'
  );
}

/**
 * The list kept in the browser, read back: anything unreadable is left out. (No
 * bounds from the domain here: every page loads this module. Adding a line keeps
 * the list within them, and the server checks each line it is sent.)
 */
export function parseStoredLines(text: string | null): QuoteListLine[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(isLine).map(({ product_id, length, texture, grade, quantity, sample }) => ({ product_id, length, texture, grade, quantity, sample }));
  } catch {
    return [];
  }
}

type Push = (lines: QuoteListLine[]) => void;

const NO_LINES: QuoteListLine[] = [];
let lines: QuoteListLine[] | null = null;
/** Set while a buyer is signed in: their changes go to the server. */
let push: Push | null = null;
/** While a signed-in buyer's list is on its way from the server. */
let accountLoading = false;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The visitor's list as this browser keeps it. */
export function browserQuoteLines(): QuoteListLine[] {
  try {
    return parseStoredLines(storage()?.getItem(QUOTE_LIST_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

function keepInBrowser(next: readonly QuoteListLine[]): void {
  try {
    if (next.length === 0) storage()?.removeItem(QUOTE_LIST_STORAGE_KEY);
    else storage()?.setItem(QUOTE_LIST_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or privacy mode: the list lasts while the page is open.
  }
}

function show(next: QuoteListLine[]): void {
  lines = next;
  for (const listener of [...listeners]) listener();
  window.dispatchEvent(new Event(QUOTE_LIST_CHANGED));
}

const snapshot = () => (lines ??= browserQuoteLines());

/** Another tab changed the visitor's list. */
function onStorage(event: StorageEvent): void {
  if (!push && event.key === QUOTE_LIST_STORAGE_KEY) show(browserQuoteLines());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The list; empty on the server and while the page hydrates (the server knows no list). */
export function useQuoteLines(): QuoteListLine[] {
  return useSyncExternalStore(subscribe, snapshot, () => NO_LINES);
}

/** True while a signed-in buyer's list is being loaded (the browser's list is not theirs). */
export function useQuoteListLoading(): boolean {
  return useSyncExternalStore(subscribe, () => accountLoading, () => true);
}

/** The list as shown now (the browser's, or the signed-in buyer's). */
export function currentQuoteLines(): readonly QuoteListLine[] {
  return snapshot();
}

/** A buyer's change: shown at once, then kept in the browser or sent to their account. */
export function changeQuoteLines(change: (current: readonly QuoteListLine[]) => QuoteListLine[]): void {
  const next = change(snapshot());
  show(next);
  if (push) push(next);
  else keepInBrowser(next);
}

/** A buyer signed in: shows their account's list, and sends later changes there. The browser's copy is dropped. */
export function showAccountList(accountLines: QuoteListLine[], send: Push): void {
  push = send;
  accountLoading = false;
  keepInBrowser([]);
  show(accountLines);
}

/** Signed out: the account's list leaves the screen; the browser's (empty) list is shown. */
export function leaveAccountList(): void {
  if (!push && !accountLoading) return;
  push = null;
  accountLoading = false;
  show(browserQuoteLines());
}

/** A signed-in buyer's list is loading (true), or could not be loaded (false: the browser's list stays). */
export function loadingAccountList(loading: boolean): void {
  accountLoading = loading;
  show(snapshot());
}
