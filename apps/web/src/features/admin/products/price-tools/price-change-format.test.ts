import { describe, expect, it } from 'vitest';
import { amountLabel, changeLabel, priceLabel, tierLabel } from './price-change-format';
import { PRICE_TOOLS_TEXTS } from './texts';

const cell = { field: 'cell' as const, length: 22, texture: 'Body Wave', grade: 'Double Drawn', tier_min_quantity: 10, old_price: 58.5, new_price: 57.25 };

describe('price change labels', () => {
  it('name a cell by length, texture and grade, and its tier by its first quantity', () => {
    expect(priceLabel(cell)).toBe('22" Body Wave, Double Drawn');
    expect(tierLabel(cell)).toBe('from 10');
    expect(tierLabel({ tier_min_quantity: 1000 })).toBe('from 1,000');
  });

  it("name a product's own prices", () => {
    expect(priceLabel({ ...cell, field: 'price_from' })).toBe('Price from');
    expect(priceLabel({ ...cell, field: 'price_to' })).toBe('Price to');
    expect(tierLabel({ tier_min_quantity: null })).toBe('');
  });

  it('write amounts in the currency, with a dash for a price added or removed', () => {
    expect(changeLabel(cell)).toBe('$58.50 \u2192 $57.25');
    expect(changeLabel({ old_price: null, new_price: 40 })).toBe('\u2013 \u2192 $40');
    expect(changeLabel({ old_price: 40, new_price: null }, 'EUR')).toBe('40 EUR \u2192 \u2013');
    expect(amountLabel(1200)).toBe('$1,200');
  });
});

describe('the bulk change\'s scope line', () => {
  it('signs the percentage and names what it reaches', () => {
    expect(PRICE_TOOLS_TEXTS.bulkScope(10, ['Hair Bundle', undefined, 'Double Drawn'])).toBe('+10% on Hair Bundle \u00b7 Double Drawn');
    expect(PRICE_TOOLS_TEXTS.bulkScope(-3.5, [undefined, 'Body Wave', undefined])).toBe('\u22123.5% on Body Wave');
  });
});
