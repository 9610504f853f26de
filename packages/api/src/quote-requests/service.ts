// Quote requests: the public form (lines checked against the catalogue, the
// minimums, an estimate, a rate limit, two mails), the admin's pipeline (stage,
// assignee, follow-up, all on the timeline), the dashboard's figures, the CSV
// export and the buyer's own list.
import {
  QUOTE_MESSAGES, factoryDate, factoryWeekStart, type BuyerRequest, type Dashboard, type Lead, type LeadListQuery, type LeadSummary, type LeadUpdateInput,
  type QuoteLine, type QuoteRequestInput,
} from '@hair/domain';
import { accountId, sessionAuthor, type ValidSession } from '../auth/sessions';
import { listAdmins } from '../auth/store';
import type { Context } from '../context';
import { previewQuoteLines } from '../prices/store';
import { toBuyerQuoteDto, toQuoteDto } from '../quotes/mapper';
import { quotesOfRequests } from '../quotes/store';
import { addressKey } from '../rate-limits/client-address';
import { enforceLimit, type Limit } from '../rate-limits/limits';
import type { Db } from '../db/client';
import { invalidField, invalidFields } from '../shared/validation';
import { leadsCsv } from './export';
import { toBuyerRequestDto, toLeadDto, toLeadSummaryDto, type NewEvent } from './mapper';
import { confirmToBuyer, notifySalesOfRequest } from './notification';
import { addEvents, allLeads, createLead, dashboardRows, linesOf, listLeads, listUserLeads, requireLead, setLeadFields, timelineOf, withLockedLead, type LeadChange } from './store';

/** Quote requests one address may send in the window, as many as contact-form messages. */
const REQUEST_LIMIT: Limit = { max: 5, windowMs: 10 * 60 * 1000 };
const requestRateKey = (ip: string) => `quote-request:ip:${addressKey(ip)}`;
/** Leads the dashboard lists among the follow-ups due. */
const DUE_LIST_SIZE = 10;

const today = () => factoryDate(new Date());

/**
 * A buyer's request: lines checked first (400 naming each line, nothing
 * counted), then the address's limit (counted before the insert, so a burst or
 * a batch cannot pass it), then the lead with the year's next reference.
 */
export async function submitQuoteRequest(ctx: Context, input: QuoteRequestInput): Promise<BuyerRequest> {
  const preview = await previewQuoteLines(ctx.db, input.lines, { minimums: true });
  if (preview.problems.length > 0) throw invalidFields(preview.problems);
  await enforceLimit(ctx.db, requestRateKey(ctx.ip), REQUEST_LIMIT, () => QUOTE_MESSAGES.tooManyRequests);
  const lines = preview.lines as QuoteLine[];
  const lead = { ...input, source: 'quote' as const, userId: accountId(ctx.session), inquiryId: null, lines, estimateTotal: preview.estimate_total, currency: preview.currency };
  const created = await createLead(ctx.db, lead);
  const mail = { ...input, id: created.id, reference: created.reference, lines, estimate_total: preview.estimate_total, currency: preview.currency };
  await notifySalesOfRequest(ctx, mail);
  await confirmToBuyer(ctx, mail);
  const row = await requireLead(ctx.db, created.id);
  return toBuyerRequestDto(row, await linesOf(ctx.db, [created.id]), []);
}

/** One page of leads and how many match. */
export async function leadPage(db: Db, query: LeadListQuery): Promise<{ items: LeadSummary[]; total: number }> {
  const { rows, total } = await listLeads(db, query);
  return { items: rows.map(toLeadSummaryDto), total };
}

/** One lead with its lines, quotes and timeline. */
export async function leadDetail(db: Db, id: string): Promise<Lead> {
  const row = await requireLead(db, id);
  const [lines, quotes, events] = await Promise.all([linesOf(db, [id]), quotesOfRequests(db, [id]), timelineOf(db, id)]);
  const day = today();
  return toLeadDto(row, lines, quotes.map((q) => toQuoteDto(q, day)), events);
}

/** The assignee a change asks for: an admin, null (nobody) or undefined (no change); 400 for any other account. */
async function requestedAssignee(db: Db, id: string | null | undefined): Promise<{ id: string; email: string } | null | undefined> {
  if (id === undefined || id === null) return id;
  const admin = (await listAdmins(db)).find((a) => a.id === id);
  if (!admin) throw invalidField(['assignee_id'], QUOTE_MESSAGES.notAnAdmin);
  return admin;
}

/**
 * Moves a lead: its stage (a loss with its reason), its assignee (an admin, or
 * nobody) and its follow-up date. Stage and assignee changes go on the timeline
 * with their author; one lock makes the change and its entries one step.
 */
export async function changeLead(ctx: Context & { session: ValidSession }, input: LeadUpdateInput): Promise<Lead> {
  const assignee = await requestedAssignee(ctx.db, input.assignee_id);
  await withLockedLead(ctx.db, input.id, async (tx, lead) => {
    const change: LeadChange = {};
    const events: NewEvent[] = [];
    const lostReason = input.stage === 'lost' ? (input.lost_reason ?? null) : null;
    if (input.stage !== undefined && (input.stage !== lead.stage || lostReason !== lead.lostReason)) {
      Object.assign(change, { stage: input.stage, lostReason });
      events.push({ kind: 'stage', previousStage: lead.stage, stage: input.stage, lostReason });
    }
    if (assignee !== undefined && (assignee?.id ?? null) !== lead.assigneeId) {
      change.assigneeId = assignee?.id ?? null;
      events.push({ kind: 'assignment', assigneeId: assignee?.id ?? null, assigneeEmail: assignee?.email ?? null });
    }
    if (input.follow_up_on !== undefined) change.followUpOn = input.follow_up_on;
    if (Object.keys(change).length > 0) await setLeadFields(tx, lead.id, change);
    await addEvents(tx, lead.id, sessionAuthor(ctx.session), events);
  });
  return leadDetail(ctx.db, input.id);
}

export async function dashboard(db: Db): Promise<Dashboard> {
  const now = new Date();
  const day = factoryDate(now);
  const weekStart = factoryWeekStart(now);
  const rows = await dashboardRows(db, day, weekStart, DUE_LIST_SIZE);
  return {
    today: day,
    stages: rows.stages,
    follow_ups: { today: rows.dueToday, overdue: rows.overdue, due: rows.due.map(toLeadSummaryDto) },
    requests: { this_week: rows.thisWeek, last_week: rows.lastWeek, week_start: weekStart },
  };
}

/** Every lead the filters match, with its lines, as a CSV file. */
export async function exportLeads(db: Db, query: Omit<LeadListQuery, 'limit' | 'offset'>): Promise<{ file_name: string; csv: string }> {
  const leads = await allLeads(db, query);
  const lines = await linesOf(db, leads.map((lead) => lead.id));
  return { file_name: `quote-requests-${today()}.csv`, csv: leadsCsv(leads, lines) };
}

/** The signed-in buyer's own requests, newest first, each with its quotes' links. */
export async function buyerRequests(db: Db, userId: string, page: { limit: number; offset: number }): Promise<{ items: BuyerRequest[]; total: number }> {
  const { rows, total } = await listUserLeads(db, userId, page);
  const ids = rows.map((row) => row.id);
  const [lines, quotes] = await Promise.all([linesOf(db, ids), quotesOfRequests(db, ids)]);
  const day = today();
  const items = rows.map((row) =>
    toBuyerRequestDto(row, lines.filter((l) => l.requestId === row.id), quotes.filter((q) => q.requestId === row.id).map((q) => toBuyerQuoteDto(q, day))),
  );
  return { items, total };
}
