// Rules of the wholesale price grid: the unit price of a cell for a quantity
// tier, the lowest and highest price (the product's price-from and price-to),
// the tier of a quantity, the minimum order, which length / texture / grade
// combinations a buyer can pick (how a pick is written in the URL: grid-search.ts).
import { formatAmount } from './price';
import { toSlug } from './slug';
import type { GridOption, PriceUnit, QuantityUnit, TierPricingMode } from './schemas/price-grid';
import type { GridSelection } from './grid-search';

export interface GridTier {
  min_quantity: number;
  discount_percent: number | null;
}

export interface GridCell {
  length: number;
  texture: string;
  grade: string;
  prices: number[];
}

/** What the price rules read of a grid; both the saved input and the API's grid fit it. */
export interface GridPricing {
  tier_pricing: TierPricingMode;
  tiers: readonly GridTier[];
  cells: readonly GridCell[];
}

/** Rounds to whole cents, halves away from zero ('42.745' -> 42.75). */
export function roundCents(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100 + 1e-7) / 100;
}

/**
 * The unit price of a cell at a tier (0 = the first tier). With one price per
 * tier it is that price; in the discount mode it is the cell's base price less
 * the tier's percentage, rounded to cents. Null when the cell has no price there.
 */
export function cellUnitPrice(grid: Pick<GridPricing, 'tier_pricing' | 'tiers'>, cell: Pick<GridCell, 'prices'>, tierIndex: number): number | null {
  if (tierIndex < 0 || tierIndex >= grid.tiers.length) return null;
  if (grid.tier_pricing === 'per_tier') return cell.prices[tierIndex] ?? null;
  const base = cell.prices[0];
  if (base === undefined) return null;
  const percent = grid.tiers[tierIndex]?.discount_percent ?? 0;
  const cents = Math.round(base * 100);
  return roundCents((cents * (100 - percent)) / 10000);
}

/** The cell's unit price at every tier, in tier order. */
export function cellUnitPrices(grid: Pick<GridPricing, 'tier_pricing' | 'tiers'>, cell: Pick<GridCell, 'prices'>): (number | null)[] {
  return grid.tiers.map((_, i) => cellUnitPrice(grid, cell, i));
}

/**
 * The lowest and highest unit price over every offered cell and every tier;
 * null when nothing is offered. These are the product's price-from and price-to.
 */
export function gridPriceBounds(grid: GridPricing): { low: number; high: number } | null {
  let low = Infinity;
  let high = -Infinity;
  for (const cell of grid.cells) {
    for (const price of cellUnitPrices(grid, cell)) {
      if (price === null) continue;
      if (price < low) low = price;
      if (price > high) high = price;
    }
  }
  return low === Infinity ? null : { low, high };
}

/** The tier a quantity falls in (the last one it reaches), or -1 below the first tier. */
export function tierIndexForQuantity(tiers: readonly GridTier[], quantity: number): number {
  let index = -1;
  tiers.forEach((tier, i) => {
    if (quantity >= tier.min_quantity) index = i;
  });
  return index;
}

/** The noun of a quantity: 'kg', or the unit the price counts (bundles, pieces). */
export function quantityNoun(unit: PriceUnit, quantityUnit: QuantityUnit, plural = true): string {
  if (quantityUnit === 'kg' || unit === 'kg') return 'kg';
  if (unit === 'piece') return plural ? 'pieces' : 'piece';
  return plural ? 'bundles' : 'bundle';
}

/** A tier's range: '1–9 kg', '10–49 kg', '50 kg and up' (en dash). */
export function tierRangeLabel(tiers: readonly GridTier[], index: number, noun: string): string {
  const tier = tiers[index];
  if (!tier) return '';
  const next = tiers[index + 1];
  if (!next) return `${tier.min_quantity} ${noun} and up`;
  const last = next.min_quantity - 1;
  return last === tier.min_quantity ? `${last} ${noun}` : `${tier.min_quantity}–${last} ${noun}`;
}

