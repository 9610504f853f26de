// The wholesale price grid of a product: lengths × textures × grades, a price per
// unit for each offered cell, up to four quantity breaks and the minimum order.
// The input is strict about meaning (a price of 'abc', a duplicate cell, an
// unknown unit or a fifth tier is refused with a message naming the field) and
// lenient about spelling (camelCase keys, numbers sent as text, '$45').
import { z } from 'zod';
import { MAX_PRICE } from '../messages';
import { parseSignedPrice } from '../price';
import { DEFAULT_BUNDLE_GRAMS } from '../constants';
import { isRecord } from '../records';
import { toSlug } from '../slug';

/** How a price is counted: per bundle (of stated grams), per kilogram, or per piece (closures, frontals). */
export const PRICE_UNITS = ['bundle', 'kg', 'piece'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** What quantity breaks and minimum orders count: units (bundles or pieces) or kilograms. */
export const QUANTITY_UNITS = ['unit', 'kg'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/**
 * How a cell prices each tier: one price per tier, or one base price with a
 * discount percentage per tier set once for the whole product.
 */
export const TIER_PRICING_MODES = ['per_tier', 'discount'] as const;
export type TierPricingMode = (typeof TIER_PRICING_MODES)[number];

export const MAX_PRICE_TIERS = 4;
export const MAX_BUNDLE_GRAMS = 5000;
/** Hair lengths in inches a grid may hold; the product page offers 8 to 30 by default. */
export const GRID_MIN_LENGTH = 4;
export const GRID_MAX_LENGTH = 60;
export const DEFAULT_GRID_LENGTHS: readonly number[] = [8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30];
export const MAX_GRID_TEXTURES = 30;
export const MAX_GRID_GRADES = 10;
export const MAX_GRID_CELLS = 5000;
export const MAX_ORDER_QUANTITY = 1_000_000;
const MAX_OPTION_NAME = 60;

export const PRICE_GRID_MESSAGES = {
  price: `Price must be a number from 0 to ${MAX_PRICE.toLocaleString('en-US')}`,
  unit: `unit must be one of ${PRICE_UNITS.join(', ')}`,
  quantityUnit: `quantity_unit must be one of ${QUANTITY_UNITS.join(', ')}`,
  tierPricing: `tier_pricing must be one of ${TIER_PRICING_MODES.join(', ')}`,
  bundleGrams: `bundle_grams must be a whole number from 1 to ${MAX_BUNDLE_GRAMS}`,
  tiersCount: `tiers must hold 1 to ${MAX_PRICE_TIERS} quantity breaks`,
  tierMin: `min_quantity must be a whole number from 1 to ${MAX_ORDER_QUANTITY.toLocaleString('en-US')}`,
  tierFirst: 'The first tier must start at 1',
  tierOrder: 'Each tier must start above the one before',
  discount: 'discount_percent must be a number from 0 to 99',
  quantity: `Must be a whole number from 1 to ${MAX_ORDER_QUANTITY.toLocaleString('en-US')}`,
  length: `length must be a whole number of inches from ${GRID_MIN_LENGTH} to ${GRID_MAX_LENGTH}`,
  optionName: `Name must hold letters or digits, at most ${MAX_OPTION_NAME} characters`,
  texturesCount: `textures must hold 1 to ${MAX_GRID_TEXTURES} names`,
  gradesCount: `grades must hold 1 to ${MAX_GRID_GRADES} names`,
  duplicateTexture: 'This texture is listed twice',
  duplicateGrade: 'This grade is listed twice',
  unknownTexture: 'texture is not in the textures list',
  unknownGrade: 'grade is not in the grades list',
  duplicateCell: 'This length, texture and grade is given twice',
  cellsList: 'cells must be a list of {length, texture, grade, prices}',
  cellsCount: `cells must hold at most ${MAX_GRID_CELLS.toLocaleString('en-US')} prices`,
  noGrid: 'This product has no price grid',
  pricesCount: (n: number) => (n === 1 ? 'prices must hold one price' : `prices must hold ${n} prices, one per tier`),
} as const;

/** Reads '$45', '45.50' and 45 as numbers; anything else stays as sent, so zod names it. */
export function toPriceNumber(v: unknown): unknown {
  if (typeof v === 'string') {
    if (v.trim() === '') return v;
    return parseSignedPrice(v) ?? v;
  }
  return v;
}

/** Reads '22' and 22 as numbers; other texts stay as sent so zod refuses them. */
export function toNumberish(v: unknown): unknown {
  if (typeof v === 'string' && /^\s*[+-]?\d+(?:\.\d+)?\s*$/.test(v)) return Number(v);
  return v;
}

/** A price in the product's currency per unit, at most two decimals after rounding to cents. */
export const gridPriceSchema = z.preprocess(
  toPriceNumber,
  z
    .number({ error: PRICE_GRID_MESSAGES.price })
    .min(0, { error: PRICE_GRID_MESSAGES.price })
    .max(MAX_PRICE, { error: PRICE_GRID_MESSAGES.price })
    .transform((n) => Math.round(n * 100) / 100),
);

const wholeQuantity = (message: string) =>
  z.preprocess(toNumberish, z.int({ error: message }).min(1, { error: message }).max(MAX_ORDER_QUANTITY, { error: message }));

const optionalQuantity = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  wholeQuantity(PRICE_GRID_MESSAGES.quantity).nullable(),
);

/** Texture or grade names: an admin's words ('Body Wave'), trimmed; their slug must not be empty. */
const optionNameSchema = z.preprocess(
  (v) => (isRecord(v) ? v.name : v),
  z
    .string({ error: PRICE_GRID_MESSAGES.optionName })
    .trim()
    .max(MAX_OPTION_NAME, { error: PRICE_GRID_MESSAGES.optionName })
    .refine((s) => toSlug(s) !== '', { error: PRICE_GRID_MESSAGES.optionName }),
);

const tierSchema = z.object({
  min_quantity: wholeQuantity(PRICE_GRID_MESSAGES.tierMin),
  discount_percent: z.preprocess(
    (v) => (v === undefined || v === '' ? null : toNumberish(v)),
    z
      .number({ error: PRICE_GRID_MESSAGES.discount })
      .min(0, { error: PRICE_GRID_MESSAGES.discount })
      .max(99, { error: PRICE_GRID_MESSAGES.discount })
      .nullable(),
  ),
});
export type PriceTier = z.infer<typeof tierSchema>;

const cellSchema = z.object({
  length: z.preprocess(
    toNumberish,
    z.int({ error: PRICE_GRID_MESSAGES.length }).min(GRID_MIN_LENGTH, { error: PRICE_GRID_MESSAGES.length }).max(GRID_MAX_LENGTH, { error: PRICE_GRID_MESSAGES.length }),
  ),
  /** The texture's name or slug; stored as the slug. */
  texture: z.string({ error: PRICE_GRID_MESSAGES.unknownTexture }).transform((s) => toSlug(s)),
  /** The grade's name or slug; stored as the slug. */
  grade: z.string({ error: PRICE_GRID_MESSAGES.unknownGrade }).transform((s) => toSlug(s)),
  prices: z.array(gridPriceSchema, { error: PRICE_GRID_MESSAGES.pricesCount(1) }),
});
export type PriceCell = z.infer<typeof cellSchema>;

const KEY_SPELLINGS: Record<string, string> = {
  bundleGrams: 'bundle_grams',
  quantityUnit: 'quantity_unit',
  tierPricing: 'tier_pricing',
  lineMoq: 'line_moq',
  minQuantity: 'min_quantity',
  discountPercent: 'discount_percent',
};

/** camelCase keys of old clients become the snake_case of the wire format (top level and tiers). */
function canonicalKeys(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const canonical = KEY_SPELLINGS[key] ?? key;
    if (out[canonical] === undefined) out[canonical] = v;
  }
  if (Array.isArray(out.tiers)) out.tiers = out.tiers.map(canonicalKeys);
  return out;
}

