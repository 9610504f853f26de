// Inquiries (with the product they are about) and their notes between row and API shape.
import type { Inquiry, InquiryNote } from '@hair/domain';
import type { InquiryRow, NoteRow } from './store';

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

export function toNoteDto(row: NoteRow): InquiryNote {
  return { id: row.id, body: row.body, author_email: row.authorEmail, created_at: row.createdAt.toISOString() };
}
