// REST routes of quotes: the admin's draft and save under their request, and the
// buyer's link: the quote as JSON or PDF, and its acceptance. Each calls its
// tRPC procedure.
import { publicQuoteSchema, quoteDraftSchema, quoteInputSchema, quoteSchema, type QuoteFields } from '@hair/domain';
import { z } from 'zod';
import { bodyOf, privateRead, sendFile, type RestModule } from '../rest/adapter';
import { quotePdfs } from './pdf-cache';

const tokenParams = z.object({ token: z.string().meta({ description: 'The token of the quote link /q/{token}' }) });

export const quotesRest: RestModule = {
  tag: 'Quotes',
  declare(routes) {
    routes.get('/quote-requests/:id/quote-draft', {
      summary: 'A new quote for a request, prefilled',
      description: "The request's lines priced from today's price grid (or at the estimate the buyer saw, when the grid no longer offers one), the payment terms of the site's trade terms (empty when none are set), valid for 14 days.",
      access: 'admin',
      response: quoteDraftSchema,
    }, ({ caller, req }) => caller.quotes.draft({ request_id: String(req.params.id) }));

    routes.post('/quote-requests/:id/quotes', {
      summary: 'Save a quote for a request',
      description: 'Numbers it (INQ-2025-0042-Q1), gives it an unguessable link (path), records "quote sent" on the timeline and moves the lead to quoted unless it is further along. email_buyer also mails the link to the buyer.',
      access: 'admin',
      body: quoteInputSchema.omit({ request_id: true }),
      response: quoteSchema,
      status: 201,
    }, ({ caller, req }) => caller.quotes.create({ ...bodyOf(req), request_id: String(req.params.id) } as QuoteFields));

    // Declared before /quotes/:token, which would take 'x.pdf' as a token.
    routes.get('/quotes/:token.pdf', {
      summary: 'A quote as a PDF',
      description: 'By its link token; 404 for an unknown token, 429 past 30 unknown tokens from one address in 15 minutes.',
      access: 'public',
      params: tokenParams,
      file: 'application/pdf',
    }, async ({ caller, req, res }) => {
      const quote = await caller.quotes.byToken({ token: String(req.params.token) });
      return sendFile(res, { contentType: 'application/pdf', fileName: `${quote.reference}.pdf`, body: await quotePdfs.pdfOf(quote) });
    });

    routes.get('/quotes/:token', {
      summary: 'A quote by its link',
      description: 'For whoever holds the link: 404 for an unknown token (no hint which tokens exist), 429 past 30 unknown tokens from one address in 15 minutes.',
      access: 'public',
      params: tokenParams,
      response: publicQuoteSchema,
    }, async ({ caller, req, res }) => privateRead(res, await caller.quotes.byToken({ token: String(req.params.token) })));

    routes.post('/quotes/:token/accept', {
      summary: 'Accept a quote',
      description: "The lead moves to quoted unless it is further along (a lost lead reopens), its follow-up comes forward to today, the timeline records it and sales get an e-mail. 409 when the quote expired, was accepted already, or another quote of the request was.",
      access: 'public',
      params: tokenParams,
      response: publicQuoteSchema,
    }, ({ caller, req }) => caller.quotes.accept({ token: String(req.params.token) }));
  },
};
