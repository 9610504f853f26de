// REST routes of testimonials (/api/testimonials); each calls the tRPC procedure,
// which validates the body (the casts only satisfy the compiler).
import { testimonialInputSchema, testimonialListQuerySchema, testimonialSchema, type TestimonialInput } from '@hair/domain';
import { z } from 'zod';
import { bodyOf, publicRead, type RestModule } from '../rest/adapter';

export const testimonialsRest: RestModule = {
  tag: 'Testimonials',
  declare(routes) {
    routes.get('/testimonials', {
      summary: 'List testimonials, newest first',
      access: 'public',
      query: testimonialListQuerySchema,
      response: z.array(testimonialSchema),
    }, async ({ caller, req, res }) => publicRead(res, await caller.testimonials.list(req.query)));

    routes.post('/testimonials', {
      summary: 'Create a testimonial',
      access: 'admin',
      body: testimonialInputSchema,
      response: testimonialSchema,
      status: 201,
    }, ({ caller, req }) => caller.testimonials.create(bodyOf(req) as TestimonialInput));

    routes.put('/testimonials/:id', {
      summary: 'Update a testimonial',
      description: 'Fields left out keep their stored value.',
      access: 'admin',
      body: testimonialInputSchema.partial(),
      response: testimonialSchema,
    }, ({ caller, req }) => caller.testimonials.update({ ...bodyOf(req), id: String(req.params.id) }));

    routes.delete('/testimonials/:id', { summary: 'Delete a testimonial', access: 'admin' }, async ({ caller, req }) => {
      await caller.testimonials.delete({ id: String(req.params.id) });
      return undefined;
    });
  },
};
