// Does a stored value use an uploaded file? A file is named in many forms
// ('/uploads/k', 'http://host/uploads/k', 'uploads/k', 'k') and may sit inside
// HTML or nested JSON, so each store first narrows its rows with a plain
// substring test in SQL and then confirms every candidate with these.
import { UPLOADS_URL_PREFIX } from './storage-keys';
import type { AppDeps } from './types';

export type FileDeps = Pick<AppDeps, 'db' | 'storage'>;

/** True when the value is a URL or path of the file itself. */
export function namesFile(deps: FileDeps, value: unknown, key: string): boolean {
  return typeof value === 'string' && deps.storage.keyFromUrl(value) === key;
}

// Characters that may continue a path; after the key, anything else ends the URL.
const PATH_CHAR = /[A-Za-z0-9._~%/+-]/;

/** True when text (HTML, CSS, markdown) links to the file ('…/uploads/<key>' followed by a delimiter). */
export function mentionsFile(text: string, key: string): boolean {
  const needle = UPLOADS_URL_PREFIX + key;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    const next = text.charAt(at + needle.length);
    if (next === '' || !PATH_CHAR.test(next)) return true;
  }
  return false;
}

/** True when any string inside a JSON value names or links to the file. */
export function jsonUsesFile(deps: FileDeps, value: unknown, key: string): boolean {
  if (typeof value === 'string') return namesFile(deps, value, key) || mentionsFile(value, key);
  if (Array.isArray(value)) return value.some((item) => jsonUsesFile(deps, item, key));
  if (value && typeof value === 'object') return Object.values(value).some((item) => jsonUsesFile(deps, item, key));
  return false;
}
