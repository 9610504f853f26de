// The price history of a product: what the product form lists under its prices.
import { priceHistoryQuerySchema } from '@hair/domain';
import { z } from 'zod';
import { adminProcedure, router } from '../trpc';
import { listPriceHistory } from './store';

export const priceHistoryInputSchema = priceHistoryQuerySchema.extend({ productId: z.string().trim().min(1, { error: 'productId is required' }) });

export const priceHistoryRouter = router({
  /** Newest first, `limit` at a time; `before` is the last entry's id of the page before. */
  forProduct: adminProcedure.input(priceHistoryInputSchema).query(({ ctx, input }) => listPriceHistory(ctx.db, input.productId, input)),
});
