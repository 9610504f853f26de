// Inquiries from the contact form (design point 5: the spec's unwired form
// submits to a real inbox). Public, rate-limited create; admin inbox.
import {
  INQUIRY_PRODUCT_INTERESTS,
  INQUIRY_VOLUMES,
  contactConfigSchema,
  idString,
  inquiryInputSchema,
  inquiryOptionLabel,
  inquiryStatusSchema,
  type Inquiry,
  type InquiryInput,
  type InquiryStatus,
} from '@hair/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inquiries, siteConfig } from '../db/schema';
import { notFound } from '../errors';
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

export const inquiryColumns = {
  id: inquiries.id,
  firstName: inquiries.firstName,
  lastName: inquiries.lastName,
  email: inquiries.email,
  phone: inquiries.phone,
  productInterest: inquiries.productInterest,
  volume: inquiries.volume,
  message: inquiries.message,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
  readAt: inquiries.readAt,
};
export type InquiryRow = Pick<typeof inquiries.$inferSelect, keyof typeof inquiryColumns>;

export function toInquiryDto(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    product_interest: row.productInterest,
    volume: row.volume,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

const listInputSchema = z.object({ status: inquiryStatusSchema.optional() }).optional();
const setStatusInputSchema = z.object({ id: idString, status: inquiryStatusSchema });

/** One line, so a name cannot add headers to the mail. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** Sales' address from the 'contact' section; null when not configured. */
async function salesEmail(deps: AppDeps): Promise<string | null> {
  const [row] = await deps.db.select({ config: siteConfig.config }).from(siteConfig).where(eq(siteConfig.section, 'contact')).limit(1);
  const parsed = contactConfigSchema.safeParse(row?.config ?? {});
  return parsed.success && parsed.data.email ? parsed.data.email : null;
}

/** The message travels as plain text: it is never rendered as HTML anywhere. */
function notificationText(input: InquiryInput, deps: AppDeps): string {
  return [
    `Name: ${input.first_name} ${input.last_name}`,
    `E-mail: ${input.email}`,
    `Phone: ${input.phone}`,
    `Product interest: ${inquiryOptionLabel(INQUIRY_PRODUCT_INTERESTS, input.product_interest)}`,
    `Volume: ${inquiryOptionLabel(INQUIRY_VOLUMES, input.volume)}`,
    '',
    input.message || '(no message)',
    '',
    `Inbox: ${deps.config.publicUrl}/admin`,
  ].join('\n');
}

/** A failed notification must not lose the inquiry: it is stored already, so only log. */
async function notifySales(deps: AppDeps, input: InquiryInput): Promise<void> {
  try {
    const to = await salesEmail(deps);
    if (!to) return;
    await deps.mailer.send({
      to,
      subject: oneLine(`New inquiry from ${input.first_name} ${input.last_name}`),
      text: notificationText(input, deps),
    });
  } catch (error) {
    deps.logger.warn({ err: error }, 'inquiry notification failed');
  }
}

async function statusCounts(deps: AppDeps): Promise<Record<InquiryStatus, number>> {
  const rows = await deps.db.select({ status: inquiries.status, n: count() }).from(inquiries).groupBy(inquiries.status);
  const counts: Record<InquiryStatus, number> = { new: 0, read: 0, archived: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export const inquiriesRouter = router({
  create: publicProcedure.input(inquiryInputSchema).mutation(async ({ ctx, input }) => {
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
      })
      .returning({ id: inquiries.id, status: inquiries.status });
    await notifySales(ctx, input);
    return { id: row!.id, status: row!.status };
  }),

  /** Newest first, with the number of inquiries in each status (the inbox tabs). */
  list: adminProcedure.input(listInputSchema).query(async ({ ctx, input }) => {
    const status = input?.status;
    const [rows, counts] = await Promise.all([
      ctx.db
        .select(inquiryColumns)
        .from(inquiries)
        .where(status ? eq(inquiries.status, status) : undefined)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id)),
      statusCounts(ctx),
    ]);
    return { items: rows.map(toInquiryDto), counts };
  }),

  /** 'read' stamps read_at once; 'new' marks the inquiry unread again; 'archived' keeps read_at. */
  setStatus: adminProcedure.input(setStatusInputSchema).mutation(async ({ ctx, input }) => {
    const readAt =
      input.status === 'new' ? null : input.status === 'read' ? sql`coalesce(${inquiries.readAt}, now())` : undefined;
    const [row] = await ctx.db
      .update(inquiries)
      .set({ status: input.status, ...(readAt !== undefined ? { readAt } : {}) })
      .where(eq(inquiries.id, input.id))
      .returning(inquiryColumns);
    if (!row) throw notFound(INQUIRY_MESSAGES.notFound);
    return toInquiryDto(row);
  }),

  unreadCount: adminProcedure.query(async ({ ctx }) => ({ count: (await statusCounts(ctx)).new })),
});
