// The search's calls: the suggestions as a buyer types, what a list's search was read
// as, and the admin's counts of the week's searches.
import { z } from 'zod';
import { SEARCH_FACETS } from '../search/read-search';
import { boundedString, isIsoDate } from './common';

/** Suggestions start at the second letter. */
export const SUGGEST_MIN_LENGTH = 2;
/** The most products and the most filters a suggestion answers. */
export const SUGGEST_PRODUCTS_MAX = 6;
export const SUGGEST_FILTERS_MAX = 6;
/** The searches each list of the dashboard shows. */
export const SEARCH_STATS_MAX = 20;

export const searchSuggestQuerySchema = z.object({
  q: boundedString('Search text', 200).transform((q) => q.trim()),
});
export type SearchSuggestQuery = z.infer<typeof searchSuggestQuerySchema>;

export const searchChipSchema = z.object({
  facet: z.enum(SEARCH_FACETS),
  value: z.string(),
  label: z.string(),
  /** The words it was read from. */
  typed: z.string(),
});

/** What a list's search was read as (the tRPC list answers it beside the page). */
export const productSearchReadingSchema = z.object({
  chips: z.array(searchChipSchema),
  /** The words searched in the names and texts. */
  words: z.array(z.string()),
  corrections: z.array(z.object({ typed: z.string(), meant: z.string() })),
  unknown: z.array(z.string()),
  meant: z.string().nullable(),
});

export const searchSuggestionsSchema = z.object({
  /** Filters the text names or begins to name ('bo' → Body Wave, Bone Straight). */
  filters: z.array(searchChipSchema.omit({ typed: true })),
  products: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string(), imageUrl: z.string().nullable() })),
  /** The search read so far, when it had a correction. */
  meant: z.string().nullable(),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

const weekDate = z.string({ error: 'must be a date (YYYY-MM-DD)' }).refine(isIsoDate, { error: 'must be a date (YYYY-MM-DD)' });

export const searchStatsQuerySchema = z.object({
  /** Any day of the week asked (weeks start on Monday, UTC); absent: this week. */
  week: weekDate.optional(),
});

const searchCountSchema = z.object({ query: z.string(), searches: z.number(), foundNothing: z.number(), lastResults: z.number() });
export const searchStatsSchema = z.object({
  /** The Monday the week starts on. */
  week: z.string(),
  /** The 20 most frequent searches of the week. */
  top: z.array(searchCountSchema),
  /** The 20 searches of the week that most often found nothing. */
  foundNothing: z.array(searchCountSchema),
});
export type SearchStats = z.infer<typeof searchStatsSchema>;
