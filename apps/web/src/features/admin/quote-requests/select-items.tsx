// The options of the stage and assignee selects (the filters' and the panel's).
// A select takes its items as direct children, so these are lists, not components.
import MenuItem from '@mui/material/MenuItem';
import { PIPELINE_STAGES, STAGE_LABELS } from '@hair/domain';

export function stageItems() {
  return PIPELINE_STAGES.map((stage) => (
    <MenuItem key={stage} value={stage}>
      {STAGE_LABELS[stage]}
    </MenuItem>
  ));
}

export function assigneeItems(admins: readonly { id: string; email: string }[] | undefined) {
  return (admins ?? []).map((admin) => (
    <MenuItem key={admin.id} value={admin.id}>
      {admin.email}
    </MenuItem>
  ));
}
