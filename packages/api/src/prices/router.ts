// Price grids: the public grid of a product, and the admin's whole-grid replace.
import { priceGridInputSchema } from '@hair/domain';
import { z } from 'zod';
import { withInputType } from '../shared/validation';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { productGrid, replaceProductGrid } from './store';

const productIdSchema = z.object({ productId: z.string().trim().min(1, { error: 'productId is required' }) });

/** `{productId, ...grid}`: the grid's fields beside the product's id or slug. */
const replaceInput = withInputType<{ productId: string; [field: string]: unknown }>()(productIdSchema.and(priceGridInputSchema));

export const pricesRouter = router({
  /** The product's grid, or null when it has none; 404 for an unknown product. */
  byProduct: publicProcedure.input(productIdSchema).query(({ ctx, input }) => productGrid(ctx.db, input.productId)),

  /** Replaces the grid (no cells: removes it) and keeps the product's price_from / price_to in step. */
  replace: adminProcedure.input(replaceInput).mutation(({ ctx, input: { productId, ...grid } }) => replaceProductGrid(ctx.db, productId, grid)),
});
