// One review for moderation: product, reviewer, stars, date, status, comment,
// and the shop's public reply.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { MAX_RATING, type Review, type ReviewStatus } from '@hair/domain';
import { ReviewReply } from './ReviewReply';
import { REVIEW_ADMIN_TEXTS as T } from './texts';

/** The admin list names the product too. */
export type ModeratedReview = Review & { product_name?: string };

/** Pending stands out in the brand's gold; the others stay quiet. */
const STATUS_CHIP = {
  pending: { color: 'secondary', variant: 'filled' },
  approved: { color: 'success', variant: 'outlined' },
  rejected: { color: 'default', variant: 'outlined' },
} as const;

export interface ReviewCardProps {
  review: ModeratedReview;
  busy: boolean;
  onSetStatus(status: Exclude<ReviewStatus, 'pending'>): void;
  onDelete(): void;
  onSaveReply(reply: string): Promise<string | null>;
  onRemoveReply(): void;
}

export function ReviewCard({ review, busy, onSetStatus, onDelete, onSaveReply, onRemoveReply }: ReviewCardProps) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderLeft: 4, borderLeftColor: review.status === 'pending' ? 'secondary.main' : 'divider' }}>
      <Stack spacing={1.25}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <div>
            <Link href={`/product/${encodeURIComponent(review.product_id)}`} variant="subtitle1" sx={{ fontWeight: 600 }}>
              {review.product_name ?? review.product_id}
            </Link>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} component="h2">
                {review.user}
              </Typography>
              <Rating value={review.rating} max={MAX_RATING} readOnly size="small" aria-label={T.ratingLabel(review.rating)} sx={{ color: 'secondary.dark' }} />
              <Typography variant="body2" color="text.secondary" component="span">
                <time dateTime={review.created_at}>{review.date}</time>
              </Typography>
            </Stack>
          </div>
          <Chip size="small" label={T.status[review.status]} {...STATUS_CHIP[review.status]} />
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.comment}</Typography>
        <ReviewReply reviewId={review.id} reply={review.reply} busy={busy} onSave={onSaveReply} onRemove={onRemoveReply} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {review.status !== 'approved' && (
            <Button size="small" variant="contained" startIcon={<CheckCircleOutlined />} disabled={busy} onClick={() => onSetStatus('approved')}>
              {T.approve}
            </Button>
          )}
          {review.status !== 'rejected' && (
            <Button size="small" variant="outlined" startIcon={<BlockOutlined />} disabled={busy} onClick={() => onSetStatus('rejected')}>
              {T.reject}
            </Button>
          )}
          <Button size="small" color="error" startIcon={<DeleteOutlined />} disabled={busy} onClick={onDelete}>
            {T.delete}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
