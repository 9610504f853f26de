// Changes to a lead (stage, assignee, follow-up) from the board, the grid and the
// panel: one mutation, the lists and the dashboard refreshed, a toast either way.
// A move to Lost first asks for the reason (the returned dialog).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAGE_LABELS, type LeadUpdateFields, type PipelineStage } from '@hair/domain';
import { errorMessage } from '../../../lib/api-errors';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { LostReasonDialog } from './LostReasonDialog';
import { needsLostReason, type MovableLead } from './pipeline-stages';
import { PIPELINE_TEXTS as T } from './texts';

export function useLeadUpdate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.quoteRequests.update.mutationOptions());
  const [losing, setLosing] = useState<MovableLead | null>(null);

  async function save(input: LeadUpdateFields, success: string): Promise<boolean> {
    try {
      const lead = await update.mutateAsync(input);
      queryClient.setQueryData(trpc.quoteRequests.get.queryKey({ id: lead.id }), lead);
      await queryClient.invalidateQueries({ queryKey: trpc.quoteRequests.pathKey() });
      enqueueSnackbar(success, { variant: 'success' });
      return true;
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure, T.updateFailed), { variant: 'error' });
      return false;
    }
  }

  /** Moves the lead, or asks for the reason first when the move is to Lost. */
  function move(lead: MovableLead, stage: PipelineStage) {
    if (stage === lead.stage) return;
    if (needsLostReason(stage)) setLosing(lead);
    else void save({ id: lead.id, stage }, T.moved(lead.reference, STAGE_LABELS[stage]));
  }

  const lostDialog = (
    <LostReasonDialog
      reference={losing?.reference ?? null}
      busy={update.isPending}
      onCancel={() => setLosing(null)}
      onConfirm={(reason) => {
        if (!losing) return;
        void save({ id: losing.id, stage: 'lost', lost_reason: reason }, T.moved(losing.reference, STAGE_LABELS.lost)).then((saved) => saved && setLosing(null));
      }}
    />
  );

  return { move, save, busy: update.isPending, lostDialog };
}
