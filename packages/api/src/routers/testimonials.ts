// Testimonials (spec points 3, 5, 7): public list, admin writes.
import { idString, testimonialInputSchema, testimonialListQuerySchema, type TestimonialInput } from '@hair/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { testimonials } from '../db/schema';
import { notFound } from '../errors';
import { testimonialColumns, toTestimonialDto } from '../services/catalog/testimonials';
import { parseOrBadRequest, withInputType } from '../services/validation';
import { adminProcedure, publicProcedure, router } from '../trpc';

const TESTIMONIAL_NOT_FOUND = 'Testimonial not found';
/** The list has no paging; this only bounds a runaway table. */
const TESTIMONIAL_LIST_MAX = 1000;
const testimonialIdSchema = z.object({ id: idString });

export interface TestimonialBody {
  quote: string;
  author: string;
  role?: string | null;
  image_url?: string | null;
  rating?: number | string;
  featured?: boolean | string;
}
const testimonialCreateInput = withInputType<TestimonialBody>()(testimonialInputSchema);
const testimonialUpdateInput = withInputType<{ id: string } & Partial<TestimonialBody>>()(z.looseObject({ id: idString }));

function toColumns(input: TestimonialInput) {
  return {
    quote: input.quote,
    author: input.author,
    role: input.role,
    imageUrl: input.image_url,
    rating: input.rating,
    featured: input.featured,
  };
}

async function requireTestimonial(db: Db, id: string) {
  const [row] = await db.select(testimonialColumns).from(testimonials).where(eq(testimonials.id, id)).limit(1);
  if (!row) throw notFound(TESTIMONIAL_NOT_FOUND);
  return row;
}

/** Fields given as undefined count as absent (JSON cannot send undefined; tRPC callers can). */
function presentFields(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

export const testimonialsRouter = router({
  list: publicProcedure.input(testimonialListQuerySchema).query(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select(testimonialColumns)
      .from(testimonials)
      .where(input.featured === undefined ? undefined : eq(testimonials.featured, input.featured))
      .orderBy(desc(testimonials.createdAt), asc(testimonials.id))
      .limit(input.limit ?? TESTIMONIAL_LIST_MAX);
    return rows.map(toTestimonialDto);
  }),

  create: adminProcedure.input(testimonialCreateInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db.insert(testimonials).values(toColumns(input)).returning(testimonialColumns);
    return toTestimonialDto(row!);
  }),

  /**
   * PUT sends the whole testimonial (spec point 7), but a partial body (say,
   * only `featured`) keeps the other stored fields: the body is laid over the
   * stored testimonial and the result validated as a whole.
   */
  update: adminProcedure.input(testimonialUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    const current = toTestimonialDto(await requireTestimonial(ctx.db, id));
    const merged = parseOrBadRequest(testimonialInputSchema, { ...current, ...presentFields(fields) });
    const [row] = await ctx.db
      .update(testimonials)
      .set({ ...toColumns(merged), updatedAt: sql`now()` })
      .where(eq(testimonials.id, id))
      .returning(testimonialColumns);
    if (!row) throw notFound(TESTIMONIAL_NOT_FOUND);
    return toTestimonialDto(row);
  }),

  delete: adminProcedure.input(testimonialIdSchema).mutation(async ({ ctx, input }) => {
    const rows = await ctx.db.delete(testimonials).where(eq(testimonials.id, input.id)).returning({ id: testimonials.id });
    if (rows.length === 0) throw notFound(TESTIMONIAL_NOT_FOUND);
    return { ok: true as const };
  }),
});
