import { describe, expect, it } from 'vitest';
import { isSlug, slugify, slugToLabel, SLUG_MAX_LENGTH, toCategorySlug, toSlug } from './slug';

const fixedNow = () => 1_700_000_000_000;

describe('slugify', () => {
  it('lowercases and turns runs of non-alphanumerics into one hyphen', () => {
    expect(slugify('Hair Weave', fixedNow)).toBe('hair-weave');
    expect(slugify('  Closure & Frontal!! ', fixedNow)).toBe('closure-frontal');
    expect(slugify('a---b___c', fixedNow)).toBe('a-b-c');
    expect(slugify('-edge-', fixedNow)).toBe('edge');
    expect(slugify('12" Body Wave', fixedNow)).toBe('12-body-wave');
  });

  it('strips Vietnamese and other diacritics, mapping đ to d', () => {
    expect(slugify('Tóc Việt', fixedNow)).toBe('toc-viet');
    expect(slugify('Tóc Đẹp đen', fixedNow)).toBe('toc-dep-den');
    expect(slugify('Ngọc Hưng Phát', fixedNow)).toBe('ngoc-hung-phat');
    expect(slugify('Crème Brûlée', fixedNow)).toBe('creme-brulee');
    expect(slugify('Straße Øre Æsir', fixedNow)).toBe('strasse-ore-aesir');
    // Decomposed input (NFD already) gives the same result.
    expect(slugify('Vie\u0323\u0302t', fixedNow)).toBe('viet');
  });

  it("falls back to 'cat-' plus a timestamp when nothing is left", () => {
    expect(slugify('', fixedNow)).toBe('cat-1700000000000');
    expect(slugify('   ', fixedNow)).toBe('cat-1700000000000');
    expect(slugify('!!!', fixedNow)).toBe('cat-1700000000000');
    expect(slugify('漢字', fixedNow)).toBe('cat-1700000000000');
    expect(slugify('🙂', fixedNow)).toBe('cat-1700000000000');
    expect(slugify('', () => Number.NaN)).toBe('cat-0');
    expect(slugify('', () => 12.7)).toBe('cat-12');
    expect(slugify('')).toMatch(/^cat-\d+$/);
  });

  it('does not throw on wrong types at run time', () => {
    expect(slugify(null as unknown as string, fixedNow)).toBe('cat-1700000000000');
    expect(slugify(42 as unknown as string, fixedNow)).toBe('42');
  });

  it('caps very long text without a trailing hyphen', () => {
    const slug = slugify('ab '.repeat(1000), fixedNow);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(isSlug(slug)).toBe(true);
  });
});

describe('toCategorySlug', () => {
  it('is the same normalisation without the fallback', () => {
    expect(toCategorySlug('Hair Weave')).toBe('hair-weave');
    expect(toCategorySlug('hair-weave')).toBe('hair-weave');
    expect(toCategorySlug('HAIR_WEAVE')).toBe('hair-weave');
    expect(toCategorySlug('')).toBe('');
    expect(toCategorySlug('---')).toBe('');
    expect(toCategorySlug(undefined)).toBe('');
    expect(toCategorySlug(null)).toBe('');
    expect(toCategorySlug({})).toBe('');
    expect(toCategorySlug(7)).toBe('7');
  });

  it('is idempotent', () => {
    for (const s of ['Tóc Việt', 'a  b', 'X-Y-Z', 'İstanbul']) {
      expect(toCategorySlug(toCategorySlug(s))).toBe(toCategorySlug(s));
    }
    expect(toCategorySlug('İstanbul')).toBe('istanbul');
  });

  it('does not cap length (a comparison key), toSlug does', () => {
    expect(toCategorySlug('a'.repeat(500))).toHaveLength(500);
    expect(toSlug('a'.repeat(500))).toHaveLength(SLUG_MAX_LENGTH);
  });
});

describe('slugToLabel', () => {
  it('capitalises words and turns hyphens and underscores into spaces', () => {
    expect(slugToLabel('hair-weave')).toBe('Hair Weave');
    expect(slugToLabel('hair_closure')).toBe('Hair Closure');
    expect(slugToLabel('--a--b--')).toBe('A B');
    expect(slugToLabel('ombre')).toBe('Ombre');
    expect(slugToLabel('việt-nam')).toBe('Việt Nam');
    expect(slugToLabel('12-inch')).toBe('12 Inch');
  });

  it('gives an empty label for empty or wrong input', () => {
    expect(slugToLabel('')).toBe('');
    expect(slugToLabel(undefined)).toBe('');
    expect(slugToLabel(null)).toBe('');
    expect(slugToLabel(5)).toBe('');
  });
});

describe('isSlug', () => {
  it('accepts canonical slugs only', () => {
    expect(isSlug('hair-weave')).toBe(true);
    expect(isSlug('cat-1700000000000')).toBe(true);
    expect(isSlug('Hair-Weave')).toBe(false);
    expect(isSlug('-a')).toBe(false);
    expect(isSlug('a--b')).toBe(false);
    expect(isSlug('')).toBe(false);
    expect(isSlug(1)).toBe(false);
  });
});
