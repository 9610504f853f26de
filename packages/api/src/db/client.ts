// Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite
// (in a directory, or in memory for tests). Migrations run before it is handed out.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
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

const nextTurnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each query synchronously on this thread, and hands its lock from one
 * queued query to the next in promise callbacks: a burst of 300 calls ran back to
 * back and held every timer and socket for half a second. Here queries take turns,
 * each in a new turn of the event loop, so a health check or a page is answered
 * between any two of them. (A transaction's own queries run inside its turn.)
 */
function takeTurnsBetweenQueries(client: PGlite): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = previous.then(nextTurnOfTheEventLoop).then(run);
    previous = result.catch(() => undefined);
    return result;
  };
  client.query = ((...args: Parameters<PGlite['query']>) => inTurn(() => query(...args))) as PGlite['query'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) => inTurn(() => transaction(...args))) as PGlite['transaction'];
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
  // pg_trgm: the products' search index (PostgreSQL ships it; PGlite loads it as a contrib extension).
  const client = new PGlite({ dataDir: options.pgliteDir, extensions: { pg_trgm } });
  // PGlite's own start-up runs queries through the same methods: let it finish first.
  await client.waitReady;
  takeTurnsBetweenQueries(client);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Resolves when the database answers a trivial query (the health check). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
