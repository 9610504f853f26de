import { describe, expect, it } from 'vitest';
import { PRICE_GRID_MESSAGES, priceGridInputSchema } from './price-grid';

const valid = {
  unit: 'bundle',
  tiers: [{ min_quantity: 1 }, { min_quantity: 10 }],
  textures: ['Straight', 'Body Wave'],
  grades: ['Double Drawn'],
  cells: [
    { length: 22, texture: 'Body Wave', grade: 'double-drawn', prices: [62, '58.50'] },
    { length: '10', texture: 'straight', grade: 'Double Drawn', prices: ['$30', 28] },
  ],
};

function issues(input: unknown): { path: string; message: string }[] {
  const result = priceGridInputSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('priceGridInputSchema', () => {
  it('reads a grid: slugs for cells, numbers from text, defaults filled in', () => {
    const grid = priceGridInputSchema.parse(valid);
    expect(grid.bundle_grams).toBe(100);
    expect(grid.quantity_unit).toBe('unit');
    expect(grid.tier_pricing).toBe('per_tier');
    expect(grid.moq).toBeNull();
    expect(grid.tiers).toEqual([
      { min_quantity: 1, discount_percent: null },
      { min_quantity: 10, discount_percent: null },
    ]);
    expect(grid.cells).toEqual([
      { length: 22, texture: 'body-wave', grade: 'double-drawn', prices: [62, 58.5] },
      { length: 10, texture: 'straight', grade: 'double-drawn', prices: [30, 28] },
    ]);
  });

  it('accepts camelCase keys and the discount mode', () => {
    const grid = priceGridInputSchema.parse({
      ...valid,
      unit: 'kg',
      bundleGrams: 120,
      quantityUnit: 'kg',
      tierPricing: 'discount',
      tiers: [{ minQuantity: 1 }, { minQuantity: 10, discountPercent: '5' }],
      lineMoq: 2,
      moq: '10',
      cells: [{ length: 22, texture: 'straight', grade: 'double-drawn', prices: [45] }],
    });
    expect(grid.bundle_grams).toBeNull();
    expect(grid.quantity_unit).toBe('kg');
    expect(grid.tiers).toEqual([
      { min_quantity: 1, discount_percent: 0 },
      { min_quantity: 10, discount_percent: 5 },
    ]);
    expect(grid.moq).toBe(10);
    expect(grid.line_moq).toBe(2);
  });

  it('refuses a price that is not a number, naming the cell', () => {
    expect(issues({ ...valid, cells: [{ ...valid.cells[0], prices: ['abc', 10] }] })).toEqual([
      { path: 'cells.0.prices.0', message: PRICE_GRID_MESSAGES.price },
    ]);
  });

  it('refuses a negative price', () => {
    expect(issues({ ...valid, cells: [{ ...valid.cells[0], prices: [-1, 10] }] })).toEqual([
      { path: 'cells.0.prices.0', message: PRICE_GRID_MESSAGES.price },
    ]);
  });

  it('refuses a cell given twice, even spelled differently', () => {
    expect(issues({ ...valid, cells: [valid.cells[0], { ...valid.cells[0], texture: 'body-wave' }] })).toEqual([
      { path: 'cells.1', message: PRICE_GRID_MESSAGES.duplicateCell },
    ]);
  });

  it('refuses an unknown unit', () => {
    expect(issues({ ...valid, unit: 'box' })).toEqual([{ path: 'unit', message: PRICE_GRID_MESSAGES.unit }]);
  });

  it('refuses more than four tiers and tiers out of order', () => {
    const five = [1, 5, 10, 20, 50].map((min_quantity) => ({ min_quantity }));
    expect(issues({ ...valid, tiers: five })).toEqual([{ path: 'tiers', message: PRICE_GRID_MESSAGES.tiersCount }]);
    expect(issues({ ...valid, tiers: [{ min_quantity: 1 }, { min_quantity: 1 }] })).toEqual([
      { path: 'tiers.1.min_quantity', message: PRICE_GRID_MESSAGES.tierOrder },
    ]);
    expect(issues({ ...valid, tiers: [{ min_quantity: 2 }, { min_quantity: 10 }] })).toEqual([
      { path: 'tiers.0.min_quantity', message: PRICE_GRID_MESSAGES.tierFirst },
    ]);
  });

  it('wants one price per tier, or one base price in the discount mode', () => {
    expect(issues({ ...valid, cells: [{ ...valid.cells[0], prices: [10] }] })).toEqual([
      { path: 'cells.0.prices', message: PRICE_GRID_MESSAGES.pricesCount(2) },
    ]);
    expect(issues({ ...valid, tier_pricing: 'discount' })).toHaveLength(2);
  });

  it('refuses cells of textures or grades it does not list, and names listed twice', () => {
    expect(issues({ ...valid, cells: [{ ...valid.cells[0], texture: 'Kinky Curly', grade: 'Remy' }] })).toEqual([
      { path: 'cells.0.texture', message: PRICE_GRID_MESSAGES.unknownTexture },
      { path: 'cells.0.grade', message: PRICE_GRID_MESSAGES.unknownGrade },
    ]);
    expect(issues({ ...valid, textures: ['Straight', 'straight', 'Body Wave'] })).toEqual([
      { path: 'textures.1', message: PRICE_GRID_MESSAGES.duplicateTexture },
    ]);
  });

  it('refuses lengths outside the range and a bad discount', () => {
    expect(issues({ ...valid, cells: [{ ...valid.cells[0], length: 100 }] })).toEqual([
      { path: 'cells.0.length', message: PRICE_GRID_MESSAGES.length },
    ]);
    expect(
      issues({ ...valid, tier_pricing: 'discount', tiers: [{ min_quantity: 1, discount_percent: 120 }], cells: [{ ...valid.cells[0], prices: [1] }] }),
    ).toEqual([{ path: 'tiers.0.discount_percent', message: PRICE_GRID_MESSAGES.discount }]);
  });
});
