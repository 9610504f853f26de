// Products (spec points 3, 5, 7): public reads, admin writes.
import {
  MESSAGES,
  TEXTS,
  productInputSchema,
  productListQuerySchema,
  productUpdateSchema,
  slugify,
  toCategorySlug,
  unsetByCategoryInputSchema,
} from '@hair/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { conflict, notFound } from '../errors';
import { loadCategories } from '../services/catalog/categories';
import {
  countUncategorized,
  findProductRow,
  listProducts,
  productColumns,
  toProductDto,
  toProductPageDto,
  toProductWrite,
  uniqueSlug,
} from '../services/catalog/products';
import { invalidField, isUniqueViolation, withInputType } from '../services/validation';
import { adminProcedure, publicProcedure, router } from '../trpc';

const productIdSchema = z.object({ id: z.string().trim().min(1, { error: 'id is required' }) });

/** `{id, ...fields}`: the fields in any spelling of spec point 3, all optional. */
const productUpdateInput = withInputType<{ id: string; [field: string]: unknown }>()(productIdSchema.and(productUpdateSchema));

async function requireProduct(db: Db, idOrSlug: string) {
  const row = await findProductRow(db, idOrSlug);
  if (!row) throw notFound(TEXTS.productNotFound);
  return row;
}

/** Two admins creating the same name at once: the loser of the race takes the next free slug. */
async function insertWithUniqueSlug<T>(db: Db, base: string, insert: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await insert(await uniqueSlug(db, base));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

export const productsRouter = router({
  list: publicProcedure.input(productListQuerySchema).query(async ({ ctx, input }) => {
    const categories = input.category === undefined ? [] : await loadCategories(ctx.db);
    return listProducts(ctx.db, input, categories);
  }),

  byId: publicProcedure.input(productIdSchema).query(async ({ ctx, input }) => toProductPageDto(await requireProduct(ctx.db, input.id))),

  /** How many products have no category (the admin's 'N products category unset' badge). */
  categoryUnsetCount: publicProcedure.query(async ({ ctx }) => ({ count: await countUncategorized(ctx.db) })),

  create: adminProcedure.input(productInputSchema).mutation(async ({ ctx, input }) => {
    const { columns, attributes } = toProductWrite(input);
    const row = await insertWithUniqueSlug(ctx.db, input.slug ?? slugify(input.name), async (slug) => {
      const [inserted] = await ctx.db
        .insert(products)
        .values({ ...columns, name: input.name, slug, attributes })
        .returning(productColumns);
      return inserted!;
    });
    return toProductDto(row);
  }),

  update: adminProcedure.input(productUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    const current = await requireProduct(ctx.db, id);
    // The schema compares the prices it was given; a single new price is compared with the stored other one.
    const priceFrom = fields.price_from !== undefined ? fields.price_from : current.priceFrom;
    const priceTo = fields.price_to !== undefined ? fields.price_to : current.priceTo;
    if (priceFrom !== null && priceTo !== null && priceTo < priceFrom) throw invalidField(['price_to'], MESSAGES.priceRange);

    const { columns, attributes } = toProductWrite(fields, current);
    if (fields.slug !== undefined && fields.slug !== current.slug) {
      if ((await uniqueSlug(ctx.db, fields.slug, current.id)) !== fields.slug) {
        throw conflict(`slug: ${fields.slug} is already used by another product`);
      }
      columns.slug = fields.slug;
    }
    try {
      const [row] = await ctx.db
        .update(products)
        .set({ ...columns, attributes: { ...current.attributes, ...attributes }, updatedAt: sql`now()` })
        .where(eq(products.id, current.id))
        .returning(productColumns);
      if (!row) throw notFound(TEXTS.productNotFound);
      return toProductDto(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`slug: ${String(columns.slug)} is already used by another product`);
      throw error;
    }
  }),

  delete: adminProcedure.input(productIdSchema).mutation(async ({ ctx, input }) => {
    const current = await requireProduct(ctx.db, input.id);
    await ctx.db.delete(products).where(eq(products.id, current.id));
    return { ok: true as const };
  }),

  /** Deleting a category: every product in exactly that category loses it (children keep theirs). */
  unsetByCategory: adminProcedure.input(unsetByCategoryInputSchema).mutation(async ({ ctx, input }) => {
    const slug = toCategorySlug(input.category);
    if (slug === '') return { count: 0 };
    const rows = await ctx.db
      .update(products)
      .set({ category: null, updatedAt: sql`now()` })
      .where(eq(products.category, slug))
      .returning({ id: products.id });
    return { count: rows.length };
  }),
});
