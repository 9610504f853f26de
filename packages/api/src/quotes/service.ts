// Quotes: the admin's draft from a request and the grid, the saved quote with
// its unguessable link, and the buyer's side of that link (read, PDF, accept),
// where each unknown token counts against the caller's address.
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_QUOTE_VALID_DAYS, MAX_QUOTE_VALID_DAYS, QUOTE_MESSAGES, addDays, describeQuoteLine, factoryDate,
  quoteTotals, type PublicQuote, type Quote, type QuoteDraft, type QuoteInput,
} from '@hair/domain';
import { sessionAuthor, type ValidSession } from '../auth/sessions';
import type { Context } from '../context';
import { notFound } from '../errors';
import { previewQuoteLines } from '../prices/store';
import { toLineDto } from '../quote-requests/mapper';
import { linesOf, requireLead } from '../quote-requests/store';
import { addressKey } from '../rate-limits/client-address';
import { enforceLimit, type Limit } from '../rate-limits/limits';
import { invalidField } from '../shared/validation';
import { contactSection, siteTradeTerms } from '../site-config/store';
import { factoryOf, toPublicQuoteDto, toQuoteDto, type QuoteLeadRow, type QuoteRow } from './mapper';
import { mailQuoteToBuyer, notifySalesOfAcceptance } from './notification';
import { findQuoteByToken, insertQuote, markAccepted } from './store';

/** 32 random bytes in base64url: 256 bits, 43 characters. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const newQuoteToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

/** Unknown quote links one address may try in the window; a link that exists is not counted. */
const LOOKUP_LIMIT: Limit = { max: 30, windowMs: 15 * 60 * 1000 };
const lookupKey = (ip: string) => `quote-token:ip:${addressKey(ip)}`;

const today = () => factoryDate(new Date());

/**
 * A new quote's form: each request line at today's grid price (or the price the
 * buyer saw, when the grid no longer offers it), and the site's trade terms'
 * payment terms (empty when none are set: the admin writes them).
 */
export async function quoteDraft(ctx: Context, requestId: string): Promise<QuoteDraft> {
  const [lead, terms] = await Promise.all([requireLead(ctx.db, requestId), siteTradeTerms(ctx.db)]);
  const lines = (await linesOf(ctx.db, [lead.id])).map(toLineDto);
  const { lines: repriced } = await previewQuoteLines(
    ctx.db,
    lines.map((l) => ({ product_id: l.product_id ?? '', length: l.length, texture: l.texture, grade: l.grade, quantity: l.quantity, sample: l.sample })),
    { minimums: false },
  );
  return {
    request_id: lead.id,
    currency: lead.currency ?? repriced.find((l) => l?.estimate)?.estimate?.currency ?? 'USD',
    lines: quoteTotals(
      lines.map((line, i) => {
        const now = repriced[i];
        const price = now && now.unit === line.unit && now.estimate ? now.estimate.unit_price : (line.estimate?.unit_price ?? 0);
        return { description: describeQuoteLine(line), quantity: line.quantity, unit: line.unit, unit_price: price };
      }),
      0,
    ).lines,
    shipping_cost: 0,
    payment_terms: terms.payment_terms,
    valid_until: addDays(today(), DEFAULT_QUOTE_VALID_DAYS),
    note: null,
  };
}

/** Saves a quote with a new link, puts it on the lead's timeline and, when asked, mails the link to the buyer. */
export async function createQuote(ctx: Context & { session: ValidSession }, input: QuoteInput): Promise<Quote> {
  const day = today();
  if (input.valid_until < day) throw invalidField(['valid_until'], QUOTE_MESSAGES.validFromToday);
  if (input.valid_until > addDays(day, MAX_QUOTE_VALID_DAYS)) throw invalidField(['valid_until'], QUOTE_MESSAGES.validAtMost);
  const priced = quoteTotals(input.lines, input.shipping_cost);
  const { quote, lead } = await insertQuote(ctx.db, input.request_id, sessionAuthor(ctx.session), {
    token: newQuoteToken(),
    currency: input.currency,
    lines: priced.lines,
    subtotal: priced.subtotal,
    shippingCost: input.shipping_cost,
    total: priced.total,
    paymentTerms: input.payment_terms,
    validUntil: input.valid_until,
    note: input.note,
  });
  if (input.email_buyer && lead.email) await mailQuoteToBuyer(ctx, quote, { name: lead.name, email: lead.email });
  return toQuoteDto(quote, day);
}

/**
 * The quote of a link. Only a token that finds no quote counts against the
 * caller's address (each guess is counted atomically, so a burst of guesses
 * cannot pass the limit); whoever holds a real link reads it as often as they
 * like, even in parallel and after guessing.
 */
async function quoteOfLink(ctx: Context, token: string): Promise<{ quote: QuoteRow; lead: QuoteLeadRow }> {
  const found = TOKEN_SHAPE.test(token) ? await findQuoteByToken(ctx.db, token) : undefined;
  if (found) return found;
  await enforceLimit(ctx.db, lookupKey(ctx.ip), LOOKUP_LIMIT, () => QUOTE_MESSAGES.tooManyQuoteLookups);
  throw notFound(QUOTE_MESSAGES.quoteNotFound);
}

async function publicView(ctx: Context, quote: QuoteRow, lead: QuoteLeadRow): Promise<PublicQuote> {
  const [contact, terms] = await Promise.all([contactSection(ctx.db), siteTradeTerms(ctx.db)]);
  return toPublicQuoteDto(quote, lead, { factory: factoryOf(contact), leadTime: terms.lead_time || null }, today());
}

export async function quoteByToken(ctx: Context, token: string): Promise<PublicQuote> {
  const { quote, lead } = await quoteOfLink(ctx, token);
  return publicView(ctx, quote, lead);
}

/** The buyer accepts: 409 when the quote expired, was accepted, or another quote of the request was. Sales get a mail. */
export async function acceptQuote(ctx: Context, token: string): Promise<PublicQuote> {
  const found = await quoteOfLink(ctx, token);
  const { quote, lead } = await markAccepted(ctx.db, found.quote, today());
  await notifySalesOfAcceptance(ctx, quote, lead);
  return publicView(ctx, quote, found.lead);
}
