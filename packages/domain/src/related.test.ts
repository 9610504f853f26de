import { describe, expect, it } from 'vitest';
import { readProducts } from './product-reader';
import { relatedProducts } from './related';
import type { Category } from './categories';

const cats: Category[] = [
  { value: 'hair-weave', label: 'Hair Weave', parent: null },
  { value: 'body-wave', label: 'Body Wave', parent: 'hair-weave' },
  { value: 'body-wave-18', label: 'Body Wave 18', parent: 'body-wave' },
  { value: 'hair-closure', label: 'Hair Closure', parent: null },
  { value: 'hair-frontal', label: 'Hair Frontal', parent: null },
];

const p = (id: string, category: string | null, from: unknown = 10, to: unknown = 20, slug?: string) => ({
  id,
  slug: slug ?? id,
  category,
  price_from: from,
  price_to: to,
});

describe('relatedProducts', () => {
  const current = p('cur', 'hair-weave');

  it('keeps the same category and its descendants', () => {
    const all = [p('a', 'hair-weave'), p('b', 'body-wave'), p('c', 'body-wave-18'), p('d', 'hair-closure')];
    expect(relatedProducts(current, all, cats).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('adds one extra category', () => {
    const all = [p('a', 'hair-weave'), p('d', 'hair-closure'), p('e', 'hair-frontal')];
    expect(relatedProducts(current, all, cats, 'hair-closure').map((x) => x.id)).toEqual(['a', 'd']);
    expect(relatedProducts(current, all, cats, '').map((x) => x.id)).toEqual(['a']);
    expect(relatedProducts(current, all, cats, null).map((x) => x.id)).toEqual(['a']);
  });

  it('does not walk up: a child product shows no parent-category items', () => {
    const all = [p('a', 'hair-weave'), p('b', 'body-wave')];
    expect(relatedProducts(p('cur', 'body-wave'), all, cats).map((x) => x.id)).toEqual(['b']);
  });

  it('drops items without category, price-from or price-to', () => {
    const all = [p('a', null), p('b', 'hair-weave', null), p('c', 'hair-weave', 10, null), p('d', 'hair-weave', '$5', '$9'), p('e', '  ')];
    expect(relatedProducts(current, all, cats).map((x) => x.id)).toEqual(['d']);
    const bad = [p('f', 'hair-weave', -1, 5), p('g', 'hair-weave', Number.NaN, 5), p('h', 'hair-weave', 0, 0)];
    expect(relatedProducts(current, bad, cats).map((x) => x.id)).toEqual(['h']);
  });

  it('excludes the current product by id or slug', () => {
    const all = [p('cur', 'hair-weave'), p('x', 'hair-weave', 1, 2, 'cur'), { ...p('y', 'hair-weave'), slug: 'other' }];
    expect(relatedProducts({ id: 'cur', slug: 'cur-slug', category: 'hair-weave' }, all, cats).map((x) => x.id)).toEqual(['y']);
    expect(relatedProducts({ id: 'zzz', slug: 'other', category: 'hair-weave' }, all, cats).map((x) => x.id)).toEqual(['cur', 'x']);
  });

  it('compares categories as slugs', () => {
    expect(relatedProducts({ id: 'c', category: 'Hair Weave' }, [p('a', 'HAIR_WEAVE')], cats)).toHaveLength(1);
  });

  it('caps the list at 12', () => {
    const all = Array.from({ length: 30 }, (_, i) => p(`p${i}`, 'hair-weave'));
    expect(relatedProducts(current, all, cats)).toHaveLength(12);
    expect(relatedProducts(current, all, cats, null, 3)).toHaveLength(3);
    expect(relatedProducts(current, all, cats, null, 0)).toHaveLength(0);
    expect(relatedProducts(current, all, cats, null, Number.NaN)).toHaveLength(0);
  });

  it('works on read product views', () => {
    const views = readProducts(
      [
        { _id: '1', category: 'body-wave', priceFromText: '$10', priceToText: '$20' },
        { _id: '2', category: 'hair-weave', priceFrom: 5 },
      ],
      { apiOrigin: '' },
    );
    expect(relatedProducts({ id: 'x', category: 'hair-weave' }, views, cats).map((v) => v.id)).toEqual(['1']);
  });

  it('returns nothing for odd input', () => {
    expect(relatedProducts(null, [p('a', 'hair-weave')], cats)).toEqual([]);
    expect(relatedProducts(undefined, [p('a', 'hair-weave')], cats, 'hair-weave').map((x) => x.id)).toEqual(['a']);
    expect(relatedProducts(p('c', null), [p('a', 'hair-weave')], cats)).toEqual([]);
    expect(relatedProducts(current, null, cats)).toEqual([]);
    expect(relatedProducts(current, [null, 5, 'x'] as unknown as ReturnType<typeof p>[], cats)).toEqual([]);
    expect(relatedProducts(current, [p('a', 'hair-weave')])).toHaveLength(1);
  });

  it('is safe with cyclic categories', () => {
    const loop: Category[] = [
      { value: 'a', label: 'A', parent: 'b' },
      { value: 'b', label: 'B', parent: 'a' },
    ];
    expect(relatedProducts(p('cur', 'a'), [p('x', 'b'), p('y', 'a')], loop).map((x) => x.id)).toEqual(['x', 'y']);
  });
});
