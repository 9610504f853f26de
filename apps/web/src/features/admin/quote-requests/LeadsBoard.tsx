// The board: a column per stage, each with its newest leads. A card dropped on
// another column moves the lead there (native drag and drop); on a phone the
// columns scroll sideways.
import { useState, type DragEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PIPELINE_STAGES, STAGE_LABELS, type PipelineStage } from '@hair/domain';
import { useTRPC } from '../../../lib/trpc';
import { LeadCard } from './LeadCard';
import type { PipelineFilters } from './pipeline-search';
import { LEAD_DRAG_TYPE, readDraggedLead, type MovableLead } from './pipeline-stages';
import { PIPELINE_TEXTS as T } from './texts';

/** Cards a column shows; the grid pages through the rest. */
const COLUMN_LIMIT = 50;

export interface LeadsBoardProps {
  filters: PipelineFilters;
  onOpen(id: string): void;
  onMove(lead: MovableLead, stage: PipelineStage): void;
}

export function LeadsBoard({ filters, onOpen, onMove }: LeadsBoardProps) {
  const stages = filters.stage ? [filters.stage] : PIPELINE_STAGES;
  return (
    <Box role="group" aria-label={T.boardLabel} sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, scrollSnapType: { xs: 'x mandatory', md: 'none' } }}>
      {stages.map((stage) => (
        <BoardColumn key={stage} stage={stage} filters={filters} onOpen={onOpen} onMove={onMove} />
      ))}
    </Box>
  );
}

function BoardColumn({ stage, filters, onOpen, onMove }: LeadsBoardProps & { stage: PipelineStage }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.quoteRequests.list.queryOptions({ ...filters, stage, limit: COLUMN_LIMIT }));
  const [over, setOver] = useState(false);
  const titleId = `board-column-${stage}`;

  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(LEAD_DRAG_TYPE);
  function onDragOver(event: DragEvent) {
    if (!accepts(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  }
  function onDrop(event: DragEvent) {
    setOver(false);
    if (!accepts(event)) return;
    event.preventDefault();
    const lead = readDraggedLead(event.dataTransfer.getData(LEAD_DRAG_TYPE));
    if (lead) onMove(lead, stage);
  }

  let body;
  if (list.isError) body = <Alert severity="error">{T.fetchFailed}</Alert>;
  else if (!list.data) body = <Skeleton variant="rectangular" height={72} />;
  else if (list.data.items.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        {T.emptyColumn}
      </Typography>
    );
  else
    body = (
      <Stack component="ol" spacing={1} aria-labelledby={titleId} sx={{ p: 0, m: 0 }}>
        {list.data.items.map((lead) => (
          <LeadCard key={lead.id} lead={lead} onOpen={onOpen} onMove={onMove} />
        ))}
      </Stack>
    );

  const total = list.data?.total;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      data-stage={stage}
      variant="outlined"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{ flex: '0 0 260px', scrollSnapAlign: 'start', p: 1, bgcolor: over ? 'action.hover' : 'background.default', borderColor: over ? 'primary.main' : 'divider', minHeight: 160 }}
    >
      <Typography id={titleId} component="h2" variant="subtitle2" sx={{ px: 0.5, pb: 1 }}>
        {STAGE_LABELS[stage]} {total !== undefined && <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>({total})</Box>}
      </Typography>
      {body}
      {total !== undefined && total > COLUMN_LIMIT && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ p: 1 }}>
          {T.moreInColumn(total - COLUMN_LIMIT)}
        </Typography>
      )}
    </Paper>
  );
}
