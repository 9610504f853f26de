import { describe, expect, it } from 'vitest';
import { CSV_BOM, CsvError, parseCsv } from './csv';
import type { StoredGrid } from './price-changes';
import { planPriceImport, priceFileHeader, priceFileRows, PRICE_FILE_MESSAGES, readPriceFile, type PriceFileRow } from './price-file';
import { PRICE_GRID_MESSAGES } from './schemas/price-grid';

const perTier: StoredGrid = {
  productId: 'p1',
  slug: 'body-wave-bundle',
  name: '=Body Wave, "Raw" Bundle',
  currency: 'USD',
  unit: 'bundle',
  tier_pricing: 'per_tier',
  tiers: [
    { min_quantity: 1, discount_percent: null },
    { min_quantity: 10, discount_percent: null },
  ],
  textures: [{ slug: 'straight', name: 'Straight' }, { slug: 'body-wave', name: 'Body Wave' }],
  grades: [{ slug: 'double-drawn', name: 'Double Drawn' }],
  cells: [
    { length: 22, texture: 'body-wave', grade: 'double-drawn', prices: [62, 58.5] },
    { length: 10, texture: 'straight', grade: 'double-drawn', prices: [30, 28] },
  ],
};

const discount: StoredGrid = {
  ...perTier,
  productId: 'p2',
  slug: 'closure',
  name: 'Lace Closure',
  unit: 'piece',
  tier_pricing: 'discount',
  tiers: [
    { min_quantity: 1, discount_percent: 0 },
    { min_quantity: 20, discount_percent: 5 },
  ],
  cells: [{ length: 14, texture: 'straight', grade: 'double-drawn', prices: [80] }],
};

const HEADER = 'product_slug,product_name,unit,currency,length,texture,grade,tier_min_quantity,price,pricing\r\n';

describe('the exported rows', () => {
  it('hold one row per cell and tier in the grid order, with names, neutralised text and two-decimal prices', () => {
    expect(priceFileHeader()).toBe(HEADER);
    expect(priceFileRows(perTier)).toBe(
      'body-wave-bundle,"\'=Body Wave, ""Raw"" Bundle",bundle,USD,10,Straight,Double Drawn,1,30.00,price per tier\r\n' +
        'body-wave-bundle,"\'=Body Wave, ""Raw"" Bundle",bundle,USD,10,Straight,Double Drawn,10,28.00,price per tier\r\n' +
        'body-wave-bundle,"\'=Body Wave, ""Raw"" Bundle",bundle,USD,22,Body Wave,Double Drawn,1,62.00,price per tier\r\n' +
        'body-wave-bundle,"\'=Body Wave, ""Raw"" Bundle",bundle,USD,22,Body Wave,Double Drawn,10,58.50,price per tier\r\n',
    );
  });

  it('hold one row per cell in the discount mode: the base price, with the discounts described', () => {
    expect(priceFileRows(discount)).toBe('closure,Lace Closure,piece,USD,14,Straight,Double Drawn,1,80.00,"base price, 5% off from 20"\r\n');
  });
});

describe('readPriceFile', () => {
  it('reads the columns by their header names, in any order and spelling, numbering rows as a spreadsheet does', () => {
    const text = `${CSV_BOM}Price;Tier Min Quantity;Grade;Texture;Length;Product Slug;Notes\r\n"45,50";1;Double Drawn;Straight;10;Body-Wave-Bundle;call\r\n;;;;;;\r\n30;10;Double Drawn;Straight;10;body-wave-bundle;\r\n`;
    expect(readPriceFile(text)).toEqual([
      { row: 2, product_slug: 'Body-Wave-Bundle', unit: '', length: '10', texture: 'Straight', grade: 'Double Drawn', tier_min_quantity: '1', price: '45,50' },
      { row: 4, product_slug: 'body-wave-bundle', unit: '', length: '10', texture: 'Straight', grade: 'Double Drawn', tier_min_quantity: '10', price: '30' },
    ]);
  });

  it('refuses a file without the needed columns, naming the missing ones', () => {
    expect(() => readPriceFile('product_slug,length,texture\r\nx,10,straight\r\n')).toThrow(new CsvError(PRICE_FILE_MESSAGES.missingColumns(['grade', 'tier_min_quantity', 'price'])));
    expect(() => readPriceFile('\r\n \r\n')).toThrow(PRICE_FILE_MESSAGES.empty);
  });
});

