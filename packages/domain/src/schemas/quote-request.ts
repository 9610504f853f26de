// Quote requests (the sales pipeline's leads): what a buyer sends, the lines they
// ask prices for, and what the admin and the buyer read back. Everything typed is
// kept as plain text; each refusal names its field ('lines.2.quantity: …').
import { z } from 'zod';
import { parseCountry } from '../countries';
import { MESSAGES } from '../messages';
import {
  MAX_BUYER_NAME, MAX_COMPANY_NAME, MAX_LOST_REASON, MAX_PHONE_LENGTH, MAX_QUOTE_LINES, QUOTE_MESSAGES,
} from '../quote-messages';
import { PIPELINE_STAGES, type PipelineStage } from '../pipeline-stages';
import { QUOTE_REQUEST_SOURCES, QUOTE_UNITS, SHIPPING_METHODS, type QuoteRequestSource, type ShippingMethod } from '../quote-request-options';
import { blankToNull, blankToUndefined, toBooleanish } from '../records';
import { toSlug } from '../slug';
import { boundedString, idString, isoDate, requiredText } from './common';
import { oneLine } from './one-line';
import { isPhoneNumber, noteBodySchema } from './inquiry';
import { GRID_MAX_LENGTH, GRID_MIN_LENGTH, PRICE_GRID_MESSAGES, toNumberish } from './price-grid';
import { buyerQuoteSchema, lineQuantitySchema, quoteSchema } from './quote';
import { emailSchema } from './user';

export const pipelineStageSchema = z.enum(PIPELINE_STAGES, { error: QUOTE_MESSAGES.stageUnknown });
const shippingValues = SHIPPING_METHODS.map((m) => m.value) as [ShippingMethod, ...ShippingMethod[]];
export const shippingMethodSchema = z.enum(shippingValues, { error: QUOTE_MESSAGES.shipping });

// --- lines ------------------------------------------------------------------------

/** A texture or grade as its name or its slug; kept as the slug. */
const optionSlug = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .max(60, { error: requiredMessage })
    .transform((s) => toSlug(s))
    .refine((s) => s !== '', { error: requiredMessage });

/** One line a buyer asks a price for: product × length × texture × grade × quantity. A sample line is one bundle (or piece). */
export const quoteLineInputSchema = z.preprocess(
  // A sample line may leave out its quantity: it is one bundle.
  (v) => (v && typeof v === 'object' && !Array.isArray(v) && (v as { quantity?: unknown }).quantity === undefined && toBooleanish((v as { sample?: unknown }).sample) === true ? { ...v, quantity: 1 } : v),
  z.object({
    /** The product's id or slug. */
    product_id: z.string({ error: QUOTE_MESSAGES.productRequired }).trim().min(1, { error: QUOTE_MESSAGES.productRequired }).max(200, { error: QUOTE_MESSAGES.productRequired }),
    length: z.preprocess(
      toNumberish,
      z.int({ error: PRICE_GRID_MESSAGES.length }).min(GRID_MIN_LENGTH, { error: PRICE_GRID_MESSAGES.length }).max(GRID_MAX_LENGTH, { error: PRICE_GRID_MESSAGES.length }),
    ),
    texture: optionSlug(QUOTE_MESSAGES.textureRequired),
    grade: optionSlug(QUOTE_MESSAGES.gradeRequired),
    quantity: lineQuantitySchema,
    sample: z.preprocess((v) => (v === undefined || v === null ? false : toBooleanish(v)), z.boolean({ error: QUOTE_MESSAGES.sampleFlag })),
  }),
);
export type QuoteLineInput = z.infer<typeof quoteLineInputSchema>;

/** A list of lines (a preview or a buyer's quote list): empty is allowed. */
export const quoteLinesInputSchema = z.array(quoteLineInputSchema, { error: QUOTE_MESSAGES.linesRequired }).max(MAX_QUOTE_LINES, { error: QUOTE_MESSAGES.tooManyLines });

/** The estimate of one line from the product's price grid: never a price offer. */
export const lineEstimateSchema = z.object({
  /** Per the line's unit, at the quantity tier the request reaches. */
  unit_price: z.number(),
  amount: z.number(),
  currency: z.string(),
});
export type LineEstimate = z.infer<typeof lineEstimateSchema>;

