// Quote requests (leads), their lines and their timeline between rows and the API's shapes.
import {
  buyerStageLabel, countryName, type BuyerRequest, type Lead, type LeadSummary, type QuoteLine, type TimelineEvent,
} from '@hair/domain';
import type { quoteRequestEvents, quoteRequestLines, quoteRequests } from '../db/schema';

type Requests = typeof quoteRequests.$inferSelect;
type Lines = typeof quoteRequestLines.$inferSelect;
type Events = typeof quoteRequestEvents.$inferSelect;

/** The lead fields a list shows, with its assignee's e-mail and how many lines and quotes it has. */
export const LEAD_SUMMARY_FIELDS = [
  'id', 'reference', 'source', 'stage', 'name', 'company', 'email', 'phone', 'country', 'shipping', 'assigneeId', 'followUpOn',
  'estimateTotal', 'currency', 'createdAt', 'updatedAt',
] as const satisfies readonly (keyof Requests)[];
export type LeadSummaryRow = Pick<Requests, (typeof LEAD_SUMMARY_FIELDS)[number]> & {
  assigneeEmail: string | null;
  lineCount: number;
  quoteCount: number;
  acceptedQuote: string | null;
};

/** What one lead's page adds to the summary. */
export const LEAD_DETAIL_FIELDS = ['message', 'lostReason', 'userId', 'inquiryId'] as const satisfies readonly (keyof Requests)[];
export type LeadDetailRow = LeadSummaryRow & Pick<Requests, (typeof LEAD_DETAIL_FIELDS)[number]> & { userEmail: string | null };

export const LINE_FIELDS = [
  'requestId', 'productId', 'productName', 'length', 'texture', 'textureName', 'grade', 'gradeName', 'quantity', 'unit', 'sample',
  'estimateUnitPrice', 'estimateAmount', 'currency',
] as const satisfies readonly (keyof Lines)[];
/** A stored line, with its product's current slug and image (null once the product is gone). */
export type LineRow = Pick<Lines, (typeof LINE_FIELDS)[number]> & { productSlug: string | null; productImageUrl: string | null };

export const EVENT_FIELDS = [
  'id', 'kind', 'authorEmail', 'body', 'previousStage', 'stage', 'lostReason', 'assigneeId', 'assigneeEmail', 'quoteId', 'createdAt',
] as const satisfies readonly (keyof Events)[];
/** A timeline entry, with the reference of the quote it is about. */
export type EventRow = Pick<Events, (typeof EVENT_FIELDS)[number]> & { quoteReference: string | null };

/** What a new lead stores: the buyer's fields, and its lines resolved against the catalogue. */
export interface NewLead {
  source: Requests['source'];
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  shipping: Requests['shipping'];
  message: string | null;
  userId: string | null;
  inquiryId: string | null;
  lines: readonly QuoteLine[];
  estimateTotal: number | null;
  currency: string | null;
}

/** One timeline entry to record, signed by its author (null: the buyer). */
export type NewEvent = Pick<Events, 'kind'> & Partial<Pick<Events, 'body' | 'previousStage' | 'stage' | 'lostReason' | 'assigneeId' | 'assigneeEmail' | 'quoteId'>>;

export function lineWrites(requestId: string, lines: readonly QuoteLine[]): (typeof quoteRequestLines.$inferInsert)[] {
  return lines.map((line, position) => ({
    requestId,
    position,
    productId: line.product_id,
    productName: line.product_name,
    length: line.length,
    texture: line.texture,
    textureName: line.texture_name,
    grade: line.grade,
    gradeName: line.grade_name,
    quantity: line.quantity,
    unit: line.unit,
    sample: line.sample,
    estimateUnitPrice: line.estimate?.unit_price ?? null,
    estimateAmount: line.estimate?.amount ?? null,
    currency: line.estimate?.currency ?? null,
  }));
}

export function toLineDto(row: LineRow): QuoteLine {
  return {
    product_id: row.productId,
    product_slug: row.productSlug,
    product_name: row.productName,
    product_image_url: row.productImageUrl,
    length: row.length,
    texture: row.texture,
    texture_name: row.textureName,
    grade: row.grade,
    grade_name: row.gradeName,
    quantity: row.quantity,
    unit: row.unit,
    sample: row.sample,
    estimate:
      row.estimateUnitPrice !== null && row.estimateAmount !== null && row.currency !== null
        ? { unit_price: row.estimateUnitPrice, amount: row.estimateAmount, currency: row.currency }
        : null,
  };
}

export function toLeadSummaryDto(row: LeadSummaryRow): LeadSummary {
  return {
    id: row.id,
    reference: row.reference,
    source: row.source,
    stage: row.stage,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    country: row.country,
    country_name: row.country === null ? null : countryName(row.country),
    shipping: row.shipping,
    assignee: row.assigneeId && row.assigneeEmail ? { id: row.assigneeId, email: row.assigneeEmail } : null,
    follow_up_on: row.followUpOn,
    line_count: Number(row.lineCount),
    quote_count: Number(row.quoteCount),
    accepted_quote: row.acceptedQuote,
    estimate_total: row.estimateTotal,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toEventDto(row: EventRow): TimelineEvent {
  return {
    id: row.id,
    kind: row.kind,
    author_email: row.authorEmail,
    body: row.body,
    previous_stage: row.previousStage,
    stage: row.stage,
    lost_reason: row.lostReason,
    assignee: row.assigneeId && row.assigneeEmail ? { id: row.assigneeId, email: row.assigneeEmail } : null,
    quote: row.quoteId && row.quoteReference ? { id: row.quoteId, reference: row.quoteReference } : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toLeadDto(row: LeadDetailRow, lines: readonly LineRow[], quotes: Lead['quotes'], events: readonly EventRow[]): Lead {
  return {
    ...toLeadSummaryDto(row),
    message: row.message,
    lost_reason: row.lostReason,
    user: row.userId && row.userEmail ? { id: row.userId, email: row.userEmail } : null,
    inquiry_id: row.inquiryId,
    lines: lines.map(toLineDto),
    quotes: [...quotes],
    timeline: events.map(toEventDto),
  };
}

export function toBuyerRequestDto(row: LeadDetailRow, lines: readonly LineRow[], quotes: BuyerRequest['quotes']): BuyerRequest {
  return {
    id: row.id,
    reference: row.reference,
    source: row.source,
    stage: row.stage,
    stage_label: buyerStageLabel(row.stage, quotes.some((quote) => quote.status === 'accepted')),
    message: row.message,
    lines: lines.map(toLineDto),
    estimate_total: row.estimateTotal,
    currency: row.currency,
    quotes: [...quotes],
    created_at: row.createdAt.toISOString(),
  };
}
