// The header's link to /quote. The server cannot know the buyer's list (it lives in the
// browser or comes with the account), so every page renders the link without a count;
// the counting part (the quote list's store) loads only once there may be a list: one
// kept in this browser, or a change (a line added, a buyer signed in, another tab).
import { useEffect, useState, type ComponentType } from 'react';
import { QUOTE_LIST_CHANGED, QUOTE_LIST_STORAGE_KEY, browserHasQuoteList } from '../../quote/quote-list-signal';
import { QuoteListButton } from './QuoteListButton';

export function QuoteListLink() {
  const [Counted, setCounted] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    const load = () => {
      stopListening();
      void import('./QuoteListCountButton').then((m) => {
        if (mounted) setCounted(() => m.QuoteListCountButton);
      });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === QUOTE_LIST_STORAGE_KEY) load();
    };
    function stopListening() {
      window.removeEventListener(QUOTE_LIST_CHANGED, load);
      window.removeEventListener('storage', onStorage);
    }
    if (browserHasQuoteList()) load();
    else {
      window.addEventListener(QUOTE_LIST_CHANGED, load);
      window.addEventListener('storage', onStorage);
    }
    return () => {
      mounted = false;
      stopListening();
    };
  }, []);
  return Counted ? <Counted /> : <QuoteListButton count={0} />;
}
