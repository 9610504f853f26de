import { describe, expect, it } from 'vitest';
import { readProductDetail } from './product-detail-reader';

const read = (raw: unknown) => readProductDetail(raw, { apiOrigin: '' });

describe('readProductDetail: the listed facts', () => {
  it('reads textures, colours, tags, lace size and grams per bundle as the API answers them', () => {
    expect(read({ id: '1', textures: ['Straight', 'Body Wave'], colours: ['613 Blonde'], tags: ['raw', 'bulk'], lace_size: '13x4', bundle_grams: 100 })).toMatchObject({
      textures: ['Straight', 'Body Wave'], colours: ['613 Blonde'], tags: ['raw', 'bulk'], laceSize: '13x4', bundleGrams: 100,
    });
  });

  it('reads the other spellings and numeric texts', () => {
    expect(read({ id: '1', colors: 'Natural Black, 1B', laceSize: ' 4x4 ', bundleGrams: '120' })).toMatchObject({ colours: ['Natural Black', '1B'], laceSize: '4x4', bundleGrams: 120 });
  });

  it('gives empty lists and null for missing or unusable values', () => {
    expect(read({ id: '1', lace_size: '  ', bundle_grams: 'abc', tags: 5 })).toMatchObject({ textures: [], colours: [], tags: [], laceSize: null, bundleGrams: null });
    expect(read({ id: '1', bundle_grams: 0 }).bundleGrams).toBeNull();
    expect(read(null)).toMatchObject({ textures: [], tags: [], laceSize: null, bundleGrams: null });
  });
});
