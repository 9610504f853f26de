// Quotes between rows and the API's shapes: the admin's view with its link, the
// buyer's page (with who it is from and to) and the line of 'My requests'.
import {
  BRAND_NAME, countryName, quotePagePath, quotePdfPath, quoteStatus, type BuyerQuote, type ContactConfig, type PublicQuote, type Quote,
} from '@hair/domain';
import type { quotes } from '../db/schema';

export type QuoteRow = typeof quotes.$inferSelect;

/** The lead a quote was made for, as the buyer's page names it. */
export interface QuoteLeadRow {
  requestReference: string;
  name: string;
  company: string | null;
  country: string | null;
  email: string | null;
}

const statusOf = (row: QuoteRow, today: string) => quoteStatus({ accepted_at: row.acceptedAt?.toISOString() ?? null, valid_until: row.validUntil }, today);

function documentOf(row: QuoteRow, today: string) {
  return {
    reference: row.reference,
    status: statusOf(row, today),
    currency: row.currency,
    lines: row.lines,
    subtotal: row.subtotal,
    shipping_cost: row.shippingCost,
    total: row.total,
    payment_terms: row.paymentTerms,
    valid_until: row.validUntil,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
  };
}

export function toQuoteDto(row: QuoteRow, today: string): Quote {
  return {
    id: row.id,
    request_id: row.requestId,
    ...documentOf(row, today),
    path: quotePagePath(row.token),
    pdf_path: quotePdfPath(row.token),
    created_by_email: row.createdByEmail,
  };
}

export function toBuyerQuoteDto(row: QuoteRow, today: string): BuyerQuote {
  return {
    reference: row.reference,
    status: statusOf(row, today),
    currency: row.currency,
    total: row.total,
    valid_until: row.validUntil,
    created_at: row.createdAt.toISOString(),
    path: quotePagePath(row.token),
    pdf_path: quotePdfPath(row.token),
  };
}

/** The factory as a quote names it: the brand and the contact section's address, e-mail, WhatsApp and bank details. */
export function factoryOf(contact: ContactConfig | null): PublicQuote['factory'] {
  return {
    name: BRAND_NAME,
    address: contact?.address || null,
    email: contact?.email || null,
    phone: contact?.whatsapp || null,
    bank_details: contact?.bank_details || null,
  };
}

/** What the site says beside every quote: who it is from and how long production takes. */
export interface QuoteSiteFacts {
  factory: PublicQuote['factory'];
  leadTime: string | null;
}

export function toPublicQuoteDto(row: QuoteRow, lead: QuoteLeadRow, site: QuoteSiteFacts, today: string): PublicQuote {
  return {
    ...documentOf(row, today),
    request_reference: lead.requestReference,
    buyer: { name: lead.name, company: lead.company, country_name: lead.country === null ? null : countryName(lead.country) },
    factory: site.factory,
    lead_time: site.leadTime,
    pdf_path: quotePdfPath(row.token),
  };
}