const grids = new Map([perTier, discount].map((g) => [g.slug, g]));
const known = new Set(['body-wave-bundle', 'closure', 'no-grid']);

function row(n: number, fields: Partial<PriceFileRow>): PriceFileRow {
  return { row: n, product_slug: 'body-wave-bundle', unit: '', length: '10', texture: 'Straight', grade: 'Double Drawn', tier_min_quantity: '1', price: '30', ...fields };
}

/** The exported file of both grids, as rows. */
const exported = () => readPriceFile(HEADER + priceFileRows(perTier) + priceFileRows(discount));

describe('planPriceImport', () => {
  it('changes nothing for the exported file itself', () => {
    const plan = planPriceImport(exported(), grids, known);
    expect(plan).toMatchObject({ added: [], changed: [], removed: [], rejected: [], updates: [], unchanged: 5 });
  });

  it('finds added, changed and removed prices with their rows and old and new prices', () => {
    const rows = exported().filter((r) => !(r.length === '22')); // 22" body wave left out: removed
    rows[0]!.price = '31.5';
    rows.push(row(20, { length: '12', texture: 'body-wave', price: '40' }), row(21, { length: '12', texture: 'body-wave', tier_min_quantity: '10', price: '$38' }));
    const plan = planPriceImport(rows, grids, known);
    expect(plan.rejected).toEqual([]);
    const product = { id: 'p1', slug: 'body-wave-bundle', name: perTier.name, currency: 'USD' };
    expect(plan.changed).toEqual([{ product, field: 'cell', length: 10, texture: 'Straight', grade: 'Double Drawn', tier_min_quantity: 1, old_price: 30, new_price: 31.5, row: 2 }]);
    expect(plan.added.map((c) => [c.length, c.texture, c.tier_min_quantity, c.old_price, c.new_price, c.row])).toEqual([
      [12, 'Body Wave', 1, null, 40, 20],
      [12, 'Body Wave', 10, null, 38, 21],
    ]);
    expect(plan.removed.map((c) => [c.length, c.texture, c.tier_min_quantity, c.old_price, c.new_price, c.row])).toEqual([
      [22, 'Body Wave', 1, 62, null, null],
      [22, 'Body Wave', 10, 58.5, null, null],
    ]);
    expect(plan.updates).toHaveLength(1);
    expect(plan.updates[0]!.cells).toEqual([
      { length: 10, texture: 'straight', grade: 'double-drawn', prices: [31.5, 28] },
      { length: 12, texture: 'body-wave', grade: 'double-drawn', prices: [40, 38] },
    ]);
  });

  it('removes a cell whose rows leave every price empty, and only in the products the file names', () => {
    const rows = exported()
      .filter((r) => r.product_slug === 'body-wave-bundle')
      .map((r) => (r.length === '10' ? { ...r, price: '' } : r));
    const plan = planPriceImport(rows, grids, known);
    expect(plan.removed.map((c) => [c.product.slug, c.length, c.tier_min_quantity])).toEqual([
      ['body-wave-bundle', 10, 1],
      ['body-wave-bundle', 10, 10],
    ]);
    expect(plan.updates.map((u) => u.grid.slug)).toEqual(['body-wave-bundle']);
  });

  const bad: [string, Partial<PriceFileRow>, string, string][] = [
    ['an unknown product', { product_slug: 'nope' }, 'product_slug', PRICE_FILE_MESSAGES.unknownProduct('nope')],
    ['a product without a grid', { product_slug: 'no-grid' }, 'product_slug', PRICE_FILE_MESSAGES.noGrid('no-grid')],
    ['no product', { product_slug: '' }, 'product_slug', PRICE_FILE_MESSAGES.slugRequired],
    ['a price of abc', { price: 'abc' }, 'price', PRICE_GRID_MESSAGES.price],
    ['a negative price', { price: '-5' }, 'price', PRICE_GRID_MESSAGES.price],
    ['a price over the maximum', { price: '1000001' }, 'price', PRICE_GRID_MESSAGES.price],
    ['an unknown tier', { tier_min_quantity: '15' }, 'tier_min_quantity', PRICE_FILE_MESSAGES.unknownTier('15', [1, 10])],
    ['a tier that is no number', { tier_min_quantity: 'ten' }, 'tier_min_quantity', PRICE_FILE_MESSAGES.unknownTier('ten', [1, 10])],
    ['a length out of range', { length: '99' }, 'length', PRICE_FILE_MESSAGES.length],
    ['a length that is no whole number', { length: '10.5' }, 'length', PRICE_FILE_MESSAGES.length],
    ['an unknown texture', { texture: 'Kinky Curly' }, 'texture', PRICE_FILE_MESSAGES.unknownTexture('Kinky Curly', ['Straight', 'Body Wave'])],
    ['an unknown grade', { grade: 'Triple' }, 'grade', PRICE_FILE_MESSAGES.unknownGrade('Triple', ['Double Drawn'])],
    ['another unit', { unit: 'kg' }, 'unit', PRICE_FILE_MESSAGES.unit('bundle')],
    ['a discount-mode tier past the first', { product_slug: 'closure', length: '14', tier_min_quantity: '20' }, 'tier_min_quantity', PRICE_FILE_MESSAGES.discountTier],
  ];

  it.each(bad)('rejects %s with the row, the field and the reason', (_name, fields, field, message) => {
    const rows = exported();
    rows.push(row(40, fields));
    const plan = planPriceImport(rows, grids, known);
    expect(plan.rejected).toEqual([{ row: 40, field, message }]);
  });

  it('quotes at most 60 characters of a value in its message', () => {
    const plan = planPriceImport([row(2, { product_slug: 'x'.repeat(5000) })], grids, known);
    expect(plan.rejected[0]!.message).toBe(`No product has the slug '${'x'.repeat(59)}\u2026'`);
  });

  it('rejects a cell and tier given twice, naming the first row', () => {
    const rows = exported();
    rows.push({ ...rows[0]!, row: 41, price: '29' });
    expect(planPriceImport(rows, grids, known).rejected).toEqual([
      { row: 41, field: 'length, texture, grade, tier_min_quantity', message: PRICE_FILE_MESSAGES.duplicate(2) },
    ]);
  });

  it('rejects an offered cell without a price at every tier', () => {
    const rows = [row(2, { length: '16' })];
    expect(planPriceImport(rows, grids, known).rejected).toEqual([{ row: 2, field: 'price', message: PRICE_FILE_MESSAGES.missingTier([10]) }]);
  });

  it('neither removes nor changes a cell whose row is rejected', () => {
    const rows = exported().map((r) => (r.length === '22' && r.tier_min_quantity === '1' ? { ...r, price: 'abc' } : r));
    const plan = planPriceImport(rows, grids, known);
    expect(plan.rejected).toEqual([{ row: 4, field: 'price', message: PRICE_GRID_MESSAGES.price }]);
    expect(plan.removed).toEqual([]);
    expect(plan.changed).toEqual([]);
  });

  it('reads prices as the grid editor does: a currency sign and a decimal comma', () => {
    const plan = planPriceImport([row(2, { price: '$31' }), row(3, { tier_min_quantity: '10', price: '28,5' })], new Map([[perTier.slug, { ...perTier, cells: [] }]]), known);
    expect(plan.added.map((c) => c.new_price)).toEqual([31, 28.5]);
  });

  it('round trip: an edited export, parsed back, changes exactly the edited price', () => {
    const text = HEADER + priceFileRows(perTier);
    const records = parseCsv(text);
    records[3]![8] = '64.25';
    const edited = records.map((r) => r.map((f) => (/[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(',')).join('\r\n');
    const plan = planPriceImport(readPriceFile(edited), grids, known);
    expect(plan.rejected).toEqual([]);
    expect(plan.changed.map((c) => [c.length, c.tier_min_quantity, c.old_price, c.new_price, c.row])).toEqual([[22, 1, 62, 64.25, 4]]);
    expect(plan.added).toEqual([]);
    expect(plan.removed).toEqual([]);
  });
});
