// The filters to suggest while a buyer types: those the text already names, then the
// values whose name begins with what is being typed ('bo' → Body Wave, Bone Straight;
// 'body w' → Body Wave).
import { readSearch, type SearchChip, type SearchVocabulary } from './read-search';

export type SuggestedFilter = Omit<SearchChip, 'typed'>;

export function suggestFilters(q: string, vocabulary: SearchVocabulary, max: number): { filters: SuggestedFilter[]; meant: string | null } {
  const reading = readSearch(q, vocabulary);
  const found = new Map<string, SuggestedFilter>();
  const add = ({ facet, value, label }: SuggestedFilter) => {
    if (found.size < max && !found.has(`${facet}:${value}`)) found.set(`${facet}:${value}`, { facet, value, label });
  };
  reading.chips.forEach(add);
  const words = q.toLowerCase().replace(/#/g, '').split(/\s+/).filter((word) => word !== '');
  const last = words.at(-1) ?? '';
  const lastTwo = words.slice(-2).join(' ');
  if (last !== '') {
    for (const value of vocabulary.facetValues) {
      if (value.facet === 'length') continue;
      const label = value.label.toLowerCase();
      // A single letter after a word only continues that word's phrase ('body w'), it does not start a new one.
      if (label.startsWith(lastTwo) || (last.length >= 2 && label.split(/\s+/).some((word) => word.startsWith(last)))) add(value);
    }
  }
  return { filters: [...found.values()], meant: reading.meant };
}
