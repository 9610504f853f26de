import { describe, expect, it } from 'vitest';
import { combinedTiers, describeQuoteLine, estimateLine, estimateTotal, lineUnit, priceLine, priceUnitsPerLineUnit, quantityForTier, readQuantity, resolveQuoteLines, type QuoteGrid, type QuoteProduct } from './quote-lines';
import { quoteLineInputSchema, type QuoteLineInput } from './schemas/quote-request';

/** Body Wave Double Drawn: 100 g bundles priced per bundle, tiers and minimums counted in kg. */
const bodyWaveGrid: QuoteGrid = {
  currency: 'USD',
  unit: 'bundle',
  bundle_grams: 100,
  quantity_unit: 'kg',
  tier_pricing: 'per_tier',
  tiers: [{ min_quantity: 1, discount_percent: null }, { min_quantity: 10, discount_percent: null }],
  moq: 1,
  line_moq: null,
  textures: [{ slug: 'body-wave', name: 'Body Wave' }, { slug: 'straight', name: 'Straight' }],
  grades: [{ slug: 'double-drawn', name: 'Double Drawn' }],
  lengths: [16, 18],
  cells: [
    { length: 16, texture: 'body-wave', grade: 'double-drawn', prices: [40, 36] },
    { length: 18, texture: 'body-wave', grade: 'double-drawn', prices: [45, 40.5] },
    { length: 18, texture: 'straight', grade: 'double-drawn', prices: [44, 40] },
  ],
};
/** Closures priced and counted per piece, at least 3 of one length. */
const closureGrid: QuoteGrid = {
  ...bodyWaveGrid,
  unit: 'piece',
  bundle_grams: null,
  quantity_unit: 'unit',
  tiers: [{ min_quantity: 1, discount_percent: null }],
  moq: 5,
  line_moq: 3,
  textures: [{ slug: 'straight', name: 'Straight' }],
  lengths: [14],
  cells: [{ length: 14, texture: 'straight', grade: 'double-drawn', prices: [25] }],
};

const products: QuoteProduct[] = [
  { id: 'p1', slug: 'body-wave-double-drawn', name: 'Body Wave Double Drawn', image_url: '/uploads/bw.webp', grid: bodyWaveGrid },
  { id: 'p2', slug: 'lace-closure', name: 'Lace Closure', image_url: null, grid: closureGrid },
  { id: 'p3', slug: 'no-grid', name: 'Wig Cap', image_url: null, grid: null },
];
const productOf = (idOrSlug: string) => products.find((p) => p.id === idOrSlug || p.slug === idOrSlug);
const line = (fields: Partial<QuoteLineInput> & Record<string, unknown>): QuoteLineInput =>
  quoteLineInputSchema.parse({ product_id: 'p1', length: 18, texture: 'body-wave', grade: 'double-drawn', quantity: fields.sample ? undefined : 2, ...fields });
const resolve = (inputs: QuoteLineInput[], minimums = true) => resolveQuoteLines(inputs, productOf, { minimums });

describe('line units', () => {
  it('counts kg when the grid prices or counts by weight, else bundles or pieces; a sample is one bundle or piece', () => {
    expect(lineUnit(bodyWaveGrid, false)).toBe('kg');
    expect(lineUnit({ unit: 'kg', quantity_unit: 'unit' }, false)).toBe('kg');
    expect(lineUnit({ unit: 'bundle', quantity_unit: 'unit' }, false)).toBe('bundle');
    expect(lineUnit(closureGrid, false)).toBe('piece');
    expect(lineUnit(bodyWaveGrid, true)).toBe('bundle');
    expect(lineUnit({ unit: 'kg', quantity_unit: 'kg' }, true)).toBe('bundle');
    expect(lineUnit(closureGrid, true)).toBe('piece');
  });

  it('converts a line unit into the grid price units', () => {
    expect(priceUnitsPerLineUnit({ unit: 'bundle', bundle_grams: 100 }, 'kg')).toBe(10);
    expect(priceUnitsPerLineUnit({ unit: 'bundle', bundle_grams: 125 }, 'kg')).toBe(8);
    expect(priceUnitsPerLineUnit({ unit: 'kg', bundle_grams: null }, 'bundle')).toBe(0.1);
    expect(priceUnitsPerLineUnit({ unit: 'piece', bundle_grams: null }, 'piece')).toBe(1);
    expect(priceUnitsPerLineUnit({ unit: 'piece', bundle_grams: null }, 'kg')).toBeNull();
  });
});

