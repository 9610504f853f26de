// Small zod building blocks shared by the entity schemas. Inputs come from
// JSON bodies, query strings and old documents, so they are lenient about
// spelling ('true', '1', '') and strict about meaning.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isSafeImageUrl, isSafeLink, LINK_MESSAGES } from '../links';
import { toBooleanish, blankToNull, listFromText, toStringList } from '../records';
import { toPlainText } from '../plain-text';

/** The message of a too-long text: it names the limit ('Name must be at most 300 characters'). */
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A string of at most `max` characters. */
export const boundedString = (label: string, max: number) => z.string().max(max, { error: tooLongMessage(label, max) });

/** Trimmed, not blank, at most `max` characters; each failure says what is wrong. */
export const requiredText = (label: string, requiredMessage: string, max: number) =>
  z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage }).max(max, { error: tooLongMessage(label, max) });

/** Longest plain text field (a length note, a hero subtitle, a card note). */
export const MAX_TEXT_LENGTH = 5000;
export const MAX_URL_LENGTH = 2000;

/** A link an admin types: web, mail, phone, WhatsApp or a page of this site (links.ts). */
export const linkString = boundedString('Link', MAX_URL_LENGTH).trim().refine(isSafeLink, { error: LINK_MESSAGES.link });

/** An image URL: web, a path, or inline image data (which may be long: the body limit bounds it). */
export const imageUrlString = z
  .string()
  .trim()
  .refine((s) => s.startsWith('data:') || s.length <= MAX_URL_LENGTH, { error: tooLongMessage('Image URL', MAX_URL_LENGTH) })
  .refine(isSafeImageUrl, { error: LINK_MESSAGES.image });

/** Boolean that also accepts the usual query-string spellings. */
export const booleanish = z.preprocess(toBooleanish, z.boolean());

/** Optional text: '' and whitespace -> null, trimmed otherwise; absent stays absent. */
export const optionalText = z.preprocess(blankToNull, boundedString('Text', MAX_TEXT_LENGTH).nullable().optional());

/** Optional image URL: '' and whitespace -> null. */
export const optionalImageUrl = z.preprocess(blankToNull, imageUrlString.nullable().optional());

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
/**
 * Every date the schemas accept falls within these years in UTC. Before 1900 is a
 * typing error ('0000-01-01'; PostgreSQL has no year 0); after 9999 a time cannot
 * be written back as an ISO string ('9999-12-31T23:59:59-14:00' is year 10000 in
 * UTC, and toISOString throws on it).
 */
const EARLIEST_INSTANT = Date.UTC(1900, 0, 1);
const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** True when an instant (ms since 1970) falls from 1900 to the end of 9999, in UTC. */
export function isInstantInRange(instant: number): boolean {
  return Number.isFinite(instant) && instant >= EARLIEST_INSTANT && instant <= LATEST_INSTANT;
}

/** True for a real calendar date written YYYY-MM-DD, from 1900 on ('2024-02-30' and '0000-01-01' are false). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return isInstantInRange(date.getTime()) && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A calendar date 'YYYY-MM-DD'. */
export const isoDate = z
  .string({ error: MESSAGES.invalidDate })
  .trim()
  .refine(isIsoDate, { error: MESSAGES.invalidDate });

/** True for an ISO date-time ('2024-05-01T10:00:00Z') of a real calendar date whose instant falls from 1900 to 9999 in UTC. */
export function isIsoDateTime(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
    isIsoDate(value.slice(0, 10)) &&
    isInstantInRange(Date.parse(value))
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

/** An answer that is a count, e.g. of unread inquiries. */
export const countResultSchema = z.object({ count: z.number().int() });

/** Id parameter of routes such as PUT /api/testimonials/{id}. */
export const idParamSchema = z.object({ id: idString });

/** A list of image URLs: an array, a JSON array text or a comma-separated text (see toStringList); `null` means an empty list. */
export const imageUrlList = z.preprocess(
  (v) => (v === undefined ? undefined : v === null ? [] : toStringList(v)),
  z.array(imageUrlString),
);

/** Plain text an admin writes for others to read (toPlainText), then required and bounded. */
export const plainText = (label: string, requiredMessage: string, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? toPlainText(v) : v), requiredText(label, requiredMessage, max));

/** Longest alt text of an image (what a screen reader says for it). */
export const MAX_ALT_TEXT_LENGTH = 300;

/** An alt text is one line: runs of whitespace, line breaks included, become one space. */
export function toOneLine(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value;
}

const altString = z
  .string({ error: 'Alt text must be text' })
  .max(MAX_ALT_TEXT_LENGTH, { error: tooLongMessage('Alt text', MAX_ALT_TEXT_LENGTH) });

/** Optional alt text: one line, blank -> null; absent stays absent. */
export const optionalAltText = z.preprocess((v) => blankToNull(toOneLine(v)), altString.nullable().optional());

/**
 * Alt texts that go with a list of images, by position: an array or a JSON
 * array text; null items are ''. `null` means no alt texts ([]).
 */
export const altTextList = z.preprocess(
  (v) => {
    if (v === undefined) return undefined;
    if (v === null) return [];
    const list = typeof v === 'string' ? listFromText(v, () => [v]) : v;
    return Array.isArray(list) ? list.map((item) => (item === null ? '' : toOneLine(item))) : list;
  },
  z.array(altString, { error: 'Alt texts must be a list of texts' }),
);