const gridObject = z
  .object({
    unit: z.enum(PRICE_UNITS, { error: PRICE_GRID_MESSAGES.unit }),
    bundle_grams: z.preprocess(
      (v) => (v === undefined || v === '' ? null : toNumberish(v)),
      z.int({ error: PRICE_GRID_MESSAGES.bundleGrams }).min(1, { error: PRICE_GRID_MESSAGES.bundleGrams }).max(MAX_BUNDLE_GRAMS, { error: PRICE_GRID_MESSAGES.bundleGrams }).nullable(),
    ),
    quantity_unit: z.enum(QUANTITY_UNITS, { error: PRICE_GRID_MESSAGES.quantityUnit }).default('unit'),
    tier_pricing: z.enum(TIER_PRICING_MODES, { error: PRICE_GRID_MESSAGES.tierPricing }).default('per_tier'),
    tiers: z
      .array(tierSchema, { error: PRICE_GRID_MESSAGES.tiersCount })
      .min(1, { error: PRICE_GRID_MESSAGES.tiersCount })
      .max(MAX_PRICE_TIERS, { error: PRICE_GRID_MESSAGES.tiersCount })
      .default([{ min_quantity: 1, discount_percent: null }]),
    /** Smallest order of the product, counted in quantity_unit. */
    moq: optionalQuantity.default(null),
    /** Smallest quantity of one line (one length), counted in quantity_unit. */
    line_moq: optionalQuantity.default(null),
    textures: z.array(optionNameSchema, { error: PRICE_GRID_MESSAGES.texturesCount }).min(1, { error: PRICE_GRID_MESSAGES.texturesCount }).max(MAX_GRID_TEXTURES, { error: PRICE_GRID_MESSAGES.texturesCount }),
    grades: z.array(optionNameSchema, { error: PRICE_GRID_MESSAGES.gradesCount }).min(1, { error: PRICE_GRID_MESSAGES.gradesCount }).max(MAX_GRID_GRADES, { error: PRICE_GRID_MESSAGES.gradesCount }),
    cells: z.array(cellSchema, { error: PRICE_GRID_MESSAGES.cellsList }).max(MAX_GRID_CELLS, { error: PRICE_GRID_MESSAGES.cellsCount }),
  })
  .superRefine((grid, ctx) => {
    const tiers = grid.tiers;
    tiers.forEach((tier, i) => {
      if (i === 0 && tier.min_quantity !== 1) ctx.addIssue({ code: 'custom', message: PRICE_GRID_MESSAGES.tierFirst, path: ['tiers', 0, 'min_quantity'] });
      const before = tiers[i - 1];
      if (before && tier.min_quantity <= before.min_quantity) {
        ctx.addIssue({ code: 'custom', message: PRICE_GRID_MESSAGES.tierOrder, path: ['tiers', i, 'min_quantity'] });
      }
    });
    checkUniqueNames(grid.textures, 'textures', PRICE_GRID_MESSAGES.duplicateTexture, ctx);
    checkUniqueNames(grid.grades, 'grades', PRICE_GRID_MESSAGES.duplicateGrade, ctx);
    const textureSlugs = new Set(grid.textures.map(toSlug));
    const gradeSlugs = new Set(grid.grades.map(toSlug));
    const pricesPerCell = grid.tier_pricing === 'per_tier' ? tiers.length : 1;
    const seen = new Set<string>();
    grid.cells.forEach((cell, i) => {
      if (!textureSlugs.has(cell.texture)) ctx.addIssue({ code: 'custom', message: PRICE_GRID_MESSAGES.unknownTexture, path: ['cells', i, 'texture'] });
      if (!gradeSlugs.has(cell.grade)) ctx.addIssue({ code: 'custom', message: PRICE_GRID_MESSAGES.unknownGrade, path: ['cells', i, 'grade'] });
      if (cell.prices.length !== pricesPerCell) {
        ctx.addIssue({ code: 'custom', message: PRICE_GRID_MESSAGES.pricesCount(pricesPerCell), path: ['cells', i, 'prices'] });
      }
      const key = cellKey(cell);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: PRICE_GRID_MESSAGES.duplicateCell, path: ['cells', i] });
      seen.add(key);
    });
  })
  .transform((grid) => ({
    ...grid,
    // Grams are stated for bundles only; a bundle without grams weighs the default.
    bundle_grams: grid.unit === 'bundle' ? (grid.bundle_grams ?? DEFAULT_BUNDLE_GRAMS) : null,
    // Discounts belong to the discount mode; the first tier is the base price.
    tiers: grid.tiers.map((t) => ({
      min_quantity: t.min_quantity,
      discount_percent: grid.tier_pricing === 'discount' ? (t.discount_percent ?? 0) : null,
    })),
  }));

