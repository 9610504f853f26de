// REST routes of price grids (/api/products/{id}/prices); each calls its tRPC
// procedure, which validates the body.
import { PRICE_GRID_MESSAGES, priceGridInputSchema, priceGridSchema } from '@hair/domain';
import { notFound } from '../errors';
import { bodyOf, publicRead, type RestModule } from '../rest/adapter';

export const pricesRest: RestModule = {
  tag: 'Prices',
  declare(routes) {
    routes.get('/products/:id/prices', {
      summary: "Get a product's price grid",
      description: 'By product id or slug; 404 when the product is unknown or has no grid.',
      access: 'public',
      response: priceGridSchema,
    }, async ({ caller, req, res }) => {
      const grid = await caller.prices.byProduct({ productId: String(req.params.id) });
      if (!grid) throw notFound(PRICE_GRID_MESSAGES.noGrid);
      return publicRead(res, grid);
    });

    routes.put('/products/:id/prices', {
      summary: "Replace a product's price grid",
      description: "The product's price_from and price_to become the grid's lowest and highest unit price. A grid without cells removes the grid (answer: null).",
      access: 'admin',
      body: priceGridInputSchema,
      response: priceGridSchema.nullable(),
    }, ({ caller, req }) => caller.prices.replace({ ...bodyOf(req), productId: String(req.params.id) }));
  },
};
