// Testimonials: row <-> API mapping.
import type { Testimonial } from '@hair/domain';
import { testimonials } from '../../db/schema';

export const testimonialColumns = {
  id: testimonials.id,
  quote: testimonials.quote,
  author: testimonials.author,
  role: testimonials.role,
  imageUrl: testimonials.imageUrl,
  rating: testimonials.rating,
  featured: testimonials.featured,
  createdAt: testimonials.createdAt,
};
export type TestimonialRow = Pick<typeof testimonials.$inferSelect, keyof typeof testimonialColumns>;

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
