// The header's quote link with the list's count: loaded once the page has started,
// since the count comes from the quote list's store (local storage or the account).
import { useQuoteLines } from '../../quote/quote-list-store';
import { QuoteListButton } from './QuoteListButton';

export function QuoteListCountButton() {
  return <QuoteListButton count={useQuoteLines().length} />;
}
