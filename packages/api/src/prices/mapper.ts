// A price grid's rows ↔ the API's shape: the grid row and cell rows of a
// validated input, and the grid a product page reads.
import {
  cellUnitPrices, gridLengths, gridOptions, gridPriceBounds, orderCells, type GridCell, type GridPricing, type PriceGrid, type PriceGridInput, type StoredGrid,
} from '@hair/domain';
import type { productPriceCells, productPriceGrids } from '../db/schema';

export type PriceGridRow = typeof productPriceGrids.$inferSelect;
export type PriceCellRow = typeof productPriceCells.$inferSelect;
export type PriceCellView = Pick<PriceCellRow, 'length' | 'texture' | 'grade' | 'prices'>;

/** The rows of a validated grid: the grid row and one row per offered cell with its lowest and highest unit price. */
export function toGridWrite(productId: string, input: PriceGridInput, now: Date): { grid: typeof productPriceGrids.$inferInsert; cells: (typeof productPriceCells.$inferInsert)[] } {
  return {
    grid: {
      productId,
      unit: input.unit,
      bundleGrams: input.bundle_grams,
      quantityUnit: input.quantity_unit,
      tierPricing: input.tier_pricing,
      tiers: input.tiers,
      moq: input.moq,
      lineMoq: input.line_moq,
      textures: gridOptions(input.textures),
      grades: gridOptions(input.grades),
      updatedAt: now,
    },
    cells: toCellRows(productId, input, input.cells),
  };
}

/** The rows of a grid's offered cells, each with its lowest and highest unit price over the tiers. */
export function toCellRows(productId: string, pricing: Pick<GridPricing, 'tier_pricing' | 'tiers'>, cells: readonly GridCell[]): (typeof productPriceCells.$inferInsert)[] {
  return cells.map((cell) => {
    const unitPrices = cellUnitPrices(pricing, cell).filter((p): p is number => p !== null);
    return {
      productId,
      length: cell.length,
      texture: cell.texture,
      grade: cell.grade,
      prices: cell.prices,
      minPrice: Math.min(...unitPrices),
      maxPrice: Math.max(...unitPrices),
    };
  });
}

/** A product's grid row and cells as an import or a bulk change reads them. */
export function toStoredGrid(
  product: { id: string; slug: string; name: string; currency: string },
  grid: PriceGridRow,
  cells: readonly PriceCellView[],
): StoredGrid {
  return {
    productId: product.id,
    slug: product.slug,
    name: product.name,
    currency: product.currency,
    unit: grid.unit,
    tier_pricing: grid.tierPricing,
    tiers: grid.tiers,
    textures: grid.textures,
    grades: grid.grades,
    cells: cells.map((c) => ({ length: c.length, texture: c.texture, grade: c.grade, prices: c.prices })),
  };
}

export function toPriceGridDto(productId: string, currency: string, grid: PriceGridRow, cells: readonly PriceCellView[]): PriceGrid {
  const ordered = orderCells(cells, grid);
  const body = {
    product_id: productId,
    currency,
    unit: grid.unit,
    bundle_grams: grid.bundleGrams,
    quantity_unit: grid.quantityUnit,
    tier_pricing: grid.tierPricing,
    tiers: grid.tiers.map((t) => ({ min_quantity: t.min_quantity, discount_percent: t.discount_percent })),
    moq: grid.moq,
    line_moq: grid.lineMoq,
    textures: grid.textures,
    grades: grid.grades,
    lengths: gridLengths(ordered),
    cells: ordered.map((c) => ({ length: c.length, texture: c.texture, grade: c.grade, prices: c.prices })),
    updated_at: grid.updatedAt.toISOString(),
  };
  const bounds = gridPriceBounds(body);
  return { ...body, price_from: bounds?.low ?? null, price_to: bounds?.high ?? null };
}
