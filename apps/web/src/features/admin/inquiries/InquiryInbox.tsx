// The inbox: a status filter with counts, the list, and the open inquiry
// (beside the list on wide screens, in a full-screen dialog on phones). The open
// inquiry is in the address (?open={id}), so the sales e-mail can link to it;
// opening a new inquiry marks it read.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
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
import { InquiryNotes } from './InquiryNotes';
import { INQUIRY_ADMIN_TEXTS as T } from './texts';

type Filter = InquiryStatus | 'all';

export function InquiryInbox() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const [filter, setFilter] = useState<Filter>('all');
  const list = useQuery(trpc.inquiries.list.queryOptions(filter === 'all' ? {} : { status: filter }));
  const setStatus = useMutation(trpc.inquiries.setStatus.mutationOptions());

  const openId = useSearch({ from: '/admin/inquiries' }).open ?? null;
  const navigate = useNavigate({ from: '/admin/inquiries' });
  const select = (id: string | null) => void navigate({ search: id ? { open: id } : {}, replace: true, resetScroll: false });
  // Fetched on its own, so the open inquiry stays open when a status change moves it out of the filtered list.
  const opened = useQuery({ ...trpc.inquiries.get.queryOptions({ id: openId ?? '' }), enabled: openId !== null, retry: false });

  useEffect(() => {
    if (list.isError) enqueueSnackbar(T.fetchFailed, { variant: 'error' });
  }, [list.isError]);

  async function changeStatus(inquiry: Inquiry, status: InquiryStatus, { quiet = false } = {}) {
    try {
      const updated = await setStatus.mutateAsync({ id: inquiry.id, status });
      queryClient.setQueryData(trpc.inquiries.get.queryKey({ id: inquiry.id }), updated);
      // The list, its counts and the sidebar's unread badge.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.inquiries.list.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.inquiries.unreadCount.queryKey() }),
      ]);
      if (!quiet) enqueueSnackbar(T.statusChanged[status], { variant: 'success' });
    } catch {
      enqueueSnackbar(T.updateFailed, { variant: 'error' });
    }
  }

  // Opening a new inquiry reads it; once per opening, so 'Mark as unread' stays unread.
  const markedRead = useRef<string | null>(null);
  useEffect(() => {
    const inquiry = opened.data;
    if (!inquiry || inquiry.status !== 'new' || markedRead.current === inquiry.id) return;
    markedRead.current = inquiry.id;
    void changeStatus(inquiry, 'read', { quiet: true });
    // changeStatus is recreated each render; the opened inquiry alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened.data]);
  useEffect(() => {
    if (openId === null) markedRead.current = null;
  }, [openId]);

  const counts = list.data?.counts;
  const total = counts ? INQUIRY_STATUSES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);

  let detail = null;
  if (openId !== null) {
    if (opened.data) {
      detail = (
        <Stack spacing={3}>
          <InquiryDetail inquiry={opened.data} busy={setStatus.isPending} onSetStatus={(status) => void changeStatus(opened.data, status)} />
          <InquiryNotes inquiryId={opened.data.id} />
        </Stack>
      );
    } else if (opened.isError) {
      detail = <Alert severity="warning">{T.notFound}</Alert>;
    } else {
      detail = <Skeleton variant="rectangular" height={240} />;
    }
  }

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
    listBody = <InquiryList items={list.data.items} selectedId={openId} onSelect={(inquiry) => select(inquiry.id)} />;
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
            <Paper variant="outlined" sx={{ p: 3 }}>
              {detail ?? <Typography color="text.secondary">{T.selectHint}</Typography>}
            </Paper>
          </Grid>
        )}
      </Grid>
      {narrow && (
        <Dialog open={openId !== null} onClose={() => select(null)} fullScreen aria-labelledby="inquiry-detail-name">
          <DialogContent>{detail}</DialogContent>
          <DialogActions>
            <Button onClick={() => select(null)}>{T.close}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
