// A lead's timeline, oldest first: notes, stage changes, assignments and quotes,
// each with who did it and when; and 'Add note'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Lead } from '@hair/domain';
import { useTRPC } from '../../../lib/trpc';
import { NoteForm } from '../forms/NoteForm';
import { formatReceived } from '../inquiries/inquiry-format';
import { timelineText } from './pipeline-stages';
import { PIPELINE_TEXTS as T } from './texts';

export function LeadTimeline({ lead }: { lead: Lead }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const addNote = useMutation(trpc.quoteRequests.addNote.mutationOptions());
  const add = async (body: string) => {
    await addNote.mutateAsync({ id: lead.id, body });
    await queryClient.invalidateQueries({ queryKey: trpc.quoteRequests.get.queryKey({ id: lead.id }) });
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="lead-timeline-title">
      <Typography id="lead-timeline-title" variant="subtitle2" component="h3">
        {T.timeline}
      </Typography>
      {lead.timeline.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.noEvents}
        </Typography>
      ) : (
        <Stack component="ol" aria-label={T.timeline} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lead.timeline.map((event) => (
            <Box component="li" key={event.id} data-kind={event.kind} sx={{ pl: 1.5, borderLeft: 3, borderColor: event.kind === 'note' ? 'secondary.main' : 'divider' }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {event.author_email ?? T.buyer} · <time dateTime={event.created_at}>{formatReceived(event.created_at)}</time>
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {timelineText(event)}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      <NoteForm label={T.noteLabel} submitLabel={T.addNote} addedMessage={T.noteAdded} failedMessage={T.noteFailed} busy={addNote.isPending} onAdd={add} />
    </Stack>
  );
}
