// The choices of a quote request and the stages of the sales pipeline, with the
// words the admin and the buyer see for them. No zod here: the storefront's
// bundle uses these without the schemas.

import type { PipelineStage } from './pipeline-stages';

/** Stages a lead no longer needs work in: follow-ups of these are not due. */
export const CLOSED_STAGES: readonly PipelineStage[] = ['won', 'lost'];
export const isOpenStage = (stage: PipelineStage) => !CLOSED_STAGES.includes(stage);

/** The admin's words for each stage. */
export const STAGE_LABELS: Readonly<Record<PipelineStage, string>> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  sample_sent: 'Sample sent',
  deposit_paid: 'Deposit paid',
  shipped: 'Shipped',
  won: 'Won',
  lost: 'Lost',
};

/** What a buyer reads of the same stage under 'My requests': nothing internal, nothing blunt. */
export const BUYER_STAGE_LABELS: Readonly<Record<PipelineStage, string>> = {
  new: 'Received',
  contacted: 'In discussion',
  quoted: 'Quote sent',
  sample_sent: 'Sample on its way',
  deposit_paid: 'Deposit received',
  shipped: 'Shipped',
  won: 'Completed',
  lost: 'Closed',
};

/** What the buyer reads once they accepted a quote of the request, while the lead is still at Quoted. */
export const BUYER_ACCEPTED_LABEL = 'Accepted';

/** The buyer's words for a request's stage: 'Accepted' rather than 'Quote sent' once a quote of it is accepted. */
export function buyerStageLabel(stage: PipelineStage, quoteAccepted: boolean): string {
  return quoteAccepted && stage === 'quoted' ? BUYER_ACCEPTED_LABEL : BUYER_STAGE_LABELS[stage];
}

/** How the buyer would like the goods to travel. */
export const SHIPPING_METHODS = [
  { value: 'dhl', label: 'DHL' },
  { value: 'fedex', label: 'FedEx' },
  { value: 'air_cargo', label: 'Air cargo' },
  { value: 'sea', label: 'Sea freight' },
] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number]['value'];

/** Where a lead came from: the quote request form, or the contact form (a request without lines). */
export const QUOTE_REQUEST_SOURCES = ['quote', 'contact'] as const;
export type QuoteRequestSource = (typeof QUOTE_REQUEST_SOURCES)[number];

/** What a line's quantity counts: kilograms, bundles or pieces. */
export const QUOTE_UNITS = ['kg', 'bundle', 'piece'] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];

/** '3 kg', '1 bundle', '12 pieces'. */
export function formatQuantity(quantity: number, unit: QuoteUnit): string {
  const amount = quantity.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (unit === 'kg') return `${amount} kg`;
  return `${amount} ${quantity === 1 ? unit : `${unit}s`}`;
}

/**
 * Where a quote sent or accepted puts a lead: at Quoted, unless it is further
 * along already. A lost lead that gets a quote, or accepts one, is open again.
 * (Accepting is the buyer's word, not a payment: Deposit paid and later stages
 * stay the admin's to set.)
 */
export function stageAfterQuote(stage: PipelineStage): PipelineStage {
  return stage === 'new' || stage === 'contacted' || stage === 'lost' ? 'quoted' : stage;
}
