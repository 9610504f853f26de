// The stages as the admin moves leads through them, and how each timeline
// entry reads.
import { PIPELINE_STAGES, STAGE_LABELS, type PipelineStage, type TimelineEvent } from '@hair/domain';

/** The stages a lead in `stage` can be moved to, in pipeline order (any stage: corrections happen). */
export function moveTargets(stage: PipelineStage): PipelineStage[] {
  return PIPELINE_STAGES.filter((s) => s !== stage);
}

/** Moving to Lost asks for the reason; every other move is made at once. */
export const needsLostReason = (stage: PipelineStage): boolean => stage === 'lost';

/** What a move needs to know of a lead. */
export interface MovableLead {
  id: string;
  reference: string;
  stage: PipelineStage;
}

/** The drag's data type: only a lead card's drag may be dropped on a column. */
export const LEAD_DRAG_TYPE = 'application/x-hair-lead';

export const draggedLeadData = (lead: MovableLead): string => JSON.stringify({ id: lead.id, reference: lead.reference, stage: lead.stage });

/** The lead a drop carries; null for anything else dropped on a column. */
export function readDraggedLead(data: string): MovableLead | null {
  try {
    const value = JSON.parse(data) as Partial<MovableLead> | null;
    if (typeof value?.id !== 'string' || typeof value.reference !== 'string' || !(PIPELINE_STAGES as readonly unknown[]).includes(value.stage)) return null;
    return { id: value.id, reference: value.reference, stage: value.stage! };
  } catch {
    return null;
  }
}

/** What a timeline entry says, e.g. 'Stage: New → Contacted'. */
export function timelineText(event: TimelineEvent): string {
  switch (event.kind) {
    case 'note':
      return event.body ?? '';
    case 'stage': {
      const to = event.stage ? STAGE_LABELS[event.stage] : '';
      const move = event.previous_stage ? `Stage: ${STAGE_LABELS[event.previous_stage]} → ${to}` : `Stage: ${to}`;
      return event.lost_reason ? `${move} (${event.lost_reason})` : move;
    }
    case 'assignment':
      return event.assignee ? `Assigned to ${event.assignee.email}` : 'Unassigned';
    case 'quote_sent':
      return `Quote ${event.quote?.reference ?? ''} sent`;
    case 'quote_accepted':
      return `Quote ${event.quote?.reference ?? ''} accepted by the buyer`;
  }
}
