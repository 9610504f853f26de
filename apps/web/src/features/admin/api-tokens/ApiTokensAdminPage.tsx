// API tokens: the table of live tokens, 'Create token', and Revoke after a confirmation.
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Add from '@mui/icons-material/Add';
import { TEXTS, type ApiToken } from '@hair/domain';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { ApiTokensTable } from './ApiTokensTable';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';
import { API_TOKEN_ADMIN_TEXTS as T } from './texts';

export function ApiTokensAdminPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.apiTokens.list.queryOptions());
  const revoke = useMutation(trpc.apiTokens.revoke.mutationOptions());
  // A new key per opening gives the create dialog fresh fields and forgets the last token.
  const [create, setCreate] = useState({ open: false, key: 0 });
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  useEffect(() => {
    if (list.isError) enqueueSnackbar(T.fetchFailed, { variant: 'error' });
  }, [list.isError]);

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ id: revoking.id });
      await queryClient.invalidateQueries({ queryKey: trpc.apiTokens.list.queryKey() });
      enqueueSnackbar(T.tokenRevoked, { variant: 'success' });
      setRevoking(null);
    } catch {
      enqueueSnackbar(T.revokeFailed, { variant: 'error' });
    }
  }

  return (
    <>
      <AdminPageHeader
        title={T.pageTitle}
        description={
          <>
            {T.pageDescription}{' '}
            <Link href="/api/docs" target="_blank" rel="noopener">
              {T.reference}
            </Link>
          </>
        }
        actions={
          <Button variant="contained" startIcon={<Add />} sx={{ whiteSpace: 'nowrap' }} onClick={() => setCreate((c) => ({ open: true, key: c.key + 1 }))}>
            {T.createToken}
          </Button>
        }
      />
      <ApiTokensTable rows={list.data ?? []} loading={list.isPending} onRevoke={setRevoking} />
      <CreateApiTokenDialog key={create.key} open={create.open} onClose={() => setCreate((c) => ({ ...c, open: false }))} />
      <Dialog open={revoking !== null} onClose={revoke.isPending ? undefined : () => setRevoking(null)} aria-labelledby="api-token-revoke-title" aria-describedby="api-token-revoke-text">
        <DialogTitle id="api-token-revoke-title">{T.confirmRevokeTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="api-token-revoke-text">{revoking ? T.confirmRevoke(revoking.name) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={() => setRevoking(null)} disabled={revoke.isPending}>
            {TEXTS.cancel}
          </Button>
          <Button color="error" variant="contained" onClick={confirmRevoke} disabled={revoke.isPending}>
            {T.revoke}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
