// Every SQL statement of quotes. A quote is written, and accepted, inside its
// lead's lock (quote-requests store), so its number, the lead's stage and the
// timeline entry move together.
import { QUOTE_MESSAGES, formatQuoteReference, stageAfterQuote, type QuoteLineItem } from '@hair/domain';
import { and, asc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { Author } from '../auth/sessions';
import type { Db } from '../db/client';
import { quoteRequests, quotes } from '../db/schema';
import { conflict } from '../errors';
import { addEvents, setLeadFields, withLockedLead, type LockedLead } from '../quote-requests/store';
import type { NewEvent } from '../quote-requests/mapper';
import type { QuoteLeadRow, QuoteRow } from './mapper';

/** The quotes of some leads, in their order. */
export async function quotesOfRequests(db: Db, requestIds: readonly string[]): Promise<QuoteRow[]> {
  if (requestIds.length === 0) return [];
  return db.select().from(quotes).where(inArray(quotes.requestId, requestIds)).orderBy(asc(quotes.requestId), asc(quotes.number));
}

export interface QuoteWrite {
  token: string;
  currency: string;
  lines: QuoteLineItem[];
  subtotal: number;
  shippingCost: number;
  total: number;
  paymentTerms: string;
  validUntil: string;
  note: string | null;
}

/** The stage event and field change that moving a lead to `stage` makes, if it moves. */
function stageMove(lead: LockedLead): { events: NewEvent[]; stage?: LockedLead['stage']; lostReason?: null } {
  const stage = stageAfterQuote(lead.stage);
  if (stage === lead.stage) return { events: [] };
  return { events: [{ kind: 'stage', previousStage: lead.stage, stage }], stage, lostReason: null };
}

/** Numbers and stores a quote for a lead, records it on the timeline and puts the lead at Quoted (at least). */
export async function insertQuote(db: Db, requestId: string, author: Author, write: QuoteWrite): Promise<{ quote: QuoteRow; lead: LockedLead }> {
  return withLockedLead(db, requestId, async (tx, lead) => {
    const [last] = await tx.select({ number: max(quotes.number) }).from(quotes).where(eq(quotes.requestId, lead.id));
    const number = (last?.number ?? 0) + 1;
    const [quote] = await tx
      .insert(quotes)
      .values({ ...write, requestId: lead.id, number, reference: formatQuoteReference(lead.reference, number), createdById: author.id, createdByEmail: author.email })
      .returning();
    const move = stageMove(lead);
    await addEvents(tx, lead.id, author, [{ kind: 'quote_sent', quoteId: quote!.id }, ...move.events]);
    await setLeadFields(tx, lead.id, { stage: move.stage, lostReason: move.lostReason });
    return { quote: quote!, lead };
  });
}

const leadOfQuote = {
  requestReference: quoteRequests.reference,
  name: quoteRequests.name,
  company: quoteRequests.company,
  country: quoteRequests.country,
  email: quoteRequests.email,
};

/** The quote whose link holds `token`, with its lead. */
export async function findQuoteByToken(db: Db, token: string): Promise<{ quote: QuoteRow; lead: QuoteLeadRow } | undefined> {
  const [row] = await db.select({ quote: quotes, lead: leadOfQuote }).from(quotes).innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId)).where(eq(quotes.token, token)).limit(1);
  return row;
}

/**
 * Marks a quote accepted on the factory's date `today`, once: not after its last
 * valid day, and not when another quote of its lead was accepted. The lead moves
 * to Quoted (at least), its follow-up comes forward to today, and the timeline
 * records the buyer's acceptance.
 */
export async function markAccepted(db: Db, quote: QuoteRow, today: string): Promise<{ quote: QuoteRow; lead: LockedLead }> {
  return withLockedLead(db, quote.requestId, async (tx, lead) => {
    // Read again under the lead's lock: of two acceptances at once, the second sees the first.
    const [current] = await tx.select().from(quotes).where(eq(quotes.id, quote.id));
    if (current!.acceptedAt) throw conflict(QUOTE_MESSAGES.alreadyAccepted(current!.acceptedAt.toISOString().slice(0, 10)));
    if (current!.validUntil < today) throw conflict(QUOTE_MESSAGES.expired(current!.validUntil));
    const [other] = await tx.select({ reference: quotes.reference }).from(quotes).where(and(eq(quotes.requestId, lead.id), isNotNull(quotes.acceptedAt))).limit(1);
    if (other) throw conflict(QUOTE_MESSAGES.otherQuoteAccepted(other.reference));
    const [accepted] = await tx.update(quotes).set({ acceptedAt: new Date() }).where(eq(quotes.id, quote.id)).returning();
    const move = stageMove(lead);
    await addEvents(tx, lead.id, null, [{ kind: 'quote_accepted', quoteId: quote.id }, ...move.events]);
    const followUpOn = lead.followUpOn !== null && lead.followUpOn <= today ? lead.followUpOn : today;
    await setLeadFields(tx, lead.id, { stage: move.stage, lostReason: move.lostReason, followUpOn });
    return { quote: accepted!, lead };
  });
}
