// Asks why a lead was lost before it is moved to Lost: the reason is stored
// with the stage and shows on the timeline.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MAX_LOST_REASON } from '@hair/domain';
import { PIPELINE_TEXTS as T } from './texts';

export interface LostReasonDialogProps {
  /** The lead's reference, in the title's place for a screen reader. */
  reference: string | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(reason: string): void;
}

export function LostReasonDialog({ reference, busy, onCancel, onConfirm }: LostReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(true);
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <Dialog
      open={reference !== null}
      onClose={onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="lost-reason-title"
      slotProps={{ transition: { onExited: () => { setReason(''); setError(false); } }, paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id="lost-reason-title">
        {T.lostTitle} {reference && <span style={{ fontWeight: 400 }}>({reference})</span>}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label={T.lostReason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          error={error}
          helperText={error ? T.lostReasonRequired : ' '}
          slotProps={{ htmlInput: { maxLength: MAX_LOST_REASON } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{T.cancel}</Button>
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          {T.markLost}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
