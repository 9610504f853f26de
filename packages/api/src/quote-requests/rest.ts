// REST routes of quote requests: the public form and its preview, the admin's
// pipeline (list, export, dashboard, one lead, changes, notes) and the signed-in
// buyer's own requests. Each calls its tRPC procedure.
import {
  assigneeListSchema, buyerRequestSchema, dashboardSchema, leadChangeSchema, leadListQuerySchema, leadPageSchema, leadSchema,
  noteBodySchema, quotePreviewSchema, timelineEventSchema, type LeadListFields, type LeadUpdateFields, type QuoteRequestFields,
} from '@hair/domain';
import { z } from 'zod';
import { bodyOf, sendFile, type RestModule } from '../rest/adapter';
import { leadExportQuerySchema, pageQuerySchema, previewInputSchema, quoteRequestCreateSchema } from './router';

export const quoteRequestsRest: RestModule = {
  tag: 'Quote requests',
  declare(routes) {
    routes.post('/quote-requests', {
      summary: 'Send a quote request',
      description: 'Buyer details (an e-mail or a phone number), and 1 to 50 lines of product (id or slug), length, texture, grade (names or slugs), quantity and sample. '
        + "Each line must be offered by the product's price grid and meet its minimum order and minimum per length (a sample line, one bundle, need not). "
        + 'A 400 names each bad line (lines.2.texture). Answers the request with its reference (INQ-2025-0042) and the estimate. 5 in 10 minutes per client address (429).',
      access: 'public',
      body: quoteRequestCreateSchema,
      response: buyerRequestSchema,
      status: 201,
    }, ({ caller, req }) => caller.quoteRequests.create(bodyOf(req) as unknown as QuoteRequestFields));

    routes.post('/quote-requests/preview', {
      summary: 'Check lines and estimate them, without sending',
      description: 'Each line resolved (null when it cannot be), the estimate, and every problem a request would be refused for. Stores nothing.',
      access: 'public',
      body: previewInputSchema,
      response: quotePreviewSchema,
    }, ({ caller, req }) => caller.quoteRequests.preview(bodyOf(req) as never));

    routes.get('/quote-requests', {
      summary: 'The leads: quote requests and contact-form messages',
      description: 'Filters: stage, source, country (name or code), assignee (an admin id, or none), follow_up_from and follow_up_to (dates, both included), q (a reference, or words of the name, company, e-mail or phone). sort: newest, oldest, follow_up. limit (1 to 100, default 20) and offset.',
      access: 'admin',
      query: leadListQuerySchema,
      response: leadPageSchema,
    }, ({ caller, req }) => caller.quoteRequests.list(req.query as LeadListFields));

    routes.get('/quote-requests.csv', {
      summary: 'The leads as CSV',
      description: 'Every lead the filters of GET /quote-requests match (no paging), one row per line; a lead without lines takes one row. Texts a spreadsheet would run as a formula start with an apostrophe.',
      access: 'admin',
      query: leadExportQuerySchema,
      file: 'text/csv',
    }, async ({ caller, req, res }) => {
      const file = await caller.quoteRequests.exportCsv(req.query as LeadListFields);
      return sendFile(res, { contentType: 'text/csv', fileName: file.file_name, body: file.csv, download: true });
    });

    routes.get('/quote-requests/dashboard', {
      summary: 'The pipeline in figures',
      description: "Leads per stage, open leads whose follow-up is today or overdue (and the first ten), requests since Monday and in the week before, on the factory's calendar (UTC+7).",
      access: 'admin',
      response: dashboardSchema,
    }, ({ caller }) => caller.quoteRequests.dashboard());

    routes.get('/quote-requests/assignees', { summary: 'The admins a lead may be assigned to', access: 'admin', response: assigneeListSchema }, ({ caller }) =>
      caller.quoteRequests.assignees());

    routes.get('/quote-requests/:id', { summary: 'One lead with its lines, quotes and timeline', access: 'admin', response: leadSchema }, ({ caller, req }) =>
      caller.quoteRequests.get({ id: String(req.params.id) }));

    routes.patch('/quote-requests/:id', {
      summary: "Change a lead's stage, assignee or follow-up date",
      description: 'stage (lost needs lost_reason), assignee_id (an admin, or null), follow_up_on (YYYY-MM-DD, or null). Stage and assignee changes go on the timeline with their author.',
      access: 'admin',
      body: leadChangeSchema,
      response: leadSchema,
    }, ({ caller, req }) => caller.quoteRequests.update({ ...bodyOf(req), id: String(req.params.id) } as LeadUpdateFields));

    routes.post('/quote-requests/:id/notes', {
      summary: "Add a note to a lead's timeline",
      access: 'admin',
      body: z.object({ body: noteBodySchema }),
      response: timelineEventSchema,
      status: 201,
    }, ({ caller, req }) => caller.quoteRequests.addNote({ ...bodyOf(req), id: String(req.params.id) } as { id: string; body: string }));

    routes.get('/me/quote-requests', {
      summary: "The signed-in buyer's own requests",
      description: "Newest first, each with its stage in the buyer's words (stage_label) and its quotes' links; limit (1 to 100, default 20) and offset.",
      access: 'signed-in',
      query: pageQuerySchema,
      response: z.object({ items: z.array(buyerRequestSchema), total: z.number().int() }),
    }, ({ caller, req }) => caller.quoteRequests.mine(req.query as { limit?: number; offset?: number }));
  },
};
