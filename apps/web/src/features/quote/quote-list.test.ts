import { describe, expect, it } from 'vitest';
import { addLine, addRequestLines, describeLineWithQuantity, removeLine, setQuantity, setSample, whatsappRequestText, type QuoteListLine } from './quote-list';
import { parseStoredLines } from './quote-list-store';

const line = (over: Partial<QuoteListLine> = {}): QuoteListLine => ({ product_id: 'p1', length: 22, texture: 'body-wave', grade: 'double-drawn', quantity: 3, sample: false, ...over });

describe('the quote list', () => {
  it('keeps a sample asked for twice at one unit', () => {
    const sample = line({ quantity: 1, sample: true });
    expect(addLine(addLine([], sample), sample)).toEqual([sample]);
  });


  it('adds up the quantities of the same product and pick, and appends another pick', () => {
    let lines = addLine([], line({ quantity: 1.5 }));
    lines = addLine(lines, line({ quantity: 2.25 }));
    expect(lines).toEqual([line({ quantity: 3.75 })]);
    lines = addLine(lines, line({ length: 18 }));
    lines = addLine(lines, line({ product_id: 'p2' }));
    expect(lines.map((l) => [l.product_id, l.length, l.quantity])).toEqual([['p1', 22, 3.75], ['p1', 18, 3], ['p2', 22, 3]]);
  });

  it("puts a sent request's lines back, adding to the same line and leaving out a product that is gone", () => {
    const sent = [{ ...line({ quantity: 2 }) }, { ...line({ product_id: null as unknown as string }) }, { ...line({ length: 16, quantity: 1, sample: true }) }];
    expect(addRequestLines([line({ quantity: 1 })], sent)).toEqual([line({ quantity: 3 }), line({ length: 16, quantity: 1, sample: true })]);
  });

  it('keeps at most 50 lines, while a known line still adds up', () => {
    const full = Array.from({ length: 50 }, (_, i) => line({ length: 8 + (i % 23), product_id: `p${i}` }));
    expect(addLine(full, line({ product_id: 'new' }))).toHaveLength(50);
    expect(addLine(full, line({ product_id: 'p0', length: 8, quantity: 1 }))[0]?.quantity).toBe(4);
  });

  it('changes a quantity (to hundredths) and removes a line', () => {
    const lines = [line(), line({ length: 18 })];
    expect(setQuantity(lines, 1, 2.345)[1]?.quantity).toBe(2.35);
    expect(removeLine(lines, 0)).toEqual([line({ length: 18 })]);
  });

  it('makes a line a sample of one unit, and joins it with an equal sample line', () => {
    expect(setSample([line()], 0, true)).toEqual([line({ sample: true, quantity: 1 })]);
    const withSample = [line(), line({ sample: true, quantity: 1 })];
    expect(setSample(withSample, 0, true)).toEqual([line({ sample: true, quantity: 1 })]);
    expect(setSample([line({ sample: true, quantity: 1 }), line({ quantity: 4 })], 0, false)).toEqual([line({ quantity: 5 })]);
  });

  it('reads back what the browser kept, leaving out what it cannot read', () => {
    const kept = JSON.stringify([line(), { ...line(), quantity: -1 }, { product_id: 'p3' }, 'junk', line({ length: 18, sample: true, quantity: 1 })]);
    expect(parseStoredLines(kept)).toEqual([line(), line({ length: 18, sample: true, quantity: 1 })]);
    expect(parseStoredLines('{not json')).toEqual([]);
    expect(parseStoredLines(null)).toEqual([]);
    expect(parseStoredLines('{"a":1}')).toEqual([]);
  });
});

describe('the WhatsApp text of a sent request', () => {
  const sent = [
    { product_name: 'Body Wave Bundles', length: 22, texture_name: 'Body Wave', grade_name: 'Double Drawn', sample: false, quantity: 3, unit: 'kg' as const },
    { product_name: 'Straight Closure', length: 14, texture_name: 'Straight', grade_name: 'Single Drawn', sample: true, quantity: 1, unit: 'piece' as const },
  ];

  it('names the reference and each line with its quantity', () => {
    expect(describeLineWithQuantity(sent[0]!)).toBe('Body Wave Bundles, 22", Body Wave, Double Drawn × 3 kg');
    expect(whatsappRequestText('INQ-2026-0007', sent)).toBe(
      'Hi, my quote request INQ-2026-0007: Body Wave Bundles, 22", Body Wave, Double Drawn × 3 kg; Straight Closure, 14", Straight, Single Drawn (sample) × 1 piece',
    );
  });
});