/** 'per bundle (100 g)', 'per kg', 'per piece'. */
export function unitLabel(unit: PriceUnit, bundleGrams: number | null): string {
  if (unit === 'bundle') return bundleGrams ? `per bundle (${bundleGrams} g)` : 'per bundle';
  return unit === 'kg' ? 'per kg' : 'per piece';
}

// --- minimum order ---------------------------------------------------------------

export interface OrderLine {
  length: number;
  quantity: number;
}

export type OrderProblem =
  | { kind: 'order_below_moq'; total: number; moq: number }
  /** `line` is the position of the line in the list checked. */
  | { kind: 'line_below_minimum'; line: number; length: number; quantity: number; minimum: number };

/**
 * What keeps an order from meeting the minimum: the total below the product's
 * minimum order, and each line (one length) below the minimum per line.
 * Quantities count in the grid's quantity unit. An empty list means the order is fine.
 */
export function checkMinimumOrder(grid: { moq: number | null; line_moq: number | null }, lines: readonly OrderLine[]): OrderProblem[] {
  const problems: OrderProblem[] = [];
  const total = lines.reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
  if (grid.moq !== null && total < grid.moq) problems.push({ kind: 'order_below_moq', total, moq: grid.moq });
  const minimum = grid.line_moq;
  if (minimum !== null) {
    lines.forEach((line, i) => {
      if (line.quantity > 0 && line.quantity < minimum) problems.push({ kind: 'line_below_minimum', line: i, length: line.length, quantity: line.quantity, minimum });
    });
  }
  return problems;
}

// --- options and the buyer's selection ------------------------------------------------

/** Texture and grade names as options with their URL slugs, in the admin's order. */
export function gridOptions(names: readonly string[]): GridOption[] {
  return names.map((name) => ({ name, slug: toSlug(name) }));
}

/** The lengths that carry at least one price, shortest first. */
export function gridLengths(cells: readonly Pick<GridCell, 'length'>[]): number[] {
  return [...new Set(cells.map((c) => c.length))].sort((a, b) => a - b);
}

/** Cells shortest first; within a length, in the admin's order of grades, then of textures. */
export function orderCells<C extends Pick<GridCell, 'length' | 'texture' | 'grade'>>(
  cells: readonly C[],
  axes: { textures: readonly Pick<GridOption, 'slug'>[]; grades: readonly Pick<GridOption, 'slug'>[] },
): C[] {
  const textureOrder = new Map(axes.textures.map((t, i) => [t.slug, i]));
  const gradeOrder = new Map(axes.grades.map((g, i) => [g.slug, i]));
  return [...cells].sort(
    (a, b) =>
      a.length - b.length ||
      (gradeOrder.get(a.grade) ?? 0) - (gradeOrder.get(b.grade) ?? 0) ||
      (textureOrder.get(a.texture) ?? 0) - (textureOrder.get(b.texture) ?? 0),
  );
}

export type GridAxis = keyof GridSelection;

export interface GridChoice<T> {
  value: T;
  /** False when no offered cell has this value together with the other picks. */
  enabled: boolean;
}

export interface GridAxes {
  lengths: readonly number[];
  textures: readonly GridOption[];
  grades: readonly GridOption[];
  cells: readonly Pick<GridCell, 'length' | 'texture' | 'grade'>[];
}

function matches(cell: Pick<GridCell, 'length' | 'texture' | 'grade'>, sel: GridSelection, skip?: GridAxis): boolean {
  return (
    (skip === 'length' || sel.length === undefined || cell.length === sel.length) &&
    (skip === 'texture' || sel.texture === undefined || cell.texture === sel.texture) &&
    (skip === 'grade' || sel.grade === undefined || cell.grade === sel.grade)
  );
}

/**
 * Every length, texture and grade of the grid, each marked enabled when some
 * offered cell has it together with the other two picks of the selection.
 */
