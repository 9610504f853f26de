// REST routes of products (/api/products); each calls the tRPC procedure,
// which validates the body (the casts only satisfy the compiler).
import {
  countResultSchema, productFacetsQuerySchema, productFacetsSchema, productInputSchema, productListQuerySchema, productSchema, productUpdateSchema, unsetByCategoryInputSchema, type UnsetByCategoryInput,
} from '@hair/domain';
import { z } from 'zod';
import { bodyOf, publicRead, type RestModule } from '../rest/adapter';

export const productsRest: RestModule = {
  tag: 'Products',
  declare(routes) {
    routes.get('/products', {
      summary: 'List products',
      description: 'The X-Total-Count header holds the number of matches before limit and offset, counted up to 1,001. '
        + 'length, texture, grade and colour may repeat or be comma separated: any of a facet\'s values, every facet given. '
        + 'Drafts are left out; include_drafts=true lists them too, for admins only.',
      access: 'public',
      query: productListQuerySchema,
      response: z.array(productSchema),
    }, async ({ caller, req, res }) => {
      const { items, total } = await caller.products.list(req.query);
      res.setHeader('X-Total-Count', String(total));
      return publicRead(res, items);
    });

    // Before /products/:id, which would otherwise take these paths for an id.
    routes.get('/products/facets', {
      summary: 'Count the products of each filter value',
      description: 'The values of length, texture, grade and colour among the products the other filters match, with their counts, and the matches in stock.',
      access: 'public',
      query: productFacetsQuerySchema,
      response: productFacetsSchema,
    }, async ({ caller, req, res }) => publicRead(res, await caller.products.facets(req.query)));

    routes.get('/products/category-unset-count', {
      summary: 'Count the products without a category',
      access: 'public',
      response: countResultSchema,
    }, ({ caller }) => caller.products.categoryUnsetCount());

    routes.get('/products/:id', {
      summary: 'Get a product by id or slug',
      description: 'A draft answers 404 to anyone but an admin.',
      access: 'public',
      response: productSchema,
    }, async ({ caller, req, res }) => publicRead(res, await caller.products.byId({ id: String(req.params.id) })));

    routes.post('/products', {
      summary: 'Create a product',
      description: 'Every spelling of a field that older clients send is accepted.',
      access: 'admin',
      body: productInputSchema,
      response: productSchema,
      status: 201,
    }, ({ caller, req }) => caller.products.create(bodyOf(req)));

    routes.post('/products/unset-by-category', {
      summary: 'Remove a category from every product that has it',
      access: 'admin',
      body: unsetByCategoryInputSchema,
      response: countResultSchema,
    }, ({ caller, req }) => caller.products.unsetByCategory(bodyOf(req) as UnsetByCategoryInput));

    routes.put('/products/:id', {
      summary: 'Update a product',
      description: 'Fields left out keep their stored value.',
      access: 'admin',
      body: productUpdateSchema,
      response: productSchema,
    }, ({ caller, req }) => caller.products.update({ ...bodyOf(req), id: String(req.params.id) }));

    routes.delete('/products/:id', { summary: 'Delete a product', access: 'admin' }, async ({ caller, req }) => {
      await caller.products.delete({ id: String(req.params.id) });
      return undefined;
    });
  },
};