describe('resolveQuoteLines', () => {
  it('names and prices each line; the product total picks the tier', () => {
    const preview = resolve([line({ quantity: 4 }), line({ length: 16, quantity: 6.5 })]);
    expect(preview.problems).toEqual([]);
    expect(preview.lines[0]).toEqual({
      product_id: 'p1', product_slug: 'body-wave-double-drawn', product_name: 'Body Wave Double Drawn', product_image_url: '/uploads/bw.webp',
      length: 18, texture: 'body-wave', texture_name: 'Body Wave', grade: 'double-drawn', grade_name: 'Double Drawn',
      quantity: 4, unit: 'kg', sample: false,
      // 10.5 kg in all reach the second tier: $40.50 a bundle is $405 a kg.
      estimate: { unit_price: 405, amount: 1620, currency: 'USD' },
    });
    expect(preview.lines[1]!.estimate).toEqual({ unit_price: 360, amount: 2340, currency: 'USD' });
    expect(preview).toMatchObject({ estimate_total: 3960, currency: 'USD' });
  });

  it('reads a slug or a name for the product, texture and grade', () => {
    const preview = resolve([line({ product_id: 'body-wave-double-drawn', texture: 'Body Wave', grade: 'Double Drawn' })]);
    expect(preview.problems).toEqual([]);
    expect(preview.lines[0]).toMatchObject({ product_id: 'p1', texture: 'body-wave', grade: 'double-drawn' });
  });

  it('names the line and field of an unknown product, a product without a grid and what the grid does not offer', () => {
    const preview = resolve([
      line({ quantity: 3 }),
      line({ product_id: 'nope' }),
      line({ product_id: 'p3' }),
      line({ texture: 'deep wave' }),
      line({ length: 20, grade: 'single' }),
      line({ length: 16, texture: 'straight' }),
    ]);
    expect(preview.problems).toEqual([
      { field: 'lines.1.product_id', message: 'Product not found' },
      { field: 'lines.2.product_id', message: 'This product has no price list to quote from' },
      { field: 'lines.3.texture', message: "Texture 'deep-wave' is not offered for Body Wave Double Drawn" },
      { field: 'lines.4.length', message: '20" is not offered for Body Wave Double Drawn' },
      { field: 'lines.4.grade', message: "Grade 'single' is not offered for Body Wave Double Drawn" },
      { field: 'lines.5', message: '16" straight, double drawn is not offered for Body Wave Double Drawn' },
    ]);
    expect(preview.lines.map((l) => l !== null)).toEqual([true, false, false, false, false, false]);
  });

  it('refuses an order below the minimum order and a line below the minimum per length, naming the line', () => {
    const closures = (quantities: number[]) => quantities.map((quantity) => line({ product_id: 'p2', length: 14, texture: 'straight', quantity }));
    expect(resolve(closures([2])).problems).toEqual([
      { field: 'lines.0.quantity', message: 'Minimum order for Lace Closure is 5 pieces' },
      { field: 'lines.0.quantity', message: 'Minimum per length for Lace Closure is 3 pieces' },
    ]);
    expect(resolve([line({ quantity: 0.5 })]).problems).toEqual([{ field: 'lines.0.quantity', message: 'Minimum order for Body Wave Double Drawn is 1 kg' }]);
    expect(resolve(closures([5])).problems).toEqual([]);
    // A list being built may stay below the minimums.
    expect(resolve(closures([2]), false).problems).toEqual([]);
  });

  it('lets a sample line go below the minimums: one bundle at the first tier', () => {
    const preview = resolve([line({ sample: true, quantity: undefined })]);
    expect(preview.problems).toEqual([]);
    expect(preview.lines[0]).toMatchObject({ quantity: 1, unit: 'bundle', sample: true, estimate: { unit_price: 45, amount: 45, currency: 'USD' } });
    const closureSample = resolve([line({ product_id: 'p2', length: 14, texture: 'straight', sample: true, quantity: 1 })]);
    expect(closureSample.problems).toEqual([]);
    expect(closureSample.lines[0]).toMatchObject({ unit: 'piece', estimate: { unit_price: 25, amount: 25 } });
  });

  it('samples do not count toward the minimum order of the ordinary lines', () => {
    expect(resolve([line({ sample: true }), line({ quantity: 0.5 })]).problems).toEqual([
      { field: 'lines.1.quantity', message: 'Minimum order for Body Wave Double Drawn is 1 kg' },
    ]);
  });

  it('holds a sample to one unit and bundles and pieces to whole numbers', () => {
    expect(resolve([line({ sample: true, quantity: 2 })]).problems).toEqual([{ field: 'lines.0.quantity', message: 'A sample line holds one bundle' }]);
    const closures = resolve([line({ product_id: 'p2', length: 14, texture: 'straight', quantity: 5.5 })]);
    expect(closures.problems).toEqual([{ field: 'lines.0.quantity', message: 'Quantity must be a whole number of pieces' }]);
  });

  it('refuses the same product, length, texture and grade twice; a sample of it is another line', () => {
    expect(resolve([line({}), line({ texture: 'Body Wave' })]).problems).toEqual([{ field: 'lines.1', message: 'This product, length, texture and grade is listed twice' }]);
    expect(resolve([line({}), line({ sample: true })]).problems).toEqual([]);
  });
});

