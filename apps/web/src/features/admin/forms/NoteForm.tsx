// The field and button that add an internal note (an inquiry's, a lead's): a
// blank note is refused here, a refusal of the server shows under the field.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_NOTE_LENGTH, MESSAGES, toPlainText } from '@hair/domain';
import { errorMessage } from '../../../lib/api-errors';
import { enqueueSnackbar } from '../../../lib/toast';

export interface NoteFormProps {
  label: string;
  submitLabel: string;
  /** Toasted once the note is stored. */
  addedMessage: string;
  failedMessage: string;
  busy: boolean;
  /** Stores the note; rejects with the server's refusal. */
  onAdd(body: string): Promise<unknown>;
}

export function NoteForm({ label, submitLabel, addedMessage, failedMessage, busy, onAdd }: NoteFormProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (toPlainText(draft) === '') {
      setError(MESSAGES.noteRequired);
      return;
    }
    try {
      await onAdd(draft);
      setDraft('');
      setError(null);
      enqueueSnackbar(addedMessage, { variant: 'success' });
    } catch (failure) {
      setError(errorMessage(failure, failedMessage).replace(/^body: /, ''));
    }
  }

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(event) => void onSubmit(event)} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        size="small"
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
      />
      <Button type="submit" variant="outlined" size="small" disabled={busy}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
