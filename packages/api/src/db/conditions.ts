// WHERE conditions that several stores use in their own queries.
import { eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The slug itself and every 'slug-…' after it. Slugs hold only [a-z0-9-], so no LIKE escaping is needed. */
export function slugFamily(column: AnyPgColumn, base: string): SQL | undefined {
  return or(eq(column, base), like(column, `${base}-%`));
}

/** The column's text holds `key` somewhere: a cheap first cut before a closer look in code. */
export function textContains(column: AnyPgColumn, key: string): SQL {
  return sql`strpos(${column}::text, ${key}) > 0`;
}