export function offeredOptions(axes: GridAxes, selection: GridSelection): {
  lengths: GridChoice<number>[];
  textures: GridChoice<GridOption>[];
  grades: GridChoice<GridOption>[];
} {
  const offered = (axis: GridAxis, value: number | string) =>
    axes.cells.some((cell) => cell[axis] === value && matches(cell, selection, axis));
  return {
    lengths: axes.lengths.map((value) => ({ value, enabled: offered('length', value) })),
    textures: axes.textures.map((value) => ({ value, enabled: offered('texture', value.slug) })),
    grades: axes.grades.map((value) => ({ value, enabled: offered('grade', value.slug) })),
  };
}

/**
 * A complete, offered selection close to the one asked for: picks that exist
 * are kept in the order length, texture, grade; the rest become the first
 * offered value. Null when the grid offers nothing.
 */
export function completeSelection(axes: GridAxes, wanted: GridSelection, keepFirst?: GridAxis): Required<GridSelection> | null {
  if (axes.cells.length === 0) return null;
  const order: GridAxis[] = keepFirst ? [keepFirst, ...(['length', 'texture', 'grade'] as const).filter((a) => a !== keepFirst)] : ['length', 'texture', 'grade'];
  const sel: GridSelection = {};
  for (const axis of order) {
    const value = wanted[axis];
    const candidate = { ...sel, [axis]: value };
    if (value !== undefined && axes.cells.some((cell) => matches(cell, candidate))) {
      Object.assign(sel, { [axis]: value });
    }
  }
  // Fill what is missing in the grid's own order: the first length, texture and grade that fit.
  const firstCell = [...axes.cells]
    .filter((cell) => matches(cell, sel))
    .sort((a, b) => rank(axes, a) - rank(axes, b))[0];
  if (!firstCell) return null;
  return { length: firstCell.length, texture: firstCell.texture, grade: firstCell.grade };
}

function rank(axes: GridAxes, cell: Pick<GridCell, 'length' | 'texture' | 'grade'>): number {
  const l = axes.lengths.indexOf(cell.length);
  const t = axes.textures.findIndex((o) => o.slug === cell.texture);
  const g = axes.grades.findIndex((o) => o.slug === cell.grade);
  return l * 10_000 + t * 100 + g;
}

/** The selection after the buyer picks one value: that pick stays, the others adjust if they no longer fit. */
export function pickOption(axes: GridAxes, current: GridSelection, axis: GridAxis, value: number | string): Required<GridSelection> | null {
  return completeSelection(axes, { ...current, [axis]: value }, axis);
}

/** The offered cell of a complete selection, if any. */
export function findCell<C extends Pick<GridCell, 'length' | 'texture' | 'grade'>>(cells: readonly C[], sel: GridSelection): C | undefined {
  return cells.find((c) => c.length === sel.length && c.texture === sel.texture && c.grade === sel.grade);
}

// --- the selection in the URL ------------------------------------------------------




/** '22" body wave, double drawn': the selection in words, as a buyer would say it. */
export function selectionLabel(axes: Pick<GridAxes, 'textures' | 'grades'>, sel: GridSelection): string {
  const texture = axes.textures.find((o) => o.slug === sel.texture)?.name;
  const grade = axes.grades.find((o) => o.slug === sel.grade)?.name;
  const first = [sel.length !== undefined ? `${sel.length}"` : '', texture?.toLowerCase() ?? ''].filter(Boolean).join(' ');
  return [first, grade?.toLowerCase() ?? ''].filter(Boolean).join(', ');
}

/** A unit price with its unit: '$45 per bundle (100 g)'. */
export function formatUnitPrice(amount: number, currency: string, unit: PriceUnit, bundleGrams: number | null): string {
  return `${formatAmount(amount, currency)} ${unitLabel(unit, bundleGrams)}`;
}
