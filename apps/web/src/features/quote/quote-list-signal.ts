// What every page needs to know of the quote list before its store loads: where the
// browser keeps it, and the event its store sends on every change, so that the
// header's count loads only once there may be something to count.
export const QUOTE_LIST_STORAGE_KEY = 'quote_list';
export const QUOTE_LIST_CHANGED = 'quote-list-changed';

/** True when this browser keeps a visitor's list. */
export function browserHasQuoteList(): boolean {
  try {
    return globalThis.localStorage?.getItem(QUOTE_LIST_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}
