// Several servers on one PostgreSQL database, on a server of the test's own that it
// can stop and start: migrations run once when they start together, and the change
// feed carries each one's notices to the others, through dropped connections.
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, startPostgresCluster, type PostgresCluster } from '../testing';
import { CHANGE_FEED_APPLICATION_NAME, type ChangeFeedTimings } from './change-feed';
import { openDatabase, type Database } from './client';

let cluster: PostgresCluster;
let databaseUrl: string;
const opened: Database[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  databaseUrl = await cluster.createDatabase('shop');
});
afterAll(() => cluster?.destroy());
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

const FAST: ChangeFeedTimings = { firstRetryMs: 50, maxRetryMs: 400, pingEveryMs: 200, pingTimeoutMs: 300 };

/** A server's database as main.ts opens it, with a record of what its feed reported. */
async function server(timings: ChangeFeedTimings = FAST) {
  const events: string[] = [];
  const database = await openDatabase({
    url: databaseUrl,
    migrationsFolder: MIGRATIONS_FOLDER,
    onConnectionError: () => undefined,
    changeFeed: { timings },
  });
  opened.push(database);
  database.changes.subscribe({ onChange: () => events.push('change'), onListening: (listening) => events.push(listening ? 'listening' : 'deaf') });
  await expect.poll(() => database.changes.listening).toBe(true);
  return { database, events, changes: database.changes };
}

async function superuser<T>(run: (client: pg.Client) => Promise<T>, url = databaseUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The server processes of the feeds' listening connections. */
const listenerPids = () =>
  superuser(async (client) => (await client.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [CHANGE_FEED_APPLICATION_NAME])).rows.map((row) => row.pid));

describe('opening the database', () => {
  it('runs the migrations once when servers start together', async () => {
    const url = await cluster.createDatabase('fresh');
    const databases = await Promise.all(
      Array.from({ length: 3 }, () => openDatabase({ url, migrationsFolder: MIGRATIONS_FOLDER, onConnectionError: () => undefined })),
    );
    opened.push(...databases);
    const applied = await superuser((client) => client.query('select count(*)::int as n from drizzle.__drizzle_migrations'), url);
    const migrations = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
    expect(applied.rows).toEqual([{ n: migrations.length }]);
  });
});

describe('the change feed on PostgreSQL', () => {
  it("carries a server's notice to the others, not back to itself", async () => {
    const a = await server();
    const b = await server();
    await a.changes.publish();
    await expect.poll(() => b.events).toEqual(['listening', 'change']);
    // Notices arrive in the order they were sent: once A hears B's, it has passed its own.
    await b.changes.publish();
    await expect.poll(() => a.events).toEqual(['listening', 'change']);
  });

  it('makes a connection the database ended again, and hears notices on it', async () => {
    const a = await server();
    const b = await server();
    const before = await listenerPids();
    await superuser((client) => client.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [CHANGE_FEED_APPLICATION_NAME]));
    await expect.poll(() => b.events).toEqual(['listening', 'deaf', 'listening']);
    await expect.poll(() => a.events).toEqual(['listening', 'deaf', 'listening']);
    expect((await listenerPids()).some((pid) => before.includes(pid))).toBe(false);
    await a.changes.publish();
    await expect.poll(() => b.events).toEqual(['listening', 'deaf', 'listening', 'change']);
  });

  it('is not listening while the database server is down, and listens again once it is back', async () => {
    const a = await server();
    const b = await server();
    await cluster.stop();
    await expect.poll(() => [a.changes.listening, b.changes.listening]).toEqual([false, false]);
    // Several tries fail meanwhile, each waiting longer (up to maxRetryMs).
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(b.events).toEqual(['listening', 'deaf']);
    await cluster.start();
    await expect.poll(() => [a.changes.listening, b.changes.listening], { timeout: 3000 }).toEqual([true, true]);
    await b.changes.publish();
    await expect.poll(() => a.events).toEqual(['listening', 'deaf', 'listening', 'change']);
  });

  it('drops a connection whose server process stops answering, and listens on a new one', async () => {
    const a = await server();
    const [stuck] = await listenerPids();
    process.kill(stuck!, 'SIGSTOP');
    try {
      await expect.poll(() => a.events, { timeout: 3000 }).toEqual(['listening', 'deaf', 'listening']);
    } finally {
      process.kill(stuck!, 'SIGCONT');
    }
    const b = await server();
    await b.changes.publish();
    await expect.poll(() => a.events).toEqual(['listening', 'deaf', 'listening', 'change']);
  });

  it('stops listening when the database is closed', async () => {
    const a = await server();
    await a.database.close();
    opened.splice(opened.indexOf(a.database), 1);
    await expect.poll(listenerPids).toEqual([]);
    expect(a.changes.listening).toBe(false);
  });
});

describe('the change feed on PGlite', () => {
  it('has nothing to hear: one process owns the database', async () => {
    const database = await openDatabase({ migrationsFolder: MIGRATIONS_FOLDER });
    opened.push(database);
    const events: string[] = [];
    database.changes.subscribe({ onChange: () => events.push('change'), onListening: () => events.push('listening') });
    await database.changes.publish();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect({ listening: database.changes.listening, events }).toEqual({ listening: true, events: [] });
  });
});
