import { describe, expect, it } from 'vitest';
import {
  cellUnitPrice,
  cellUnitPrices,
  checkMinimumOrder,
  completeSelection,
  gridLengths,
  gridOptions,
  gridPriceBounds,
  offeredOptions,
  pickOption,
  roundCents,
  selectionLabel,
  tierIndexForQuantity,
  tierRangeLabel,
  type GridAxes,
  type GridPricing,
} from './price-grid';
import { gridSearchOf, parseGridSearch } from './grid-search';
import { TEXTS } from './messages';

const tiers = [
  { min_quantity: 1, discount_percent: null },
  { min_quantity: 10, discount_percent: null },
  { min_quantity: 50, discount_percent: null },
];

const perTier: GridPricing = {
  tier_pricing: 'per_tier',
  tiers,
  cells: [
    { length: 10, texture: 'straight', grade: 'double-drawn', prices: [30, 28, 25] },
    { length: 22, texture: 'body-wave', grade: 'double-drawn', prices: [62, 58.5, 55] },
  ],
};

const discount: GridPricing = {
  tier_pricing: 'discount',
  tiers: [
    { min_quantity: 1, discount_percent: 0 },
    { min_quantity: 10, discount_percent: 5 },
    { min_quantity: 50, discount_percent: 12.5 },
  ],
  cells: [{ length: 16, texture: 'straight', grade: 'single-drawn', prices: [45.55] }],
};

describe('roundCents', () => {
  it('rounds halves up to whole cents', () => {
    expect(roundCents(42.745)).toBe(42.75);
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(10)).toBe(10);
  });
});

describe('cellUnitPrice', () => {
  it('reads the price of the tier when each tier has its own price', () => {
    expect(cellUnitPrice(perTier, perTier.cells[1]!, 1)).toBe(58.5);
    expect(cellUnitPrices(perTier, perTier.cells[0]!)).toEqual([30, 28, 25]);
  });

  it('takes the percentage off the base price and rounds to cents', () => {
    // 45.55 less 5 % = 43.2725 -> 43.27; less 12.5 % = 39.85625 -> 39.86
    expect(cellUnitPrices(discount, discount.cells[0]!)).toEqual([45.55, 43.27, 39.86]);
  });

  it('has no price outside the tiers', () => {
    expect(cellUnitPrice(perTier, perTier.cells[0]!, 3)).toBeNull();
    expect(cellUnitPrice(perTier, perTier.cells[0]!, -1)).toBeNull();
  });
});

describe('gridPriceBounds', () => {
  it('is the lowest and highest unit price over every cell and tier', () => {
    expect(gridPriceBounds(perTier)).toEqual({ low: 25, high: 62 });
    expect(gridPriceBounds(discount)).toEqual({ low: 39.86, high: 45.55 });
  });

  it('is null when no cell is offered', () => {
    expect(gridPriceBounds({ ...perTier, cells: [] })).toBeNull();
  });
});

describe('tiers', () => {
  it('finds the last tier a quantity reaches', () => {
    expect(tierIndexForQuantity(tiers, 0)).toBe(-1);
    expect(tierIndexForQuantity(tiers, 1)).toBe(0);
    expect(tierIndexForQuantity(tiers, 9)).toBe(0);
    expect(tierIndexForQuantity(tiers, 10)).toBe(1);
    expect(tierIndexForQuantity(tiers, 49.5)).toBe(1);
    expect(tierIndexForQuantity(tiers, 500)).toBe(2);
  });

  it('names each tier by its range', () => {
    expect(tierRangeLabel(tiers, 0, 'kg')).toBe('1–9 kg');
    expect(tierRangeLabel(tiers, 1, 'kg')).toBe('10–49 kg');
    expect(tierRangeLabel(tiers, 2, 'kg')).toBe('50 kg and up');
    expect(tierRangeLabel([{ min_quantity: 1, discount_percent: null }, { min_quantity: 2, discount_percent: null }], 0, 'pieces')).toBe('1 pieces');
  });
});

