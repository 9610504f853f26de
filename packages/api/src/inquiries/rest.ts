// REST routes of the inquiries inbox: public POST, admin reads, status changes and notes.
import type { InquiryInput, InquiryStatus } from '@hair/domain';
import { bodyOf, type RestModule } from '../rest/adapter';

export const inquiriesRest: RestModule = (router, handle) => {
  router.post('/inquiries', handle(async ({ caller, req, res }) => {
    const created = await caller.inquiries.create(bodyOf(req) as InquiryInput);
    res.status(201);
    return created;
  }));

  router.get('/inquiries', handle(({ caller, req }) => caller.inquiries.list(req.query as { status?: InquiryStatus })));

  router.get('/inquiries/unread-count', handle(({ caller }) => caller.inquiries.unreadCount()));

  router.get('/inquiries/:id', handle(({ caller, req }) => caller.inquiries.get({ id: String(req.params.id) })));

  router.post('/inquiries/:id/read', handle(({ caller, req }) => caller.inquiries.setStatus({ id: String(req.params.id), status: 'read' })));

  router.post('/inquiries/:id/archive', handle(({ caller, req }) => caller.inquiries.setStatus({ id: String(req.params.id), status: 'archived' })));

  router.patch('/inquiries/:id', handle(({ caller, req }) =>
    caller.inquiries.setStatus({ ...bodyOf(req), id: String(req.params.id) } as { id: string; status: InquiryStatus })));

  router.get('/inquiries/:id/notes', handle(({ caller, req }) => caller.inquiries.notes({ id: String(req.params.id) })));

  router.post('/inquiries/:id/notes', handle(async ({ caller, req, res }) => {
    const note = await caller.inquiries.addNote({ ...bodyOf(req), id: String(req.params.id) } as { id: string; body: string });
    res.status(201);
    return note;
  }));
};
