// The stages of the sales pipeline, alone: the admin's router reads them from the
// address on every page, while their words and the request's choices
// (quote-request-options.ts) load with the screens that show them.

/** Where a lead stands: New → Contacted → Quoted → Sample sent → Deposit paid → Shipped → Won, or Lost. */
export const PIPELINE_STAGES = ['new', 'contacted', 'quoted', 'sample_sent', 'deposit_paid', 'shipped', 'won', 'lost'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
