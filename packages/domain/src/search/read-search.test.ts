import { describe, expect, it } from 'vitest';
import type { FacetValue } from '../product-facets';
import { editDistance } from './edit-distance';
import { readSearch, readingFilters, type SearchVocabulary } from './read-search';
import { suggestFilters } from './suggest-filters';

const value = (facet: FacetValue['facet'], label: string, slug = label.toLowerCase().replace(/\s+/g, '-')): FacetValue => ({ facet, value: slug, label });

/** A catalogue like the demo's: its textures, grades, colours and even lengths 8 to 30. */
const TEXTS = [
  'body wave hair weave natural black',
  'deep wave bundles natural black',
  'vietnamese bone straight hair weave 1b',
  'kinky curly hair weave',
  '13x4 hd lace frontal body wave',
  '4x4 hd lace closure deep wave 1b',
  '13x6 lace frontal transparent lace straight',
  'ombre 1b/27 body wave weave',
  'burgundy 99j straight weave',
  'chocolate brown #4 deep wave weave',
];
const vocabulary: SearchVocabulary = {
  facetValues: [
    ...['Body Wave', 'Deep Wave', 'Straight', 'Bone Straight', 'Kinky Curly', 'Wavy'].map((label) => value('texture', label)),
    ...['Single Drawn', 'Double Drawn', 'Super Double Drawn'].map((label) => value('grade', label)),
    ...['Natural Black', 'Blonde', 'Brown', 'Dark Brown', 'Ombre', 'Red'].map((label) => value('colour', label)),
    ...Array.from({ length: 12 }, (_, i) => value('length', `${8 + 2 * i} inch`, String(8 + 2 * i))),
  ],
  hasText: (part) => TEXTS.some((text) => text.split(' ').some((word) => word.includes(part))),
  *words() {
    const counts = new Map<string, number>();
    for (const word of TEXTS.join(' ').split(' ')) counts.set(word, (counts.get(word) ?? 0) + 1);
    yield* counts;
  },
};

const filtersOf = (q: string) => readingFilters(readSearch(q, vocabulary));

