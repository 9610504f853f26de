// A lead on the board: reference, 'Accepted' once the buyer accepted a quote,
// buyer, estimate, request date, country, assignee and follow-up. It is
// dragged to another column to move it; the 'Move' menu does the same from the
// keyboard or a phone. Everything the buyer typed is shown as text.
import { useState, type DragEvent } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { STAGE_LABELS, type LeadSummary, type PipelineStage } from '@hair/domain';
import { formatDay, formatRequestDay, leadEstimate, leadTitle } from './lead-format';
import { draggedLeadData, LEAD_DRAG_TYPE, moveTargets, type MovableLead } from './pipeline-stages';
import { PIPELINE_TEXTS as T } from './texts';

export interface LeadCardProps {
  lead: LeadSummary;
  onOpen(id: string): void;
  onMove(lead: MovableLead, stage: PipelineStage): void;
}

export function LeadCard({ lead, onOpen, onMove }: LeadCardProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `move-${lead.id}`;
  const estimate = leadEstimate(lead);

  function onDragStart(event: DragEvent<HTMLElement>) {
    event.dataTransfer.setData(LEAD_DRAG_TYPE, draggedLeadData(lead));
    event.dataTransfer.effectAllowed = 'move';
  }

  return (
    <Card component="li" variant="outlined" draggable onDragStart={onDragStart} data-testid="lead-card" data-reference={lead.reference} sx={{ listStyle: 'none', display: 'flex', alignItems: 'flex-start', cursor: 'grab' }}>
      <CardActionArea onClick={() => onOpen(lead.id)} sx={{ p: 1.25, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {lead.reference}
          </Typography>
          {lead.accepted_quote && <Chip size="small" color="success" label={T.accepted} data-testid="lead-accepted" />}
        </Stack>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {leadTitle(lead)}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
          {estimate && (
            <Typography variant="body2" data-testid="lead-estimate">
              {estimate}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {T.requestedOn(formatRequestDay(lead.created_at))}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1, color: 'text.secondary' }}>
          {lead.country_name && <Typography variant="caption">{lead.country_name}</Typography>}
          <Typography variant="caption">{lead.assignee?.email ?? T.unassigned}</Typography>
          {lead.follow_up_on && (
            <Typography variant="caption">
              {T.followUp}: {formatDay(lead.follow_up_on)}
            </Typography>
          )}
        </Stack>
      </CardActionArea>
      <IconButton
        size="small"
        aria-label={T.moveLead(lead.reference)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ m: 0.5 }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader>{T.moveTo}</ListSubheader>
        {moveTargets(lead.stage).map((stage) => (
          <MenuItem
            key={stage}
            onClick={() => {
              setAnchor(null);
              onMove(lead, stage);
            }}
          >
            {STAGE_LABELS[stage]}
          </MenuItem>
        ))}
      </Menu>
    </Card>
  );
}
