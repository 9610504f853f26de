// The pipeline's address: the view (board or grid), the open lead
// (`?open={id}`, where the sales e-mails link) and the filters, so that a
// filtered view can be bookmarked and the CSV export takes the same filters.
import { PIPELINE_STAGES, type LeadListFields, type PipelineStage } from '@hair/domain';
import { parseInquirySearch } from '../inquiries/inbox-search';

export type PipelineView = 'board' | 'grid';

export interface PipelineFilters {
  stage?: PipelineStage;
  /** ISO code. */
  country?: string;
  /** An admin's id, or 'none'. */
  assignee?: string;
  follow_up_from?: string;
  follow_up_to?: string;
  q?: string;
}

export interface PipelineSearch extends PipelineFilters {
  /** The board is the default and is left out of the address. */
  view?: 'grid';
  open?: string;
}

const FILTER_KEYS = ['stage', 'country', 'assignee', 'follow_up_from', 'follow_up_to', 'q'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(value: unknown, max: number): string | undefined {
  const s = typeof value === 'number' ? String(value) : value;
  return typeof s === 'string' && s.trim() !== '' && s.length <= max ? s.trim() : undefined;
}

const isStage = (value: unknown): value is PipelineStage => (PIPELINE_STAGES as readonly unknown[]).includes(value);

/** Reads the address; a value that cannot be a filter is dropped rather than sent to the server. */
export function parsePipelineSearch(raw: Record<string, unknown>): PipelineSearch {
  const search: PipelineSearch = { ...parseInquirySearch({ open: raw.open }) };
  if (raw.view === 'grid') search.view = 'grid';
  if (isStage(raw.stage)) search.stage = raw.stage;
  const country = text(raw.country, 2);
  if (country && /^[a-z]{2}$/i.test(country)) search.country = country.toUpperCase();
  const assignee = text(raw.assignee, 200);
  if (assignee) search.assignee = assignee;
  for (const key of ['follow_up_from', 'follow_up_to'] as const) {
    const date = text(raw[key], 10);
    if (date && DATE.test(date)) search[key] = date;
  }
  const q = text(raw.q, 100);
  if (q) search.q = q;
  return search;
}

/** The filters of the address as `quoteRequests.list` and `exportCsv` take them. */
export function leadFilters(search: PipelineSearch): Omit<LeadListFields, 'limit' | 'offset' | 'sort'> {
  const filters: PipelineFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined) (filters as Record<string, string>)[key] = value;
  }
  return filters;
}

export const hasFilters = (search: PipelineSearch): boolean => FILTER_KEYS.some((key) => search[key] !== undefined);
