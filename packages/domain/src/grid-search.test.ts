import { describe, expect, it } from 'vitest';
import { gridSearchFromFilters, gridSearchText } from './grid-search';
import { productPagePath } from './links';

describe("a list's filters carried into a product page", () => {
  it('carries each of length, texture and grade chosen with one value', () => {
    expect(gridSearchFromFilters({ texture: ['body-wave'], length: ['22'] })).toEqual({ length: 22, texture: 'body-wave' });
    expect(gridSearchFromFilters({ grade: ['double-drawn'] })).toEqual({ grade: 'double-drawn' });
  });

  it('carries nothing for a facet with several values (alternatives, none the pick) or none', () => {
    expect(gridSearchFromFilters({ length: ['18', '22'], texture: ['straight', 'body-wave'] })).toEqual({});
    expect(gridSearchFromFilters({})).toEqual({});
  });

  it("writes the pick as the product page's search, in the URL's order", () => {
    expect(gridSearchText({ texture: 'body-wave', length: 22, tier: 2 })).toBe('?length=22&texture=body-wave&tier=2');
    expect(gridSearchText({})).toBe('');
    expect(productPagePath('raw-body-wave', { length: 22, texture: 'body-wave' })).toBe('/product/raw-body-wave?length=22&texture=body-wave');
    expect(productPagePath('raw-body-wave')).toBe('/product/raw-body-wave');
  });
});
