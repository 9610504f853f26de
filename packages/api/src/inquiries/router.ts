// Inquiries from the contact form: a public, rate-limited create, and the
// admin's inbox with statuses and internal notes.
import { idString, inquiryInputSchema, inquiryNoteInputSchema, inquiryStatusSchema } from '@hair/domain';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { sessionAuthor } from '../auth/sessions';
import { addNote, listInbox, listNotes, requireInquiry, setInquiryStatus, statusCounts } from './store';
import { submitInquiry } from './service';

export const inquiryListQuerySchema = z.object({ status: inquiryStatusSchema.optional() });
const inquiryIdSchema = z.object({ id: idString });
export const setInquiryStatusInputSchema = inquiryIdSchema.extend({ status: inquiryStatusSchema });

export const inquiriesRouter = router({
  create: publicProcedure.input(inquiryInputSchema).mutation(({ ctx, input }) => submitInquiry(ctx, input)),

  /** Newest first, with the number of inquiries in each status (the inbox tabs). */
  list: adminProcedure.input(inquiryListQuerySchema.optional()).query(({ ctx, input }) => listInbox(ctx.db, input?.status)),

  get: adminProcedure.input(inquiryIdSchema).query(({ ctx, input }) => requireInquiry(ctx.db, input.id)),

  setStatus: adminProcedure.input(setInquiryStatusInputSchema).mutation(({ ctx, input }) => setInquiryStatus(ctx.db, input.id, input.status)),

  unreadCount: adminProcedure.query(async ({ ctx }) => ({ count: (await statusCounts(ctx.db)).new })),

  /** Internal notes, oldest first (they read as a conversation). */
  notes: adminProcedure.input(inquiryIdSchema).query(({ ctx, input }) => listNotes(ctx.db, input.id)),

  addNote: adminProcedure.input(inquiryNoteInputSchema).mutation(({ ctx, input }) => addNote(ctx.db, input.id, sessionAuthor(ctx.session), input.body)),
});
