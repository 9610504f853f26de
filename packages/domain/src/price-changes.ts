// What a change of prices changes, cell by cell: the stored prices an import or
// a bulk change shows in its preview (one per tier, or the base price in the
// discount mode), the unit prices the history keeps (what a buyer pays at each
// tier), and a percentage applied to prices, rounded to cents.
import { cellKey } from './schemas/price-grid';
import { MAX_PRICE } from './messages';
import { cellUnitPrices, roundCents, type GridCell, type GridPricing } from './price-grid';
import type { GridOption, PriceUnit } from './schemas/price-grid';

/** A product's grid as stored, with the product it belongs to: what an import or a bulk change reads. */
export interface StoredGrid extends GridPricing {
  productId: string;
  slug: string;
  name: string;
  currency: string;
  unit: PriceUnit;
  textures: readonly GridOption[];
  grades: readonly GridOption[];
  cells: readonly GridCell[];
}

export type PriceField = 'cell' | 'price_from' | 'price_to';

/**
 * One price that changes: a cell's price at a tier (texture and grade by name),
 * or a product's own price-from or price-to. A null old price is a price added,
 * a null new price one removed. `row` is the file's row, for an import.
 */
export interface PriceChange {
  product: { id: string; slug: string; name: string; currency: string };
  field: PriceField;
  length: number | null;
  texture: string | null;
  grade: string | null;
  tier_min_quantity: number | null;
  old_price: number | null;
  new_price: number | null;
  row: number | null;
}

/** The cells a product is to have after a change, beside the grid it has now. */
export interface GridUpdate {
  grid: StoredGrid;
  cells: GridCell[];
}

/** The lowest and highest percentage a bulk change may apply. */
export const BULK_PERCENT_MIN = -90;
export const BULK_PERCENT_MAX = 500;

/** A texture's or grade's name, or its slug when the list no longer holds it. */
export const optionName = (options: readonly GridOption[], slug: string): string => options.find((o) => o.slug === slug)?.name ?? slug;

/** The tier's minimum quantity of each stored price of a cell: every tier, or only the first in the discount mode (the base price). */
export function storedPriceTiers(grid: Pick<GridPricing, 'tier_pricing' | 'tiers'>): number[] {
  const tiers = grid.tiers.map((t) => t.min_quantity);
  return grid.tier_pricing === 'discount' ? tiers.slice(0, 1) : tiers;
}

/** A change of one cell's price at one tier. */
export function cellChange(
  grid: Pick<StoredGrid, 'productId' | 'slug' | 'name' | 'currency' | 'textures' | 'grades'>,
  cell: Pick<GridCell, 'length' | 'texture' | 'grade'>,
  tier: number,
  oldPrice: number | null,
  newPrice: number | null,
  row: number | null = null,
): PriceChange {
  return {
    product: { id: grid.productId, slug: grid.slug, name: grid.name, currency: grid.currency },
    field: 'cell',
    length: cell.length,
    texture: optionName(grid.textures, cell.texture),
    grade: optionName(grid.grades, cell.grade),
    tier_min_quantity: tier,
    old_price: oldPrice,
    new_price: newPrice,
    row,
  };
}

export interface StoredPriceChanges {
  added: PriceChange[];
  changed: PriceChange[];
  removed: PriceChange[];
  /** Stored prices that stay as they are. */
  unchanged: number;
}

/**
 * The stored prices that an update adds, changes and removes, one per cell and
 * tier (in the discount mode, the base price only); `rowOf` names the file row
 * of a cell's tier when the update comes from a file.
 */
export function storedPriceChanges(update: GridUpdate, rowOf: (cell: GridCell, tierIndex: number) => number | null = () => null): StoredPriceChanges {
  const { grid, cells } = update;
  const tiers = storedPriceTiers(grid);
  const result: StoredPriceChanges = { added: [], changed: [], removed: [], unchanged: 0 };
  const before = new Map(grid.cells.map((cell) => [cellKey(cell), cell]));
  const after = new Set<string>();
  for (const cell of cells) {
    const key = cellKey(cell);
    after.add(key);
    const old = before.get(key);
    tiers.forEach((tier, i) => {
      const price = cell.prices[i] ?? null;
      const oldPrice = old?.prices[i] ?? null;
      if (oldPrice === price) result.unchanged += 1;
      else (oldPrice === null ? result.added : result.changed).push(cellChange(grid, cell, tier, oldPrice, price, rowOf(cell, i)));
    });
  }
  for (const cell of grid.cells) {
    if (after.has(cellKey(cell))) continue;
    tiers.forEach((tier, i) => result.removed.push(cellChange(grid, cell, tier, cell.prices[i] ?? null, null)));
  }
  return result;
}

