import { describe, expect, it } from 'vitest';
import { PRICE_GRID_MESSAGES, priceGridInputSchema } from '@hair/domain';
import {
  cellErrorKey,
  cellKeyOf,
  draftOf,
  editorFromGrid,
  emptyEditor,
  fillDown,
  pasteBlock,
  pasteLabelledBlock,
  placeServerErrors,
  priceTextError,
} from './grid-editor-state';
import { parseClipboardBlock } from '@hair/domain';

function editor() {
  const state = emptyEditor();
  return { ...state, lengths: [8, 10, 12], textures: state.textures.slice(0, 2), grades: state.grades.slice(0, 1) };
}

describe('pasteLabelledBlock', () => {
  it('puts textures across into the shown grade and tier, by their labels', () => {
    const state = editor();
    const [straight, bodyWave] = state.textures;
    const pasted = pasteLabelledBlock(state, { col: 0, gradeId: state.grades[0]!.id, tier: 0 }, parseClipboardBlock(`\t${bodyWave!.name}\t${straight!.name}\n10"\t44\t40`));
    expect(pasted).toEqual({
      written: 2,
      values: { [cellKeyOf(10, bodyWave!.id, state.grades[0]!.id)]: ['44'], [cellKeyOf(10, straight!.id, state.grades[0]!.id)]: ['40'] },
    });
  });

  it('puts tiers across into the focused texture and grades across into the shown tier', () => {
    const state = { ...editor(), tiers: [{ min: '1', discount: '' }, { min: '10', discount: '' }], grades: emptyEditor().grades };
    const [single, double] = state.grades;
    const bodyWave = state.textures[1]!;
    const tiers = pasteLabelledBlock(state, { col: 1, gradeId: double!.id, tier: 0 }, parseClipboardBlock('\t1+\t10+\n12 inch\t50\t45'));
    expect(tiers).toEqual({ written: 2, values: { [cellKeyOf(12, bodyWave.id, double!.id)]: ['50', '45'] } });
    const grades = pasteLabelledBlock(state, { col: 1, gradeId: double!.id, tier: 1 }, parseClipboardBlock(`\t${single!.name}\t${double!.name}\n8\t30\t36`));
    expect(grades).toEqual({ written: 2, values: { [cellKeyOf(8, bodyWave.id, single!.id)]: [undefined, '30'], [cellKeyOf(8, bodyWave.id, double!.id)]: [undefined, '36'] } });
  });

  it('refuses a block it cannot place and changes nothing', () => {
    const state = editor();
    expect(pasteLabelledBlock(state, { col: 0, gradeId: state.grades[0]!.id, tier: 0 }, parseClipboardBlock('\tStraight\n30"\t40'))).toEqual({ refused: 'Nothing pasted: the length "30"" is not in the grid' });
  });
});

describe('pasteBlock', () => {
  it('writes the block from the focused cell and drops what falls outside', () => {
    const state = editor();
    const [straight, bodyWave] = state.textures;
    const grade = state.grades[0]!;
    const { values, written } = pasteBlock(state, { row: 1, col: 0, gradeId: grade.id, tier: 0 }, [
      ['30', '32', '99'],
      ['34', '36', '99'],
      ['40', '42'],
    ]);
    expect(written).toBe(4);
    expect(values[cellKeyOf(10, straight!.id, grade.id)]).toEqual(['30']);
    expect(values[cellKeyOf(12, bodyWave!.id, grade.id)]).toEqual(['36']);
    expect(values[cellKeyOf(8, straight!.id, grade.id)]).toBeUndefined();
  });
});

describe('fillDown', () => {
  it('copies the price into every cell below it in the column', () => {
    const state = editor();
    const t = state.textures[0]!;
    const g = state.grades[0]!;
    const values = fillDown({ ...state, values: { [cellKeyOf(8, t.id, g.id)]: ['45'] } }, { row: 0, col: 0, gradeId: g.id, tier: 0 });
    expect(state.lengths.map((l) => values[cellKeyOf(l, t.id, g.id)]?.[0])).toEqual(['45', '45', '45']);
  });
});

describe('draftOf', () => {
  it('sends only offered cells, by name, and the server schema accepts them', () => {
    const state = editor();
    const t = state.textures[1]!;
    const g = state.grades[0]!;
    const draft = draftOf({ ...state, values: { [cellKeyOf(10, t.id, g.id)]: ['$32.50'] } });
    expect(draft.cellErrors).toEqual({});
    const parsed = priceGridInputSchema.parse(draft.input);
    expect(parsed.cells).toEqual([{ length: 10, texture: 'body-wave', grade: 'single-drawn', prices: [32.5] }]);
    expect(parsed.bundle_grams).toBe(100);
  });

  it('marks a price that is not a number, negative, or a tier left empty', () => {
    const state = { ...editor(), tiers: [{ min: '1', discount: '' }, { min: '10', discount: '' }] };
    const t = state.textures[0]!;
    const g = state.grades[0]!;
    const draft = draftOf({
      ...state,
      values: { [cellKeyOf(8, t.id, g.id)]: ['abc', '-3'], [cellKeyOf(10, t.id, g.id)]: ['40'] },
    });
    expect(draft.cellErrors).toEqual({
      [cellErrorKey(cellKeyOf(8, t.id, g.id), 0)]: PRICE_GRID_MESSAGES.price,
      [cellErrorKey(cellKeyOf(8, t.id, g.id), 1)]: PRICE_GRID_MESSAGES.price,
      [cellErrorKey(cellKeyOf(10, t.id, g.id), 1)]: PRICE_GRID_MESSAGES.price,
    });
  });

  it('reads prices as a buyer writes them', () => {
    expect(priceTextError('45')).toBeNull();
    expect(priceTextError('$1,200.50')).toBeNull();
    expect(priceTextError('')).toBeNull();
    expect(priceTextError('12abc')).toBe(PRICE_GRID_MESSAGES.price);
  });
});

describe('placeServerErrors', () => {
  it('puts cell messages back on their cell and keeps the others by field', () => {
    expect(
      placeServerErrors(
        [
          { field: 'cells.1.prices.0', message: 'bad' },
          { field: 'tiers', message: 'too many' },
        ],
        ['a', 'b'],
      ),
    ).toEqual({ cellErrors: { 'b#0': 'bad' }, fieldErrors: { tiers: 'too many' } });
  });
});

describe('editorFromGrid', () => {
  it('round-trips a saved grid', () => {
    const grid = {
      product_id: '1',
      currency: 'USD',
      unit: 'bundle' as const,
      bundle_grams: 100,
      quantity_unit: 'kg' as const,
      tier_pricing: 'per_tier' as const,
      tiers: [
        { min_quantity: 1, discount_percent: null },
        { min_quantity: 10, discount_percent: null },
      ],
      moq: 5,
      line_moq: null,
      textures: [{ slug: 'straight', name: 'Straight' }],
      grades: [{ slug: 'double-drawn', name: 'Double Drawn' }],
      lengths: [32],
      cells: [{ length: 32, texture: 'straight', grade: 'double-drawn', prices: [80, 75] }],
      price_from: 75,
      price_to: 80,
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const state = editorFromGrid(grid);
    expect(state.lengths).toContain(32);
    expect(state.lengths).toContain(8);
    const parsed = priceGridInputSchema.parse(draftOf(state).input);
    expect(parsed.cells).toEqual(grid.cells);
    expect(parsed.moq).toBe(5);
    expect(parsed.quantity_unit).toBe('kg');
  });
});
