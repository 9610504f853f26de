// Stars and the average of the approved reviews, or 'No reviews yet'.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRating } from '@hair/domain';
import { CATALOG_TEXTS } from '../catalog-texts';
import { Stars } from './Stars';

export function ReviewSummary({ count, average }: { count: number; average: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="review-summary">
      {count > 0 && <Stars value={average} precision={0.1} />}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {count > 0 ? CATALOG_TEXTS.averageRating(formatRating(average), count) : CATALOG_TEXTS.noReviewsYet}
      </Typography>
    </Box>
  );
}
