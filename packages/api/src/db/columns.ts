// The columns a query selects, named once: all of a table's, or those of a list of
// field names (the list the resource's mapper derives its row type from).
import { getTableColumns, type Table } from 'drizzle-orm';

export { getTableColumns as allColumns };

export function pickColumns<T extends Table, K extends keyof T['_']['columns']>(table: T, keys: readonly K[]): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<T['_']['columns'], K>;
}
