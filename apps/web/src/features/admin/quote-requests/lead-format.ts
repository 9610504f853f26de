// How a lead reads on a card, a row and the panel.
import { factoryDate, formatAmount, type LeadSummary } from '@hair/domain';

/** 'Ada Obi · Lagos Hair Co', or the name alone. */
export function leadTitle(lead: Pick<LeadSummary, 'name' | 'company'>): string {
  return lead.company ? `${lead.name} · ${lead.company}` : lead.name;
}

/** The estimate the buyer saw ('$944'), or null when there was none. */
export function leadEstimate(lead: Pick<LeadSummary, 'estimate_total' | 'currency'>): string | null {
  return lead.estimate_total === null ? null : formatAmount(lead.estimate_total, lead.currency ?? undefined);
}

/** The day a lead came in, on the factory's calendar ('26 Nov 2026'). */
export function formatRequestDay(createdAt: string): string {
  return formatDay(factoryDate(new Date(createdAt)));
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date ('2026-11-26') as '26 Nov 2026'. */
export function formatDay(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : DAY_FORMAT.format(time);
}