describe('estimateTotal and describeQuoteLine', () => {
  it('adds estimates in cents, and gives no total for mixed currencies', () => {
    const usd = (amount: number) => ({ estimate: { unit_price: 1, amount, currency: 'USD' } });
    expect(estimateTotal([usd(0.1), usd(0.2), null, { estimate: null }])).toEqual({ estimate_total: 0.3, currency: 'USD' });
    expect(estimateTotal([usd(1), { estimate: { unit_price: 1, amount: 1, currency: 'EUR' } }])).toEqual({ estimate_total: null, currency: null });
    expect(estimateTotal([])).toEqual({ estimate_total: null, currency: null });
  });

  it('says a line in words', () => {
    expect(describeQuoteLine({ product_name: 'Raw Hair', length: 18, texture_name: 'Body Wave', grade_name: 'Double Drawn', sample: true })).toBe('Raw Hair, 18", Body Wave, Double Drawn (sample)');
  });
});

/** The demo's tiers: 1–9 kg, 10–49 kg, 50 kg and up; at least 2 kg an order and 1 kg a length. */
const threeTierGrid: QuoteGrid = {
  ...bodyWaveGrid,
  tiers: [{ min_quantity: 1, discount_percent: null }, { min_quantity: 10, discount_percent: null }, { min_quantity: 50, discount_percent: null }],
  moq: 2,
  line_moq: 1,
  cells: [{ length: 22, texture: 'body-wave', grade: 'double-drawn', prices: [62, 58.5, 55] }],
};
const cell22 = threeTierGrid.cells[0]!;

