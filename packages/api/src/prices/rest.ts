// REST routes of price grids (/api/products/{id}/prices) and of many prices at
// once (/api/prices.csv, /api/prices/bulk); each calls its tRPC procedure, which
// validates the input and checks the admin role.
import {
  bulkChangeInputSchema, priceChangeReportSchema, priceFileName, PRICE_FILE_TYPES, PRICE_GRID_MESSAGES, priceGridInputSchema, priceGridSchema, priceImportQuerySchema, toBooleanish,
} from '@hair/domain';
import { z } from 'zod';
import { notFound } from '../errors';
import { bodyOf, dropRestOfBody, fileBodyOf, publicRead, sendFilePages, type RestModule } from '../rest/adapter';
import { parseOrBadRequest } from '../shared/validation';

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

    routes.get('/prices.csv', {
      summary: 'Export every price grid as a price file (CSV)',
      description: 'UTF-8 with a byte-order mark, comma separated, CRLF lines. One row per product, length, texture, grade and tier '
        + '(in the discount mode one row per cell: its base price): product_slug, product_name, unit, currency, length, texture, grade, '
        + 'tier_min_quantity, price, pricing. Text that a spreadsheet would run as a formula starts with an apostrophe.',
      access: 'admin',
      file: 'text/csv',
    }, async ({ caller, res }) => {
      let page = await caller.prices.exportPage();
      return sendFilePages(res, { contentType: 'text/csv', fileName: priceFileName(new Date()), download: true }, page.csv, async () => {
        if (page.next === null) return null;
        page = await caller.prices.exportPage({ after: page.next });
        return page.csv;
      });
    });

    routes.post('/prices.csv', {
      summary: 'Preview or apply a price file (CSV)',
      description: 'The body is the file (Content-Type: text/csv, at most 5 MB; 413 past it, 415 for another type). Without apply=true the answer '
        + 'is a preview and nothing is stored. With apply=true the file is applied in one transaction: 400 with the rejected rows when any, '
        + '409 when preview_id is given and the prices moved since that preview. The file changes the products it names: their cells it leaves '
        + 'out are removed.',
      access: 'admin',
      query: priceImportQuerySchema,
      fileBody: PRICE_FILE_TYPES,
      response: priceChangeReportSchema,
    }, async ({ caller, req }) => {
      try {
        const query = parseOrBadRequest(priceImportQuerySchema, req.query);
        return await caller.prices.importFile({ ...query, contentType: req.headers['content-type'], ...fileBodyOf(req) });
      } catch (error) {
        dropRestOfBody(req);
        throw error;
      }
    });

    routes.post('/prices/bulk', {
      summary: 'Preview or apply a bulk change of prices by a percentage',
      description: 'Every price of the grids of a category (with its child categories), a texture or a grade (or where they meet) moves by percent '
        + `(from -90 to 500), rounded to cents; with a category alone, so do the price_from and price_to of its products without a grid. `
        + 'Without apply: true the answer is a preview; with it the change is applied in one transaction (409 when preview_id is given and the '
        + 'prices moved since that preview).',
      access: 'admin',
      body: bulkChangeInputSchema.and(z.object({ apply: z.boolean().optional() })),
      response: priceChangeReportSchema,
    }, ({ caller, req }) => {
      const { apply, ...input } = bodyOf(req);
      return toBooleanish(apply) === true ? caller.prices.applyBulk(input as never) : caller.prices.previewBulk(input as never);
    });
  },
};
