import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { categoryAncestors, categoryLabel, categoryOptionLabel, categoryWithDescendants, effectiveCategories } from '../categories';
import type { Category } from '../categories';
import { categoriesConfigSchema, categorySchema } from './category';

const cats: Category[] = [
  { value: 'hair-weave', label: 'Weaves', parent: null },
  { value: 'body-wave', label: 'Body Wave', parent: 'hair-weave' },
  { value: 'deep-wave', label: 'Deep Wave', parent: 'hair-weave' },
  { value: 'deep-wave-18', label: 'Deep Wave 18"', parent: 'deep-wave' },
  { value: 'closures', label: 'Closures', parent: null },
];

describe('categorySchema', () => {
  it("requires a label with 'Label required'", () => {
    for (const label of ['', '  ', undefined, null, 3]) {
      const r = categorySchema.safeParse({ value: 'x', label, parent: null });
      expect(r.error?.issues[0]?.message).toBe(MESSAGES.labelRequired);
    }
  });

  it('reads a blank or missing parent as null', () => {
    expect(categorySchema.parse({ value: 'x', label: 'X', parent: '' })).toEqual({ value: 'x', label: 'X', parent: null });
    expect(categorySchema.parse({ value: 'x', label: 'X' })).toEqual({ value: 'x', label: 'X', parent: null });
  });
});

describe('categoriesConfigSchema', () => {
  it('accepts a tree and keeps unknown keys', () => {
    expect(categoriesConfigSchema.parse({ categories: cats, note: 1 })).toEqual({ categories: cats, note: 1 });
    expect(categoriesConfigSchema.parse({})).toEqual({ categories: [] });
  });

  it('rejects duplicate values and parent cycles', () => {
    const dup = categoriesConfigSchema.safeParse({
      categories: [
        { value: 'a', label: 'A', parent: null },
        { value: 'a', label: 'A2', parent: null },
      ],
    });
    expect(dup.error?.issues.map((i) => i.message)).toEqual(['Duplicate category value: a']);
    const self = categoriesConfigSchema.safeParse({ categories: [{ value: 'a', label: 'A', parent: 'a' }] });
    expect(self.success).toBe(false);
    const loop = categoriesConfigSchema.safeParse({
      categories: [
        { value: 'a', label: 'A', parent: 'b' },
        { value: 'b', label: 'B', parent: 'a' },
      ],
    });
    expect(loop.error?.issues.map((i) => i.message)).toEqual(['Category parent cycle: a', 'Category parent cycle: b']);
  });

  it('turns a parent that no longer exists into null', () => {
    expect(categoriesConfigSchema.parse({ categories: [{ value: 'a', label: 'A', parent: 'gone' }] })).toEqual({
      categories: [{ value: 'a', label: 'A', parent: null }],
    });
  });

  it('rejects wrong shapes', () => {
    expect(categoriesConfigSchema.safeParse({ categories: 'x' }).success).toBe(false);
    expect(categoriesConfigSchema.safeParse(null).success).toBe(false);
  });
});

describe('categoryLabel', () => {
  it('uses the label, then the built-in label, then the raw value, then a dash', () => {
    expect(categoryLabel('hair-weave', cats)).toBe('Weaves');
    expect(categoryLabel('hair-frontal', cats)).toBe('Hair Frontal');
    expect(categoryLabel('hair-frontal')).toBe('Hair Frontal');
    expect(categoryLabel('mystery', cats)).toBe('mystery');
    for (const v of ['', '  ', null, undefined, 7, {}]) expect(categoryLabel(v, cats)).toBe('-');
  });

  it('shows the parent in option labels', () => {
    expect(categoryOptionLabel(cats[1] as Category, cats)).toBe('Weaves › Body Wave');
    expect(categoryOptionLabel(cats[0] as Category, cats)).toBe('Weaves');
  });
});

describe('categoryWithDescendants', () => {
  it('returns the category and every descendant', () => {
    expect(categoryWithDescendants('hair-weave', cats)).toEqual(['hair-weave', 'body-wave', 'deep-wave', 'deep-wave-18']);
    expect(categoryWithDescendants('deep-wave', cats)).toEqual(['deep-wave', 'deep-wave-18']);
    expect(categoryWithDescendants('closures', cats)).toEqual(['closures']);
    expect(categoryWithDescendants('unknown', cats)).toEqual(['unknown']);
  });

  it('compares by slug', () => {
    expect(categoryWithDescendants('Hair Weave', cats)).toContain('body-wave');
  });

  it('is safe against cycles and empty input', () => {
    const loop: Category[] = [
      { value: 'a', label: 'A', parent: 'b' },
      { value: 'b', label: 'B', parent: 'a' },
      { value: 'c', label: 'C', parent: 'c' },
    ];
    expect(categoryWithDescendants('a', loop)).toEqual(['a', 'b']);
    expect(categoryWithDescendants('c', loop)).toEqual(['c']);
    expect(categoryWithDescendants('', loop)).toEqual([]);
    expect(categoryWithDescendants(null, loop)).toEqual([]);
    expect(categoryWithDescendants('a')).toEqual(['a']);
  });
});

describe('categoryAncestors', () => {
  it('lists the categories above one, from the top down', () => {
    expect(categoryAncestors('deep-wave-18', cats).map((c) => c.value)).toEqual(['hair-weave', 'deep-wave']);
    expect(categoryAncestors('deep-wave', cats).map((c) => c.value)).toEqual(['hair-weave']);
    expect(categoryAncestors('hair-weave', cats)).toEqual([]);
    expect(categoryAncestors('unknown', cats)).toEqual([]);
  });

  it('is safe against cycles', () => {
    const loop: Category[] = [
      { value: 'a', label: 'A', parent: 'b' },
      { value: 'b', label: 'B', parent: 'a' },
    ];
    expect(categoryAncestors('a', loop).map((c) => c.value)).toEqual(['b']);
  });
});

describe('effectiveCategories', () => {
  it('falls back to the built-ins', () => {
    expect(effectiveCategories([]).map((c) => c.value)).toEqual(['hair-weave', 'hair-closure', 'hair-frontal', 'hair-bundle']);
    expect(effectiveCategories(null)).toHaveLength(4);
    expect(effectiveCategories(cats)).toHaveLength(5);
  });
});
