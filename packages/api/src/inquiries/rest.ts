// REST routes of the inquiries inbox: public POST, admin reads, status changes and notes.
import { countResultSchema, inquiryInputSchema, inquiryNoteInputSchema, inquiryNoteSchema, inquirySchema, inquiryStatusSchema, type InquiryInput, type InquiryStatus } from '@hair/domain';
import { z } from 'zod';
import { inquiryListQuerySchema, setInquiryStatusInputSchema } from './router';
import { bodyOf, type RestModule } from '../rest/adapter';

export const inquiriesRest: RestModule = {
  tag: 'Inquiries',
  declare(routes) {
    routes.post('/inquiries', {
      summary: 'Send an inquiry (the contact form)',
      description: 'Rate limited per client address (429).',
      access: 'public',
      body: inquiryInputSchema,
      response: z.object({ id: z.string(), status: inquiryStatusSchema }),
      status: 201,
    }, ({ caller, req }) => caller.inquiries.create(bodyOf(req) as InquiryInput));

    routes.get('/inquiries', {
      summary: 'The inbox, newest first, with the count in each status',
      access: 'admin',
      query: inquiryListQuerySchema,
      response: z.object({ items: z.array(inquirySchema), counts: z.record(inquiryStatusSchema, z.number().int()) }),
    }, ({ caller, req }) => caller.inquiries.list(req.query as { status?: InquiryStatus }));

    routes.get('/inquiries/unread-count', { summary: 'How many inquiries are unread', access: 'admin', response: countResultSchema }, ({ caller }) =>
      caller.inquiries.unreadCount());

    routes.get('/inquiries/:id', { summary: 'Get an inquiry', access: 'admin', response: inquirySchema }, ({ caller, req }) =>
      caller.inquiries.get({ id: String(req.params.id) }));

    routes.post('/inquiries/:id/read', { summary: 'Mark an inquiry read', access: 'admin', response: inquirySchema }, ({ caller, req }) =>
      caller.inquiries.setStatus({ id: String(req.params.id), status: 'read' }));

    routes.post('/inquiries/:id/archive', { summary: 'Archive an inquiry', access: 'admin', response: inquirySchema }, ({ caller, req }) =>
      caller.inquiries.setStatus({ id: String(req.params.id), status: 'archived' }));

    routes.patch('/inquiries/:id', {
      summary: "Set an inquiry's status",
      access: 'admin',
      body: setInquiryStatusInputSchema.omit({ id: true }),
      response: inquirySchema,
    }, ({ caller, req }) => caller.inquiries.setStatus({ ...bodyOf(req), id: String(req.params.id) } as { id: string; status: InquiryStatus }));

    routes.get('/inquiries/:id/notes', { summary: "An inquiry's internal notes, oldest first", access: 'admin', response: z.array(inquiryNoteSchema) }, ({ caller, req }) =>
      caller.inquiries.notes({ id: String(req.params.id) }));

    routes.post('/inquiries/:id/notes', {
      summary: 'Add an internal note to an inquiry',
      access: 'admin',
      body: inquiryNoteInputSchema.omit({ id: true }),
      response: inquiryNoteSchema,
      status: 201,
    }, ({ caller, req }) => caller.inquiries.addNote({ ...bodyOf(req), id: String(req.params.id) } as { id: string; body: string }));
  },
};
