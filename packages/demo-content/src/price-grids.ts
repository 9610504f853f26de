// Price grids of the curated demo products, built from what each offers (offers.ts):
// its textures, grades and even lengths, per-bundle prices rising with length and
// kilogram tiers for bulk; closures and frontals are priced per piece, bulk hair per kg.
import type { SeedProduct } from './catalogue';
import { offeredLengths } from './offers';

/** Better drawn hair costs more. */
const GRADE_FACTOR: Record<string, number> = {
  'Single Drawn': 0.85,
  'Double Drawn': 1,
  'Super Double Drawn': 1.15,
};
/** Textures cost a little more the more they are processed. */
const TEXTURE_FACTOR: Record<string, number> = {
  Straight: 1,
  'Silky Straight': 1.01,
  'Bone Straight': 1.02,
  Wavy: 1.03,
  'Body Wave': 1.04,
  'Loose Wave': 1.05,
  'Water Wave': 1.06,
  'Deep Wave': 1.08,
  Curly: 1.1,
  'Kinky Curly': 1.14,
};
const SHORTEST = 8;
const LONGEST = 30;

const toCents = (n: number) => Math.round(n * 100) / 100;
/** Each tier's share of the single-unit price: from 1, 10 and 50 (kg, or pieces). */
const TIER_FACTORS = [1, 0.93, 0.86];

/** A grid as an admin's save sends it (the API reads it with its price grid schema). */
export interface DemoPriceGrid {
  unit: 'bundle' | 'piece' | 'kg';
  bundle_grams: number | null;
  quantity_unit: 'unit' | 'kg';
  tier_pricing: 'per_tier';
  tiers: { min_quantity: number }[];
  moq: number;
  line_moq: number | null;
  textures: string[];
  grades: string[];
  cells: { length: number; texture: string; grade: string; prices: number[] }[];
}

/**
 * The demo grid of a curated product: a cell for each length, texture and grade it
 * offers. Its lowest and highest unit prices are the product's listed price-from and
 * price-to, so the seeded cards show that range.
 */
export function seedPriceGrid(product: SeedProduct): DemoPriceGrid {
  const { unit, textures, grades } = product.offer;
  const raw: { length: number; texture: string; grade: string; prices: number[] }[] = [];
  for (const grade of grades) {
    const gradeFactor = GRADE_FACTOR[grade] ?? 1;
    for (const texture of textures) {
      for (const length of offeredLengths(product.offer)) {
        // Not every combination is made: the longest deep and kinky textures only in the better grades.
        if (length >= 28 && gradeFactor < 1 && (texture === 'Kinky Curly' || texture === 'Deep Wave')) continue;
        const share = (length - SHORTEST) / (LONGEST - SHORTEST);
        const single = (1 + 2.5 * share) * gradeFactor * (TEXTURE_FACTOR[texture] ?? 1);
        raw.push({ length, texture, grade, prices: TIER_FACTORS.map((f) => single * f) });
      }
    }
  }
  // Scaled onto the product's listed range: the cheapest bulk price is price-from, the dearest single one price-to.
  const all = raw.flatMap((c) => c.prices);
  const low = Math.min(...all);
  const high = Math.max(...all);
  const scale = (r: number) => toCents(product.priceFrom + ((r - low) / (high - low)) * (product.priceTo - product.priceFrom));
  const perPiece = unit === 'piece';
  return {
    unit,
    bundle_grams: unit === 'bundle' ? (product.bundleGrams ?? null) : null,
    quantity_unit: perPiece ? 'unit' : 'kg',
    tier_pricing: 'per_tier',
    tiers: [{ min_quantity: 1 }, { min_quantity: 10 }, { min_quantity: 50 }],
    moq: perPiece ? 5 : 1,
    line_moq: perPiece ? null : 1,
    textures: [...textures],
    grades: [...grades],
    cells: raw.map((c) => ({ ...c, prices: c.prices.map(scale) })),
  };
}
