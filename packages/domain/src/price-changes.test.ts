import { describe, expect, it } from 'vitest';
import { MAX_PRICE } from './messages';
import { priceAboveMax, scaleGrid, scaleOwnPrices, scalePrice, storedPriceChanges, unitPriceChanges, type NamedGrid, type StoredGrid } from './price-changes';

const grid: StoredGrid = {
  productId: 'p1',
  slug: 'bundle',
  name: 'Bundle',
  currency: 'USD',
  unit: 'bundle',
  tier_pricing: 'per_tier',
  tiers: [
    { min_quantity: 1, discount_percent: null },
    { min_quantity: 10, discount_percent: null },
  ],
  textures: [{ slug: 'straight', name: 'Straight' }, { slug: 'body-wave', name: 'Body Wave' }],
  grades: [{ slug: 'double-drawn', name: 'Double Drawn' }, { slug: 'single-drawn', name: 'Single Drawn' }],
  cells: [
    { length: 10, texture: 'straight', grade: 'double-drawn', prices: [19.99, 18] },
    { length: 22, texture: 'body-wave', grade: 'double-drawn', prices: [62, 58.5] },
    { length: 22, texture: 'body-wave', grade: 'single-drawn', prices: [50, 0] },
  ],
};

describe('scalePrice', () => {
  it('raises and lowers by a percentage, rounded to cents with halves away from zero', () => {
    expect(scalePrice(19.99, 5)).toBe(20.99); // 20.9895
    expect(scalePrice(100, -3)).toBe(97);
    expect(scalePrice(58.5, 10)).toBe(64.35);
    expect(scalePrice(0.05, 10)).toBe(0.06); // 0.055
    expect(scalePrice(45.55, -2.5)).toBe(44.41); // 44.41125
    expect(scalePrice(10, 500)).toBe(60);
    expect(scalePrice(10, -90)).toBe(1);
    expect(scalePrice(0, 50)).toBe(0);
  });
});

describe('scaleGrid', () => {
  it('moves every stored price of the picked cells and leaves the others', () => {
    const update = scaleGrid(grid, { texture: 'body-wave', grade: 'double-drawn' }, 10)!;
    expect(update.cells).toEqual([
      grid.cells[0],
      { length: 22, texture: 'body-wave', grade: 'double-drawn', prices: [68.2, 64.35] },
      grid.cells[2],
    ]);
    expect(scaleGrid(grid, {}, 10)!.cells.map((c) => c.prices)).toEqual([[21.99, 19.8], [68.2, 64.35], [55, 0]]);
    expect(scaleGrid(grid, { grade: 'single-drawn' }, -10)!.cells[2]!.prices).toEqual([45, 0]);
  });

  it('answers null when no cell is picked', () => {
    expect(scaleGrid(grid, { texture: 'deep-wave' }, 10)).toBeNull();
  });
});

describe('storedPriceChanges', () => {
  it('lists each stored price that moves, old and new, with names', () => {
    const changes = storedPriceChanges(scaleGrid(grid, { texture: 'straight' }, 5)!);
    expect(changes.unchanged).toBe(4);
    expect(changes.added).toEqual([]);
    expect(changes.removed).toEqual([]);
    expect(changes.changed).toEqual([
      { product: { id: 'p1', slug: 'bundle', name: 'Bundle', currency: 'USD' }, field: 'cell', length: 10, texture: 'Straight', grade: 'Double Drawn', tier_min_quantity: 1, old_price: 19.99, new_price: 20.99, row: null },
      { product: { id: 'p1', slug: 'bundle', name: 'Bundle', currency: 'USD' }, field: 'cell', length: 10, texture: 'Straight', grade: 'Double Drawn', tier_min_quantity: 10, old_price: 18, new_price: 18.9, row: null },
    ]);
  });

  it('lists only the base price of a cell in the discount mode', () => {
    const discounted: StoredGrid = { ...grid, tier_pricing: 'discount', tiers: [{ min_quantity: 1, discount_percent: 0 }, { min_quantity: 10, discount_percent: 5 }], cells: [{ ...grid.cells[0]!, prices: [40] }] };
    const changes = storedPriceChanges(scaleGrid(discounted, {}, 10)!);
    expect(changes.changed.map((c) => [c.tier_min_quantity, c.old_price, c.new_price])).toEqual([[1, 40, 44]]);
  });
});

