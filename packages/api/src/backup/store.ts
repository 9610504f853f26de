// The SQL of a restore into PostgreSQL: is the database empty, and emptying it (with
// --force). The schemas of PostgreSQL itself are never touched.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const OWN_SCHEMAS = sql`n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/** node-postgres answers { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** True when no schema of ours holds a table, view or sequence. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${OWN_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`);
  return rowsOf<{ count: number }>(result)[0]?.count === 0;
}

/** Drops every schema of ours with what it holds, and leaves an empty 'public'. */
export async function emptyDatabase(db: Db): Promise<void> {
  const schemas = rowsOf<{ name: string }>(await db.execute(sql`select n.nspname as name from pg_namespace n where ${OWN_SCHEMAS}`));
  await db.transaction(async (tx) => {
    for (const { name } of schemas) await tx.execute(sql`drop schema ${sql.identifier(name)} cascade`);
    await tx.execute(sql`create schema public`);
  });
}