/** A grid's names and prices as the history reads them. */
export type NamedGrid = GridPricing & { textures: readonly GridOption[]; grades: readonly GridOption[] };

/** One unit price that changed: a buyer's price of a cell at a tier, before and after (null: not offered). */
export interface UnitPriceChange {
  length: number;
  texture: string;
  grade: string;
  tier_min_quantity: number;
  old_price: number | null;
  new_price: number | null;
}

function unitPrices(grid: NamedGrid | null): Map<string, UnitPriceChange> {
  const prices = new Map<string, UnitPriceChange>();
  if (!grid) return prices;
  for (const cell of grid.cells) {
    cellUnitPrices(grid, cell).forEach((price, i) => {
      const tier = grid.tiers[i]!.min_quantity;
      if (price === null) return;
      prices.set(`${cellKey(cell)}|${tier}`, {
        length: cell.length,
        texture: optionName(grid.textures, cell.texture),
        grade: optionName(grid.grades, cell.grade),
        tier_min_quantity: tier,
        old_price: price,
        new_price: null,
      });
    });
  }
  return prices;
}

/**
 * Every unit price that differs between two versions of a grid (null: no grid),
 * keyed by cell and tier: a changed tier discount changes the prices of that
 * tier, a moved tier removes the old one and adds the new.
 */
export function unitPriceChanges(before: NamedGrid | null, after: NamedGrid | null): UnitPriceChange[] {
  const old = unitPrices(before);
  const changes: UnitPriceChange[] = [];
  for (const [key, now] of unitPrices(after)) {
    const was = old.get(key);
    old.delete(key);
    if (was?.old_price !== now.old_price) changes.push({ ...now, old_price: was?.old_price ?? null, new_price: now.old_price });
  }
  for (const gone of old.values()) changes.push(gone);
  return changes;
}

/** A price raised or lowered by a percentage, rounded to cents (halves away from zero). */
export function scalePrice(price: number, percent: number): number {
  // In whole cents and hundredths of a percent, so 19.99 + 5 % is 20.99 (20.9895), not a float's 20.98.
  const cents = Math.round(price * 100);
  const hundredths = Math.round(percent * 100);
  return roundCents((cents * (10000 + hundredths)) / 1_000_000);
}

/** What a bulk change picks within a grid: a texture, a grade, both, or (neither) every cell. */
export interface BulkCellScope {
  texture?: string;
  grade?: string;
}

/** A grid whose picked cells' stored prices move by the percentage; null when it picks nothing. */
export function scaleGrid(grid: StoredGrid, scope: BulkCellScope, percent: number): GridUpdate | null {
  let picked = false;
  const cells = grid.cells.map((cell) => {
    if ((scope.texture !== undefined && cell.texture !== scope.texture) || (scope.grade !== undefined && cell.grade !== scope.grade)) return cell;
    picked = true;
    return { ...cell, prices: cell.prices.map((price) => scalePrice(price, percent)) };
  });
  return picked ? { grid, cells } : null;
}

/** A product without a grid: its own prices, which a bulk change of its category moves. */
export interface OwnPrices {
  id: string;
  slug: string;
  name: string;
  currency: string;
  priceFrom: number | null;
  priceTo: number | null;
}

/** The product's price-from and price-to moved by the percentage (a missing one stays missing), and the changes; null when it has no price. */
export function scaleOwnPrices(product: OwnPrices, percent: number): { priceFrom: number | null; priceTo: number | null; changes: PriceChange[] } | null {
  if (product.priceFrom === null && product.priceTo === null) return null;
  const scaled = (price: number | null) => (price === null ? null : scalePrice(price, percent));
  const next = { priceFrom: scaled(product.priceFrom), priceTo: scaled(product.priceTo) };
  const fields = [['price_from', product.priceFrom, next.priceFrom], ['price_to', product.priceTo, next.priceTo]] as const;
  const changes = fields
    .filter(([, was, now]) => was !== now)
    .map(([field, was, now]): PriceChange => ({
      product: { id: product.id, slug: product.slug, name: product.name, currency: product.currency },
      field,
      length: null,
      texture: null,
      grade: null,
      tier_min_quantity: null,
      old_price: was,
      new_price: now,
      row: null,
    }));
  return { ...next, changes };
}

/** The first price of an update above MAX_PRICE: a change that would make it is refused. */
export function priceAboveMax(changes: readonly PriceChange[]): PriceChange | undefined {
  return changes.find((change) => change.new_price !== null && change.new_price > MAX_PRICE);
}
