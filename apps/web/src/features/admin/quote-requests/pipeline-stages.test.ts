import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '@hair/domain';
import { draggedLeadData, moveTargets, readDraggedLead, needsLostReason, timelineText } from './pipeline-stages';

const event = (fields: Partial<TimelineEvent>): TimelineEvent => ({
  id: '1', kind: 'note', author_email: 'a@example.com', body: null, previous_stage: null, stage: null, lost_reason: null, assignee: null, quote: null, created_at: '2026-11-26T08:00:00.000Z', ...fields,
});

describe('moving a lead', () => {
  it('offers every other stage in pipeline order', () => {
    expect(moveTargets('quoted')).toEqual(['new', 'contacted', 'sample_sent', 'deposit_paid', 'shipped', 'won', 'lost']);
  });

  it('asks for a reason only when the lead is lost', () => {
    expect(needsLostReason('lost')).toBe(true);
    expect(needsLostReason('won')).toBe(false);
  });

  it('reads the lead a card carries and ignores anything else dropped on a column', () => {
    const lead = { id: '7', reference: 'INQ-2026-0007', stage: 'quoted' as const };
    expect(readDraggedLead(draggedLeadData(lead))).toEqual(lead);
    expect(readDraggedLead('https://example.com')).toBeNull();
    expect(readDraggedLead(JSON.stringify({ ...lead, stage: 'closed' }))).toBeNull();
  });
});

describe('timelineText', () => {
  it('says what each entry records', () => {
    expect(timelineText(event({ kind: 'note', body: 'Called, wants samples' }))).toBe('Called, wants samples');
    expect(timelineText(event({ kind: 'stage', previous_stage: 'new', stage: 'contacted' }))).toBe('Stage: New → Contacted');
    expect(timelineText(event({ kind: 'stage', previous_stage: 'quoted', stage: 'lost', lost_reason: 'Price too high' }))).toBe('Stage: Quoted → Lost (Price too high)');
    expect(timelineText(event({ kind: 'assignment', assignee: { id: 'u', email: 'sales@example.com' } }))).toBe('Assigned to sales@example.com');
    expect(timelineText(event({ kind: 'assignment' }))).toBe('Unassigned');
    expect(timelineText(event({ kind: 'quote_sent', quote: { id: 'q', reference: 'INQ-2026-0001-Q1' } }))).toBe('Quote INQ-2026-0001-Q1 sent');
    expect(timelineText(event({ kind: 'quote_accepted', quote: { id: 'q', reference: 'INQ-2026-0001-Q1' } }))).toBe('Quote INQ-2026-0001-Q1 accepted by the buyer');
  });
});
