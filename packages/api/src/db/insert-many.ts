// Many rows in one statement: the rows travel as a single JSON parameter that
// PostgreSQL unpacks with jsonb_to_recordset. Drizzle's multi-row insert binds
// every value on its own and spent seconds building statements for an import of
// 50,000 prices; this costs one JSON.stringify.
import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Db } from './client';

/** Rows per statement: a few MB of JSON. */
const ROWS_PER_STATEMENT = 5000;

/** Inserts the rows; columns that no row gives are left to their defaults. */
export async function insertMany<T extends Table>(db: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const given = (row: T['$inferInsert'], key: string) => (row as Record<string, unknown>)[key];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => given(row, key) !== undefined));
  const names = sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `);
  const types = sql.join(columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`), sql`, `);
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const records = rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, given(row, key) ?? null])));
    await db.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})`);
  }
}