function checkUniqueNames(names: string[], field: string, message: string, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  names.forEach((name, i) => {
    const slug = toSlug(name);
    if (seen.has(slug)) ctx.addIssue({ code: 'custom', message, path: [field, i] });
    seen.add(slug);
  });
}

/** One key per offered combination. */
export function cellKey(cell: { length: number; texture: string; grade: string }): string {
  return `${cell.length}|${cell.texture}|${cell.grade}`;
}

/** PUT body of a product's price grid: the whole grid, which replaces the stored one. */
export const priceGridInputSchema = z.preprocess(canonicalKeys, gridObject);
export type PriceGridInput = z.infer<typeof priceGridInputSchema>;

export const gridOptionSchema = z.object({ slug: z.string(), name: z.string() });
export type GridOption = z.infer<typeof gridOptionSchema>;

/** A product's grid as the API returns it (GET /api/products/{id}/prices). */
export const priceGridSchema = z.object({
  product_id: z.string(),
  currency: z.string(),
  unit: z.enum(PRICE_UNITS),
  bundle_grams: z.number().nullable(),
  quantity_unit: z.enum(QUANTITY_UNITS),
  tier_pricing: z.enum(TIER_PRICING_MODES),
  tiers: z.array(z.object({ min_quantity: z.number(), discount_percent: z.number().nullable() })),
  moq: z.number().nullable(),
  line_moq: z.number().nullable(),
  textures: z.array(gridOptionSchema),
  grades: z.array(gridOptionSchema),
  lengths: z.array(z.number()),
  cells: z.array(z.object({ length: z.number(), texture: z.string(), grade: z.string(), prices: z.array(z.number()) })),
  /** Lowest and highest unit price over every cell and tier: the product's price_from and price_to. */
  price_from: z.number().nullable(),
  price_to: z.number().nullable(),
  updated_at: z.string(),
});
export type PriceGrid = z.infer<typeof priceGridSchema>;
