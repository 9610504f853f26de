// Reviews (new): moderation of buyer reviews, pending ones first (the server's
// order). Approve, reject, answer publicly, or delete after a confirmation.
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { REVIEW_STATUSES, type ReviewStatus } from '@hair/domain';
import { errorMessage } from '../../../lib/api-errors';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { ReviewCard, type ModeratedReview } from './ReviewCard';
import { REVIEW_ADMIN_TEXTS as T } from './texts';

type Filter = ReviewStatus | 'all';

export function ReviewsAdminPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useQuery(trpc.reviews.list.queryOptions(filter === 'all' ? {} : { status: filter }));
  const setStatus = useMutation(trpc.reviews.setStatus.mutationOptions());
  const remove = useMutation(trpc.reviews.delete.mutationOptions());
  const setReply = useMutation(trpc.reviews.setReply.mutationOptions());
  const removeReply = useMutation(trpc.reviews.removeReply.mutationOptions());
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    if (list.isError) enqueueSnackbar(T.fetchFailed, { variant: 'error' });
  }, [list.isError]);

  /** Runs a change, then refreshes the list and the product pages' reviews; answers the error message when it failed. */
  async function run(review: ModeratedReview, change: () => Promise<unknown>, done: string, failed: string): Promise<string | null> {
    setBusyId(review.id);
    try {
      await change();
      await queryClient.invalidateQueries({ queryKey: trpc.reviews.pathKey() });
      enqueueSnackbar(done, { variant: 'success' });
      return null;
    } catch (error) {
      enqueueSnackbar(failed, { variant: 'error' });
      return errorMessage(error, failed).replace(/^reply: /, '');
    } finally {
      setBusyId(null);
    }
  }

  const moderate = (review: ModeratedReview, status: 'approved' | 'rejected') =>
    run(review, () => setStatus.mutateAsync({ id: review.id, status }), status === 'approved' ? T.approved : T.rejected, T.updateFailed);

  const deleteReview = (review: ModeratedReview) => {
    if (!window.confirm(T.confirmDelete)) return;
    void run(review, () => remove.mutateAsync({ id: review.id }), T.deleted, T.deleteFailed);
  };

  const saveReply = (review: ModeratedReview, reply: string) =>
    run(review, () => setReply.mutateAsync({ id: review.id, reply }), T.replySaved, T.replyFailed);

  const deleteReply = (review: ModeratedReview) => {
    if (!window.confirm(T.confirmRemoveReply)) return;
    void run(review, () => removeReply.mutateAsync({ id: review.id }), T.replyRemoved, T.replyFailed);
  };

  let body;
  if (list.isError) {
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void list.refetch()}>{T.retry}</Button>}>
        {T.fetchFailed}
      </Alert>
    );
  } else if (!list.data) {
    body = (
      <Stack spacing={2}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={140} />
        ))}
      </Stack>
    );
  } else if (list.data.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{T.empty}</Typography>
      </Paper>
    );
  } else {
    body = (
      <Stack component="ul" aria-label={T.listLabel} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.data.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            busy={busyId === review.id}
            onSetStatus={(status) => void moderate(review, status)}
            onDelete={() => deleteReview(review)}
            onSaveReply={(reply) => saveReply(review, reply)}
            onRemoveReply={() => deleteReply(review)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <AdminPageHeader title={T.pageTitle} description={T.pageDescription} />
      <ToggleButtonGroup
        value={filter}
        exclusive
        size="small"
        aria-label={T.filterLabel}
        onChange={(_, value: Filter | null) => value && setFilter(value)}
        sx={{ mb: 2, flexWrap: 'wrap', bgcolor: 'background.paper' }}
      >
        <ToggleButton value="all">{T.all}</ToggleButton>
        {REVIEW_STATUSES.map((status) => (
          <ToggleButton key={status} value={status}>
            {T.status[status]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {body}
    </>
  );
}
