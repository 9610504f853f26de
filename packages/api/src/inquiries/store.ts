// Every SQL statement of inquiries and their internal notes.
import type { Inquiry, InquiryInput, InquiryNote, InquiryStatus } from '@hair/domain';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inquiries, inquiryNotes, products, quoteRequests } from '../db/schema';
import { notFound } from '../errors';
import { insertLead } from '../quote-requests/store';
import { toInquiryDto, toNoteDto } from './mapper';

const INQUIRY_NOT_FOUND = 'Inquiry not found';

const inquiryColumns = {
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
  productId: products.id,
  productSlug: products.slug,
  productName: products.name,
  reference: quoteRequests.reference,
};

/** Inquiries joined with their product and the reference of their lead; callers add where and order. */
const selectInquiries = (db: Db) =>
  db.select(inquiryColumns).from(inquiries).leftJoin(products, eq(products.id, inquiries.productId)).leftJoin(quoteRequests, eq(quoteRequests.inquiryId, inquiries.id));

const noteColumns = {
  id: inquiryNotes.id,
  body: inquiryNotes.body,
  authorEmail: inquiryNotes.authorEmail,
  createdAt: inquiryNotes.createdAt,
};

/**
 * Stores a contact-form message and files it as a lead without lines, with its
 * own reference, in one transaction: the inbox and the pipeline both hold it.
 */
export async function insertInquiry(db: Db, input: InquiryInput, productId: string | null, userId: string | null): Promise<{ id: string; status: InquiryStatus; reference: string; leadId: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        productInterest: input.product_interest ?? null,
        volume: input.volume ?? null,
        message: input.message || null,
        productId,
      })
      .returning({ id: inquiries.id, status: inquiries.status });
    const lead = await insertLead(tx, {
      source: 'contact',
      name: `${input.first_name} ${input.last_name}`,
      company: null,
      email: input.email,
      phone: input.phone,
      country: null,
      shipping: null,
      message: input.message || null,
      userId,
      inquiryId: row!.id,
      lines: [],
      estimateTotal: null,
      currency: null,
    });
    return { id: row!.id, status: row!.status, reference: lead.reference, leadId: lead.id };
  });
}

/** How many inquiries are in each status (the inbox tabs). */
export async function statusCounts(db: Db): Promise<Record<InquiryStatus, number>> {
  const rows = await db.select({ status: inquiries.status, n: count() }).from(inquiries).groupBy(inquiries.status);
  const counts: Record<InquiryStatus, number> = { new: 0, read: 0, replied: 0, archived: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Newest first, of one status or all, with the number of inquiries in each status. */
export async function listInbox(db: Db, status: InquiryStatus | undefined): Promise<{ items: Inquiry[]; counts: Record<InquiryStatus, number> }> {
  const [rows, counts] = await Promise.all([
    selectInquiries(db)
      .where(status ? eq(inquiries.status, status) : undefined)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id)),
    statusCounts(db),
  ]);
  return { items: rows.map(toInquiryDto), counts };
}

/** One inquiry; 404 when there is none. */
export async function requireInquiry(db: Db, id: string): Promise<Inquiry> {
  const [row] = await selectInquiries(db).where(eq(inquiries.id, id)).limit(1);
  if (!row) throw notFound(INQUIRY_NOT_FOUND);
  return toInquiryDto(row);
}

/** 'new' marks the inquiry unread again; any other status stamps read_at once (a reply or an archive implies it was read). */
const readAtFor = (status: InquiryStatus) => (status === 'new' ? null : sql`coalesce(${inquiries.readAt}, now())`);

export async function setInquiryStatus(db: Db, id: string, status: InquiryStatus): Promise<Inquiry> {
  const updated = await db
    .update(inquiries)
    .set({ status, readAt: readAtFor(status) })
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id });
  if (updated.length === 0) throw notFound(INQUIRY_NOT_FOUND);
  return requireInquiry(db, id);
}

/** Internal notes, oldest first (they read as a conversation). */
export async function listNotes(db: Db, inquiryId: string): Promise<InquiryNote[]> {
  await requireInquiry(db, inquiryId);
  const rows = await db
    .select(noteColumns)
    .from(inquiryNotes)
    .where(eq(inquiryNotes.inquiryId, inquiryId))
    .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id));
  return rows.map(toNoteDto);
}

/** A note signed with the author's e-mail, which stays when the account goes (or when there was none: an API token). */
export async function addNote(db: Db, inquiryId: string, author: { id: string | null; email: string }, body: string): Promise<InquiryNote> {
  await requireInquiry(db, inquiryId);
  const [row] = await db
    .insert(inquiryNotes)
    .values({ inquiryId, authorId: author.id, authorEmail: author.email, body })
    .returning(noteColumns);
  return toNoteDto(row!);
}
