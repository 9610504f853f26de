// Inquiries (with the product they are about) and their notes between row and API shape.
import type { Inquiry, InquiryNote } from '@hair/domain';
import type { inquiries, inquiryNotes, products } from '../db/schema';

type Inquiries = typeof inquiries.$inferSelect;
type Products = typeof products.$inferSelect;

/** An inquiry with the product it is about (null fields when it names none, or the product is gone). */
export type InquiryRow = Pick<Inquiries, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'productInterest' | 'volume' | 'message' | 'status' | 'createdAt' | 'readAt'> & {
  productId: Products['id'] | null;
  productSlug: Products['slug'] | null;
  productName: Products['name'] | null;
  /** The lead's reference (null for inquiries from before the pipeline). */
  reference: string | null;
};
export type NoteRow = Pick<typeof inquiryNotes.$inferSelect, 'id' | 'body' | 'authorEmail' | 'createdAt'>;

export function toInquiryDto(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    reference: row.reference,
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

export function toNoteDto(row: NoteRow): InquiryNote {
  return { id: row.id, body: row.body, author_email: row.authorEmail, created_at: row.createdAt.toISOString() };
}
