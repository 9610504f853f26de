// Products: public reads, admin writes. Input in any spelling of a field
// (snake_case, camelCase, the older names) is read by the schemas of @hair/domain.
import { productFacetsQuerySchema, productInputSchema, productListQuerySchema, productUpdateSchema, unsetByCategoryInputSchema } from '@hair/domain';
import { z } from 'zod';
import { changeOrigin } from '../price-history/mapper';
import { recordBoundsChanges } from '../price-history/store';
import { withInputType } from '../shared/validation';
import { countSearch } from '../search/store';
import { adminProcedure, publicProcedure, router } from '../trpc';
import {
  countProductsExactly,
  countUncategorized,
  createProduct,
  deleteProduct,
  factNamesInUse,
  listFacets,
  listProducts,
  productPage,
  unsetCategory,
  updateProduct,
} from './store';

const productIdSchema = z.object({ id: z.string().trim().min(1, { error: 'id is required' }) });

/** `{id, ...fields}`: the fields in any of their spellings, all optional. */
const productUpdateInput = withInputType<{ id: string; [field: string]: unknown }>()(productIdSchema.and(productUpdateSchema));

export const productsRouter = router({
  /** A search (its first page) is counted for the dashboard: caches never answer one (docs/decisions/022). */
  list: publicProcedure.input(productListQuerySchema).query(async ({ ctx, input }) => {
    const list = await listProducts(ctx.db, input);
    if (input.q !== undefined && input.offset === 0) await countSearch(ctx.db, input.q, list.total);
    return list;
  }),

  /** The filter column: each facet's values with the count of matching products (docs/decisions/020). */
  facets: publicProcedure.input(productFacetsQuerySchema).query(({ ctx, input }) => listFacets(ctx.db, input)),

  byId: publicProcedure.input(productIdSchema).query(({ ctx, input }) => productPage(ctx.db, input.id)),

  /** Exactly how many products there are, or how many are filed under exactly `category` (the list's total stops at 1,001). */
  count: adminProcedure
    .input(z.object({ category: z.string().trim().min(1).max(200).optional() }).optional())
    .query(({ ctx, input }) => countProductsExactly(ctx.db, input?.category)),

  /** How many products have no category (the admin's 'N products category unset' badge). */
  categoryUnsetCount: publicProcedure.query(({ ctx }) => countUncategorized(ctx.db)),

  /** The textures, colours and tags in use, for the product form's suggestions. */
  factNames: adminProcedure.query(({ ctx }) => factNamesInUse(ctx.db)),

  create: adminProcedure.input(productInputSchema).mutation(({ ctx, input }) => createProduct(ctx.db, input)),

  /** A product without a price grid keeps the changes of its own prices in the price history. */
  update: adminProcedure
    .input(productUpdateInput)
    .mutation(({ ctx, input }) => updateProduct(ctx.db, input, recordBoundsChanges(changeOrigin(ctx.session, 'editor')))),

  delete: adminProcedure.input(productIdSchema).mutation(({ ctx, input }) => deleteProduct(ctx.db, input.id)),

  /** Deleting a category: every product in exactly that category loses it (children keep theirs). */
  unsetByCategory: adminProcedure.input(unsetByCategoryInputSchema).mutation(({ ctx, input }) => unsetCategory(ctx.db, input.category)),
});
