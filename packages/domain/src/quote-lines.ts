// The rules of a quote request's lines, the same on the server and in the
// screens: which product, length, texture and grade the grid offers, the unit a
// quantity counts, the minimum order, and the estimate from the grid's tiers.
//
// A line's quantity counts in kg when the grid prices or counts by weight, else
// in bundles or pieces. A sample is one bundle (one piece for piece goods), may go
// below the minimums and is priced at the first tier. The other lines of one
// product add up to pick the tier: 3 lengths of 4 kg reach the 10 kg price.
import { TEXTS } from './messages';
import { DEFAULT_BUNDLE_GRAMS } from './constants';
import { cellUnitPrice, checkMinimumOrder, findCell, quantityNoun, roundCents, selectionLabel, tierIndexForQuantity, tierRangeLabel, type OrderLine } from './price-grid';
import { MAX_LINE_QUANTITY, QUOTE_MESSAGES } from './quote-messages';
import { formatQuantity, type QuoteUnit } from './quote-request-options';
import type { GridOption, PriceGrid } from './schemas/price-grid';
import type { FieldProblem, LineEstimate, QuoteLine, QuoteLineInput, QuoteListItem, QuotePreview } from './schemas/quote-request';

/** What the line rules read of a grid (GET /api/products/{id}/prices answers it). */
export type QuoteGrid = Pick<PriceGrid, 'currency' | 'unit' | 'bundle_grams' | 'quantity_unit' | 'tier_pricing' | 'tiers' | 'moq' | 'line_moq' | 'textures' | 'grades' | 'lengths' | 'cells'>;

/** A product as the line rules need it: its names and its grid (null without one). */
export interface QuoteProduct {
  id: string;
  slug: string;
  name: string;
  image_url: string | null;
  grid: QuoteGrid | null;
}

/** The unit a line's quantity counts. */
export function lineUnit(grid: Pick<QuoteGrid, 'unit' | 'quantity_unit'>, sample: boolean): QuoteUnit {
  if (sample) return grid.unit === 'piece' ? 'piece' : 'bundle';
  if (grid.quantity_unit === 'kg' || grid.unit === 'kg') return 'kg';
  return grid.unit;
}

/**
 * How many of the grid's price units one unit of the line holds: a kg of 100 g
 * bundles is 10 bundles, a sample bundle of hair priced by the kg is 0.1 kg.
 * Null when they do not compare (pieces counted by weight).
 */
export function priceUnitsPerLineUnit(grid: Pick<QuoteGrid, 'unit' | 'bundle_grams'>, unit: QuoteUnit): number | null {
  if (unit === grid.unit) return 1;
  if (unit === 'kg' && grid.unit === 'bundle') return 1000 / (grid.bundle_grams ?? DEFAULT_BUNDLE_GRAMS);
  if (unit === 'bundle' && grid.unit === 'kg') return DEFAULT_BUNDLE_GRAMS / 1000;
  return null;
}

/** The estimate of `quantity` line units of a cell at a tier; null when the grid has no price for it. */
export function estimateLine(grid: QuoteGrid, cell: { prices: number[] }, tierIndex: number, unit: QuoteUnit, quantity: number): LineEstimate | null {
  const perUnit = priceUnitsPerLineUnit(grid, unit);
  const price = cellUnitPrice(grid, cell, tierIndex);
  if (perUnit === null || price === null) return null;
  const unitCents = Math.round(roundCents(price * perUnit) * 100);
  // Whole cents times hundredths of a unit: integers, so the amount is exact before its one rounding.
  const amountCents = Math.round((unitCents * Math.round(quantity * 100)) / 100);
  return { unit_price: unitCents / 100, amount: amountCents / 100, currency: grid.currency };
}

/** The quantity typed, or the message that says why it cannot be added. */
export function readQuantity(text: string, unit: QuoteUnit): { quantity: number } | { error: string } {
  const quantity = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(quantity) || quantity < 0.01 || quantity > MAX_LINE_QUANTITY) return { error: QUOTE_MESSAGES.quantity };
  if (unit !== 'kg' && !Number.isInteger(quantity)) return { error: QUOTE_MESSAGES.wholeUnits(unit) };
  return { quantity };
}

