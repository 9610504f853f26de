// The admin's price grid editor as plain data: rows are lengths, columns are
// textures, one sheet per grade and per tier. Cells hold the text the admin
// typed, so a wrong entry stays visible with its message until corrected.
import {
  DEFAULT_BUNDLE_GRAMS,
  DEFAULT_GRID_LENGTHS,
  MAX_PRICE_TIERS,
  PRICE_GRID_MESSAGES,
  isGridPriceText,
  placeLabelledBlock,
  toSlug,
  type PriceGrid,
  type PriceGridInput,
  type PriceUnit,
  type QuantityUnit,
  type TierPricingMode,
} from '@hair/domain';

export interface NamedOption {
  id: string;
  name: string;
}

export interface EditorTier {
  min: string;
  discount: string;
}

export interface GridEditorState {
  unit: PriceUnit;
  bundleGrams: string;
  quantityUnit: QuantityUnit;
  tierPricing: TierPricingMode;
  tiers: EditorTier[];
  moq: string;
  lineMoq: string;
  lengths: number[];
  textures: NamedOption[];
  grades: NamedOption[];
  /** Typed prices by cell key, one text per tier. */
  values: Record<string, string[]>;
}

let nextId = 0;
export const newOptionId = (): string => `o${++nextId}`;

export const cellKeyOf = (length: number, textureId: string, gradeId: string): string => `${length}|${textureId}|${gradeId}`;

export const DEFAULT_TEXTURES = ['Straight', 'Body Wave', 'Deep Wave'];
export const DEFAULT_GRADES = ['Single Drawn', 'Double Drawn'];

/** The editor for a product without a grid: bundles of 100 g, lengths 8 to 30", one tier. */
export function emptyEditor(): GridEditorState {
  return {
    unit: 'bundle',
    bundleGrams: String(DEFAULT_BUNDLE_GRAMS),
    quantityUnit: 'unit',
    tierPricing: 'per_tier',
    tiers: [{ min: '1', discount: '' }],
    moq: '',
    lineMoq: '',
    lengths: [...DEFAULT_GRID_LENGTHS],
    textures: DEFAULT_TEXTURES.map((name) => ({ id: newOptionId(), name })),
    grades: DEFAULT_GRADES.map((name) => ({ id: newOptionId(), name })),
    values: {},
  };
}

export function editorFromGrid(grid: PriceGrid | null): GridEditorState {
  if (!grid || grid.cells.length === 0) return emptyEditor();
  const textures = grid.textures.map((t) => ({ id: newOptionId(), name: t.name }));
  const grades = grid.grades.map((g) => ({ id: newOptionId(), name: g.name }));
  const textureId = new Map(grid.textures.map((t, i) => [t.slug, textures[i]!.id]));
  const gradeId = new Map(grid.grades.map((g, i) => [g.slug, grades[i]!.id]));
  const values: Record<string, string[]> = {};
  for (const cell of grid.cells) {
    const t = textureId.get(cell.texture);
    const g = gradeId.get(cell.grade);
    if (t && g) values[cellKeyOf(cell.length, t, g)] = cell.prices.map(String);
  }
  const lengths = [...new Set([...DEFAULT_GRID_LENGTHS, ...grid.lengths])].sort((a, b) => a - b);
  return {
    unit: grid.unit,
    bundleGrams: grid.bundle_grams === null ? String(DEFAULT_BUNDLE_GRAMS) : String(grid.bundle_grams),
    quantityUnit: grid.quantity_unit,
    tierPricing: grid.tier_pricing,
    tiers: grid.tiers.map((t) => ({ min: String(t.min_quantity), discount: t.discount_percent === null ? '' : String(t.discount_percent) })),
    moq: grid.moq === null ? '' : String(grid.moq),
    lineMoq: grid.line_moq === null ? '' : String(grid.line_moq),
    lengths,
    textures,
    grades,
    values,
  };
}

