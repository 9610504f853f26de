// Internal notes on an inquiry: who wrote what and when, oldest first, and a
// field to add one. Only admins see them; the buyer never does.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTRPC } from '../../../lib/trpc';
import { NoteForm } from '../forms/NoteForm';
import { formatReceived } from './inquiry-format';
import { INQUIRY_ADMIN_TEXTS as T } from './texts';

export function InquiryNotes({ inquiryId }: { inquiryId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const notes = useQuery(trpc.inquiries.notes.queryOptions({ id: inquiryId }));
  const addNote = useMutation(trpc.inquiries.addNote.mutationOptions());
  const add = async (body: string) => {
    await addNote.mutateAsync({ id: inquiryId, body });
    await queryClient.invalidateQueries({ queryKey: trpc.inquiries.notes.queryKey({ id: inquiryId }) });
  };

  let body;
  if (notes.isError) {
    body = <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void notes.refetch()}>{T.retry}</Button>}>{T.notesFetchFailed}</Alert>;
  } else if (!notes.data) {
    body = <Skeleton variant="rectangular" height={48} />;
  } else if (notes.data.length === 0) {
    body = <Typography variant="body2" color="text.secondary">{T.noNotes}</Typography>;
  } else {
    body = (
      <Stack component="ol" aria-label={T.notesLabel} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {notes.data.map((note) => (
          <Box component="li" key={note.id} sx={{ pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {note.author_email ?? T.deletedAccount} · <time dateTime={note.created_at}>{formatReceived(note.created_at)}</time>
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.body}
            </Typography>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="inquiry-notes-title">
      <Divider />
      <div>
        <Typography id="inquiry-notes-title" variant="subtitle2" component="h3">
          {T.notesTitle}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {T.notesHint}
        </Typography>
      </div>
      {body}
      <NoteForm label={T.noteLabel} submitLabel={T.addNote} addedMessage={T.noteAdded} failedMessage={T.noteFailed} busy={addNote.isPending} onAdd={add} />
    </Stack>
  );
}
