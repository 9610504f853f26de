// Reading a buyer's search as the trade writes it: '22 inch', '55 cm', 'DD', 'bodywave',
// '#1b', '613', '13x4', 'hd lace', and typing mistakes ('boddy wave'). What names a
// filter value of the catalogue becomes that filter (a chip the buyer can remove); the
// other words search the products' names and texts. Pure: the catalogue's values and
// words come in a vocabulary, so the same reading serves the list, the suggestions and
// the tests.
import { FACET_LENGTH_MAX, FACET_LENGTH_MIN, type FacetValue, type ProductFacet } from '../product-facets';
import { toSlug } from '../slug';
import { editDistance, typosAllowed } from './edit-distance';
import { COLOUR_CODES, COLOUR_NAMES, LACE_SIZE, LACE_TYPES, TRADE_SPELLINGS } from './trade-words';

/** The filters a search may set: the catalogue's facets and the lace, which is read from the products' texts. */
export const SEARCH_FACETS = ['length', 'texture', 'grade', 'colour', 'lace'] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

/** What the reading knows of the catalogue. */
export interface SearchVocabulary {
  /** The catalogue's facet values (lengths, textures, grades, colours). */
  facetValues: readonly FacetValue[];
  /** True when some product's texts hold `part` within a word (the text search finds it). */
  hasText(part: string): boolean;
  /** The words of the products' texts with the number of products using each, for reading a mistyped word. */
  words(): Iterable<readonly [word: string, products: number]>;
}

/** A filter the search set, with the words it was read from. */
export interface SearchChip {
  facet: SearchFacet;
  value: string;
  label: string;
  typed: string;
}

export interface SearchCorrection {
  typed: string;
  meant: string;
}

export interface SearchReading {
  chips: SearchChip[];
  /** The words left to search the texts with (corrected). */
  words: string[];
  corrections: SearchCorrection[];
  /** Words that no product's text holds and that could not be read as another word. */
  unknown: string[];
  /** The search with its corrections, when there were any ('body wave' for 'boddy wave'). */
  meant: string | null;
}

/** The longest search the reading looks at, in words (the rest is ignored). */
export const SEARCH_MAX_WORDS = 12;

export const lengthChipLabel = (inches: number | string): string => `${inches}"`;
export const laceChipLabel = (value: string): string => (LACE_SIZE.test(value) ? `${value} lace` : `${value === 'hd' ? 'HD' : value[0]!.toUpperCase() + value.slice(1)} lace`);

