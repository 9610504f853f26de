// Small zod building blocks shared by the entity schemas. Inputs come from
// JSON bodies, query strings and old documents, so they are lenient about
// spelling ('true', '1', '') and strict about meaning.
import { z } from 'zod';
import { MESSAGES } from '../messages';

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

/** Boolean that also accepts the usual query-string spellings. */
export const booleanish = z.preprocess(toBooleanish, z.boolean());

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

/** Optional text: '' and whitespace -> null, trimmed otherwise; absent stays absent. */
export const optionalText = z.preprocess(blankToNull, z.string().nullable().optional());

/** Optional text that defaults to null when absent. */
export const nullableText = z.preprocess(
  (v) => (v === undefined ? null : blankToNull(v)),
  z.string().nullable(),
);

/**
 * Optional HTML: blank -> null, otherwise kept as written (whitespace can
 * matter inside <pre>). Sanitizing is the server's job before storing.
 */
export const optionalHtml = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().nullable().optional(),
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD ('2024-02-30' is false). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A calendar date 'YYYY-MM-DD'. */
export const isoDate = z
  .string({ error: MESSAGES.invalidDate })
  .trim()
  .refine(isIsoDate, { error: MESSAGES.invalidDate });

/** True for a string Date.parse understands that looks like an ISO date-time. */
export function isIsoDateTime(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

/** An ISO date-time such as '2024-05-01T10:00:00.000Z' (a plain date is accepted too). */
export const isoDateTime = z
  .string({ error: MESSAGES.invalidDateTime })
  .trim()
  .refine(isIsoDateTime, { error: MESSAGES.invalidDateTime });

/** Ids travel as strings; numeric ids from old data are turned into strings. */
export const idString = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  z.string().min(1),
);

/** Id parameter of routes such as PUT /api/testimonials/{id}. */
export const idParamSchema = z.object({ id: idString });

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
    const s = typeof item === 'string' ? item : isRecord(item) && typeof item.url === 'string' ? item.url : null;
    if (s === null) continue;
    const t = s.trim();
    if (t !== '') out.push(t);
  }
  return out;
}

/** Optional string list (see toStringList); `null` means an empty list. */
export const stringList = z.preprocess(
  (v) => (v === undefined ? undefined : v === null ? [] : toStringList(v)),
  z.array(z.string()),
);