describe('reading a search', () => {
  it.each(['22', '22"', '22 inch', '22 inches', '22in', '22 in', '22”', '55 cm', '56cm'])('reads the length %s as 22 inches', (q) => {
    expect(filtersOf(q)).toEqual({ length: ['22'] });
    expect(readSearch(q, vocabulary).words).toEqual([]);
  });

  it('rounds centimetres to the nearest offered length', () => {
    expect(filtersOf('60 cm')).toEqual({ length: ['24'] });
    expect(filtersOf('45cm')).toEqual({ length: ['18'] });
  });

  it.each([
    ['double drawn', 'double-drawn'],
    ['DD', 'double-drawn'],
    ['SDD', 'super-double-drawn'],
    ['super double drawn', 'super-double-drawn'],
    ['single drawn', 'single-drawn'],
  ])('reads the grade %s', (q, grade) => {
    expect(filtersOf(q)).toEqual({ grade: [grade] });
  });

  it.each([
    ['bodywave', 'body-wave'],
    ['body wave', 'body-wave'],
    ['Body-Wave', 'body-wave'],
    ['deepwave', 'deep-wave'],
    ['wavy', 'wavy'],
  ])('reads the texture %s', (q, texture) => {
    expect(filtersOf(q)).toEqual({ texture: [texture] });
  });

  it.each([
    ['1b', 'natural-black'],
    ['#1b', 'natural-black'],
    ['1B', 'natural-black'],
    ['natural black', 'natural-black'],
    ['613', 'blonde'],
    ['#613', 'blonde'],
    ['#4', 'brown'],
    ['99j', 'red'],
    ['27', 'blonde'],
    ['ombre 1b/27', 'ombre'],
    ['1b/27', 'ombre'],
  ])('reads the colour %s', (q, colour) => {
    expect(filtersOf(q)).toEqual({ colour: [colour] });
  });

  it.each([
    ['4x4', '4x4'],
    ['5x5', '5x5'],
    ['13x4', '13x4'],
    ['13 x 6', '13x6'],
    ['13x6 lace', '13x6'],
    ['hd lace', 'hd'],
    ['HD', 'hd'],
    ['transparent', 'transparent'],
    ['transparent lace', 'transparent'],
  ])('reads the lace %s', (q, lace) => {
    expect(filtersOf(q)).toEqual({ lace: [lace] });
  });

  it('reads a whole trade search into its filters, in the order typed, and keeps the other words', () => {
    const reading = readSearch('body wave 22 inch double drawn frontal', vocabulary);
    expect(reading.chips).toEqual([
      { facet: 'length', value: '22', label: '22"', typed: '22 inch' },
      { facet: 'texture', value: 'body-wave', label: 'Body Wave', typed: 'body wave' },
      { facet: 'grade', value: 'double-drawn', label: 'Double Drawn', typed: 'double drawn' },
    ]);
    expect(reading.words).toEqual(['frontal']);
    expect(reading.corrections).toEqual([]);
    expect(reading.meant).toBeNull();
  });

  it('reads "wavy 1b" and "body wave 22 inch DD"', () => {
    expect(filtersOf('wavy 1b')).toEqual({ texture: ['wavy'], colour: ['natural-black'] });
    expect(filtersOf('body wave 22 inch DD')).toEqual({ length: ['22'], texture: ['body-wave'], grade: ['double-drawn'] });
  });

  it('reads a lone digit as a colour only with its #', () => {
    expect(readSearch('bundle 1', vocabulary)).toMatchObject({ chips: [], words: ['bundle', '1'] });
    expect(filtersOf('#4')).toEqual({ colour: ['brown'] });
  });

  it('reads a bare number that no product offers as a length, nor a colour, as a word of the texts', () => {
    expect(readSearch('bulk 23', vocabulary)).toMatchObject({ chips: [], words: ['bulk', '23'] });
    expect(filtersOf('23 inch')).toEqual({ length: ['23'] });
  });

  it.each([
    ['boddy wave', 'body wave', { texture: ['body-wave'] }],
    ['dubble drawn', 'double drawn', { grade: ['double-drawn'] }],
    ['stright', 'straight', { texture: ['straight'] }],
    ['deep wvae', 'deep wave', { texture: ['deep-wave'] }],
  ])('reads the mistyped %s as %s', (q, meant, filters) => {
    const reading = readSearch(q, vocabulary);
    expect(reading.meant).toBe(meant);
    expect(readingFilters(reading)).toEqual(filters);
    expect(reading.unknown).toEqual([]);
  });

  it('corrects a word of the texts that is no filter', () => {
    const reading = readSearch('closer', vocabulary);
    expect(reading.corrections).toEqual([{ typed: 'closer', meant: 'closure' }]);
    expect(reading.words).toEqual(['closure']);
    expect(reading.meant).toBe('closure');
  });

  it('names the words it cannot read', () => {
    const reading = readSearch('body wave zzqx', vocabulary);
    expect(reading.unknown).toEqual(['zzqx']);
    expect(reading.words).toEqual(['zzqx']);
    expect(readingFilters(reading)).toEqual({ texture: ['body-wave'] });
  });

  it('does not correct short words nor words the texts hold', () => {
    expect(readSearch('weave', vocabulary).corrections).toEqual([]);
    expect(readSearch('ab', vocabulary).corrections).toEqual([]);
    expect(readSearch('vietnam', vocabulary).words).toEqual(['vietnam']);
  });

  it('reads nothing from signs alone and never throws on hostile text', () => {
    expect(readSearch('"" ## // ?', vocabulary)).toEqual({ chips: [], words: [], corrections: [], unknown: [], meant: null });
    expect(() => readSearch('(.*)+$ [a-z]{9999} \\u0000 <script>', vocabulary)).not.toThrow();
  });
});

describe('edit distance', () => {
  it('counts wrong, missing, added and swapped letters', () => {
    expect(editDistance('boddy', 'body', 2)).toBe(1);
    expect(editDistance('dubble', 'double', 2)).toBe(2);
    expect(editDistance('wvae', 'wave', 2)).toBe(1);
    expect(editDistance('stright', 'straight', 2)).toBe(1);
    expect(editDistance('closer', 'closure', 2)).toBe(2);
    expect(editDistance('curly', 'straight', 2)).toBe(3);
  });
});

describe('suggested filters', () => {
  it('suggests the values whose names begin with what is typed', () => {
    expect(suggestFilters('bo', vocabulary, 6).filters.map((f) => f.label)).toEqual(['Body Wave', 'Bone Straight']);
    expect(suggestFilters('body w', vocabulary, 6).filters.map((f) => f.label)).toEqual(['Body Wave']);
  });

  it('puts the filters the text names first, read with its corrections', () => {
    const { filters, meant } = suggestFilters('boddy wave 22', vocabulary, 6);
    expect(filters.slice(0, 2)).toEqual([
      { facet: 'texture', value: 'body-wave', label: 'Body Wave' },
      { facet: 'length', value: '22', label: '22"' },
    ]);
    expect(meant).toBe('body wave 22');
  });

  it('holds at most the number asked', () => {
    expect(suggestFilters('d', vocabulary, 2).filters).toHaveLength(2);
  });
});