/** How many prices a cell holds: one per tier, or one base price in the discount mode. */
export function pricesPerCell(state: Pick<GridEditorState, 'tierPricing' | 'tiers'>): number {
  return state.tierPricing === 'per_tier' ? state.tiers.length : 1;
}

/** The message of a typed price, or null when it is a price ('' is an empty cell, not an error). */
export function priceTextError(text: string): string | null {
  if (text.trim() === '' || isGridPriceText(text)) return null;
  return PRICE_GRID_MESSAGES.price;
}

export interface GridDraft {
  input: PriceGridInput | Record<string, unknown>;
  /** For each submitted cell, its editor key (to put server messages back on the cell). */
  cellKeys: string[];
  /** Messages of cells by `${cellKey}#${tier}`: set when a typed price cannot be sent. */
  cellErrors: Record<string, string>;
}

export const cellErrorKey = (key: string, tier: number): string => `${key}#${tier}`;

/**
 * The PUT body of the editor's grid. A cell is offered when any of its tier
 * prices is typed; then every tier must hold a price.
 */
export function draftOf(state: GridEditorState): GridDraft {
  const perCell = pricesPerCell(state);
  const cells: { length: number; texture: string; grade: string; prices: string[] }[] = [];
  const cellKeys: string[] = [];
  const cellErrors: Record<string, string> = {};
  for (const grade of state.grades) {
    for (const length of state.lengths) {
      for (const texture of state.textures) {
        const key = cellKeyOf(length, texture.id, grade.id);
        const typed = (state.values[key] ?? []).slice(0, perCell);
        if (!typed.some((t) => t.trim() !== '')) continue;
        for (let i = 0; i < perCell; i++) {
          const text = typed[i] ?? '';
          const error = text.trim() === '' ? PRICE_GRID_MESSAGES.price : priceTextError(text);
          if (error) cellErrors[cellErrorKey(key, i)] = error;
        }
        cells.push({ length, texture: texture.name, grade: grade.name, prices: Array.from({ length: perCell }, (_, i) => (typed[i] ?? '').trim()) });
        cellKeys.push(key);
      }
    }
  }
  const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());
  const input = {
    unit: state.unit,
    bundle_grams: state.unit === 'bundle' ? blankToNull(state.bundleGrams) : null,
    quantity_unit: state.quantityUnit,
    tier_pricing: state.tierPricing,
    tiers: state.tiers.map((t) => ({ min_quantity: t.min.trim(), discount_percent: state.tierPricing === 'discount' ? blankToNull(t.discount) : null })),
    moq: blankToNull(state.moq),
    line_moq: blankToNull(state.lineMoq),
    textures: state.textures.map((t) => t.name),
    grades: state.grades.map((g) => g.name),
    cells,
  };
  return { input, cellKeys, cellErrors };
}

/**
 * Writes a pasted block into one sheet (a grade and a tier) from the cell at
 * (row, col) rightwards and downwards; what falls outside the sheet is dropped.
 * Returns the new values and how many cells were written.
 */
export function pasteBlock(
  state: GridEditorState,
  at: { row: number; col: number; gradeId: string; tier: number },
  block: string[][],
): { values: Record<string, string[]>; written: number } {
  const values = { ...state.values };
  let written = 0;
  block.forEach((rowCells, dr) => {
    const length = state.lengths[at.row + dr];
    if (length === undefined) return;
    rowCells.forEach((text, dc) => {
      const texture = state.textures[at.col + dc];
      if (!texture) return;
      const key = cellKeyOf(length, texture.id, at.gradeId);
      const prices = [...(values[key] ?? [])];
      prices[at.tier] = text;
      values[key] = prices;
      written++;
    });
  });
  return { values, written };
}

/**
 * Writes a block copied with its labels (lengths down, textures, grades or tiers
 * across) where its labels say: textures within the shown grade and tier, grades
 * in the focused cell's texture and the shown tier, tiers in the focused cell's
 * texture and the shown grade. All of it or, with the reason, nothing.
 */
