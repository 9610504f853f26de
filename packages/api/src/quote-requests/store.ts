// Every SQL statement of quote requests (leads): the yearly reference counter,
// the leads with their lines, and their timeline.
import {
  CLOSED_STAGES, PIPELINE_STAGES, QUOTE_MESSAGES, addDays, factoryDayStart, factoryYear, formatRequestReference, parseRequestReference,
  type LeadListQuery, type PipelineStage, type TimelineEvent,
} from '@hair/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Author } from '../auth/sessions';
import type { Db } from '../db/client';
import { pickColumns } from '../db/columns';
import { products, quoteRequestCounters, quoteRequestEvents, quoteRequestLines, quoteRequests, quotes, users } from '../db/schema';
import { notFound } from '../errors';
import { removeFromQuoteList } from '../quote-list/store';
import {
  EVENT_FIELDS, LEAD_DETAIL_FIELDS, LEAD_SUMMARY_FIELDS, LINE_FIELDS, lineWrites, toEventDto,
  type EventRow, type LeadDetailRow, type LeadSummaryRow, type LineRow, type NewEvent, type NewLead,
} from './mapper';

/** Leads whose lines are read in one statement (an export reads them in batches). */
const LINES_BATCH = 500;

const assignees = alias(users, 'assignee');
const buyers = alias(users, 'buyer');

const summaryColumns = {
  ...pickColumns(quoteRequests, LEAD_SUMMARY_FIELDS),
  assigneeEmail: assignees.email,
  lineCount: sql<number>`(select count(*) from ${quoteRequestLines} where ${quoteRequestLines.requestId} = ${quoteRequests.id})`.mapWith(Number),
  quoteCount: sql<number>`(select count(*) from ${quotes} where ${quotes.requestId} = ${quoteRequests.id})`.mapWith(Number),
  // At most one quote of a lead is ever accepted (markAccepted checks under the lead's lock).
  acceptedQuote: sql<string | null>`(select ${quotes.reference} from ${quotes} where ${quotes.requestId} = ${quoteRequests.id} and ${quotes.acceptedAt} is not null limit 1)`,
};
const detailColumns = { ...summaryColumns, ...pickColumns(quoteRequests, LEAD_DETAIL_FIELDS), userEmail: buyers.email };

const selectSummaries = (db: Db) => db.select(summaryColumns).from(quoteRequests).leftJoin(assignees, eq(assignees.id, quoteRequests.assigneeId));
const selectDetails = (db: Db) =>
  db.select(detailColumns).from(quoteRequests).leftJoin(assignees, eq(assignees.id, quoteRequests.assigneeId)).leftJoin(buyers, eq(buyers.id, quoteRequests.userId));

// --- a new lead ---------------------------------------------------------------------

/**
 * The next number of `year`. The upsert locks the year's row until the
 * transaction ends, so requests sent at the same moment (on any server) get
 * consecutive numbers, and one that rolls back gives its number back: no gaps,
 * no duplicates.
 */
async function nextNumber(tx: Db, year: number): Promise<number> {
  const [row] = await tx
    .insert(quoteRequestCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: quoteRequestCounters.year, set: { lastNumber: sql`${quoteRequestCounters.lastNumber} + 1` } })
    .returning({ number: quoteRequestCounters.lastNumber });
  return row!.number;
}

export interface LeadCreated {
  id: string;
  reference: string;
  createdAt: Date;
}

/** Inserts a lead and its lines with the year's next reference. Call it inside a transaction (the counter's lock lasts until its end). */
export async function insertLead(tx: Db, lead: NewLead, now = new Date()): Promise<LeadCreated> {
  const year = factoryYear(now);
  const reference = formatRequestReference(year, await nextNumber(tx, year));
  const [row] = await tx
    .insert(quoteRequests)
    .values({
      reference,
      source: lead.source,
      name: lead.name,
      company: lead.company,
      email: lead.email,
      phone: lead.phone,
      country: lead.country,
      shipping: lead.shipping,
      message: lead.message,
      userId: lead.userId,
      inquiryId: lead.inquiryId,
      estimateTotal: lead.estimateTotal,
      currency: lead.currency,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: quoteRequests.id, reference: quoteRequests.reference, createdAt: quoteRequests.createdAt });
  if (lead.lines.length > 0) await tx.insert(quoteRequestLines).values(lineWrites(row!.id, lead.lines));
  return row!;
}

/** A quote request: the lead, its lines, and the lines taken off the signed-in buyer's quote list, all or nothing. */
export async function createLead(db: Db, lead: NewLead): Promise<LeadCreated> {
  return db.transaction(async (tx) => {
    const created = await insertLead(tx, lead);
    if (lead.userId) await removeFromQuoteList(tx, lead.userId, lead.lines.map((l) => ({ product_id: l.product_id!, length: l.length, texture: l.texture, grade: l.grade, sample: l.sample })));
    return created;
  });
}