/** What one line of a product comes to at the quantity typed on its page. */
export interface LinePrice {
  /** The tier the quantity reaches (a sample: the first). */
  tierIndex: number;
  estimate: LineEstimate | null;
  /** The minimum the quantity is below, in words; null when it meets them. A sample meets them always. */
  belowMinimum: string | null;
}

/**
 * The product page's price for one line: the quantity picks the tier, the estimate
 * is the quote list's (estimateLine), and a quantity below the minimum per length,
 * or below the minimum order together with the product's `listed` ordinary lines of
 * other lengths, textures or grades, is refused naming the minimum (as a request is).
 */
export function priceLine(
  grid: QuoteGrid,
  cell: { length: number; prices: number[] },
  productName: string,
  quantity: number,
  sample: boolean,
  listed: readonly OrderLine[] = [],
): LinePrice {
  const unit = lineUnit(grid, sample);
  if (sample) return { tierIndex: 0, estimate: estimateLine(grid, cell, 0, unit, 1), belowMinimum: null };
  const tierIndex = Math.max(0, tierIndexForQuantity(grid.tiers, quantity));
  const problem = checkMinimumOrder(grid, [...listed, { length: cell.length, quantity }]).find(
    (found) => found.kind === 'order_below_moq' || found.line === listed.length,
  );
  const belowMinimum = !problem
    ? null
    : problem.kind === 'order_below_moq'
      ? QUOTE_MESSAGES.minimumOrder(productName, problem.moq, unit)
      : QUOTE_MESSAGES.minimumPerLength(productName, problem.minimum, unit);
  return { tierIndex, estimate: estimateLine(grid, cell, tierIndex, unit, quantity), belowMinimum };
}

/**
 * The quantity a tier's chip sets: the tier's own minimum, raised to the product's
 * minimums when that stays inside the tier (so the chip never offers a refused quantity).
 */
export function quantityForTier(grid: Pick<QuoteGrid, 'tiers' | 'moq' | 'line_moq'>, tierIndex: number): number {
  const tier = grid.tiers[tierIndex];
  if (!tier) return grid.line_moq ?? grid.moq ?? 1;
  const raised = Math.max(tier.min_quantity, grid.moq ?? 0, grid.line_moq ?? 0);
  return tierIndexForQuantity(grid.tiers, raised) === tierIndex ? raised : tier.min_quantity;
}

/** A product's ordinary lines in a list that together reach a better tier than one of them alone. */
export interface CombinedTier {
  product_id: string;
  /** The list position of the product's first ordinary line, where the note is shown. */
  first_line: number;
  total: number;
  tier_index: number;
  /** '10 kg of this product in your list: the 10–49 kg price applies'. */
  note: string;
}

/** Where several lines of one product add up to a better tier, with the note that says so. */
export function combinedTiers(
  lines: readonly Pick<QuoteLineInput, 'product_id' | 'quantity' | 'sample'>[],
  gridOf: (productId: string) => Pick<QuoteGrid, 'tiers' | 'unit' | 'quantity_unit'> | undefined,
): CombinedTier[] {
  const byProduct = new Map<string, { first: number; quantities: number[] }>();
  lines.forEach((line, index) => {
    if (line.sample) return;
    const known = byProduct.get(line.product_id);
    if (known) known.quantities.push(line.quantity);
    else byProduct.set(line.product_id, { first: index, quantities: [line.quantity] });
  });
  const found: CombinedTier[] = [];
  for (const [productId, { first, quantities }] of byProduct) {
    const grid = gridOf(productId);
    if (!grid || quantities.length < 2) continue;
    // Whole hundredths, as the list keeps them, so the sum is what the buyer typed.
    const total = quantities.reduce((sum, q) => sum + Math.round(q * 100), 0) / 100;
    const tierIndex = tierIndexForQuantity(grid.tiers, total);
    const alone = Math.min(...quantities.map((q) => tierIndexForQuantity(grid.tiers, q)));
    if (tierIndex <= Math.max(0, alone)) continue;
    const unit = lineUnit(grid, false);
    const range = tierRangeLabel(grid.tiers, tierIndex, quantityNoun(grid.unit, grid.quantity_unit));
    found.push({ product_id: productId, first_line: first, total, tier_index: tierIndex, note: QUOTE_MESSAGES.combinedTier(formatQuantity(total, unit), range) });
  }
  return found;
}

