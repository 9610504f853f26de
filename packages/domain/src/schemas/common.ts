// Small zod building blocks shared by the entity schemas. Inputs come from
// JSON bodies, query strings and old documents, so they are lenient about
// spelling ('true', '1', '') and strict about meaning.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { toBooleanish, blankToNull, toStringList } from '../records';

/** Boolean that also accepts the usual query-string spellings. */
export const booleanish = z.preprocess(toBooleanish, z.boolean());

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

/** Optional string list (see toStringList); `null` means an empty list. */
export const stringList = z.preprocess(
  (v) => (v === undefined ? undefined : v === null ? [] : toStringList(v)),
  z.array(z.string()),
);