export function pasteLabelledBlock(
  state: GridEditorState,
  at: { col: number; gradeId: string; tier: number },
  block: string[][],
): { values: Record<string, string[]>; written: number } | { refused: string } {
  const tiers = state.tierPricing === 'per_tier' ? state.tiers.flatMap((t, i) => (Number.isInteger(Number(t.min)) && t.min.trim() !== '' ? [{ id: String(i), min: Number(t.min) }] : [])) : [];
  const placed = placeLabelledBlock(block, state.lengths, [
    { axis: 'texture', kind: 'names', options: state.textures },
    { axis: 'grade', kind: 'names', options: state.grades },
    { axis: 'tier', kind: 'minimums', options: tiers },
  ]);
  if (!placed.ok) return { refused: placed.reason };
  const focusedTexture = state.textures[at.col]?.id ?? '';
  let values = state.values;
  for (const { length, axis, optionId, price } of placed.prices) {
    const texture = axis === 'texture' ? optionId : focusedTexture;
    const grade = axis === 'grade' ? optionId : at.gradeId;
    values = setCellText(values, cellKeyOf(length, texture, grade), axis === 'tier' ? Number(optionId) : at.tier, price);
  }
  return { values, written: placed.prices.length };
}

/** Copies the cell's price into every cell below it in its column (fill down). */
export function fillDown(state: GridEditorState, at: { row: number; col: number; gradeId: string; tier: number }): Record<string, string[]> {
  const texture = state.textures[at.col];
  const length = state.lengths[at.row];
  if (!texture || length === undefined) return state.values;
  const source = state.values[cellKeyOf(length, texture.id, at.gradeId)]?.[at.tier] ?? '';
  const values = { ...state.values };
  for (const below of state.lengths.slice(at.row + 1)) {
    const key = cellKeyOf(below, texture.id, at.gradeId);
    const prices = [...(values[key] ?? [])];
    prices[at.tier] = source;
    values[key] = prices;
  }
  return values;
}

/** Sets one typed price. */
export function setCellText(values: Record<string, string[]>, key: string, tier: number, text: string): Record<string, string[]> {
  const prices = [...(values[key] ?? [])];
  prices[tier] = text;
  return { ...values, [key]: prices };
}

/** A new tier starts past the last one (10, 50, 100 … as a buyer would count). */
export function addTier(tiers: EditorTier[]): EditorTier[] {
  if (tiers.length >= MAX_PRICE_TIERS) return tiers;
  const last = Number(tiers[tiers.length - 1]?.min ?? 1);
  const next = Number.isFinite(last) ? (last < 10 ? 10 : last * 5) : 10;
  return [...tiers, { min: String(next), discount: '' }];
}

/** True when a name would give a texture or grade the same slug as another one. */
export function duplicateName(options: readonly NamedOption[], name: string, exceptId?: string): boolean {
  const slug = toSlug(name);
  return options.some((o) => o.id !== exceptId && toSlug(o.name) === slug);
}

/**
 * The server's field messages ('cells.3.prices.0') put back on the editor's
 * cells; messages of other fields ('tiers.1.min_quantity') come back by field.
 */
export function placeServerErrors(
  details: readonly { field: string; message: string }[],
  cellKeys: readonly string[],
): { cellErrors: Record<string, string>; fieldErrors: Record<string, string> } {
  const cellErrors: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of details) {
    const m = /^cells\.(\d+)(?:\.prices(?:\.(\d+))?)?/.exec(field);
    const key = m ? cellKeys[Number(m[1])] : undefined;
    if (m && key !== undefined) cellErrors[cellErrorKey(key, Number(m[2] ?? 0))] = message;
    else fieldErrors[field] ??= message;
  }
  return { cellErrors, fieldErrors };
}
