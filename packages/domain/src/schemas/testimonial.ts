// Testimonials: a quote, its author, an optional role and photo, a rating of 1 to 5, featured or not.
import { z } from 'zod';
import { DEFAULT_RATING, MAX_RATING, MIN_RATING } from '../constants';
import { MESSAGES } from '../messages';
import { booleanish, boundedString, imageUrlString, nullableText, requiredText } from './common';
import { blankToUndefined, toIntegerish } from '../records';

/** Star rating 1..5; numeric strings accepted; absent -> 5. */
export const ratingSchema = z.preprocess(
  (v) => (v === null ? undefined : toIntegerish(blankToUndefined(v))),
  z
    .int({ error: MESSAGES.ratingRange })
    .min(MIN_RATING, { error: MESSAGES.ratingRange })
    .max(MAX_RATING, { error: MESSAGES.ratingRange })
    .default(DEFAULT_RATING),
);

export const testimonialInputSchema = z.object({
  quote: requiredText('Quote', MESSAGES.quoteRequired, 5000),
  author: requiredText('Author name', MESSAGES.authorRequired, 200),
  // Empty optional values are sent and stored as null.
  role: nullableText.pipe(boundedString('Role', 200).nullable()),
  image_url: nullableText.pipe(imageUrlString.nullable()),
  rating: ratingSchema,
  featured: booleanish.default(false),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

export const testimonialSchema = z.object({
  id: z.string(),
  quote: z.string(),
  author: z.string(),
  role: z.string().nullable(),
  image_url: z.string().nullable(),
  rating: z.number().int(),
  featured: z.boolean(),
  created_at: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialListQuerySchema = z.object({
  featured: z.preprocess(blankToUndefined, booleanish.optional()),
  limit: z.preprocess(
    (v) => toIntegerish(blankToUndefined(v)),
    z
      .int({ error: 'limit must be a whole number from 1 to 1000' })
      .min(1, { error: 'limit must be a whole number from 1 to 1000' })
      .max(1000, { error: 'limit must be a whole number from 1 to 1000' })
      .optional(),
  ),
});
export type TestimonialListQuery = z.infer<typeof testimonialListQuerySchema>;
