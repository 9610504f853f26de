// Tolerant readers of single values from JSON bodies, query strings and old
// documents. No zod here: the storefront's bundle uses these without the schemas.

/** A plain object (not null, not an array), for tolerant readers. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first of `keys` whose value in `obj` is not undefined. */
export function pick(obj: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) {
    if (obj[key] !== undefined) return obj[key];
  }
  return undefined;
}

/** True when `keys` has at least one key present (not undefined) in `obj`. */
export function hasAny(obj: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.some((key) => obj[key] !== undefined);
}

/** 'true'/'1'/'yes'/'on' -> true, 'false'/'0'/'no'/'off' -> false, 1/0 too; anything else unchanged. */
export function toBooleanish(value: unknown): unknown {
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1' || v === 'yes' || v === 'on') return true;
  if (v === 'false' || v === '0' || v === 'no' || v === 'off') return false;
  return value;
}

/** Blank strings become null; other strings are trimmed. */
export function blankToNull(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  return t === '' ? null : t;
}

/** Blank strings become undefined; other strings are trimmed. */
export function blankToUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  return t === '' ? undefined : t;
}

/** Whole number from a number or a numeric string ('5', ' 5 '). */
export function toIntegerish(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*[+-]?\d+(?:\.0*)?\s*$/.test(value)) return Number(value);
  return value;
}

/**
 * The items of a text that holds a JSON array ('[...]'); any other non-blank
 * text, or a JSON array that does not parse, becomes `fallback(text)`.
 */
export function listFromText(value: string, fallback: (text: string) => unknown[]): unknown[] {
  const t = value.trim();
  if (t === '') return [];
  if (t.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(t);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return fallback(t);
    }
  }
  return fallback(t);
}

/** The items of an image list given as an array or a JSON array text (a comma list has no alts). */
function imageListItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' ? listFromText(value, () => []) : [];
}

/** The URL of one image list item: a string or a {url} object, trimmed; '' when it has none. */
function imageItemUrl(item: unknown): string {
  const s = typeof item === 'string' ? item : isRecord(item) && typeof item.url === 'string' ? item.url : '';
  return s.trim();
}

/**
 * The alt texts of an image list of {url, alt} items, one per URL that
 * toStringList reads from it ('' for an item without one); undefined when no
 * item has an alt text, so a plain list of URLs says nothing about alts.
 */
export function imageListAlts(value: unknown): string[] | undefined {
  const items = imageListItems(value).filter((item) => imageItemUrl(item) !== '');
  if (!items.some((item) => isRecord(item) && typeof item.alt === 'string')) return undefined;
  return items.map((item) => (isRecord(item) && typeof item.alt === 'string' ? item.alt : ''));
}

/**
 * A list of strings from an array, a JSON array string or a comma-separated
 * string. Blank items and non-strings are dropped; {url} objects give their url.
 */
export function toStringList(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    // A data URL contains a comma of its own: never split it.
    list = listFromText(value, (t) => (t.startsWith('data:') ? [t] : t.split(',')));
  }
  if (!Array.isArray(list)) return [];
  const out: string[] = [];
  for (const item of list) {
    const t = imageItemUrl(item);
    if (t !== '') out.push(t);
  }
  return out;
}
