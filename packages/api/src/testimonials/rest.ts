// REST routes of testimonials (/api/testimonials); each calls the tRPC procedure,
// which validates the body (the casts only satisfy the compiler).
import type { TestimonialInput } from '@hair/domain';
import { bodyOf, publicRead, type RestModule } from '../rest/adapter';

export const testimonialsRest: RestModule = (router, handle) => {
  router.get('/testimonials', handle(async ({ caller, req, res }) => {
    const items = await caller.testimonials.list(req.query);
    publicRead(res);
    return items;
  }));

  router.post('/testimonials', handle(async ({ caller, req, res }) => {
    const testimonial = await caller.testimonials.create(bodyOf(req) as TestimonialInput);
    res.status(201);
    return testimonial;
  }));

  router.put('/testimonials/:id', handle(async ({ caller, req }) => caller.testimonials.update({ ...bodyOf(req), id: String(req.params.id) })));

  router.delete('/testimonials/:id', handle(async ({ caller, req }) => {
    await caller.testimonials.delete({ id: String(req.params.id) });
    return undefined;
  }));
};
