import { describe, expect, it } from 'vitest';
import { productInputSchema, productUpdateSchema } from './product';
import { cleanFactList, FACT_ITEM_MAX_LENGTH, FACT_LIST_MAX_ITEMS, MAX_PRODUCT_BUNDLE_GRAMS } from './product-facts';

function messages(input: unknown, schema: typeof productUpdateSchema | typeof productInputSchema = productUpdateSchema): string[] {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `tag ${i + 1}`);

describe('product facts: lists (textures, colours, tags)', () => {
  it('trims each entry, drops blanks and keeps a name given twice in any letter case once, as first written', () => {
    expect(productUpdateSchema.parse({ tags: ['  raw ', 'Raw', '', '   ', 'best   seller', 'RAW', 'bulk'] }).tags).toEqual(['raw', 'best seller', 'bulk']);
    expect(productUpdateSchema.parse({ colours: ['Natural Black', 'natural black', '613 Blonde'] }).colours).toEqual(['Natural Black', '613 Blonde']);
  });

  it('reads a comma-separated or JSON text, the colors spelling, and null as an empty list', () => {
    expect(productUpdateSchema.parse({ textures: 'Straight, Body Wave,,straight' }).textures).toEqual(['Straight', 'Body Wave']);
    expect(productUpdateSchema.parse({ colors: '["613 Blonde"]' }).colours).toEqual(['613 Blonde']);
    expect(productUpdateSchema.parse({ tags: null }).tags).toEqual([]);
    expect(productUpdateSchema.parse({}).tags).toBeUndefined();
  });

  it(`accepts ${FACT_LIST_MAX_ITEMS} entries of ${FACT_ITEM_MAX_LENGTH} characters and refuses one more of either, naming the field`, () => {
    expect(productUpdateSchema.parse({ tags: names(FACT_LIST_MAX_ITEMS) }).tags).toHaveLength(FACT_LIST_MAX_ITEMS);
    expect(productUpdateSchema.parse({ tags: ['x'.repeat(FACT_ITEM_MAX_LENGTH)] }).tags).toEqual(['x'.repeat(60)]);
    expect(messages({ tags: names(21) })).toEqual(['tags: tags must have at most 20 entries']);
    expect(messages({ colours: ['ok', 'x'.repeat(61)] })).toEqual(['colours.1: Colour must be at most 60 characters']);
    expect(messages({ textures: ['y'.repeat(61)] })).toEqual(['textures.0: Texture must be at most 60 characters']);
  });

  it('counts the entries after duplicates are removed', () => {
    expect(productUpdateSchema.parse({ tags: [...names(20), 'TAG 1', 'tag 2 '] }).tags).toHaveLength(20);
  });

  it('refuses entries that are not text and a value that is not a list', () => {
    expect(messages({ tags: ['raw', 5] })).toEqual(['tags.1: tags must be a list of texts']);
    expect(messages({ textures: { a: 1 } })).toEqual(['textures: textures must be a list of texts']);
  });

  it('cleanFactList leaves items that are not text for the schema to refuse', () => {
    expect(cleanFactList([' a ', 1, 'A', null])).toEqual(['a', 1, null]);
  });
});

describe('product facts: lace size and grams per bundle', () => {
  it('keeps a lace size trimmed on one line; blank clears it', () => {
    expect(productUpdateSchema.parse({ lace_size: ' 13x4 ' }).lace_size).toBe('13x4');
    expect(productUpdateSchema.parse({ laceSize: '' }).lace_size).toBeNull();
    expect(messages({ lace_size: 'x'.repeat(61) })).toEqual(['lace_size: Lace size must be at most 60 characters']);
  });

  it(`takes whole grams from 1 to ${MAX_PRODUCT_BUNDLE_GRAMS}, as a number or a numeric text; blank clears them`, () => {
    expect(productUpdateSchema.parse({ bundle_grams: 1 }).bundle_grams).toBe(1);
    expect(productUpdateSchema.parse({ bundle_grams: '100' }).bundle_grams).toBe(100);
    expect(productUpdateSchema.parse({ bundleGrams: 1000 }).bundle_grams).toBe(1000);
    expect(productUpdateSchema.parse({ bundle_grams: '' }).bundle_grams).toBeNull();
    expect(productUpdateSchema.parse({ bundle_grams: null }).bundle_grams).toBeNull();
  });

  it('refuses grams 0, past 1000, with a fraction or that are not a number', () => {
    for (const value of [0, 1001, 12.5, 'abc', '12.5', -3, true]) {
      expect(messages({ bundle_grams: value })).toEqual(['bundle_grams: bundle_grams must be a whole number from 1 to 1000']);
    }
  });
});

describe('product facts on create', () => {
  it('defaults to empty lists and null, and reports every bad fact at once', () => {
    expect(productInputSchema.parse({ name: 'x' })).toMatchObject({ textures: [], colours: [], tags: [], lace_size: null, bundle_grams: null });
    expect(messages({ name: 'x', tags: names(21), bundle_grams: 0 }, productInputSchema)).toEqual([
      'tags: tags must have at most 20 entries',
      'bundle_grams: bundle_grams must be a whole number from 1 to 1000',
    ]);
  });
});
