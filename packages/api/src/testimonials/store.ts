// Every SQL statement of testimonials.
import type { Testimonial, TestimonialInput, TestimonialListQuery } from '@hair/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pickColumns } from '../db/columns';
import { textContains } from '../db/conditions';
import { testimonials } from '../db/schema';
import { notFound } from '../errors';
import { namesFile, type FileDeps } from '../shared/file-uses';
import { TESTIMONIAL_FIELDS, mergeTestimonial, toTestimonialColumns, toTestimonialDto } from './mapper';

const TESTIMONIAL_NOT_FOUND = 'Testimonial not found';
/** The list has no paging; this only bounds a runaway table. */
const TESTIMONIAL_LIST_MAX = 1000;

const testimonialColumns = pickColumns(testimonials, TESTIMONIAL_FIELDS);

/** Newest first; `featured` and `limit` filter. */
export async function listTestimonials(db: Db, query: TestimonialListQuery): Promise<Testimonial[]> {
  const rows = await db
    .select(testimonialColumns)
    .from(testimonials)
    .where(query.featured === undefined ? undefined : eq(testimonials.featured, query.featured))
    .orderBy(desc(testimonials.createdAt), asc(testimonials.id))
    .limit(query.limit ?? TESTIMONIAL_LIST_MAX);
  return rows.map(toTestimonialDto);
}

export async function createTestimonial(db: Db, input: TestimonialInput): Promise<Testimonial> {
  const [row] = await db.insert(testimonials).values(toTestimonialColumns(input)).returning(testimonialColumns);
  return toTestimonialDto(row!);
}

/** Lays the fields given over the stored testimonial (see mergeTestimonial) and saves the result. */
export async function updateTestimonial(db: Db, { id, ...fields }: { id: string } & Record<string, unknown>): Promise<Testimonial> {
  const [current] = await db.select(testimonialColumns).from(testimonials).where(eq(testimonials.id, id)).limit(1);
  if (!current) throw notFound(TESTIMONIAL_NOT_FOUND);
  const merged = mergeTestimonial(current, fields);
  const [row] = await db
    .update(testimonials)
    .set({ ...toTestimonialColumns(merged), updatedAt: sql`now()` })
    .where(eq(testimonials.id, id))
    .returning(testimonialColumns);
  if (!row) throw notFound(TESTIMONIAL_NOT_FOUND);
  return toTestimonialDto(row);
}

export async function deleteTestimonial(db: Db, id: string): Promise<{ ok: true }> {
  const rows = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  if (rows.length === 0) throw notFound(TESTIMONIAL_NOT_FOUND);
  return { ok: true };
}

export interface TestimonialImport {
  quote: string;
  author: string;
  role: string | null;
  imageUrl: string | null;
  rating: number;
  featured: boolean;
  createdAt: Date;
}

/** Inserts testimonials as they are given, with their own dates. */
export async function importTestimonials(db: Db, items: readonly TestimonialImport[]): Promise<void> {
  if (items.length > 0) await db.insert(testimonials).values(items.map((item) => ({ ...item, updatedAt: item.createdAt })));
}

export async function countTestimonialsUsingFile(deps: FileDeps, key: string): Promise<number> {
  const rows = await deps.db.select({ imageUrl: testimonials.imageUrl }).from(testimonials).where(textContains(testimonials.imageUrl, key));
  return rows.filter((row) => namesFile(deps, row.imageUrl, key)).length;
}