/** A line as it was resolved against the catalogue: names, the unit its quantity counts, and its estimate. */
export const quoteLineSchema = z.object({
  /** Null once the product was deleted; the name stays as it was. */
  product_id: z.string().nullable(),
  product_slug: z.string().nullable(),
  product_name: z.string(),
  product_image_url: z.string().nullable(),
  length: z.number(),
  texture: z.string(),
  texture_name: z.string(),
  grade: z.string(),
  grade_name: z.string(),
  quantity: z.number(),
  unit: z.enum(QUOTE_UNITS),
  sample: z.boolean(),
  /** Null when the grid gives no price for this unit ('Price on request'). */
  estimate: lineEstimateSchema.nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const fieldProblemSchema = z.object({ field: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

/** What a list of lines would ask: each line resolved (null when it cannot be), the estimate, and what keeps it from being sent. */
export const quotePreviewSchema = z.object({
  lines: z.array(quoteLineSchema.nullable()),
  /** The sum of the lines' estimates when they share one currency; null otherwise. */
  estimate_total: z.number().nullable(),
  currency: z.string().nullable(),
  /** Each with the field it is about ('lines.2.texture'); empty when the lines may be sent. */
  problems: z.array(fieldProblemSchema),
});
export type QuotePreview = z.infer<typeof quotePreviewSchema>;

/** A stored line of a buyer's quote list, as it was added. */
export const quoteListItemSchema = z.object({
  product_id: z.string(),
  length: z.number(),
  texture: z.string(),
  grade: z.string(),
  quantity: z.number(),
  sample: z.boolean(),
});
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

/** A signed-in buyer's quote list: the stored lines (`items`) and, at the same positions, their preview. */
export const quoteListSchema = quotePreviewSchema.extend({ items: z.array(quoteListItemSchema) });
export type QuoteList = z.infer<typeof quoteListSchema>;

/** The list after a merge, with the browser's lines that did not fit (a list holds at most 50). */
export const mergedQuoteListSchema = quoteListSchema.extend({ dropped: z.array(quoteListItemSchema) });

// --- a request ----------------------------------------------------------------------

const optionalLine = (label: string, max: number) => z.preprocess(blankToNull, oneLine(label, boundedString(label, max)).nullable().default(null));

/** A country as a name or a code ('Nigeria', 'ng'), read as its ISO code. */
const countryCode = oneLine('Country', z.string({ error: QUOTE_MESSAGES.country }).max(80, { error: QUOTE_MESSAGES.country }))
  .transform((text, ctx) => {
    const code = parseCountry(text);
    if (!code) ctx.addIssue({ code: 'custom', message: QUOTE_MESSAGES.country });
    return code ?? '';
  });

const phoneSchema = z.preprocess(
  blankToNull,
  oneLine('Phone number', z.string({ error: MESSAGES.invalidPhone }).max(MAX_PHONE_LENGTH, { error: MESSAGES.invalidPhone }))
    .refine(isPhoneNumber, { error: MESSAGES.invalidPhone })
    .nullable()
    .default(null),
);

/**
 * The buyer's details; a request needs an e-mail or a phone number to be answered.
 * All but the message go on lines of their own in the sales mail (one-line.ts).
 */
const buyerFields = {
  name: oneLine('Name', requiredText('Name', QUOTE_MESSAGES.nameRequired, MAX_BUYER_NAME)),
  company: optionalLine('Company', MAX_COMPANY_NAME),
  email: z.preprocess(blankToNull, emailSchema.nullable().default(null)),
  /** Phone or WhatsApp number. */
  phone: phoneSchema,
  /** A country name or ISO code; stored as the two-letter code. */
  country: z.preprocess(blankToNull, countryCode.nullable().default(null)),
  shipping: z.preprocess(blankToNull, shippingMethodSchema.nullable().default(null)),
  message: z.preprocess(blankToNull, z.string().max(5000, { error: MESSAGES.messageTooLong }).nullable().default(null)),
};

/** POST /api/quote-requests. */
export const quoteRequestInputSchema = z
  .object({
    ...buyerFields,
    lines: quoteLinesInputSchema.min(1, { error: QUOTE_MESSAGES.linesRequired }),
  })
  .refine((r) => r.email !== null || r.phone !== null, { error: QUOTE_MESSAGES.contactRequired, path: ['email'] });
export type QuoteRequestInput = z.infer<typeof quoteRequestInputSchema>;

// --- the admin's side -----------------------------------------------------------------

export const personRefSchema = z.object({ id: z.string(), email: z.string() });

export const leadSummarySchema = z.object({
  id: z.string(),
  /** 'INQ-2025-0042'. */
  reference: z.string(),
  /** 'quote': the quote request form; 'contact': the contact form (no lines). */
  source: z.enum(QUOTE_REQUEST_SOURCES),
  stage: pipelineStageSchema,
  name: z.string(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code, and its English name. */
  country: z.string().nullable(),
  country_name: z.string().nullable(),
  shipping: shippingMethodSchema.nullable(),
  assignee: personRefSchema.nullable(),
  /** 'YYYY-MM-DD' on the factory's calendar. */
  follow_up_on: z.string().nullable(),
  line_count: z.number().int(),
  quote_count: z.number().int(),
  /** The reference of the quote the buyer accepted, null while none is. */
  accepted_quote: z.string().nullable(),
  /** The estimate the buyer saw when sending (null without lines or prices). */
  estimate_total: z.number().nullable(),
  currency: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const TIMELINE_KINDS = ['note', 'stage', 'assignment', 'quote_sent', 'quote_accepted'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One entry of a lead's timeline, oldest first. */
export const timelineEventSchema = z.object({
  id: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** Who did it: an admin's e-mail ('API token: …' for an integrator); null when the buyer did (accepted a quote). */
  author_email: z.string().nullable(),
  /** A note's text. */
  body: z.string().nullable(),
  /** A stage change: from and to, with the reason of a loss. */
  previous_stage: pipelineStageSchema.nullable(),
  stage: pipelineStageSchema.nullable(),
  lost_reason: z.string().nullable(),
  /** An assignment: the new assignee, or null when unassigned. */
  assignee: personRefSchema.nullable(),
  /** A quote sent or accepted. */
  quote: z.object({ id: z.string(), reference: z.string() }).nullable(),
  created_at: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const leadListQuerySchema = z.object({
  stage: z.preprocess(blankToUndefined, pipelineStageSchema.optional()),
  source: z.preprocess(blankToUndefined, z.enum(QUOTE_REQUEST_SOURCES).optional()),
  /** A country name or code. */
  country: z.preprocess(blankToUndefined, countryCode.optional()),
  /** An admin's id, or 'none' for leads without an assignee. */
  assignee: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  /** Follow-up dates from and to, both included. */
  follow_up_from: z.preprocess(blankToUndefined, isoDate.optional()),
  follow_up_to: z.preprocess(blankToUndefined, isoDate.optional()),
  /** A reference ('INQ-2025-42' too), or words of the name, company, e-mail or phone. */
  q: z.preprocess(blankToUndefined, boundedString('Search', 100).optional()),
  /** newest (default), oldest, or follow_up (soonest first, leads without one last). */
  sort: z.preprocess(blankToUndefined, z.enum(['newest', 'oldest', 'follow_up'], { error: 'sort must be one of newest, oldest, follow_up' }).default('newest')),
  limit: z.preprocess(toNumberish, z.int({ error: 'limit must be a whole number from 1 to 100' }).min(1, { error: 'limit must be a whole number from 1 to 100' }).max(100, { error: 'limit must be a whole number from 1 to 100' }).default(20)),
  offset: z.preprocess(toNumberish, z.int({ error: 'offset must be a whole number from 0 to 100,000' }).min(0, { error: 'offset must be a whole number from 0 to 100,000' }).max(100_000, { error: 'offset must be a whole number from 0 to 100,000' }).default(0)),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadPageSchema = z.object({ items: z.array(leadSummarySchema), total: z.number().int() });

/** PATCH /api/quote-requests/{id}: any of stage (lost needs a reason), assignee (an admin's id or null) and follow-up date (or null). */
export const leadChangeSchema = z.object({
  stage: pipelineStageSchema.optional(),
  lost_reason: z.preprocess(blankToUndefined, boundedString('Lost reason', MAX_LOST_REASON).optional()),
  assignee_id: z.preprocess(blankToNull, z.string().max(200).nullable().optional()),
  follow_up_on: z.preprocess(blankToNull, isoDate.nullable().optional()),
});
export const leadUpdateInputSchema = leadChangeSchema
  .extend({ id: idString })
  .superRefine((input, ctx) => {
    if (input.stage === undefined && input.assignee_id === undefined && input.follow_up_on === undefined && input.lost_reason === undefined) {
      ctx.addIssue({ code: 'custom', message: QUOTE_MESSAGES.nothingToChange, path: ['stage'] });
    }
    if (input.stage === 'lost' && input.lost_reason === undefined) ctx.addIssue({ code: 'custom', message: QUOTE_MESSAGES.lostReasonRequired, path: ['lost_reason'] });
    if (input.stage !== 'lost' && input.lost_reason !== undefined) ctx.addIssue({ code: 'custom', message: QUOTE_MESSAGES.lostReasonOnlyWhenLost, path: ['lost_reason'] });
  });
export type LeadUpdateInput = z.infer<typeof leadUpdateInputSchema>;

export const leadNoteInputSchema = z.object({ id: idString, body: noteBodySchema });

export const dashboardSchema = z.object({
  /** The factory's date today (UTC+7). */
  today: z.string(),
  /** Leads in each stage. */
  stages: z.record(pipelineStageSchema, z.number().int()),
  /** Open leads (not won or lost) whose follow-up date is today or past, and the first of them, most overdue first. */
  follow_ups: z.object({ today: z.number().int(), overdue: z.number().int(), due: z.array(leadSummarySchema) }),
  /** Requests (both forms) since Monday of this week, and in the whole week before. */
  requests: z.object({ this_week: z.number().int(), last_week: z.number().int(), week_start: z.string() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** One lead with everything the admin's page shows: the request, its lines, its quotes and its timeline. */
export const leadSchema = leadSummarySchema.extend({
  message: z.string().nullable(),
  lost_reason: z.string().nullable(),
  /** The buyer's account when they were signed in. */
  user: personRefSchema.nullable(),
  /** The contact-form inquiry this lead came from (the admin inbox holds it too). */
  inquiry_id: z.string().nullable(),
  lines: z.array(quoteLineSchema),
  quotes: z.array(quoteSchema),
  timeline: z.array(timelineEventSchema),
});
export type Lead = z.infer<typeof leadSchema>;

export const assigneeListSchema = z.array(personRefSchema);

// --- the buyer's side ----------------------------------------------------------------

/** A request as its buyer sees it: the stage in the buyer's words, the lines and the quotes' links. */
export const buyerRequestSchema = z.object({
  id: z.string(),
  reference: z.string(),
  source: z.enum(QUOTE_REQUEST_SOURCES),
  stage: pipelineStageSchema,
  /** buyerStageLabel: 'Received', 'Quote sent', 'Accepted', … */
  stage_label: z.string(),
  message: z.string().nullable(),
  lines: z.array(quoteLineSchema),
  estimate_total: z.number().nullable(),
  currency: z.string().nullable(),
  quotes: z.array(buyerQuoteSchema),
  created_at: z.string(),
});
export type BuyerRequest = z.infer<typeof buyerRequestSchema>;

// --- what clients send (the schemas above also read numbers written as text) ---------

export interface QuoteLineFields {
  /** The product's id or slug. */
  product_id: string;
  length: number;
  /** The texture's slug or name. */
  texture: string;
  grade: string;
  /** May be left out on a sample line (one bundle or piece). */
  quantity?: number;
  sample?: boolean;
}

export interface QuoteRequestFields {
  name: string;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  /** A name or a two-letter code. */
  country?: string | null;
  shipping?: ShippingMethod | null;
  message?: string | null;
  lines: QuoteLineFields[];
}

export interface LeadListFields {
  stage?: PipelineStage;
  source?: QuoteRequestSource;
  country?: string;
  assignee?: string;
  follow_up_from?: string;
  follow_up_to?: string;
  q?: string;
  sort?: LeadListQuery['sort'];
  limit?: number;
  offset?: number;
}

export interface LeadUpdateFields {
  id: string;
  stage?: PipelineStage;
  lost_reason?: string;
  assignee_id?: string | null;
  follow_up_on?: string | null;
}