describe('priceLine: the price for the quantity typed', () => {
  it('lets the quantity pick the tier: 60 kg is the 50 kg and up price, with its line total', () => {
    expect(priceLine(threeTierGrid, cell22, 'Raw Body Wave', 60, false)).toEqual({
      tierIndex: 2,
      // $55 a 100 g bundle is $550 a kg.
      estimate: { unit_price: 550, amount: 33000, currency: 'USD' },
      belowMinimum: null,
    });
    expect(priceLine(threeTierGrid, cell22, 'Raw Body Wave', 49.99, false).tierIndex).toBe(1);
    expect(priceLine(threeTierGrid, cell22, 'Raw Body Wave', 10, false).estimate).toEqual({ unit_price: 585, amount: 5850, currency: 'USD' });
    expect(priceLine(threeTierGrid, cell22, 'Raw Body Wave', 9, false).tierIndex).toBe(0);
  });

  it('keeps the total exact in cents for fractions of a kg', () => {
    // 2.35 kg at $620 is $1,457; 3.33 kg at $19.99 is $66.5667, one rounding to $66.57.
    expect(priceLine(threeTierGrid, cell22, 'Raw Body Wave', 2.35, false).estimate?.amount).toBe(1457);
    expect(estimateLine({ ...threeTierGrid, unit: 'kg', quantity_unit: 'kg' }, { prices: [19.99] }, 0, 'kg', 3.33)).toEqual({ unit_price: 19.99, amount: 66.57, currency: 'USD' });
  });

  it('refuses a quantity below the minimum order or the minimum per length, naming the minimum', () => {
    expect(priceLine(threeTierGrid, cell22, 'Raw Body Wave', 1.5, false).belowMinimum).toBe('Minimum order for Raw Body Wave is 2 kg');
    expect(priceLine({ ...threeTierGrid, moq: null, line_moq: 3 }, cell22, 'Raw Body Wave', 2, false).belowMinimum).toBe('Minimum per length for Raw Body Wave is 3 kg');
    expect(priceLine(threeTierGrid, cell22, 'Raw Body Wave', 2, false).belowMinimum).toBeNull();
  });

  it("counts the product's other listed lines toward the minimum order, not toward the minimum per length", () => {
    // 1 kg of 22" beside 1 kg of 18" already listed: 2 kg in all, 1 kg a length.
    expect(priceLine(threeTierGrid, cell22, 'Raw Body Wave', 1, false, [{ length: 18, quantity: 1 }]).belowMinimum).toBeNull();
    expect(priceLine(threeTierGrid, cell22, 'Raw Body Wave', 1, false, [{ length: 18, quantity: 0.5 }]).belowMinimum).toBe('Minimum order for Raw Body Wave is 2 kg');
    // A listed line below its own minimum is that line's problem, not this one's.
    expect(priceLine({ ...threeTierGrid, line_moq: 3 }, cell22, 'Raw Body Wave', 3, false, [{ length: 18, quantity: 1 }]).belowMinimum).toBeNull();
    expect(priceLine({ ...threeTierGrid, line_moq: 3 }, cell22, 'Raw Body Wave', 2, false, [{ length: 18, quantity: 5 }]).belowMinimum).toBe('Minimum per length for Raw Body Wave is 3 kg');
  });

  it('allows a sample below the minimums: one bundle at the first tier', () => {
    expect(priceLine(threeTierGrid, cell22, 'Raw Body Wave', 0.1, true)).toEqual({
      tierIndex: 0,
      estimate: { unit_price: 62, amount: 62, currency: 'USD' },
      belowMinimum: null,
    });
  });

  it("sets a tier chip's quantity to the tier's minimum, raised to the product's minimums inside the tier", () => {
    expect([0, 1, 2].map((i) => quantityForTier(threeTierGrid, i))).toEqual([2, 10, 50]);
    expect(quantityForTier({ ...threeTierGrid, moq: 12 }, 0)).toBe(1);
    expect(quantityForTier({ ...threeTierGrid, moq: null, line_moq: null }, 0)).toBe(1);
  });
});

describe('combinedTiers: lines of one product adding up to a better tier', () => {
  const gridOf = (id: string) => (id === 'p1' ? threeTierGrid : id === 'p2' ? closureGrid : undefined);
  const item = (product_id: string, quantity: number, sample = false) => ({ product_id, quantity, sample });

  it('says so on the first line of the product', () => {
    expect(combinedTiers([item('p2', 5), item('p1', 4), item('p1', 6)], gridOf)).toEqual([
      { product_id: 'p1', first_line: 1, total: 10, tier_index: 1, note: '10 kg of this product in your list: the 10–49 kg price applies' },
    ]);
    expect(combinedTiers([item('p1', 45.5), item('p1', 4.5)], gridOf)[0]?.note).toBe('50 kg of this product in your list: the 50 kg and up price applies');
  });

  it('says nothing when no line gains, for one line alone, or for samples and products without a grid', () => {
    expect(combinedTiers([item('p1', 2), item('p1', 3)], gridOf)).toEqual([]);
    expect(combinedTiers([item('p1', 12), item('p1', 14)], gridOf)).toEqual([]);
    expect(combinedTiers([item('p1', 12)], gridOf)).toEqual([]);
    expect(combinedTiers([item('p1', 9), item('p1', 1, true)], gridOf)).toEqual([]);
    expect(combinedTiers([item('p9', 9), item('p9', 9)], gridOf)).toEqual([]);
  });
});

describe('readQuantity', () => {
  it('reads kilograms with a comma or a point, and whole bundles or pieces only', () => {
    expect(readQuantity(' 2,5 ', 'kg')).toEqual({ quantity: 2.5 });
    expect(readQuantity('3', 'bundle')).toEqual({ quantity: 3 });
    expect(readQuantity('1.5', 'piece')).toEqual({ error: 'Quantity must be a whole number of pieces' });
    for (const text of ['', '0', '-1', 'abc', '100001']) expect(readQuantity(text, 'kg')).toEqual({ error: 'Quantity must be a number from 0.01 to 100,000' });
  });
});

