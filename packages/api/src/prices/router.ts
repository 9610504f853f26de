// Price grids: the public grid of a product, the admin's whole-grid replace,
// and the admin's changes of many prices at once (decision 015): the price file
// (export, preview, apply) and the bulk change by percentage (preview, apply).
// Previews are mutations: they carry a file, and store nothing.
import { bulkChangeInputSchema, priceFilePageInputSchema, priceGridInputSchema, priceImportInputSchema, priceImportQuerySchema } from '@hair/domain';
import { z } from 'zod';
import { changeOrigin } from '../price-history/mapper';
import { fileBodySchema } from '../shared/file-body';
import { withInputType } from '../shared/validation';
import { adminProcedure, publicProcedure, router, seesDrafts } from '../trpc';
import { applyBulkChange, previewBulkChange } from './bulk';
import { priceFilePage } from './export';
import { applyPriceImport, previewPriceImport, priceFileText } from './import';
import { gridOptionsInUse, productGrid, replaceProductGrid } from './store';

const productIdSchema = z.object({ productId: z.string().trim().min(1, { error: 'productId is required' }) });

/** `{productId, ...grid}`: the grid's fields beside the product's id or slug. */
/** A price file sent as the body of POST /api/prices.csv: the query's apply and preview_id, the body's stream and media type. */
const fileImportInput = priceImportQuerySchema.extend({ contentType: z.string().optional(), ...fileBodySchema('price file', 'POST /api/prices.csv').shape });

const replaceInput = withInputType<{ productId: string; [field: string]: unknown }>()(productIdSchema.and(priceGridInputSchema));

export const pricesRouter = router({
  /** The product's grid, or null when it has none; 404 for an unknown product, and for a draft to anyone but an admin. */
  byProduct: publicProcedure.input(productIdSchema).query(({ ctx, input }) => productGrid(ctx.db, input.productId, seesDrafts(ctx) ? 'all' : 'published')),

  /** Replaces the grid (no cells: removes it) and keeps the product's price_from / price_to in step. */
  replace: adminProcedure
    .input(replaceInput)
    .mutation(({ ctx, input: { productId, ...grid } }) => replaceProductGrid(ctx.db, productId, grid, changeOrigin(ctx.session, 'editor'))),

  /** One page of the price file (CSV text); pass `next` as `after` for the following page. */
  exportPage: adminProcedure.input(priceFilePageInputSchema).query(({ ctx, input }) => priceFilePage(ctx.db, input?.after)),

  /** What importing the file would add, change, remove and reject; stores nothing. */
  previewImport: adminProcedure.input(priceImportInputSchema).mutation(({ ctx, input }) => previewPriceImport(ctx.db, input)),

  /** Imports the file in one transaction; refused while a row is rejected, or (with preview_id) when prices moved since the preview. */
  applyImport: adminProcedure.input(priceImportInputSchema).mutation(({ ctx, input }) => applyPriceImport(ctx.db, input, changeOrigin(ctx.session, 'import'))),

  /** The preview (or, with apply, the import) of a price file sent as a request's body; REST only, as a tRPC call carries JSON. */
  importFile: adminProcedure.input(fileImportInput).mutation(async ({ ctx, input }) => {
    const file = { csv: await priceFileText(input), preview_id: input.preview_id };
    return input.apply ? applyPriceImport(ctx.db, file, changeOrigin(ctx.session, 'import')) : previewPriceImport(ctx.db, file);
  }),

  /** The textures and grades the grids use: the bulk change's choices. */
  bulkOptions: adminProcedure.query(({ ctx }) => gridOptionsInUse(ctx.db)),

  /** What raising or lowering the prices would change; stores nothing. */
  previewBulk: adminProcedure.input(bulkChangeInputSchema).mutation(({ ctx, input }) => previewBulkChange(ctx.db, input)),

  /** Raises or lowers the prices in one transaction; with preview_id, refused when prices moved since the preview. */
  applyBulk: adminProcedure.input(bulkChangeInputSchema).mutation(({ ctx, input }) => applyBulkChange(ctx.db, input, changeOrigin(ctx.session, 'bulk'))),
});
