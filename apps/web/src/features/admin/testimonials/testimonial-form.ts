// The testimonial dialog's form: what the fields hold,
// how a stored testimonial fills them, and the body the server receives.
import { DEFAULT_RATING, testimonialInputSchema, type Testimonial, type TestimonialInput } from '@hair/domain';
import { firstMessageByField } from '../../../lib/field-errors';

export interface TestimonialFormValues {
  quote: string;
  author: string;
  role: string;
  image_url: string;
  rating: number;
  featured: boolean;
}

export type TestimonialField = keyof TestimonialFormValues;
export type TestimonialFieldErrors = Partial<Record<TestimonialField, string>>;

export const EMPTY_TESTIMONIAL_FORM: TestimonialFormValues = {
  quote: '',
  author: '',
  role: '',
  image_url: '',
  rating: DEFAULT_RATING,
  featured: false,
};

export function testimonialToForm(testimonial: Testimonial): TestimonialFormValues {
  return {
    quote: testimonial.quote,
    author: testimonial.author,
    role: testimonial.role ?? '',
    image_url: testimonial.image_url ?? '',
    rating: testimonial.rating,
    featured: testimonial.featured,
  };
}

export type TestimonialFormResult = { ok: true; body: TestimonialInput } | { ok: false; errors: TestimonialFieldErrors };

/**
 * Checks the form with the server's own schema, so the dialog shows the same
 * messages ('Quote is required', 'Author name is required'); blank optional
 * values come out as null.
 */
export function readTestimonialForm(values: TestimonialFormValues): TestimonialFormResult {
  const parsed = testimonialInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: firstMessageByField(parsed.error.issues) };
}

/** Upload name of a cropped testimonial photo (stored under /uploads/testimonials/). */
export function testimonialPhotoName(now = Date.now()): string {
  return `testimonials/testimonial-${now}.webp`;
}

/** Shortens a quote for the table; whole words, with an ellipsis when cut. */
export function quotePreview(quote: string, maxLength = 120): string {
  const text = quote.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
