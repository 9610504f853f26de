// REST routes of product reviews; each calls the tRPC procedure, which
// validates the input (the casts only satisfy the compiler).
import { reviewInputSchema, reviewReplyInputSchema, reviewSchema, type ReviewInput, type ReviewStatus } from '@hair/domain';
import { z } from 'zod';
import { reviewListQuerySchema } from './router';
import { bodyOf, publicRead, type RestModule } from '../rest/adapter';

export const reviewsRest: RestModule = {
  tag: 'Reviews',
  declare(routes) {
    routes.get('/products/:id/reviews', {
      summary: "A product's approved reviews, with their count and average rating",
      access: 'public',
      response: z.object({ items: z.array(reviewSchema), count: z.number().int(), average: z.number() }),
    }, async ({ caller, req, res }) => publicRead(res, await caller.reviews.forProduct({ productId: String(req.params.id) })));

    routes.post('/products/:id/reviews', {
      summary: 'Write a review; it waits for approval',
      description: 'Rate limited per client address (429).',
      access: 'public',
      body: reviewInputSchema,
      response: z.object({ review: reviewSchema }),
      status: 201,
    }, ({ caller, req }) => caller.reviews.create({ ...(bodyOf(req) as ReviewInput), productId: String(req.params.id) }));

    routes.get('/reviews', {
      summary: 'Every review, pending first',
      access: 'admin',
      query: reviewListQuerySchema,
      response: z.array(reviewSchema.extend({ product_name: z.string() })),
    }, ({ caller, req, res }) => {
      res.setHeader('Cache-Control', 'no-store');
      return caller.reviews.list({ status: req.query.status as ReviewStatus | undefined });
    });

    routes.post('/reviews/:id/approve', { summary: 'Approve a review', access: 'admin', response: reviewSchema }, ({ caller, req }) =>
      caller.reviews.setStatus({ id: String(req.params.id), status: 'approved' }));

    routes.post('/reviews/:id/reject', { summary: 'Reject a review', access: 'admin', response: reviewSchema }, ({ caller, req }) =>
      caller.reviews.setStatus({ id: String(req.params.id), status: 'rejected' }));

    routes.put('/reviews/:id/reply', {
      summary: "Write or edit the shop's public reply",
      access: 'admin',
      body: reviewReplyInputSchema.omit({ id: true }),
      response: reviewSchema,
    }, ({ caller, req }) => caller.reviews.setReply({ ...bodyOf(req), id: String(req.params.id) } as { id: string; reply: string }));

    routes.delete('/reviews/:id/reply', { summary: "Remove the shop's reply", access: 'admin', response: reviewSchema }, ({ caller, req }) =>
      caller.reviews.removeReply({ id: String(req.params.id) }));

    routes.delete('/reviews/:id', { summary: 'Delete a review', access: 'admin' }, async ({ caller, req }) => {
      await caller.reviews.delete({ id: String(req.params.id) });
      return undefined;
    });
  },
};
