// Price grids of the curated demo products: lengths 8 to 30 inches, three to
// five textures, two or three grades, per-bundle prices rising with length and
// kilogram tiers for bulk; closures and frontals are priced per piece.
import type { SeedProduct } from './catalogue';

const TEXTURE_SETS: readonly (readonly string[])[] = [
  ['Straight', 'Body Wave', 'Deep Wave'],
  ['Straight', 'Body Wave', 'Deep Wave', 'Loose Wave'],
  ['Straight', 'Body Wave', 'Deep Wave', 'Loose Wave', 'Curly'],
  ['Body Wave', 'Deep Wave', 'Curly', 'Kinky Curly'],
];
const GRADE_SETS: readonly (readonly { name: string; factor: number }[])[] = [
  [
    { name: 'Single Drawn', factor: 0.85 },
    { name: 'Double Drawn', factor: 1 },
  ],
  [
    { name: 'Single Drawn', factor: 0.85 },
    { name: 'Double Drawn', factor: 1 },
    { name: 'Super Double Drawn', factor: 1.15 },
  ],
];
/** Textures cost a little more the more they are processed. */
const TEXTURE_FACTOR: Record<string, number> = {
  Straight: 1,
  'Body Wave': 1.04,
  'Loose Wave': 1.05,
  'Deep Wave': 1.08,
  Curly: 1.1,
  'Kinky Curly': 1.14,
};
const BUNDLE_LENGTHS = [8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30];
const PIECE_LENGTHS = [10, 12, 14, 16, 18, 20, 22];
const SHORTEST = 8;
const LONGEST = 30;

const toCents = (n: number) => Math.round(n * 100) / 100;
/** Each tier's share of the single-bundle price: 1–9 kg, 10–49 kg, 50 kg and up. */
const TIER_FACTORS = [1, 0.93, 0.86];

/** A grid as an admin's save sends it (the API reads it with its price grid schema). */
export interface DemoPriceGrid {
  unit: 'bundle' | 'piece';
  bundle_grams: number | null;
  quantity_unit: 'unit' | 'kg';
  tier_pricing: 'per_tier';
  tiers: { min_quantity: number }[];
  moq: number;
  line_moq: number | null;
  textures: readonly string[];
  grades: string[];
  cells: { length: number; texture: string; grade: string; prices: number[] }[];
}

/**
 * The demo grid of the i-th curated product. Its lowest and highest unit prices are the product's listed
 * price-from and price-to, so the seeded cards show the same range as before.
 */
export function seedPriceGrid(product: SeedProduct, index: number): DemoPriceGrid {
  const perPiece = product.category === 'hair-closure' || product.category === 'hair-frontal';
  const textures = TEXTURE_SETS[index % TEXTURE_SETS.length]!;
  const grades = GRADE_SETS[index % GRADE_SETS.length]!;
  const lengths = perPiece ? PIECE_LENGTHS : BUNDLE_LENGTHS;
  const raw: { length: number; texture: string; grade: string; prices: number[] }[] = [];
  for (const grade of grades) {
    for (const texture of textures) {
      for (const length of lengths) {
        // Not every combination is made: the longest deep and kinky textures only in the better grades.
        if (length >= 28 && grade.factor < 1 && (texture === 'Kinky Curly' || texture === 'Deep Wave')) continue;
        const share = (length - SHORTEST) / (LONGEST - SHORTEST);
        const single = (1 + 2.5 * share) * grade.factor * (TEXTURE_FACTOR[texture] ?? 1);
        raw.push({ length, texture, grade: grade.name, prices: TIER_FACTORS.map((f) => single * f) });
      }
    }
  }
  // Scaled onto the product's listed range: the cheapest bulk price is price-from, the dearest single one price-to.
  const all = raw.flatMap((c) => c.prices);
  const low = Math.min(...all);
  const high = Math.max(...all);
  const scale = (r: number) => toCents(product.priceFrom + ((r - low) / (high - low)) * (product.priceTo - product.priceFrom));
  return {
    unit: perPiece ? 'piece' : 'bundle',
    bundle_grams: perPiece ? null : 100,
    quantity_unit: perPiece ? 'unit' : 'kg',
    tier_pricing: 'per_tier',
    tiers: [{ min_quantity: 1 }, { min_quantity: 10 }, { min_quantity: 50 }],
    moq: perPiece ? 5 : 1,
    line_moq: perPiece ? null : 1,
    textures,
    grades: grades.map((g) => g.name),
    cells: raw.map((c) => ({ ...c, prices: c.prices.map(scale) })),
  };
}
