// 'Create token': a name and a scope; then the new token, shown this once, with Copy.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { API_TOKEN_SCOPES, MESSAGES, TEXTS, type ApiTokenScope } from '@hair/domain';
import { copyWithToast } from '../../../lib/clipboard';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { API_TOKEN_ADMIN_TEXTS as T } from './texts';

export interface CreateApiTokenDialogProps {
  open: boolean;
  onClose(): void;
}

export function CreateApiTokenDialog({ open, onClose }: CreateApiTokenDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.apiTokens.create.mutationOptions());
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [nameError, setNameError] = useState<string>();
  const [token, setToken] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(MESSAGES.nameRequired);
      return;
    }
    try {
      const created = await create.mutateAsync({ name, scope });
      setToken(created.token);
      await queryClient.invalidateQueries({ queryKey: trpc.apiTokens.list.queryKey() });
      enqueueSnackbar(T.tokenCreated, { variant: 'success' });
    } catch {
      enqueueSnackbar(T.createFailed, { variant: 'error' });
    }
  }

  const copy = () => copyWithToast(token ?? '');

  if (token !== null) {
    return (
      // Closed only with Done: a click beside the dialog must not lose the token.
      <Dialog open={open} fullWidth maxWidth="sm" aria-labelledby="api-token-created-title">
        <DialogTitle id="api-token-created-title">{T.createdTitle}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Alert severity="warning">{T.shownOnce}</Alert>
            <TextField
              label={T.tokenLabel}
              value={token}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button startIcon={<ContentCopy />} onClick={copy}>
            {T.copy}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {T.done}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="api-token-create-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="api-token-create-title">{T.createToken}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <TextField
              label={T.name}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(undefined);
              }}
              error={Boolean(nameError)}
              helperText={nameError ?? T.nameHint}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              required
              autoFocus
            />
            <TextField select label={T.scopeLabel} value={scope} onChange={(e) => setScope(e.target.value as ApiTokenScope)} helperText={T.scopeHint[scope]}>
              {API_TOKEN_SCOPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {T.scope[value]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={create.isPending}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {T.createToken}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
