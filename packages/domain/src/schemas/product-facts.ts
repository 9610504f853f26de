// The product's facts that are lists or numbers: its textures, colours and tags
// (short names a buyer reads on the page and the catalogue filters on), its lace
// size (closures and frontals) and the grams of one bundle. Kept in the
// product's attributes under these same keys.
import { z } from 'zod';
import { blankToNull, listFromText, toIntegerish } from '../records';
import { toOneLine, tooLongMessage } from './common';

export const FACT_LIST_MAX_ITEMS = 20;
export const FACT_ITEM_MAX_LENGTH = 60;
export const LACE_SIZE_MAX_LENGTH = 60;
export const MAX_PRODUCT_BUNDLE_GRAMS = 1000;

export const FACT_LIST_FIELDS = ['textures', 'colours', 'tags'] as const;
export type FactListField = (typeof FACT_LIST_FIELDS)[number];

const LIST_LABELS: Record<FactListField, string> = { textures: 'Texture', colours: 'Colour', tags: 'Tag' };

export const PRODUCT_FACT_MESSAGES = {
  tooMany: (field: FactListField) => `${field} must have at most ${FACT_LIST_MAX_ITEMS} entries`,
  notText: (field: FactListField) => `${field} must be a list of texts`,
  bundleGrams: `bundle_grams must be a whole number from 1 to ${MAX_PRODUCT_BUNDLE_GRAMS}`,
} as const;

export const PRODUCT_FACT_SPELLINGS = {
  textures: ['textures'],
  colours: ['colours', 'colors'],
  tags: ['tags'],
  lace_size: ['lace_size', 'laceSize'],
  bundle_grams: ['bundle_grams', 'bundleGrams'],
} as const;

/**
 * The entries of a list as an admin means them: each on one line and trimmed,
 * blanks dropped, and a name given twice (in any letter case) kept once, as first written.
 * Items that are not text are left for the schema to refuse.
 */
export function cleanFactList(items: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const item of items) {
    if (typeof item !== 'string') {
      out.push(item);
      continue;
    }
    const text = toOneLine(item) as string;
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

/** A list given as an array, a JSON array text or a comma-separated text; null is empty. */
function toFactList(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null) return [];
  const list = typeof value === 'string' ? listFromText(value, (text) => text.split(',')) : value;
  return Array.isArray(list) ? cleanFactList(list) : list;
}

const factList = (field: FactListField) =>
  z.preprocess(
    toFactList,
    z
      .array(
        z.string({ error: PRODUCT_FACT_MESSAGES.notText(field) }).max(FACT_ITEM_MAX_LENGTH, { error: tooLongMessage(LIST_LABELS[field], FACT_ITEM_MAX_LENGTH) }),
        { error: PRODUCT_FACT_MESSAGES.notText(field) },
      )
      .max(FACT_LIST_MAX_ITEMS, { error: PRODUCT_FACT_MESSAGES.tooMany(field) }),
  );

const laceSize = z.preprocess(
  (v) => blankToNull(toOneLine(v)),
  z.string({ error: 'Lace size must be text' }).max(LACE_SIZE_MAX_LENGTH, { error: tooLongMessage('Lace size', LACE_SIZE_MAX_LENGTH) }).nullable().optional(),
);

const bundleGrams = z.preprocess(
  (v) => toIntegerish(blankToNull(v)),
  z
    .int({ error: PRODUCT_FACT_MESSAGES.bundleGrams })
    .min(1, { error: PRODUCT_FACT_MESSAGES.bundleGrams })
    .max(MAX_PRODUCT_BUNDLE_GRAMS, { error: PRODUCT_FACT_MESSAGES.bundleGrams })
    .nullable()
    .optional(),
);

/** Input: each may be absent (unchanged); null or blank clears it. */
export const productFactsFieldsShape = {
  textures: factList('textures').optional(),
  colours: factList('colours').optional(),
  tags: factList('tags').optional(),
  lace_size: laceSize,
  bundle_grams: bundleGrams,
};

/** Create: absent is none ([] or null). */
export const productFactsCreateShape = {
  textures: factList('textures').default([]),
  colours: factList('colours').default([]),
  tags: factList('tags').default([]),
  lace_size: laceSize.transform((v) => v ?? null),
  bundle_grams: bundleGrams.transform((v) => v ?? null),
};

export const productFactsOutputShape = {
  /** Texture names, e.g. Straight, Body Wave ([] when unset). */
  textures: z.array(z.string()),
  /** Colour names, e.g. Natural Black, 613 Blonde ([] when unset). */
  colours: z.array(z.string()),
  /** Short words the product is found by, besides its category ([] when unset). */
  tags: z.array(z.string()),
  /** The lace of a closure or frontal, e.g. 4x4 or 13x4 (null when unset). */
  lace_size: z.string().nullable(),
  /** Grams of one bundle, 1 to 1000 (null when unset). */
  bundle_grams: z.number().int().nullable(),
};
