// Inquiries from the contact form (design point 5: the spec's unwired form
// submits to a real inbox). Public, rate-limited create; admin inbox with
// statuses and internal notes.
import {
  TEXTS,
  idString,
  inquiryInputSchema,
  inquiryNoteInputSchema,
  inquiryStatusSchema,
  type InquiryStatus,
} from '@hair/domain';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inquiries, inquiryNotes } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { findProductRef } from '../services/catalog/products';
import { findInquiry, noteColumns, selectInquiries, toInquiryDto, toNoteDto } from '../services/inquiries/records';
import { notifySales } from '../services/inquiries/notification';
import { addressKey } from '../services/limits/client-address';
import { enforceLimit, type Limit } from '../services/limits/rate-limit';
import type { AppDeps } from '../services/types';
import { adminProcedure, publicProcedure, router } from '../trpc';

export const INQUIRY_MESSAGES = {
  notFound: 'Inquiry not found',
  tooMany: 'Too many messages. Please try again later.',
} as const;

/** At most 5 messages per IP in 10 minutes. */
export const INQUIRY_LIMIT: Limit = { max: 5, windowMs: 10 * 60 * 1000 };
export const inquiryRateKey = (ip: string) => `inquiry:ip:${addressKey(ip)}`;

export const inquiryListQuerySchema = z.object({ status: inquiryStatusSchema.optional() });
const inquiryIdSchema = z.object({ id: idString });
export const setInquiryStatusInputSchema = inquiryIdSchema.extend({ status: inquiryStatusSchema });

async function statusCounts(deps: AppDeps): Promise<Record<InquiryStatus, number>> {
  const rows = await deps.db.select({ status: inquiries.status, n: count() }).from(inquiries).groupBy(inquiries.status);
  const counts: Record<InquiryStatus, number> = { new: 0, read: 0, replied: 0, archived: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

async function requireInquiry(deps: AppDeps, id: string) {
  const inquiry = await findInquiry(deps.db, id);
  if (!inquiry) throw notFound(INQUIRY_MESSAGES.notFound);
  return inquiry;
}

/** 'new' marks the inquiry unread again; any other status stamps read_at once (a reply or an archive implies it was read). */
const readAtFor = (status: InquiryStatus) => (status === 'new' ? null : sql`coalesce(${inquiries.readAt}, now())`);

export const inquiriesRouter = router({
  create: publicProcedure.input(inquiryInputSchema).mutation(async ({ ctx, input }) => {
    // An unknown product is bad input: refused before it counts toward the limit.
    const product = input.product_id === undefined ? null : await findProductRef(ctx.db, input.product_id);
    if (product === undefined) throw badRequest(`product_id: ${TEXTS.productNotFound}`);
    // Counted before the insert, so parallel or batched messages cannot pass the limit.
    await enforceLimit(ctx.db, inquiryRateKey(ctx.ip), INQUIRY_LIMIT, () => INQUIRY_MESSAGES.tooMany);
    const [row] = await ctx.db
      .insert(inquiries)
      .values({
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        productInterest: input.product_interest ?? null,
        volume: input.volume ?? null,
        message: input.message || null,
        productId: product?.id ?? null,
      })
      .returning({ id: inquiries.id, status: inquiries.status });
    await notifySales(ctx, { id: row!.id, input, product });
    return { id: row!.id, status: row!.status };
  }),

  /** Newest first, with the number of inquiries in each status (the inbox tabs). */
  list: adminProcedure.input(inquiryListQuerySchema.optional()).query(async ({ ctx, input }) => {
    const status = input?.status;
    const [rows, counts] = await Promise.all([
      selectInquiries(ctx.db)
        .where(status ? eq(inquiries.status, status) : undefined)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id)),
      statusCounts(ctx),
    ]);
    return { items: rows.map(toInquiryDto), counts };
  }),

  get: adminProcedure.input(inquiryIdSchema).query(({ ctx, input }) => requireInquiry(ctx, input.id)),

  setStatus: adminProcedure.input(setInquiryStatusInputSchema).mutation(async ({ ctx, input }) => {
    const updated = await ctx.db
      .update(inquiries)
      .set({ status: input.status, readAt: readAtFor(input.status) })
      .where(eq(inquiries.id, input.id))
      .returning({ id: inquiries.id });
    if (updated.length === 0) throw notFound(INQUIRY_MESSAGES.notFound);
    return requireInquiry(ctx, input.id);
  }),

  unreadCount: adminProcedure.query(async ({ ctx }) => ({ count: (await statusCounts(ctx)).new })),

  /** Internal notes, oldest first (they read as a conversation). */
  notes: adminProcedure.input(inquiryIdSchema).query(async ({ ctx, input }) => {
    await requireInquiry(ctx, input.id);
    const rows = await ctx.db
      .select(noteColumns)
      .from(inquiryNotes)
      .where(eq(inquiryNotes.inquiryId, input.id))
      .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id));
    return rows.map(toNoteDto);
  }),

  addNote: adminProcedure.input(inquiryNoteInputSchema).mutation(async ({ ctx, input }) => {
    await requireInquiry(ctx, input.id);
    const { user, apiToken } = ctx.session;
    // An API token's note names the token; it has no account to point to.
    const [row] = await ctx.db
      .insert(inquiryNotes)
      .values({ inquiryId: input.id, authorId: apiToken ? null : user.id, authorEmail: user.email, body: input.body })
      .returning(noteColumns);
    return toNoteDto(row!);
  }),
});