describe('checkMinimumOrder', () => {
  const grid = { moq: 10, line_moq: 3 };

  it('accepts an order that meets both minimums', () => {
    expect(checkMinimumOrder(grid, [{ length: 16, quantity: 5 }, { length: 18, quantity: 5 }])).toEqual([]);
  });

  it('names the total below the minimum order and each short line', () => {
    expect(checkMinimumOrder(grid, [{ length: 16, quantity: 6 }, { length: 18, quantity: 2 }])).toEqual([
      { kind: 'order_below_moq', total: 8, moq: 10 },
      { kind: 'line_below_minimum', line: 1, length: 18, quantity: 2, minimum: 3 },
    ]);
  });

  it('has nothing to say without minimums', () => {
    expect(checkMinimumOrder({ moq: null, line_moq: null }, [{ length: 8, quantity: 1 }])).toEqual([]);
  });
});

describe('selection', () => {
  const cells = [
    { length: 10, texture: 'straight', grade: 'single-drawn' },
    { length: 10, texture: 'straight', grade: 'double-drawn' },
    { length: 22, texture: 'body-wave', grade: 'double-drawn' },
    { length: 22, texture: 'straight', grade: 'double-drawn' },
  ];
  const axes: GridAxes = {
    lengths: gridLengths(cells),
    textures: gridOptions(['Straight', 'Body Wave']),
    grades: gridOptions(['Single Drawn', 'Double Drawn']),
    cells,
  };

  it('marks only the combinations that exist', () => {
    const options = offeredOptions(axes, { length: 22 });
    expect(options.lengths).toEqual([{ value: 10, enabled: true }, { value: 22, enabled: true }]);
    expect(options.grades.map((g) => [g.value.slug, g.enabled])).toEqual([
      ['single-drawn', false],
      ['double-drawn', true],
    ]);
    const bodyWave = offeredOptions(axes, { texture: 'body-wave' });
    expect(bodyWave.lengths.map((l) => l.enabled)).toEqual([false, true]);
  });

  it('completes a partial selection with the first offered values', () => {
    expect(completeSelection(axes, {})).toEqual({ length: 10, texture: 'straight', grade: 'single-drawn' });
    expect(completeSelection(axes, { length: 22 })).toEqual({ length: 22, texture: 'straight', grade: 'double-drawn' });
    expect(completeSelection(axes, { length: 99, texture: 'body-wave' })).toEqual({ length: 22, texture: 'body-wave', grade: 'double-drawn' });
    expect(completeSelection({ ...axes, cells: [] }, {})).toBeNull();
  });

  it('keeps the value just picked and moves the others', () => {
    const current = { length: 10, texture: 'straight', grade: 'single-drawn' };
    expect(pickOption(axes, current, 'texture', 'body-wave')).toEqual({ length: 22, texture: 'body-wave', grade: 'double-drawn' });
    expect(pickOption(axes, current, 'grade', 'double-drawn')).toEqual({ length: 10, texture: 'straight', grade: 'double-drawn' });
  });

  it('says the selection as a buyer would', () => {
    expect(selectionLabel(axes, { length: 22, texture: 'body-wave', grade: 'double-drawn' })).toBe('22" body wave, double drawn');
    expect(TEXTS.whatsappSelectionText('Raw Vietnamese Hair', '22" body wave, double drawn')).toBe(
      'Hi, I\'m interested in Raw Vietnamese Hair – 22" body wave, double drawn',
    );
    expect(TEXTS.whatsappSelectionText('Raw Vietnamese Hair', '')).toBe("Hi, I'm interested in Raw Vietnamese Hair");
  });
});

describe('the selection in the URL', () => {
  it('reads length, texture, grade and tier', () => {
    expect(parseGridSearch({ length: '22', texture: 'body-wave', grade: 'double-drawn', tier: '2' })).toEqual({
      length: 22,
      texture: 'body-wave',
      grade: 'double-drawn',
      tier: 2,
    });
  });

  it('drops what it cannot read and turns names into slugs', () => {
    expect(parseGridSearch({ length: 'abc', texture: 'Body Wave', grade: '', tier: '1' })).toEqual({ texture: 'body-wave' });
    expect(parseGridSearch({ length: 22.5, tier: 'x' })).toEqual({});
    expect(parseGridSearch({ length: '22"' })).toEqual({ length: 22 });
  });

  it('writes the tier only past the first one', () => {
    const sel = { length: 22, texture: 'body-wave', grade: 'double-drawn' };
    expect(gridSearchOf(sel)).toEqual(sel);
    expect(gridSearchOf(sel, 2)).toEqual({ ...sel, tier: 3 });
    expect(parseGridSearch(gridSearchOf(sel, 1) as Record<string, unknown>)).toEqual({ ...sel, tier: 2 });
  });
});
