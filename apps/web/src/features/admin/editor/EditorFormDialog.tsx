// The small form dialog the editor's tools open (a link, an image's alt text).
// The editor puts the caret back in the text when it closes (no focus return to the tool).
import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { EDITOR_TEXTS } from './editor-texts';

interface EditorFormDialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  onSubmit(): void;
  /** A button shown at the left of Cancel and Apply, e.g. 'Remove link'. */
  secondaryAction?: ReactNode;
  children: ReactNode;
}

export function EditorFormDialog({ open, title, onClose, onSubmit, secondaryAction, children }: EditorFormDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through the portal: the form around the editor must not submit too.
    event.stopPropagation();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      disableRestoreFocus
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {secondaryAction}
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose}>{EDITOR_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained">
            {EDITOR_TEXTS.apply}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
