// 'Write a Review': name and comment must be non-blank
// after trimming, otherwise submitting does nothing; rating 5 down to 1,
// default 5. The review is stored on the server and waits for approval.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { DEFAULT_RATING, MAX_RATING, MIN_RATING, TEXTS } from '@hair/domain';
import { errorMessage } from '../../../lib/api-errors';
import { NativeSelectField, NativeTextField } from '../../../lib/native-fields';
import { Alert } from '../../../lib/on-demand';
import { useTRPC } from '../../../lib/trpc';
import { CATALOG_TEXTS } from '../catalog-texts';

const RATING_OPTIONS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, i) => {
  const value = MAX_RATING - i;
  return { value, label: TEXTS.ratingOption(value) };
});

export interface ReviewFormProps {
  productId: string;
  /** Called once the server has stored the review. */
  onSubmitted: () => void;
}

export function ReviewForm({ productId, onSubmitted }: ReviewFormProps) {
  const [name, setName] = useState('');
  const [rating, setRating] = useState<number>(DEFAULT_RATING);
  const [comment, setComment] = useState('');
  const trpc = useTRPC();
  const create = useMutation(trpc.reviews.create.mutationOptions());

  const clear = () => {
    setName('');
    setRating(DEFAULT_RATING);
    setComment('');
    create.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const user = name.trim();
    const text = comment.trim();
    if (user === '' || text === '' || create.isPending) return;
    create.mutate(
      { productId, name: user, comment: text, rating },
      {
        onSuccess: () => {
          clear();
          onSubmitted();
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="review-form-heading"
      sx={{ p: { xs: 2, md: 4 }, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="review-form-heading" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 3 }}>
        {CATALOG_TEXTS.writeReview}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <NativeTextField id="review-name" label={CATALOG_TEXTS.reviewName} value={name} onChange={(e) => setName(e.target.value)} required autoComplete="name" maxLength={200} />
        <NativeSelectField id="review-rating" label={CATALOG_TEXTS.reviewRating} value={rating} onChange={(e) => setRating(Number(e.target.value))} options={RATING_OPTIONS} />
        <NativeTextField
          id="review-comment"
          label={CATALOG_TEXTS.reviewComment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          required
          rows={4}
          maxLength={5000}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
      {create.isError && (
        <Alert severity="error" sx={{ mt: 2.5 }}>
          {errorMessage(create.error, CATALOG_TEXTS.reviewFailed)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
          {create.isPending ? CATALOG_TEXTS.submittingReview : CATALOG_TEXTS.submitReview}
        </Button>
        <Button type="button" variant="text" size="large" onClick={clear}>
          {TEXTS.cancel}
        </Button>
      </Box>
    </Box>
  );
}
