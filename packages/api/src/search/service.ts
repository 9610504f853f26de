// Suggestions as a buyer types: the filters the text names or begins to name, and the
// first products it finds, from the catalogue index (no query of the products' texts;
// only the few products shown are read).
import { SUGGEST_FILTERS_MAX, SUGGEST_MIN_LENGTH, SUGGEST_PRODUCTS_MAX, readSearch, readValues, readingFilters, suggestFilters, type SearchSuggestions } from '@hair/domain';
import { catalogueIndex } from '../catalogue-index/store';
import type { Db } from '../db/client';
import { findProductCards } from '../products/store';

export async function suggest(db: Db, q: string): Promise<SearchSuggestions> {
  if (q.length < SUGGEST_MIN_LENGTH) return { filters: [], products: [], meant: null };
  const index = await catalogueIndex(db);
  const vocabulary = index.searchVocabulary();
  const { filters, meant } = suggestFilters(q, vocabulary, SUGGEST_FILTERS_MAX);
  const reading = readSearch(q, vocabulary);
  const found = index.matches({ published: true, words: reading.words, anyWords: readingFilters(reading).lace, readValues: readValues(reading) });
  const { ids } = index.page(found, 'name-asc', { offset: 0, limit: SUGGEST_PRODUCTS_MAX, totalMax: 1 });
  return { filters, products: await findProductCards(db, ids), meant };
}