// --- reading leads ------------------------------------------------------------------

/** Lower-case words, with LIKE's wildcards escaped so that '50%' matches itself. */
const searchWords = (q: string) => q.toLowerCase().split(/\s+/).filter(Boolean).map((word) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);

function leadFilter(query: Omit<LeadListQuery, 'sort' | 'limit' | 'offset'>): SQL | undefined {
  const reference = query.q ? parseRequestReference(query.q) : null;
  return and(
    query.stage ? eq(quoteRequests.stage, query.stage) : undefined,
    query.source ? eq(quoteRequests.source, query.source) : undefined,
    query.country ? eq(quoteRequests.country, query.country) : undefined,
    query.assignee === 'none' ? isNull(quoteRequests.assigneeId) : query.assignee ? eq(quoteRequests.assigneeId, query.assignee) : undefined,
    query.follow_up_from ? gte(quoteRequests.followUpOn, query.follow_up_from) : undefined,
    query.follow_up_to ? lte(quoteRequests.followUpOn, query.follow_up_to) : undefined,
    reference
      ? eq(quoteRequests.reference, formatRequestReference(reference.year, reference.number))
      : query.q
        ? and(...searchWords(query.q).map((word) => sql`${quoteRequests.searchText} like ${word}`))
        : undefined,
  );
}

const ORDERS: Record<LeadListQuery['sort'], SQL[]> = {
  newest: [desc(quoteRequests.createdAt), desc(quoteRequests.id)],
  oldest: [asc(quoteRequests.createdAt), asc(quoteRequests.id)],
  follow_up: [sql`${quoteRequests.followUpOn} asc nulls last`, desc(quoteRequests.createdAt), desc(quoteRequests.id)],
};

