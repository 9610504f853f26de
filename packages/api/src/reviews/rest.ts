// REST routes of product reviews; each calls the tRPC procedure, which
// validates the input (the casts only satisfy the compiler).
import type { ReviewInput, ReviewStatus } from '@hair/domain';
import { bodyOf, publicRead, type RestModule } from '../rest/adapter';

export const reviewsRest: RestModule = (router, handle) => {
  router.get('/products/:id/reviews', handle(async ({ caller, req, res }) => {
    const body = await caller.reviews.forProduct({ productId: String(req.params.id) });
    publicRead(res);
    return body;
  }));

  router.post('/products/:id/reviews', handle(async ({ caller, req, res }) => {
    const body = await caller.reviews.create({ ...(bodyOf(req) as ReviewInput), productId: String(req.params.id) });
    res.status(201);
    return body;
  }));

  router.get('/reviews', handle(async ({ caller, req, res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return caller.reviews.list({ status: req.query.status as ReviewStatus | undefined });
  }));

  router.post('/reviews/:id/approve', handle(async ({ caller, req }) => caller.reviews.setStatus({ id: String(req.params.id), status: 'approved' })));

  router.post('/reviews/:id/reject', handle(async ({ caller, req }) => caller.reviews.setStatus({ id: String(req.params.id), status: 'rejected' })));

  router.put('/reviews/:id/reply', handle(async ({ caller, req }) =>
    caller.reviews.setReply({ ...bodyOf(req), id: String(req.params.id) } as { id: string; reply: string })));

  router.delete('/reviews/:id/reply', handle(async ({ caller, req }) => caller.reviews.removeReply({ id: String(req.params.id) })));

  router.delete('/reviews/:id', handle(async ({ caller, req }) => {
    await caller.reviews.delete({ id: String(req.params.id) });
    return undefined;
  }));
};