/** The sum of the lines' estimates when they share one currency (lines without one are left out); null otherwise. */
export function estimateTotal(lines: readonly (Pick<QuoteLine, 'estimate'> | null)[]): { estimate_total: number | null; currency: string | null } {
  const estimates = lines.flatMap((line) => (line?.estimate ? [line.estimate] : []));
  const currencies = new Set(estimates.map((e) => e.currency));
  if (currencies.size !== 1) return { estimate_total: null, currency: null };
  const cents = estimates.reduce((sum, e) => sum + Math.round(e.amount * 100), 0);
  return { estimate_total: cents / 100, currency: estimates[0]!.currency };
}

/** 'Raw Body Wave, 18", Body Wave, Double Drawn (sample)': a line in words, for quotes, mails and exports. */
export function describeQuoteLine(line: Pick<QuoteLine, 'product_name' | 'length' | 'texture_name' | 'grade_name' | 'sample'>): string {
  return `${line.product_name}, ${line.length}", ${line.texture_name}, ${line.grade_name}${line.sample ? ' (sample)' : ''}`;
}

interface Matched {
  index: number;
  input: QuoteLineInput;
  product: QuoteProduct;
  grid: QuoteGrid;
  cell: QuoteGrid['cells'][number];
  texture: GridOption;
  grade: GridOption;
  unit: QuoteUnit;
}

/**
 * Each line resolved against its product's grid, with its estimate, and every
 * problem that keeps the lines from being sent, each naming its field
 * ('lines.2.texture'). A line that cannot be resolved is null. With `minimums`,
 * the product's minimum order and the minimum per length are checked too (a
 * request must meet them; a quote list being built need not yet).
 */
export function resolveQuoteLines(
  inputs: readonly QuoteLineInput[],
  productOf: (idOrSlug: string) => QuoteProduct | undefined,
  options: { minimums: boolean },
): QuotePreview {
  const problems: FieldProblem[] = [];
  const refuse = (index: number, field: string | null, message: string) => void problems.push({ field: field === null ? `lines.${index}` : `lines.${index}.${field}`, message });
  const seen = new Set<string>();
  const matched = inputs.map((input, index) => {
    const found = matchLine(input, index, productOf(input.product_id), refuse);
    if (!found) return null;
    const key = [found.product.id, input.length, input.texture, input.grade, input.sample].join('|');
    if (seen.has(key)) refuse(index, null, QUOTE_MESSAGES.duplicateLine);
    seen.add(key);
    return found;
  });

  // A product's ordinary lines add up: their total picks the tier and must reach the minimum order.
  const byProduct = new Map<string, Matched[]>();
  for (const line of matched) {
    if (line && !line.input.sample) byProduct.set(line.product.id, [...(byProduct.get(line.product.id) ?? []), line]);
  }
  const tierOf = new Map<string, number>();
  for (const [productId, lines] of byProduct) {
    const { grid, product, unit } = lines[0]!;
    const total = lines.reduce((sum, line) => sum + line.input.quantity, 0);
    tierOf.set(productId, Math.max(0, tierIndexForQuantity(grid.tiers, total)));
    if (!options.minimums) continue;
    for (const problem of checkMinimumOrder(grid, lines.map((line) => line.input))) {
      if (problem.kind === 'order_below_moq') refuse(lines[0]!.index, 'quantity', QUOTE_MESSAGES.minimumOrder(product.name, problem.moq, unit));
      else refuse(lines[problem.line]!.index, 'quantity', QUOTE_MESSAGES.minimumPerLength(product.name, problem.minimum, unit));
    }
  }

  const lines = matched.map((line): QuoteLine | null => {
    if (!line) return null;
    const { input, product, grid, cell, texture, grade, unit } = line;
    const tier = input.sample ? 0 : (tierOf.get(product.id) ?? 0);
    return {
      product_id: product.id,
      product_slug: product.slug,
      product_name: product.name,
      product_image_url: product.image_url,
      length: input.length,
      texture: texture.slug,
      texture_name: texture.name,
      grade: grade.slug,
      grade_name: grade.name,
      quantity: input.quantity,
      unit,
      sample: input.sample,
      estimate: estimateLine(grid, cell, tier, unit, input.quantity),
    };
  });
  problems.sort((a, b) => lineIndexOf(a.field) - lineIndexOf(b.field));
  return { lines, ...estimateTotal(lines), problems };
}

