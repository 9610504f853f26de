// Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite
// (in a directory, or in memory for tests). Migrations run before it is handed out,
// one server at a time. With PostgreSQL several servers may share the database: its
// change feed carries the news of public changes between them (change-feed.ts).
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
import { postgresChangeFeed, singleProcessFeed, type ChangeFeed, type PostgresChangeFeedOptions } from './change-feed';
import { LOCK_KEYS } from './lock-keys';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Tells the other servers on this database of public changes, and hears theirs. */
  changes: ChangeFeed;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  pgliteDir?: string;
  /** The migrations run before the database is handed out; absent, the schema is left as it is (a restore fills an empty database). */
  migrationsFolder?: string;
  /** Errors of idle PostgreSQL connections (a restarted server, a dropped database); they must not crash the process. */
  onConnectionError?: (error: Error) => void;
  /** The change feed's reports and timings (PostgreSQL only). */
  changeFeed?: Pick<PostgresChangeFeedOptions, 'onLost' | 'onListening' | 'timings'>;
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
    if (options.migrationsFolder) await migrateOneAtATime(pool, options.migrationsFolder);
    const changes = postgresChangeFeed({ url: options.url, pool, ...options.changeFeed });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      changes,
      async close() {
        await changes.close();
        await pool.end();
      },
    };
  }
  const client = await openPglite(options.pgliteDir);
  try {
    takeTurnsBetweenQueries(client);
    const db = drizzlePglite(client, { schema });
    if (options.migrationsFolder) await migratePglite(db, { migrationsFolder: options.migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', changes: singleProcessFeed, close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/**
 * Runs the migrations while holding an advisory lock, so that servers starting together
 * do not both create the same tables: the second waits, then finds nothing left to do.
 * The lock is the connection's: it ends with it, even if a migration fails.
 */
async function migrateOneAtATime(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEYS.migrations]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    client.release(true);
  }
}

export interface PgliteOptions {
  /** Fills the empty directory from a dump of one (PGlite's dumpDataDir) first. */
  loadDataDir?: Blob;
  /** The caller holds the directory's lock already (a restore holds it throughout). */
  lockHeld?: boolean;
}

/** PGlite in a directory (held by this process until closed: pglite-lock.ts), or in memory. */
export async function openPglite(dir: string | undefined, { loadDataDir, lockHeld = false }: PgliteOptions = {}): Promise<PGlite> {
  let release = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true });
    if (!lockHeld) release = lockDataDir(dir);
  }
  try {
    // pg_trgm: the products' search index (PostgreSQL ships it; PGlite loads it as a contrib extension).
    const client = new PGlite({ dataDir: dir, extensions: { pg_trgm }, loadDataDir });
    // PGlite's own start-up runs queries through the same methods: let it finish first.
    await client.waitReady;
    const close = client.close.bind(client);
    client.close = async () => {
      try {
        await close();
      } finally {
        release();
      }
    };
    return client;
  } catch (error) {
    release();
    throw error;
  }
}

/** Resolves when the database answers a trivial query (the health check). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
