// Products: public reads, admin writes. Input in any spelling of a field
// (snake_case, camelCase, the older names) is read by the schemas of @hair/domain.
import { productFacetsQuerySchema, productInputSchema, productListQuerySchema, productUpdateSchema, unsetByCategoryInputSchema } from '@hair/domain';
import { z } from 'zod';
import { changeOrigin } from '../price-history/mapper';
import { recordBoundsChanges } from '../price-history/store';
import { withInputType } from '../shared/validation';
import { countSearch } from '../search/store';
import { adminProcedure, createCallerFactory, publicProcedure, router, seesDrafts } from '../trpc';
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

/** The list with the drafts (the admin's product list): admin only, through the admin procedure. */
const listWithDrafts = adminProcedure.input(productListQuerySchema).query(({ ctx, input }) => listProducts(ctx.db, input, 'all'));
const callAdminList = createCallerFactory(router({ listWithDrafts }));

export const productsRouter = router({
  /**
   * Published products; `include_drafts` asks for the admin's list with the drafts. A
   * buyer's search (its first page) is counted for the dashboard: caches never answer
   * one (docs/decisions/022).
   */
  list: publicProcedure.input(productListQuerySchema).query(async ({ ctx, input }) => {
    if (input.include_drafts === true) return callAdminList(ctx).listWithDrafts(input);
    const list = await listProducts(ctx.db, input, 'published');
    if (input.q !== undefined && input.offset === 0) await countSearch(ctx.db, input.q, list.total);
    return list;
  }),

  /** The filter column: each facet's values with the count of matching products (docs/decisions/020). */
  facets: publicProcedure.input(productFacetsQuerySchema).query(({ ctx, input }) => listFacets(ctx.db, input)),

  /** A draft answers admins only (their preview); anyone else gets a 404. */
  byId: publicProcedure.input(productIdSchema).query(({ ctx, input }) => productPage(ctx.db, input.id, seesDrafts(ctx) ? 'all' : 'published')),

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