describe('priceAboveMax', () => {
  it('finds the first new price above the maximum', () => {
    const huge = { ...grid, cells: [{ ...grid.cells[0]!, prices: [400_000, 1] }] };
    const changes = storedPriceChanges(scaleGrid(huge, {}, 200)!).changed;
    expect(priceAboveMax(changes)?.new_price).toBe(1_200_000);
    expect(priceAboveMax(changes)!.new_price! > MAX_PRICE).toBe(true);
    expect(priceAboveMax(storedPriceChanges(scaleGrid(grid, {}, 200)!).changed)).toBeUndefined();
  });
});

describe('unitPriceChanges', () => {
  const named = (overrides: Partial<NamedGrid>): NamedGrid => ({ tier_pricing: grid.tier_pricing, tiers: grid.tiers, textures: grid.textures, grades: grid.grades, cells: grid.cells, ...overrides });

  it('lists the unit prices that differ, keyed by cell and tier, with names', () => {
    const before = named({});
    const after = named({ cells: [{ ...grid.cells[0]!, prices: [21, 18] }, grid.cells[1]!, { length: 24, texture: 'straight', grade: 'single-drawn', prices: [70, 66] }] });
    expect(unitPriceChanges(before, after)).toEqual([
      { length: 10, texture: 'Straight', grade: 'Double Drawn', tier_min_quantity: 1, old_price: 19.99, new_price: 21 },
      { length: 24, texture: 'Straight', grade: 'Single Drawn', tier_min_quantity: 1, old_price: null, new_price: 70 },
      { length: 24, texture: 'Straight', grade: 'Single Drawn', tier_min_quantity: 10, old_price: null, new_price: 66 },
      { length: 22, texture: 'Body Wave', grade: 'Single Drawn', tier_min_quantity: 1, old_price: 50, new_price: null },
      { length: 22, texture: 'Body Wave', grade: 'Single Drawn', tier_min_quantity: 10, old_price: 0, new_price: null },
    ]);
  });

  it('sees a new tier discount as a change of that tier\'s prices', () => {
    const base = named({ tier_pricing: 'discount', tiers: [{ min_quantity: 1, discount_percent: 0 }, { min_quantity: 10, discount_percent: 5 }], cells: [{ ...grid.cells[0]!, prices: [40] }] });
    const deeper = { ...base, tiers: [{ min_quantity: 1, discount_percent: 0 }, { min_quantity: 10, discount_percent: 10 }] };
    expect(unitPriceChanges(base, deeper)).toEqual([{ length: 10, texture: 'Straight', grade: 'Double Drawn', tier_min_quantity: 10, old_price: 38, new_price: 36 }]);
  });

  it('lists every price as added for a new grid and removed for a removed one, and nothing when nothing moves', () => {
    expect(unitPriceChanges(null, named({})).map((c) => c.old_price)).toEqual([null, null, null, null, null, null]);
    expect(unitPriceChanges(named({}), null).map((c) => c.new_price)).toEqual([null, null, null, null, null, null]);
    expect(unitPriceChanges(named({}), named({}))).toEqual([]);
  });
});

describe('scaleOwnPrices', () => {
  const product = { id: 'p9', slug: 'closure', name: 'Closure', currency: 'USD', priceFrom: 45.5, priceTo: null };

  it('moves the prices a product has, and lists each change', () => {
    expect(scaleOwnPrices(product, 10)).toEqual({
      priceFrom: 50.05,
      priceTo: null,
      changes: [{ product: { id: 'p9', slug: 'closure', name: 'Closure', currency: 'USD' }, field: 'price_from', length: null, texture: null, grade: null, tier_min_quantity: null, old_price: 45.5, new_price: 50.05, row: null }],
    });
  });

  it('answers null for a product without prices, and no change for a price of 0', () => {
    expect(scaleOwnPrices({ ...product, priceFrom: null }, 10)).toBeNull();
    expect(scaleOwnPrices({ ...product, priceFrom: 0 }, 10)?.changes).toEqual([]);
  });
});
