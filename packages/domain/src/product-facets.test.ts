import { describe, expect, it } from 'vitest';
import { lengthsFromText, productFacetValues, readFacetFilters } from './product-facets';
import { productFacetsQuerySchema, productListQuerySchema } from './schemas/product';

describe('lengthsFromText', () => {
  it('reads one length in any spelling', () => {
    expect(lengthsFromText('16 inches')).toEqual([16]);
    expect(lengthsFromText('22"')).toEqual([22]);
    expect(lengthsFromText('18 inch')).toEqual([18]);
  });

  it('covers the even lengths of a range, with its ends', () => {
    expect(lengthsFromText('8 to 30 inches')).toEqual([8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]);
    expect(lengthsFromText('10-14"')).toEqual([10, 12, 14]);
    expect(lengthsFromText('9 – 13 inch')).toEqual([9, 10, 12, 13]);
    expect(lengthsFromText('30 to 26 inches')).toEqual([26, 28, 30]);
  });

  it('reads a list, and leaves out what cannot be a length', () => {
    expect(lengthsFromText('12, 14, 16 inch')).toEqual([12, 14, 16]);
    expect(lengthsFromText('16 inches, 100 g per bundle')).toEqual([16]);
    expect(lengthsFromText('13x4 lace, 12 inch')).toEqual([12]);
    expect(lengthsFromText('custom')).toEqual([]);
    expect(lengthsFromText(null)).toEqual([]);
  });
});

describe('productFacetValues', () => {
  it('reads a product without a grid from its facts, with slugs from the names', () => {
    const values = productFacetValues({
      attributes: { length: '12 to 16 inches', textures: ['Body Wave', ' Deep Wave ', 'body wave'], quality_grade: 'Super Double Drawn', colours: ['Natural Black'], colour: 'Nâu Sáng' },
    });
    expect(values).toEqual([
      { facet: 'length', value: '12', label: '12 inch' },
      { facet: 'length', value: '14', label: '14 inch' },
      { facet: 'length', value: '16', label: '16 inch' },
      { facet: 'texture', value: 'body-wave', label: 'Body Wave' },
      { facet: 'texture', value: 'deep-wave', label: 'Deep Wave' },
      { facet: 'grade', value: 'super-double-drawn', label: 'Super Double Drawn' },
      { facet: 'colour', value: 'natural-black', label: 'Natural Black' },
      { facet: 'colour', value: 'nau-sang', label: 'Nâu Sáng' },
    ]);
  });

  it('reads each grade of a grade text that lists several', () => {
    const grades = productFacetValues({ attributes: { quality_grade: 'Double Drawn, Super Double Drawn,  ' } }).filter((v) => v.facet === 'grade');
    expect(grades).toEqual([
      { facet: 'grade', value: 'double-drawn', label: 'Double Drawn' },
      { facet: 'grade', value: 'super-double-drawn', label: 'Super Double Drawn' },
    ]);
  });

  it("takes lengths, textures and grades from the grid's offered cells, not from the facts", () => {
    const values = productFacetValues({
      attributes: { length: '8 to 30 inches', textures: ['Curly'], quality_grade: 'Single Drawn', colours: ['Blonde'] },
      grid: {
        textures: [{ slug: 'straight', name: 'Bone Straight' }, { slug: 'body-wave', name: 'Body Wave' }],
        grades: [{ slug: 'double-drawn', name: 'Double Drawn' }],
        cells: [
          { length: 22, texture: 'body-wave', grade: 'double-drawn' },
          { length: 18, texture: 'body-wave', grade: 'double-drawn' },
        ],
      },
    });
    expect(values).toEqual([
      { facet: 'length', value: '18', label: '18 inch' },
      { facet: 'length', value: '22', label: '22 inch' },
      { facet: 'texture', value: 'body-wave', label: 'Body Wave' },
      { facet: 'grade', value: 'double-drawn', label: 'Double Drawn' },
      { facet: 'colour', value: 'blonde', label: 'Blonde' },
    ]);
  });

  it('has no values for a product without facts', () => {
    expect(productFacetValues({ attributes: {} })).toEqual([]);
    expect(productFacetValues({ attributes: null, grid: { cells: [], textures: [], grades: [] } })).toEqual([]);
  });
});

describe('readFacetFilters', () => {
  it('reads repeated and comma-separated values as slugs and inches, dropping junk', () => {
    expect(readFacetFilters({ texture: ['Body Wave', 'curly,deep-wave'], length: '22,16,abc,16', colour: ' ', grade: { x: 1 } })).toEqual({
      texture: ['body-wave', 'curly', 'deep-wave'],
      length: ['16', '22'],
    });
    expect(readFacetFilters({ length: 18 })).toEqual({ length: ['18'] });
  });
});

describe('the list query filters', () => {
  it('reads each facet as an OR list, and the stock and price filters', () => {
    expect(productListQuerySchema.parse({ texture: 'Body Wave,curly', length: ['22', '24'], in_stock: '1', price_min: '20', price_max: '80' })).toMatchObject({
      texture: ['body-wave', 'curly'],
      length: ['22', '24'],
      in_stock: true,
      price_min: 20,
      price_max: 80,
    });
  });

  it('refuses bad values, naming the field', () => {
    const issues = (input: Record<string, unknown>) => productFacetsQuerySchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues({ price_min: 'abc' })).toEqual(['price_min: price_min must be a number from 0 to 1,000,000']);
    expect(issues({ price_max: '-5' })).toEqual(['price_max: price_max must be a number from 0 to 1,000,000']);
    expect(issues({ price_min: '90', price_max: '10' })).toEqual(['price_min: price_min must not be more than price_max']);
    expect(issues({ length: '200' })).toEqual(["length: '200' is not whole inches from 4 to 60"]);
    expect(issues({ texture: Array.from({ length: 200 }, (_, i) => `t${i}`).join(',') })).toEqual(['texture: at most 50 values']);
    expect(issues({ colour: '%%%' })).toEqual(["colour: '%%%' is not a name or slug"]);
  });
});
