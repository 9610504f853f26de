// Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite
// (in a directory, or in memory for tests). Migrations run before it is handed out.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  pgliteDir?: string;
  migrationsFolder: string;
  /** Errors of idle PostgreSQL connections (a restarted server, a dropped database); they must not crash the process. */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Without a listener an idle client's error would be thrown as an uncaught exception.
    pool.on('error', options.onConnectionError ?? ((error) => console.error('database connection error:', error.message)));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: options.migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite(options.pgliteDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
