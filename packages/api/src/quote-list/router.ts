// A signed-in buyer's quote list (lines not sent yet). Visitors keep theirs in
// the browser; at sign-in the screen merges that list into this one.
import { quoteLinesInputSchema, type QuoteLineFields } from '@hair/domain';
import { z } from 'zod';
import { withInputType } from '../shared/validation';
import { accountProcedure, router } from '../trpc';
import { mergeIntoQuoteList, quoteList, replaceQuoteList } from './service';

export const quoteListInputSchema = withInputType<{ lines: QuoteLineFields[] }>()(z.object({ lines: quoteLinesInputSchema }));

export const quoteListRouter = router({
  /** The stored lines (`items`) and their preview at the same positions. */
  get: accountProcedure.query(({ ctx }) => quoteList(ctx.db, ctx.session.user.id)),

  /** Replaces the whole list (the screen sends it after each change); [] empties it. */
  replace: accountProcedure.input(quoteListInputSchema).mutation(({ ctx, input }) => replaceQuoteList(ctx.db, ctx.session.user.id, input.lines)),

  /** Merges the browser's lines at sign-in: a line in both keeps the larger quantity; what cannot be kept comes back in `dropped`. */
  merge: accountProcedure.input(quoteListInputSchema).mutation(({ ctx, input }) => mergeIntoQuoteList(ctx.db, ctx.session.user.id, input.lines)),
});
