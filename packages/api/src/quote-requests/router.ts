// Quote requests (the pipeline's leads): the public form and its preview, the
// admin's list, lead, changes, notes, export and dashboard, and the signed-in
// buyer's own requests.
import {
  idString, leadListQuerySchema, leadNoteInputSchema, leadUpdateInputSchema, quoteLinesInputSchema, quoteRequestInputSchema,
  type LeadListFields, type LeadUpdateFields, type QuoteLineFields, type QuoteRequestFields,
} from '@hair/domain';
import { z } from 'zod';
import { sessionAuthor } from '../auth/sessions';
import { previewQuoteLines } from '../prices/store';
import { listAdmins } from '../auth/store';
import { withInputType } from '../shared/validation';
import { accountProcedure, adminProcedure, publicProcedure, router } from '../trpc';
import { buyerRequests, changeLead, dashboard, exportLeads, leadDetail, leadPage, submitQuoteRequest } from './service';
import { addNote } from './store';

export const quoteRequestCreateSchema = withInputType<QuoteRequestFields>()(quoteRequestInputSchema);
export const previewInputSchema = withInputType<{ lines: QuoteLineFields[] }>()(z.object({ lines: quoteLinesInputSchema }));
/** No input at all reads as no filters. */
const orNothing = <S extends z.ZodType>(schema: S) => z.preprocess((v) => v ?? {}, schema);
export const leadListInputSchema = withInputType<LeadListFields | undefined>()(orNothing(leadListQuerySchema));
export const leadExportQuerySchema = leadListQuerySchema.omit({ limit: true, offset: true });
const leadExportInputSchema = withInputType<Omit<LeadListFields, 'limit' | 'offset'> | undefined>()(orNothing(leadExportQuerySchema));
export const leadUpdateSchema = withInputType<LeadUpdateFields>()(leadUpdateInputSchema);
export const pageQuerySchema = leadListQuerySchema.pick({ limit: true, offset: true });
const pageInputSchema = withInputType<{ limit?: number; offset?: number } | undefined>()(orNothing(pageQuerySchema));
const leadIdSchema = z.object({ id: idString });

export const quoteRequestsRouter = router({
  /** The public form: 201 with the reference; 400 naming each bad line; 429 past 5 in 10 minutes from one address. */
  create: publicProcedure.input(quoteRequestCreateSchema).mutation(({ ctx, input }) => submitQuoteRequest(ctx, input)),

  /** What lines would ask, without sending them: each resolved, the estimate, and the problems (minimums included). A mutation, so a long list travels in the body; nothing is stored. */
  preview: publicProcedure.input(previewInputSchema).mutation(({ ctx, input }) => previewQuoteLines(ctx.db, input.lines, { minimums: true })),

  /** One page of leads (both forms), filtered and sorted, with the number that match. */
  list: adminProcedure.input(leadListInputSchema).query(({ ctx, input }) => leadPage(ctx.db, input)),

  get: adminProcedure.input(leadIdSchema).query(({ ctx, input }) => leadDetail(ctx.db, input.id)),

  /** Stage (lost needs lost_reason), assignee (an admin's id, or null) and follow-up date (or null); answers the lead. */
  update: adminProcedure.input(leadUpdateSchema).mutation(({ ctx, input }) => changeLead(ctx, input)),

  /** A note on the lead's timeline, signed by the admin. */
  addNote: adminProcedure.input(leadNoteInputSchema).mutation(({ ctx, input }) => addNote(ctx.db, input.id, sessionAuthor(ctx.session), input.body)),

  /** The admins a lead may be assigned to. */
  assignees: adminProcedure.query(({ ctx }) => listAdmins(ctx.db)),

  /** Every lead the filters match, one CSV row per line. */
  exportCsv: adminProcedure.input(leadExportInputSchema).query(({ ctx, input }) => exportLeads(ctx.db, input)),

  /** Leads per stage, follow-ups due today or overdue, requests this week and last week (factory time, UTC+7). */
  dashboard: adminProcedure.query(({ ctx }) => dashboard(ctx.db)),

  /** The signed-in buyer's own requests, newest first, each with its stage in the buyer's words and its quotes' links. */
  mine: accountProcedure.input(pageInputSchema).query(({ ctx, input }) => buyerRequests(ctx.db, ctx.session.user.id, input)),
});
