import { describe, expect, it } from 'vitest';
import {
  EMPTY_TESTIMONIAL_FORM,
  quotePreview,
  readTestimonialForm,
  testimonialPhotoName,
  testimonialToForm,
} from './testimonial-form';

describe('readTestimonialForm', () => {
  it('names the missing quote and author with their messages', () => {
    expect(readTestimonialForm({ ...EMPTY_TESTIMONIAL_FORM, quote: '   ' })).toEqual({
      ok: false,
      errors: { quote: 'Quote is required', author: 'Author name is required' },
    });
  });

  it('sends empty optional values as null and trims the rest', () => {
    const result = readTestimonialForm({ ...EMPTY_TESTIMONIAL_FORM, quote: ' Great hair ', author: 'Linh', role: '  ', rating: 4 });
    expect(result).toEqual({
      ok: true,
      body: { quote: 'Great hair', author: 'Linh', role: null, image_url: null, rating: 4, featured: false },
    });
  });

  it('keeps a role and an image URL', () => {
    const result = readTestimonialForm({
      ...EMPTY_TESTIMONIAL_FORM,
      quote: 'Q',
      author: 'A',
      role: 'Salon owner',
      image_url: '/uploads/testimonials/a.webp',
      featured: true,
    });
    expect(result.ok && result.body).toMatchObject({ role: 'Salon owner', image_url: '/uploads/testimonials/a.webp', featured: true, rating: 5 });
  });
});

describe('testimonialToForm', () => {
  it('turns nulls into empty fields', () => {
    expect(
      testimonialToForm({ id: '1', quote: 'Q', author: 'A', role: null, image_url: null, rating: 3, featured: true, created_at: '2026-01-01T00:00:00.000Z' }),
    ).toEqual({ quote: 'Q', author: 'A', role: '', image_url: '', rating: 3, featured: true });
  });
});

describe('quotePreview', () => {
  it('keeps a short quote and folds whitespace', () => {
    expect(quotePreview('Soft  and\nthick')).toBe('Soft and thick');
  });

  it('cuts a long quote at a word with an ellipsis', () => {
    expect(quotePreview('The bundles arrived quickly, and the hair is thick.', 30)).toBe('The bundles arrived quickly…');
  });
});

it('names a photo upload under testimonials/', () => {
  expect(testimonialPhotoName(1700000000000)).toBe('testimonials/testimonial-1700000000000.webp');
});
