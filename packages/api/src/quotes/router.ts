// Quotes: the admin's draft and save from a request, and the buyer's link
// (public: whoever holds the token may read and accept the quote).
import { idString, quoteInputSchema, quoteTokenInputSchema, type QuoteFields } from '@hair/domain';
import { z } from 'zod';
import { withInputType } from '../shared/validation';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { acceptQuote, createQuote, quoteByToken, quoteDraft } from './service';

export const quoteDraftInputSchema = z.object({ request_id: idString });
export const quoteCreateSchema = withInputType<QuoteFields>()(quoteInputSchema);

/** Procedures whose input is a quote link's token: their answers are kept in no shared cache and their input stays out of the logs. */
export const LINK_PROCEDURES: readonly string[] = ['quotes.byToken', 'quotes.accept'];

export const quotesRouter = router({
  /** A new quote's form, prefilled from the request's lines and today's price grid. */
  draft: adminProcedure.input(quoteDraftInputSchema).query(({ ctx, input }) => quoteDraft(ctx, input.request_id)),

  /** Saves a quote for a request (its lines as written, unit prices included) and answers it with its link. */
  create: adminProcedure.input(quoteCreateSchema).mutation(({ ctx, input }) => createQuote(ctx, input)),

  /** The quote of a link; 404 for any other token, and 429 past 30 unknown tokens in 15 minutes. */
  byToken: publicProcedure.input(quoteTokenInputSchema).query(({ ctx, input }) => quoteByToken(ctx, input.token)),

  /** The buyer accepts the quote of a link; 409 when it expired or was accepted already. */
  accept: publicProcedure.input(quoteTokenInputSchema).mutation(({ ctx, input }) => acceptQuote(ctx, input.token)),
});
