// Inquiries: rows (with the product they are about) <-> API shape.
import type { Inquiry, InquiryNote } from '@hair/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inquiries, inquiryNotes, products } from '../../db/schema';

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
  productId: products.id,
  productSlug: products.slug,
  productName: products.name,
};

/** Inquiries joined with their product; callers add where and order. */
export const selectInquiries = (db: Db) =>
  db.select(inquiryColumns).from(inquiries).leftJoin(products, eq(products.id, inquiries.productId));

type InquiryRow = Awaited<ReturnType<typeof selectInquiries>>[number];

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
    product: row.productId && row.productSlug && row.productName ? { id: row.productId, slug: row.productSlug, name: row.productName } : null,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export async function findInquiry(db: Db, id: string): Promise<Inquiry | undefined> {
  const [row] = await selectInquiries(db).where(eq(inquiries.id, id)).limit(1);
  return row && toInquiryDto(row);
}

export const noteColumns = {
  id: inquiryNotes.id,
  body: inquiryNotes.body,
  authorEmail: inquiryNotes.authorEmail,
  createdAt: inquiryNotes.createdAt,
};

export function toNoteDto(row: { id: string; body: string; authorEmail: string | null; createdAt: Date }): InquiryNote {
  return { id: row.id, body: row.body, author_email: row.authorEmail, created_at: row.createdAt.toISOString() };
}
