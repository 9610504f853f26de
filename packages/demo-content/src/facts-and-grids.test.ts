// Every seeded product with a price grid states in its facts the lengths, textures
// and grades its grid offers: the page's fact rows and its selectors agree, and the
// catalogue's filters find it by the same values with or without the grid.
import { describe, expect, it } from 'vitest';
import { lengthsFromText, priceGridInputSchema, productFacetValues, productInputSchema, toSlug, type FacetValue } from '@hair/domain';
import { SEED_PRODUCTS, demoContent } from './index';

const content = demoContent();
const products = content.products((key) => `/uploads/${key}`, new Date('2026-01-01T00:00:00.000Z'));
const grids = content.priceGrids!();

/** The seeded products that have a grid: their facts as stored, and the grid as the API reads it. */
const gridded = grids.map(({ product, grid }) => {
  const facts = productInputSchema.parse(products[product]!.fields);
  return { name: facts.name, facts, grid: priceGridInputSchema.parse(grid) };
});

const named = (names: readonly string[]) => names.map((name) => ({ slug: toSlug(name), name }));
const sorted = (values: FacetValue[]) => [...values].sort((a, b) => `${a.facet} ${a.value}`.localeCompare(`${b.facet} ${b.value}`));
const distinct = <T,>(values: T[]) => [...new Set(values)];

describe('the demo products facts and price grids', () => {
  it('gives every curated product a grid', () => {
    expect(gridded.map((g) => g.name)).toEqual(SEED_PRODUCTS.map((p) => p.name));
  });

  it.each(gridded)('$name: its facts name the lengths, textures and grades its grid offers', ({ facts, grid }) => {
    expect(lengthsFromText(facts.length)).toEqual(distinct(grid.cells.map((c) => c.length)).sort((a, b) => a - b));
    expect(facts.textures).toEqual(grid.textures);
    expect(facts.textures.map(toSlug)).toEqual(distinct(grid.cells.map((c) => c.texture)));
    expect(facts.quality_grade).toBe(grid.grades.join(', '));
    expect(grid.grades.map(toSlug)).toEqual(distinct(grid.cells.map((c) => c.grade)));
  });

  it.each(gridded)('$name: the filters find it by the same values from its facts as from its grid', ({ facts, grid }) => {
    const fromGrid = productFacetValues({ attributes: facts, grid: { cells: grid.cells, textures: named(grid.textures), grades: named(grid.grades) } });
    expect(sorted(productFacetValues({ attributes: facts }))).toEqual(sorted(fromGrid));
  });
});
