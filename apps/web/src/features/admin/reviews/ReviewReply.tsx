// The shop's public answer under a review: shown with Edit and Remove when there
// is one, a Reply button when there is none, and a text field while writing.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import { MAX_REPLY_LENGTH, MESSAGES, toPlainText } from '@hair/domain';
import { REVIEW_ADMIN_TEXTS as T } from './texts';

export interface ReviewReplyProps {
  reviewId: string;
  reply: string | null;
  busy: boolean;
  /** Resolves to the server's message when the reply was refused, null when saved. */
  onSave(reply: string): Promise<string | null>;
  onRemove(): void;
}

export function ReviewReply({ reviewId, reply, busy, onSave, onRemove }: ReviewReplyProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fieldId = `review-reply-${reviewId}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === null) return;
    if (toPlainText(draft) === '') {
      setError(MESSAGES.replyRequired);
      return;
    }
    const refused = await onSave(draft);
    setError(refused);
    if (refused === null) setDraft(null);
  }

  if (draft !== null) {
    return (
      <Stack component="form" noValidate spacing={1} onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id={fieldId}
          label={T.replyLabel}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          size="small"
          autoFocus
          error={error !== null}
          helperText={error ?? T.replyHint}
          slotProps={{ htmlInput: { maxLength: MAX_REPLY_LENGTH } }}
        />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" size="small" variant="contained" disabled={busy}>
            {T.saveReply}
          </Button>
          <Button size="small" disabled={busy} onClick={() => { setDraft(null); setError(null); }}>
            {T.cancel}
          </Button>
        </Stack>
      </Stack>
    );
  }

  if (!reply) {
    return (
      <div>
        <Button size="small" startIcon={<ReplyOutlined />} disabled={busy} onClick={() => setDraft('')}>
          {T.reply}
        </Button>
      </div>
    );
  }

  return (
    <Box sx={{ pl: 2, borderLeft: 3, borderColor: 'secondary.main' }}>
      <Typography variant="subtitle2" component="h3">
        {T.replyHeading}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {reply}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, mt: 0.5 }}>
        <Button size="small" startIcon={<EditOutlined />} disabled={busy} onClick={() => setDraft(reply)}>
          {T.editReply}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlined />} disabled={busy} onClick={onRemove}>
          {T.removeReply}
        </Button>
      </Stack>
    </Box>
  );
}
