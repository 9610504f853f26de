// Testimonials between their row and the API's shape, both ways.
import { testimonialInputSchema, type Testimonial, type TestimonialInput } from '@hair/domain';
import { parseOrBadRequest, presentFields } from '../shared/validation';
import type { testimonials } from '../db/schema';

/** The stored fields a testimonial is read with (not its updatedAt). */
export const TESTIMONIAL_FIELDS = ['id', 'quote', 'author', 'role', 'imageUrl', 'rating', 'featured', 'createdAt'] as const;
export type TestimonialRow = Pick<typeof testimonials.$inferSelect, (typeof TESTIMONIAL_FIELDS)[number]>;

export function toTestimonialDto(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    quote: row.quote,
    author: row.author,
    role: row.role,
    image_url: row.imageUrl,
    rating: row.rating,
    featured: row.featured,
    created_at: row.createdAt.toISOString(),
  };
}

export function toTestimonialColumns(input: TestimonialInput) {
  return {
    quote: input.quote,
    author: input.author,
    role: input.role,
    imageUrl: input.image_url,
    rating: input.rating,
    featured: input.featured,
  };
}

/**
 * A PUT sends the whole testimonial, but a partial body (say, only `featured`)
 * keeps the other stored fields: the body is laid over the stored testimonial
 * and the result validated as a whole (400 naming the field).
 */
export function mergeTestimonial(current: TestimonialRow, fields: Record<string, unknown>): TestimonialInput {
  return parseOrBadRequest(testimonialInputSchema, { ...toTestimonialDto(current), ...presentFields(fields) });
}
