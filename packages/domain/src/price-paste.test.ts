import { describe, expect, it } from 'vitest';
import { PRICE_PASTE_MESSAGES, isLabelledBlock, parseClipboardBlock, placeLabelledBlock, readLengthLabel, type PasteAxis } from './price-paste';

const LENGTHS = [12, 14, 16, 18, 20, 22];
const AXES: PasteAxis[] = [
  { axis: 'texture', kind: 'names', options: [{ id: 't1', name: 'Straight' }, { id: 't2', name: 'Body Wave' }] },
  { axis: 'grade', kind: 'names', options: [{ id: 'g1', name: 'Single Drawn' }, { id: 'g2', name: 'Double Drawn' }] },
  { axis: 'tier', kind: 'minimums', options: [{ id: '0', min: 1 }, { id: '1', min: 10 }, { id: '2', min: 50 }] },
];
const place = (text: string) => placeLabelledBlock(parseClipboardBlock(text), LENGTHS, AXES);

describe('parseClipboardBlock', () => {
  it('reads rows by line and cells by tab, as spreadsheets copy them', () => {
    expect(parseClipboardBlock('30\t32\r\n34\t36\r\n')).toEqual([
      ['30', '32'],
      ['34', '36'],
    ]);
    expect(parseClipboardBlock('30\n34')).toEqual([['30'], ['34']]);
  });
});

describe('readLengthLabel', () => {
  it('reads every spelling of a length in inches', () => {
    for (const label of ['22', '22"', '22”', '22 inch', '22 inches', '22in', '22 In', " 22'' "]) expect(readLengthLabel(label)).toBe(22);
  });

  it('reads nothing else', () => {
    for (const label of ['', 'inch', '22 cm', 'twenty-two', '22.5"', '#22']) expect(readLengthLabel(label)).toBeNull();
  });
});

describe('isLabelledBlock', () => {
  it('takes a block whose corner is empty or a word as labelled, a block of prices as not', () => {
    expect(isLabelledBlock(parseClipboardBlock('\tStraight\n22"\t45'))).toBe(true);
    expect(isLabelledBlock(parseClipboardBlock('Length\tStraight\n22"\t45'))).toBe(true);
    expect(isLabelledBlock(parseClipboardBlock('45\t50\n55\t60'))).toBe(false);
    expect(isLabelledBlock(parseClipboardBlock('$45\t50\n55\t60'))).toBe(false);
    // One row or one column has no labels to read.
    expect(isLabelledBlock(parseClipboardBlock('Straight\tBody Wave'))).toBe(false);
  });
});

describe('placeLabelledBlock', () => {
  it('places textures across and lengths down by their labels, in any order and spelling', () => {
    expect(place('Length\tbody wave\tSTRAIGHT\n22 inch\t60\t55\n12"\t$30\t1,025.50\n')).toEqual({
      ok: true,
      prices: [
        { length: 22, axis: 'texture', optionId: 't2', price: '60' },
        { length: 22, axis: 'texture', optionId: 't1', price: '55' },
        { length: 12, axis: 'texture', optionId: 't2', price: '$30' },
        { length: 12, axis: 'texture', optionId: 't1', price: '1,025.50' },
      ],
    });
  });

  it('places grades across when the columns name grades', () => {
    expect(place('\tDouble Drawn\tSingle Drawn\n18\t48\t40')).toEqual({
      ok: true,
      prices: [
        { length: 18, axis: 'grade', optionId: 'g2', price: '48' },
        { length: 18, axis: 'grade', optionId: 'g1', price: '40' },
      ],
    });
  });

  it('places tiers across by their minimum quantity however the column writes it', () => {
    const placed = place('\t1+\t10–49 kg\t50 kg and up\n14"\t40\t36\t32');
    expect(placed).toEqual({
      ok: true,
      prices: [
        { length: 14, axis: 'tier', optionId: '0', price: '40' },
        { length: 14, axis: 'tier', optionId: '1', price: '36' },
        { length: 14, axis: 'tier', optionId: '2', price: '32' },
      ],
    });
  });

  it('leaves empty cells and empty lines out of the count', () => {
    const placed = place('\tStraight\tBody Wave\n16\t\t44\n\n18\t47\t');
    expect(placed.ok && placed.prices.map((p) => [p.length, p.optionId])).toEqual([[16, 't2'], [18, 't1']]);
  });

  it('refuses the whole block, naming the reason, for an unknown label or a price that is not one', () => {
    expect(place('\tStraight\tKinky Curly\n16\t40\t44')).toEqual({ ok: false, reason: 'Nothing pasted: "Kinky Curly" is not a texture, grade or tier of this grid' });
    expect(place('\tStraight\n40"\t40')).toEqual({ ok: false, reason: 'Nothing pasted: the length "40"" is not in the grid' });
    expect(place('\tStraight\nshort\t40')).toEqual({ ok: false, reason: PRICE_PASTE_MESSAGES.unknownLength('short') });
    expect(place('\tStraight\tBody Wave\n16\t40\tcall us')).toEqual({ ok: false, reason: 'Nothing pasted: "call us" for 16" Body Wave is not a price' });
    expect(place('\tStraight\n16\t-5')).toEqual({ ok: false, reason: 'Nothing pasted: "-5" for 16" Straight is not a price' });
    expect(place('\tStraight\n16\t40\t41')).toEqual({ ok: false, reason: 'Nothing pasted: "41" is in a column without a label' });
    expect(place('\tStraight\n16\t')).toEqual({ ok: false, reason: 'Nothing pasted: the block holds no prices' });
  });
});
