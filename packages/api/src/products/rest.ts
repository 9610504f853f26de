// REST routes of products (/api/products); each calls the tRPC procedure,
// which validates the body (the casts only satisfy the compiler).
import type { UnsetByCategoryInput } from '@hair/domain';
import { bodyOf, publicRead, type RestModule } from '../rest/adapter';

export const productsRest: RestModule = (router, handle) => {
  router.get('/products', handle(async ({ caller, req, res }) => {
    const { items, total } = await caller.products.list(req.query);
    publicRead(res);
    res.setHeader('X-Total-Count', String(total));
    return items;
  }));

  // Before /products/:id, which would otherwise take 'category-unset-count' for an id.
  router.get('/products/category-unset-count', handle(async ({ caller }) => caller.products.categoryUnsetCount()));

  router.get('/products/:id', handle(async ({ caller, req, res }) => {
    const product = await caller.products.byId({ id: String(req.params.id) });
    publicRead(res);
    return product;
  }));

  router.post('/products', handle(async ({ caller, req, res }) => {
    const product = await caller.products.create(bodyOf(req));
    res.status(201);
    return product;
  }));

  router.post('/products/unset-by-category', handle(async ({ caller, req }) => caller.products.unsetByCategory(bodyOf(req) as UnsetByCategoryInput)));

  router.put('/products/:id', handle(async ({ caller, req }) => caller.products.update({ ...bodyOf(req), id: String(req.params.id) })));

  router.delete('/products/:id', handle(async ({ caller, req }) => {
    await caller.products.delete({ id: String(req.params.id) });
    return undefined;
  }));
};
