// The catalogue's facets: length (inches), texture, grade and colour. A product's
// values come from its price grid when it has one, else from its facts in the
// attributes (docs/decisions/020); each value is a slug (a length: its inches)
// with the name a buyer reads. Also the tolerant reading of the filters a list
// URL or an API call carries (`texture=body-wave,curly&length=22`).
import { toSlug } from './slug';
import { isRecord } from './records';

export const PRODUCT_FACETS = ['length', 'texture', 'grade', 'colour'] as const;
export type ProductFacet = (typeof PRODUCT_FACETS)[number];

export interface FacetValue {
  facet: ProductFacet;
  /** The slug ('body-wave'), or the inches of a length ('22'). */
  value: string;
  /** As a buyer reads it: 'Body Wave', '22 inch'. */
  label: string;
}

/** Lengths a product may be sold in, in inches: a number outside is not a length ('100 g'). */
export const FACET_LENGTH_MIN = 4;
export const FACET_LENGTH_MAX = 60;
/** The most values a filter may hold per facet (more is a 400). */
export const FACET_FILTER_MAX_VALUES = 50;
/** The most values one product keeps per facet (a pasted list cannot fill the table). */
const VALUES_PER_PRODUCT_MAX = 50;

export const lengthLabel = (inches: number | string): string => `${inches} inch`;

const RANGE = /(\d+(?:\.\d+)?)\s*(?:"|''|in(?:ch(?:es)?)?\.?)?\s*(?:to|-|–|—|~)\s*(\d+(?:\.\d+)?)/gi;
const NUMBER = /\d+(?:\.\d+)?/g;
/** A lace size such as 13x4 is not a length. */
const DIMENSIONS = /\d+(?:\.\d+)?\s*[x×]\s*\d+(?:\.\d+)?/gi;

function isLength(n: number): boolean {
  return Number.isInteger(n) && n >= FACET_LENGTH_MIN && n <= FACET_LENGTH_MAX;
}

/**
 * The inches a length text names: '16 inches' -> [16]; a range covers its ends and
 * the even lengths between ('8 to 30 inches' -> 8, 10, …, 30; '9-13"' -> 9, 10, 12, 13);
 * a list names each ('12, 14, 16 inch'); a lace size ('13x4') is none. Ascending, each once.
 */
export function lengthsFromText(text: unknown): number[] {
  if (typeof text !== 'string') return [];
  const found = new Set<number>();
  const rest = text.replace(DIMENSIONS, ' ').replace(RANGE, (_, a: string, b: string) => {
    const [low, high] = [Number(a), Number(b)].sort((x, y) => x - y) as [number, number];
    if (isLength(low) && isLength(high)) {
      found.add(low).add(high);
      for (let n = low + (low % 2); n <= high; n += 2) found.add(n);
    }
    return ' ';
  });
  for (const match of rest.match(NUMBER) ?? []) {
    const n = Number(match);
    if (isLength(n)) found.add(n);
  }
  return [...found].sort((a, b) => a - b);
}

/** What a product's facets are made from: its attributes, and its grid's offered cells when it has a grid. */
export interface FacetSource {
  attributes: unknown;
  grid?: {
    cells: readonly { length: number; texture: string; grade: string }[];
    textures: readonly { slug: string; name: string }[];
    grades: readonly { slug: string; name: string }[];
  } | null;
}

function texts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) => (typeof item === 'string' && item.trim() !== '' ? [item.trim()] : []));
}

/** A grade text may name several, as a product page lists them: 'Double Drawn, Super Double Drawn'. */
const gradeNames = (value: unknown): string[] => texts(value).flatMap((text) => texts(text.split(',')));

/** Named values as facet values (slug from the name), each slug once, the first name kept. */
function named(facet: ProductFacet, names: readonly string[]): FacetValue[] {
  const bySlug = new Map<string, FacetValue>();
  for (const name of names) {
    const value = toSlug(name);
    if (value !== '' && !bySlug.has(value)) bySlug.set(value, { facet, value, label: name });
  }
  return [...bySlug.values()].slice(0, VALUES_PER_PRODUCT_MAX);
}

/** The grid's slugs in its cells, each under the grid's name for it. */
function gridOptions(facet: ProductFacet, slugs: Iterable<string>, options: readonly { slug: string; name: string }[]): FacetValue[] {
  const names = new Map(options.map((option) => [option.slug, option.name]));
  return [...new Set(slugs)].map((slug) => ({ facet, value: slug, label: names.get(slug) ?? slug })).slice(0, VALUES_PER_PRODUCT_MAX);
}

const lengthValues = (inches: Iterable<number>): FacetValue[] =>
  [...new Set(inches)].sort((a, b) => a - b).slice(0, VALUES_PER_PRODUCT_MAX).map((n) => ({ facet: 'length', value: String(n), label: lengthLabel(n) }));

/**
 * A product's facet values. With a grid that offers cells: the lengths, textures and
 * grades of those cells. Without: `length` (text), `textures` (list) and
 * `quality_grade` (text, each comma-separated name a grade) of its attributes. Colours always from `colours` (list) and
 * the older single `colour`.
 */
export function productFacetValues({ attributes, grid }: FacetSource): FacetValue[] {
  const attrs = isRecord(attributes) ? attributes : {};
  const colours = named('colour', [...texts(attrs.colours), ...texts(attrs.colour)]);
  if (grid && grid.cells.length > 0) {
    return [
      ...lengthValues(grid.cells.map((cell) => cell.length)),
      ...gridOptions('texture', grid.cells.map((cell) => cell.texture), grid.textures),
      ...gridOptions('grade', grid.cells.map((cell) => cell.grade), grid.grades),
      ...colours,
    ];
  }
  return [
    ...lengthValues(texts(attrs.length).flatMap(lengthsFromText)),
    ...named('texture', texts(attrs.textures)),
    ...named('grade', gradeNames(attrs.quality_grade)),
    ...colours,
  ];
}

// --- filters in a URL or a query --------------------------------------------------------

/** The filters of a product list by facet: the values of a facet are alternatives (OR), facets all apply (AND). */
export type FacetFilters = Partial<Record<ProductFacet, string[]>>;

/** 'a,b' or ['a', 'b,c'] -> ['a', 'b', 'c'], trimmed, blanks dropped. */
export function facetFilterItems(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) => (typeof item === 'string' || typeof item === 'number' ? String(item).split(',') : [])).map((item) => item.trim()).filter((item) => item !== '');
}

/** One filter value as stored: inches as a whole number, other facets as a slug; '' when it cannot be one. */
export function facetFilterValue(facet: ProductFacet, item: string): string {
  if (facet === 'length') {
    const n = Number(item.replace(/\s*(?:"|in(?:ch(?:es)?)?)$/i, ''));
    return isLength(n) ? String(n) : '';
  }
  return toSlug(item);
}

/**
 * The facet filters a URL holds, tolerantly: unreadable values are dropped, each
 * value kept once (lengths in ascending order, others as given). For the
 * storefront's URL and the page cache's key; the API's schema refuses instead.
 */
export function readFacetFilters(raw: { readonly [facet in ProductFacet]?: unknown }): FacetFilters {
  const filters: FacetFilters = {};
  for (const facet of PRODUCT_FACETS) {
    const values = [...new Set(facetFilterItems(raw[facet]).map((item) => facetFilterValue(facet, item)).filter((value) => value !== ''))].slice(0, FACET_FILTER_MAX_VALUES);
    if (facet === 'length') values.sort((a, b) => Number(a) - Number(b));
    if (values.length > 0) filters[facet] = values;
  }
  return filters;
}
