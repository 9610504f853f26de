// Testimonials: public list, admin writes.
import { idString, testimonialInputSchema, testimonialListQuerySchema } from '@hair/domain';
import { z } from 'zod';
import { withInputType } from '../shared/validation';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { createTestimonial, deleteTestimonial, listTestimonials, updateTestimonial } from './store';

export interface TestimonialBody {
  quote: string;
  author: string;
  role?: string | null;
  image_url?: string | null;
  rating?: number | string;
  featured?: boolean | string;
}
const testimonialCreateInput = withInputType<TestimonialBody>()(testimonialInputSchema);
const testimonialUpdateInput = withInputType<{ id: string } & Partial<TestimonialBody>>()(z.looseObject({ id: idString }));
const testimonialIdSchema = z.object({ id: idString });

export const testimonialsRouter = router({
  list: publicProcedure.input(testimonialListQuerySchema).query(({ ctx, input }) => listTestimonials(ctx.db, input)),

  create: adminProcedure.input(testimonialCreateInput).mutation(({ ctx, input }) => createTestimonial(ctx.db, input)),

  /** A partial body keeps the stored fields it leaves out; the result is validated as a whole. */
  update: adminProcedure.input(testimonialUpdateInput).mutation(({ ctx, input }) => updateTestimonial(ctx.db, input)),

  delete: adminProcedure.input(testimonialIdSchema).mutation(({ ctx, input }) => deleteTestimonial(ctx.db, input.id)),
});
