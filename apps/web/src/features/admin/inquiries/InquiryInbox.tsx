// The inbox: a status filter with counts, the list, and the selected inquiry
// (beside the list on wide screens, in a full-screen dialog on phones).
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { INQUIRY_STATUSES, type Inquiry, type InquiryStatus } from '@hair/domain';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { InquiryDetail } from './InquiryDetail';
import { InquiryList } from './InquiryList';
import { INQUIRY_ADMIN_TEXTS as T } from './texts';

type Filter = InquiryStatus | 'all';

export function InquiryInbox() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const [filter, setFilter] = useState<Filter>('all');
  const list = useQuery(trpc.inquiries.list.queryOptions(filter === 'all' ? {} : { status: filter }));
  const setStatus = useMutation(trpc.inquiries.setStatus.mutationOptions());
  // The inquiry being read stays open when a status change moves it out of the filtered list.
  const [selected, setSelected] = useState<Inquiry | null>(null);

  useEffect(() => {
    if (list.isError) enqueueSnackbar(T.fetchFailed, { variant: 'error' });
  }, [list.isError]);

  async function changeStatus(inquiry: Inquiry, status: InquiryStatus) {
    try {
      const updated = await setStatus.mutateAsync({ id: inquiry.id, status });
      setSelected(updated);
      // The list, its counts and the sidebar's unread badge.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.inquiries.list.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.inquiries.unreadCount.queryKey() }),
      ]);
      enqueueSnackbar(T.statusChanged[status], { variant: 'success' });
    } catch {
      enqueueSnackbar(T.updateFailed, { variant: 'error' });
    }
  }

  const counts = list.data?.counts;
  const total = counts ? INQUIRY_STATUSES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);

  const detail = selected && <InquiryDetail inquiry={selected} busy={setStatus.isPending} onSetStatus={(status) => void changeStatus(selected, status)} />;

  let listBody;
  if (list.isError) {
    listBody = (
      <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={() => void list.refetch()}>{T.retry}</Button>}>
        {T.fetchFailed}
      </Alert>
    );
  } else if (!list.data) {
    listBody = [0, 1, 2].map((i) => <Skeleton key={i} variant="rectangular" height={72} sx={{ m: 1 }} />);
  } else if (list.data.items.length === 0) {
    listBody = (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {T.empty}
      </Typography>
    );
  } else {
    listBody = <InquiryList items={list.data.items} selectedId={selected?.id ?? null} onSelect={setSelected} />;
  }

  return (
    <>
      <ToggleButtonGroup
        value={filter}
        exclusive
        size="small"
        aria-label={T.filterLabel}
        onChange={(_, value: Filter | null) => value && setFilter(value)}
        sx={{ mb: 2, flexWrap: 'wrap', bgcolor: 'background.paper' }}
      >
        <ToggleButton value="all">{withCount(T.all, total)}</ToggleButton>
        {INQUIRY_STATUSES.map((status) => (
          <ToggleButton key={status} value={status}>
            {withCount(T.status[status], counts?.[status])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            {listBody}
          </Paper>
        </Grid>
        {!narrow && (
          <Grid size={{ md: 7 }}>
            <Paper variant="outlined" sx={{ p: 3, position: 'sticky', top: 80 }}>
              {detail ?? <Typography color="text.secondary">{T.selectHint}</Typography>}
            </Paper>
          </Grid>
        )}
      </Grid>
      {narrow && (
        <Dialog open={selected !== null} onClose={() => setSelected(null)} fullScreen aria-labelledby="inquiry-detail-name">
          <DialogContent>{detail}</DialogContent>
          <DialogActions>
            <Button onClick={() => setSelected(null)}>{T.close}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
