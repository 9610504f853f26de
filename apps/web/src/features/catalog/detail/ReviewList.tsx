// The approved reviews of a product: reviewer, stars, likes, dislikes, comment and
// date, and the shop's answer under a review when it has one.
import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { type Review } from '@hair/domain';
import { CATALOG_TEXTS } from '../catalog-texts';
import { Stars } from './Stars';
import { visuallyHidden } from './visually-hidden';

export type ReviewItem = Pick<Review, 'id' | 'user' | 'rating' | 'likes' | 'dislikes' | 'comment' | 'date' | 'reply'>;

function Count({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {icon}
      <span aria-hidden="true">{value}</span>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}

export function ReviewList({ reviews }: { reviews: readonly ReviewItem[] }) {
  if (reviews.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 2 }}>{CATALOG_TEXTS.noReviews}</Typography>;
  }
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {reviews.map((review) => (
        <Box component="li" key={review.id} data-testid="review" sx={{ p: { xs: 2, md: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                {review.user}
              </Typography>
              <Stars value={review.rating} />
            </Box>
            <Typography component="time" dateTime={review.date} variant="body2" sx={{ color: 'text.secondary' }}>
              {review.date}
            </Typography>
          </Box>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{review.comment}</Typography>
          <Box sx={{ display: 'flex', gap: 2.5, mt: 1.5, color: 'text.secondary', fontSize: '0.875rem' }}>
            <Count icon={<ThumbUpOutlined fontSize="inherit" aria-hidden="true" />} value={review.likes} label={CATALOG_TEXTS.likes(review.likes)} />
            <Count icon={<ThumbDownOutlined fontSize="inherit" aria-hidden="true" />} value={review.dislikes} label={CATALOG_TEXTS.dislikes(review.dislikes)} />
          </Box>
          {review.reply && (
            <Box data-testid="review-reply" sx={{ mt: 2, ml: { xs: 1, md: 2 }, pl: 2, py: 0.5, borderLeft: 3, borderColor: 'secondary.main' }}>
              <Typography component="h4" sx={{ fontWeight: 700, fontSize: '0.875rem' }}>
                {CATALOG_TEXTS.replyFrom}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {review.reply}
              </Typography>
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