const lineIndexOf = (field: string) => Number(/^lines\.(\d+)/.exec(field)?.[1] ?? 0);

/** The product's cell for one line, or null after naming what the grid does not offer. */
function matchLine(
  input: QuoteLineInput,
  index: number,
  product: QuoteProduct | undefined,
  refuse: (index: number, field: string | null, message: string) => void,
): Matched | null {
  if (!product) return refuse(index, 'product_id', TEXTS.productNotFound), null;
  const grid = product.grid;
  if (!grid) return refuse(index, 'product_id', QUOTE_MESSAGES.noGrid), null;
  const texture = grid.textures.find((t) => t.slug === input.texture);
  const grade = grid.grades.find((g) => g.slug === input.grade);
  if (!grid.lengths.includes(input.length)) refuse(index, 'length', QUOTE_MESSAGES.lengthNotOffered(input.length, product.name));
  if (!texture) refuse(index, 'texture', QUOTE_MESSAGES.textureNotOffered(input.texture, product.name));
  if (!grade) refuse(index, 'grade', QUOTE_MESSAGES.gradeNotOffered(input.grade, product.name));
  if (!texture || !grade || !grid.lengths.includes(input.length)) return null;
  const cell = findCell(grid.cells, input);
  if (!cell) return refuse(index, null, QUOTE_MESSAGES.combinationNotOffered(selectionLabel(grid, input), product.name)), null;
  const unit = lineUnit(grid, input.sample);
  if (input.sample && input.quantity !== 1) refuse(index, 'quantity', QUOTE_MESSAGES.sampleQuantity(unit));
  else if (unit !== 'kg' && !Number.isInteger(input.quantity)) refuse(index, 'quantity', QUOTE_MESSAGES.wholeUnits(unit));
  return { index, input, product, grid, cell, texture, grade, unit };
}

/** A quote's lines with their amounts, its subtotal and its total with shipping, all in cents so that they add up. */
export function quoteTotals(
  lines: readonly { description: string; quantity: number; unit: QuoteUnit; unit_price: number }[],
  shippingCost: number,
): { lines: { description: string; quantity: number; unit: QuoteUnit; unit_price: number; amount: number }[]; subtotal: number; total: number } {
  const priced = lines.map((line) => ({ ...line, amount: roundCents(line.quantity * line.unit_price) }));
  const subtotalCents = priced.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
  return { lines: priced, subtotal: subtotalCents / 100, total: (subtotalCents + Math.round(shippingCost * 100)) / 100 };
}

/** One key per line of a list: the same product, length, texture and grade, as a sample or not. */
const listKey = (item: Omit<QuoteListItem, 'quantity'>) => [item.product_id, item.length, item.texture, item.grade, item.sample].join('|');

/**
 * The buyer's stored list merged with the list their browser kept before they
 * signed in: a line in both keeps the larger quantity (merging the same list
 * twice changes nothing), new lines follow in the browser's order, and lines
 * past `max` are given back as dropped.
 */
export function mergeQuoteLists(stored: readonly QuoteListItem[], incoming: readonly QuoteListItem[], max: number): { items: QuoteListItem[]; dropped: QuoteListItem[] } {
  const merged = new Map(stored.map((item) => [listKey(item), { ...item }]));
  for (const item of incoming) {
    const known = merged.get(listKey(item));
    if (known) known.quantity = Math.max(known.quantity, item.quantity);
    else merged.set(listKey(item), { ...item });
  }
  const items = [...merged.values()];
  return { items: items.slice(0, max), dropped: items.slice(max) };
}