const LENGTH_WITH_UNIT = /(?<![\w.#])(\d{1,3}(?:[.,]\d+)?)\s*(?:"|''|inch(?:es)?\b|in\b|cm\b)/g;
const LACE_SIZE_IN_TEXT = /(?<![\w.#])(\d{1,2})\s*[x×*]\s*(\d{1,2})(?:\s*lace\b)?(?![\w.])/g;
const COLOUR_PAIR = /(?<![\w.])(?:ombre\s+)?#?(\d{1,3}[a-z]?)\s*\/\s*#?(\d{1,3}[a-z]?)(?![\w.])/g;

interface Token {
  text: string;
  /** As typed, for the chip and the correction line. */
  typed: string;
  /** A '#' before it: a colour number, never a length. */
  colour?: boolean;
}

const isLength = (n: number) => Number.isInteger(n) && n >= FACET_LENGTH_MIN && n <= FACET_LENGTH_MAX;
const squashed = (slug: string) => slug.replace(/-/g, '');

class Reader {
  readonly chips: SearchChip[] = [];
  private readonly values = new Map<string, FacetValue>();
  private readonly squashedValues = new Map<string, FacetValue>();
  private readonly offeredLengths: number[];

  constructor(private readonly vocabulary: SearchVocabulary) {
    for (const value of vocabulary.facetValues) {
      if (value.facet === 'length') continue;
      const key = `${value.facet}:${value.value}`;
      if (!this.values.has(key)) this.values.set(key, value);
      const glued = squashed(value.value);
      if (!this.squashedValues.has(glued)) this.squashedValues.set(glued, value);
    }
    this.offeredLengths = vocabulary.facetValues.filter((v) => v.facet === 'length').map((v) => Number(v.value)).filter(isLength);
  }

  add(facet: SearchFacet, value: string, label: string, typed: string): void {
    if (!this.chips.some((chip) => chip.facet === facet && chip.value === value)) this.chips.push({ facet, value, label, typed: typed.trim() });
  }

  addLength(inches: number, typed: string): void {
    this.add('length', String(inches), lengthChipLabel(inches), typed);
  }

  offers(inches: number): boolean {
    return this.offeredLengths.includes(inches);
  }

  /** The offered length nearest to a length in centimetres (rounded inches when the catalogue offers none). */
  nearestInches(cm: number): number {
    const inches = cm / 2.54;
    if (this.offeredLengths.length === 0) return Math.round(inches);
    return this.offeredLengths.reduce((best, n) => (Math.abs(n - inches) < Math.abs(best - inches) ? n : best));
  }

  /** The catalogue's colour among the slugs a trade word may stand for, the likeliest first. */
  colourOf(slugs: readonly string[] | undefined): FacetValue | undefined {
    for (const slug of slugs ?? []) {
      const value = this.values.get(`colour:${slug}`);
      if (value) return value;
    }
    return undefined;
  }

  /** The facet value a phrase names: its slug, glued ('bodywave') or not. */
  valueNamed(phrase: string): FacetValue | undefined {
    const slug = toSlug(phrase);
    if (slug === '') return undefined;
    for (const facet of ['texture', 'grade', 'colour'] as const) {
      const value = this.values.get(`${facet}:${slug}`);
      if (value) return value;
    }
    return this.squashedValues.get(squashed(slug));
  }

  /** True when the word belongs to some value's name (so it is not a mistake, even if no text holds it alone). */
  isValueWord(word: string): boolean {
    for (const value of this.values.values()) if (value.value.split('-').includes(word)) return true;
    return false;
  }

  /** What a word that no text holds was likely meant as: the nearest word of the values or the texts. */
  correction(word: string): string | undefined {
    const max = typosAllowed(word);
    // Only words of letters: a number or a sign (13x4, wig_) is meant as typed.
    if (max === 0 || !/^\p{L}+$/u.test(word)) return undefined;
    let best: { word: string; distance: number; weight: number } | undefined;
    const consider = (candidate: string, weight: number) => {
      if (candidate.length < 3 || /\d/.test(candidate)) return;
      const distance = editDistance(word, candidate, best ? Math.min(best.distance, max) : max);
      if (distance > max) return;
      if (!best || distance < best.distance || (distance === best.distance && weight > best.weight)) best = { word: candidate, distance, weight };
    };
    // The values' words weigh as much as the commonest text word: they are what a buyer looks for.
    for (const value of this.values.values()) for (const part of value.value.split('-')) consider(part, Number.MAX_SAFE_INTEGER);
    for (const [candidate, count] of this.vocabulary.words()) consider(candidate, count);
    return best?.word;
  }
}

/** Lengths, lace sizes and colour pairs written with their signs, taken out of the text first. */
function takePatterns(text: string, reader: Reader): string {
  return text
    .replace(LENGTH_WITH_UNIT, (typed: string, number: string) => {
      const n = Number(number.replace(',', '.'));
      if (/cm$/.test(typed)) reader.addLength(reader.nearestInches(n), typed);
      else if (isLength(Math.round(n))) reader.addLength(Math.round(n), typed);
      else return typed;
      return ' ';
    })
    .replace(LACE_SIZE_IN_TEXT, (typed: string, width: string, depth: string) => {
      const size = `${Number(width)}x${Number(depth)}`;
      reader.add('lace', size, laceChipLabel(size), typed);
      return ' ';
    })
    .replace(COLOUR_PAIR, (typed: string, a: string, b: string) => {
      const colour = reader.colourOf(COLOUR_CODES[`${a}/${b}`] ?? ['ombre']);
      if (!colour) return typed.replace(/^ombre\s+/, 'ombre ').replace(/\s*\/\s*/, '/');
      reader.add('colour', colour.value, colour.label, typed);
      return ' ';
    });
}

function tokensOf(text: string): Token[] {
  return text
    .split(/[\s,;]+/)
    .filter((word) => word !== '' && /[\p{L}\p{N}]/u.test(word))
    .slice(0, SEARCH_MAX_WORDS)
    .flatMap((typed): Token[] => {
      const colour = typed.startsWith('#');
      const word = typed.replace(/^#+/, '').replace(/[.!?:'"()]+$/g, '');
      const spelled = TRADE_SPELLINGS[word];
      if (spelled) return spelled.split(' ').map((text) => ({ text, typed }));
      return word === '' ? [] : [{ text: word, typed, colour }];
    });
}

/** A token that the reading knows without a text to hold it: numbers, colour codes, lace types, the values' words. */
function isReadable(token: Token, reader: Reader): boolean {
  const { text } = token;
  return /\d/.test(text) || text === 'lace' || (LACE_TYPES as readonly string[]).includes(text) || text in COLOUR_NAMES || reader.isValueWord(text);
}

/** The longest phrase from `start` that names a filter, and how many tokens it takes (0: none). */
function readPhrase(tokens: readonly Token[], start: number, reader: Reader): number {
  const typedOf = (count: number) => [...new Set(tokens.slice(start, start + count).map((t) => t.typed))].join(' ');
  for (let count = Math.min(3, tokens.length - start); count >= 1; count -= 1) {
    const phrase = tokens.slice(start, start + count).map((t) => t.text).join(' ');
    const value = reader.valueNamed(phrase) ?? reader.colourOf(COLOUR_NAMES[phrase]);
    if (value) {
      reader.add(value.facet, value.value, value.label, typedOf(count));
      return count;
    }
  }
  const token = tokens[start]!;
  const lace = (LACE_TYPES as readonly string[]).find((type) => type === token.text);
  if (lace) {
    const withLace = tokens[start + 1]?.text === 'lace' ? 2 : 1;
    reader.add('lace', lace, laceChipLabel(lace), typedOf(withLace));
    return withLace;
  }
  // A bare number is a length the catalogue offers, else a colour number, else a word of the texts ('bulk 14').
  if (!token.colour && /^\d+$/.test(token.text) && reader.offers(Number(token.text))) {
    reader.addLength(Number(token.text), token.typed);
    return 1;
  }
  // A lone digit is a colour only with its '#' (#4): bare, it is a word ('bundle 1').
  const colour = token.colour || !/^\d$/.test(token.text) ? reader.colourOf(COLOUR_CODES[token.text]) : undefined;
  if (colour) {
    reader.add('colour', colour.value, colour.label, token.typed);
    return 1;
  }
  return 0;
}

/** Reads a search against the catalogue's vocabulary. */
export function readSearch(q: string, vocabulary: SearchVocabulary): SearchReading {
  const reader = new Reader(vocabulary);
  const text = q.toLowerCase().replace(/[“”″]/g, '"').replace(/[‘’′]/g, "'");
  const tokens = tokensOf(takePatterns(text, reader));

  // Mistyped words first, so that 'boddy wave' is then read as the texture.
  const corrections: SearchCorrection[] = [];
  for (const token of tokens) {
    if (isReadable(token, reader) || vocabulary.hasText(token.text)) continue;
    const meant = reader.correction(token.text);
    if (meant === undefined) continue;
    corrections.push({ typed: token.text, meant });
    token.text = meant;
  }

  const words: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const taken = readPhrase(tokens, i, reader);
    if (taken > 0) i += taken;
    else {
      const word = tokens[i]!.text;
      if (!words.includes(word)) words.push(word);
      i += 1;
    }
  }
  const unknown = words.filter((word) => !vocabulary.hasText(word));
  let meant: string | null = null;
  if (corrections.length > 0) {
    meant = corrections.reduce((so, { typed, meant }) => so.replace(new RegExp(`(?<![\\p{L}\\p{N}])${typed}(?![\\p{L}\\p{N}])`, 'u'), meant), text.trim().replace(/\s+/g, ' '));
  }
  return { chips: reader.chips, words, corrections, unknown, meant };
}

/** The filters a reading sets, by facet. */
export function readingFilters(reading: Pick<SearchReading, 'chips'>): Partial<Record<SearchFacet, string[]>> {
  const filters: Partial<Record<SearchFacet, string[]>> = {};
  for (const chip of reading.chips) (filters[chip.facet] ??= []).push(chip.value);
  return filters;
}

/** A filter read from a search, as the list applies it: the products with the value, or whose texts name it. */
export interface ReadValue {
  facet: ProductFacet;
  value: string;
  /** The value's name in lower-case words ('body', 'wave'): a product whose facts name no value of the facet but whose name says it is found too. */
  words: string[];
}

/** The filters a reading names, other than the lace (read from the texts already). */
export function readValues(reading: Pick<SearchReading, 'chips'>): ReadValue[] {
  return reading.chips.flatMap((chip): ReadValue[] =>
    chip.facet === 'lace' ? [] : [{ facet: chip.facet, value: chip.value, words: chip.label.toLowerCase().split(/\s+/).filter((word) => word !== '') }],
  );
}

/** Only the product facets of a set of search filters (the lace is read from the texts instead). */
export function productFacetFilters(filters: Partial<Record<SearchFacet, string[]>>): Partial<Record<ProductFacet, string[]>> {
  const { lace: _lace, ...facets } = filters;
  return facets;
}
