// REST routes of the signed-in buyer's quote list; each calls its tRPC procedure.
import { mergedQuoteListSchema, quoteListSchema, type QuoteLineFields } from '@hair/domain';
import { bodyOf, type RestModule } from '../rest/adapter';
import { quoteListInputSchema } from './router';

export const quoteListRest: RestModule = {
  tag: 'Quote list',
  declare(routes) {
    routes.get('/me/quote-list', { summary: "The signed-in buyer's quote list", description: 'The stored lines (items) and, at the same positions, their preview: each line resolved, the estimate and the problems (minimums included).', access: 'signed-in', response: quoteListSchema }, ({ caller }) =>
      caller.quoteList.get());

    routes.put('/me/quote-list', {
      summary: "Replace the signed-in buyer's quote list",
      description: "{lines} as in a quote request (at most 50; [] empties the list). 400 naming each line the catalogue does not offer; the minimums need not be met yet.",
      access: 'signed-in',
      body: quoteListInputSchema,
      response: quoteListSchema,
    }, ({ caller, req }) => caller.quoteList.replace(bodyOf(req) as unknown as { lines: QuoteLineFields[] }));

    routes.post('/me/quote-list/merge', {
      summary: "Merge the browser's quote list into the stored one (at sign-in)",
      description: 'A line in both lists keeps the larger quantity, so merging twice changes nothing. Lines the catalogue no longer offers, and lines past 50, come back in dropped.',
      access: 'signed-in',
      body: quoteListInputSchema,
      response: mergedQuoteListSchema,
    }, ({ caller, req }) => caller.quoteList.merge(bodyOf(req) as unknown as { lines: QuoteLineFields[] }));
  },
};