/** One page of leads and how many match. */
export async function listLeads(db: Db, query: LeadListQuery): Promise<{ rows: LeadSummaryRow[]; total: number }> {
  const where = leadFilter(query);
  const [rows, [total]] = await Promise.all([
    selectSummaries(db).where(where).orderBy(...ORDERS[query.sort]).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(quoteRequests).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every lead matching the filters, for an export (newest first). */
export async function allLeads(db: Db, query: Omit<LeadListQuery, 'limit' | 'offset'>): Promise<LeadDetailRow[]> {
  return selectDetails(db).where(leadFilter(query)).orderBy(...ORDERS[query.sort]);
}

export async function findLead(db: Db, id: string): Promise<LeadDetailRow | undefined> {
  const [row] = await selectDetails(db).where(eq(quoteRequests.id, id)).limit(1);
  return row;
}

export async function requireLead(db: Db, id: string): Promise<LeadDetailRow> {
  const row = await findLead(db, id);
  if (!row) throw notFound(QUOTE_MESSAGES.leadNotFound);
  return row;
}

/** A buyer's own requests, newest first, and how many there are. */
export async function listUserLeads(db: Db, userId: string, page: { limit: number; offset: number }): Promise<{ rows: LeadDetailRow[]; total: number }> {
  const mine = eq(quoteRequests.userId, userId);
  const [rows, [total]] = await Promise.all([
    selectDetails(db).where(mine).orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(quoteRequests).where(mine),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

const lineColumns = { ...pickColumns(quoteRequestLines, LINE_FIELDS), productSlug: products.slug, productImageUrl: products.imageUrl };

/** The lines of some leads in their order, with their products' current slug and image. */
export async function linesOf(db: Db, requestIds: readonly string[]): Promise<LineRow[]> {
  const rows: LineRow[] = [];
  for (let i = 0; i < requestIds.length; i += LINES_BATCH) {
    rows.push(
      ...(await db
        .select(lineColumns)
        .from(quoteRequestLines)
        .leftJoin(products, eq(products.id, quoteRequestLines.productId))
        .where(inArray(quoteRequestLines.requestId, requestIds.slice(i, i + LINES_BATCH)))
        .orderBy(asc(quoteRequestLines.requestId), asc(quoteRequestLines.position))),
    );
  }
  return rows;
}

const eventColumns = { ...pickColumns(quoteRequestEvents, EVENT_FIELDS), quoteReference: quotes.reference };

/** A lead's timeline, in the order things happened. */
export async function timelineOf(db: Db, requestId: string): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(quoteRequestEvents)
    .leftJoin(quotes, eq(quotes.id, quoteRequestEvents.quoteId))
    .where(eq(quoteRequestEvents.requestId, requestId))
    .orderBy(asc(quoteRequestEvents.seq));
}

// --- the pipeline -------------------------------------------------------------------

/** Records timeline entries of one lead, signed by `author` (null: the buyer). */
export async function addEvents(db: Db, requestId: string, author: Author | null, events: readonly NewEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = await db
    .insert(quoteRequestEvents)
    .values(events.map((event) => ({ ...event, requestId, authorId: author?.id ?? null, authorEmail: author?.email ?? null })))
    .returning({ id: quoteRequestEvents.id });
  return rows.map((row) => row.id);
}

export interface LockedLead {
  id: string;
  reference: string;
  name: string;
  email: string | null;
  stage: PipelineStage;
  lostReason: string | null;
  assigneeId: string | null;
  followUpOn: string | null;
}

/** The lead's row, locked until the transaction ends (one change at a time); 404 when there is none. */
export async function lockLead(tx: Db, id: string): Promise<LockedLead> {
  const [row] = await tx
    .select(pickColumns(quoteRequests, ['id', 'reference', 'name', 'email', 'stage', 'lostReason', 'assigneeId', 'followUpOn']))
    .from(quoteRequests)
    .where(eq(quoteRequests.id, id))
    .for('update');
  if (!row) throw notFound(QUOTE_MESSAGES.leadNotFound);
  return row;
}

export interface LeadChange {
  stage?: PipelineStage;
  lostReason?: string | null;
  assigneeId?: string | null;
  followUpOn?: string | null;
}

/** Writes the changed fields of a locked lead (and its updated_at). */
export async function setLeadFields(tx: Db, id: string, change: LeadChange): Promise<void> {
  await tx.update(quoteRequests).set({ ...change, updatedAt: new Date() }).where(eq(quoteRequests.id, id));
}

/** Runs `change` on a lead inside one transaction, with its row locked. */
export async function withLockedLead<T>(db: Db, id: string, change: (tx: Db, lead: LockedLead) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => change(tx, await lockLead(tx, id)));
}

/** A note on a lead's timeline; 404 for an unknown lead. */
export async function addNote(db: Db, requestId: string, author: Author, body: string): Promise<TimelineEvent> {
  const [lead] = await db.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.id, requestId)).limit(1);
  if (!lead) throw notFound(QUOTE_MESSAGES.leadNotFound);
  const [row] = await db
    .insert(quoteRequestEvents)
    .values({ requestId, kind: 'note', body, authorId: author.id, authorEmail: author.email })
    .returning(pickColumns(quoteRequestEvents, EVENT_FIELDS));
  return toEventDto({ ...row!, quoteReference: null });
}

// --- figures ------------------------------------------------------------------------

const isOpen = notInArray(quoteRequests.stage, [...CLOSED_STAGES]);

export interface DashboardRows {
  stages: Record<PipelineStage, number>;
  dueToday: number;
  overdue: number;
  due: LeadSummaryRow[];
  thisWeek: number;
  lastWeek: number;
}

/** The dashboard's figures on the factory's calendar: `today` and the Monday `weekStart` are factory dates. */
export async function dashboardRows(db: Db, today: string, weekStart: string, dueLimit: number): Promise<DashboardRows> {
  const thisWeekStart = factoryDayStart(weekStart);
  const lastWeekStart = factoryDayStart(addDays(weekStart, -7));
  const [stageRows, [followUps], due, [weeks]] = await Promise.all([
    db.select({ stage: quoteRequests.stage, n: count() }).from(quoteRequests).groupBy(quoteRequests.stage),
    db
      .select({
        today: sql<number>`count(*) filter (where ${quoteRequests.followUpOn} = ${today})`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${quoteRequests.followUpOn} < ${today})`.mapWith(Number),
      })
      .from(quoteRequests)
      .where(and(isOpen, lte(quoteRequests.followUpOn, today))),
    selectSummaries(db)
      .where(and(isOpen, lte(quoteRequests.followUpOn, today)))
      .orderBy(asc(quoteRequests.followUpOn), asc(quoteRequests.createdAt))
      .limit(dueLimit),
    db
      .select({
        thisWeek: sql<number>`count(*) filter (where ${quoteRequests.createdAt} >= ${thisWeekStart})`.mapWith(Number),
        lastWeek: sql<number>`count(*) filter (where ${quoteRequests.createdAt} < ${thisWeekStart})`.mapWith(Number),
      })
      .from(quoteRequests)
      .where(gte(quoteRequests.createdAt, lastWeekStart)),
  ]);
  const stages = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, 0])) as Record<PipelineStage, number>;
  for (const row of stageRows) stages[row.stage] = Number(row.n);
  return { stages, dueToday: followUps?.today ?? 0, overdue: followUps?.overdue ?? 0, due, thisWeek: weeks?.thisWeek ?? 0, lastWeek: weeks?.lastWeek ?? 0 };
}
