// REST route of the price history (/api/products/{id}/price-history); it calls its tRPC procedure.
import { priceHistoryPageSchema, priceHistoryQuerySchema } from '@hair/domain';
import { privateRead, type RestModule } from '../rest/adapter';

export const priceHistoryRest: RestModule = {
  tag: 'Prices',
  declare(routes) {
    routes.get('/products/:id/price-history', {
      summary: "List a product's price changes",
      description: 'Newest first: each change of a unit price (cell and tier) or of price_from / price_to, with its old and new price, source (editor, import, bulk), author and date. Pass next_before as before for older entries.',
      access: 'admin',
      query: priceHistoryQuerySchema,
      response: priceHistoryPageSchema,
    }, async ({ caller, req, res }) => privateRead(res, await caller.priceHistory.forProduct({ ...req.query, productId: String(req.params.id) })));
  },
};
