// A product with a price grid to ask prices for, shared by the tests of quote
// requests, quotes and quote lists (tRPC and REST).
import type { PriceGridInput, QuoteLineFields } from '@hair/domain';

/**
 * Body Wave Double Drawn: 100 g bundles at $45 (18") and $40 (16") a bundle,
 * $40.50 and $36 from 10 kg; tiers and the minimum order (1 kg) count kilograms,
 * at least 0 per length. Lines count kg; a sample is one bundle.
 */
export const BODY_WAVE_GRID = {
  unit: 'bundle',
  bundle_grams: 100,
  quantity_unit: 'kg',
  tier_pricing: 'per_tier',
  tiers: [{ min_quantity: 1, discount_percent: null }, { min_quantity: 10, discount_percent: null }],
  moq: 1,
  line_moq: null,
  textures: ['Body Wave', 'Straight'],
  grades: ['Double Drawn'],
  cells: [
    { length: 16, texture: 'Body Wave', grade: 'Double Drawn', prices: [40, 36] },
    { length: 18, texture: 'Body Wave', grade: 'Double Drawn', prices: [45, 40.5] },
    { length: 18, texture: 'Straight', grade: 'Double Drawn', prices: [44, 40] },
  ],
} satisfies Record<keyof PriceGridInput, unknown>;

/** Lace closures: $25 a piece, at least 5 pieces and 3 per length. */
export const CLOSURE_GRID = {
  unit: 'piece',
  bundle_grams: null,
  quantity_unit: 'unit',
  tier_pricing: 'per_tier',
  tiers: [{ min_quantity: 1, discount_percent: null }],
  moq: 5,
  line_moq: 3,
  textures: ['Straight'],
  grades: ['Swiss Lace'],
  cells: [{ length: 14, texture: 'Straight', grade: 'Swiss Lace', prices: [25] }],
} satisfies Record<keyof PriceGridInput, unknown>;

/** A line of 18" body wave, double drawn, in kg. */
export const bodyWaveLine = (productId: string, quantity = 2): QuoteLineFields => ({ product_id: productId, length: 18, texture: 'body-wave', grade: 'double-drawn', quantity });
