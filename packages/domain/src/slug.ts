// Slugs: lowercase, runs of non-alphanumerics become one hyphen,
// edge hyphens trimmed. Accented letters (Vietnamese included) lose their
// diacritics first, so 'Tóc Việt' gives 'toc-viet' rather than 't-c-vi-t'.

/** Letters that NFD does not decompose into a base letter plus a mark. */
const LETTER_MAP: Readonly<Record<string, string>> = {
  đ: 'd',
  ð: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};
const UNMAPPED = /[đðßæœøłþı]/g;
const COMBINING_MARKS = /\p{M}+/gu;

/** Longest slug slugify() produces, so a pasted paragraph cannot become a URL. */
export const SLUG_MAX_LENGTH = 100;

/** Lowercase ASCII slug, '' when nothing alphanumeric is left. Used by the category filter. */
export function toCategorySlug(text: unknown): string {
  if (typeof text !== 'string' && typeof text !== 'number') return '';
  return String(text)
    .toLowerCase()
    .replace(UNMAPPED, (ch) => LETTER_MAP[ch] ?? ch)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Same as toCategorySlug, cut to SLUG_MAX_LENGTH without a trailing hyphen. */
export function toSlug(text: unknown): string {
  return toCategorySlug(text).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/**
 * Category value from a label, made like a slug. When nothing is left,
 * 'cat-' plus a timestamp keeps the value unique.
 */
export function slugify(text: string, now: () => number = Date.now): string {
  const slug = toSlug(text);
  if (slug) return slug;
  const t = now();
  return `cat-${Number.isFinite(t) ? Math.trunc(Math.abs(t)) : 0}`;
}

/** 'hair-weave' -> 'Hair Weave': hyphens and underscores become spaces, words capitalised. */
export function slugToLabel(slug: unknown): string {
  if (typeof slug !== 'string') return '';
  return slug
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** True when the value is already a canonical slug. */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
