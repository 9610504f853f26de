// A throwaway PostgreSQL server for tests that need one of their own: several processes
// on one database, or a database server that stops and comes back. It is made with the
// machine's initdb and postgres in a temporary directory and listens on a free loopback
// port. PostgreSQL refuses to run as root: under root (CI, containers) both run as the
// `postgres` system user that Debian's package creates.
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawnTestProcess, type TestProcess } from './child-processes';

const START_TIMEOUT_MS = 30_000;
const START_TRIES = 3;
const INSTALL_HINT =
  'Install the PostgreSQL server (Debian/Ubuntu: `apt-get install -y postgresql`; it provides /usr/lib/postgresql/<version>/bin), ' +
  'or set POSTGRES_BIN_DIR to the folder that holds initdb and postgres.';

export interface PostgresCluster {
  /** The superuser's URL of the `postgres` database. */
  readonly url: string;
  /** The URL of database `name` on this server. */
  databaseUrl(name: string): string;
  /** Creates database `name`; resolves to its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown: open connections are ended); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its directory. */
  destroy(): Promise<void>;
}

/** The folders that may hold initdb and postgres, the likeliest first. */
async function candidateFolders(): Promise<string[]> {
  const versions = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  return [
    process.env.POSTGRES_BIN_DIR,
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/local/bin',
    ...versions.sort((a, b) => Number(b) - Number(a)).map((version) => `/usr/lib/postgresql/${version}/bin`),
    '/usr/local/pgsql/bin',
  ].filter((folder): folder is string => Boolean(folder));
}

async function findServerBinaries(): Promise<{ initdb: string; postgres: string }> {
  const folders = await candidateFolders();
  const folder = folders.find((f) => existsSync(path.join(f, 'initdb')) && existsSync(path.join(f, 'postgres')));
  if (!folder) throw new Error(`No PostgreSQL server binaries (initdb and postgres) in ${[...new Set(folders)].join(', ')}. ${INSTALL_HINT}`);
  return { initdb: path.join(folder, 'initdb'), postgres: path.join(folder, 'postgres') };
}

/** Whom the server runs as: this process's user, or under root the `postgres` user. */
async function serverUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const passwd = await readFile('/etc/passwd', 'utf8');
  const entry = passwd.split('\n').map((line) => line.split(':')).find((fields) => fields[0] === 'postgres');
  if (!entry) throw new Error(`PostgreSQL refuses to run as root, and there is no 'postgres' user to run it as. ${INSTALL_HINT}`);
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

async function waitUntilAccepting(url: string, server: TestProcess): Promise<void> {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until && server.running) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await server.stop('SIGKILL');
  throw new Error(`PostgreSQL did not start:\n${server.output()}`);
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binaries = await findServerBinaries();
  const user = await serverUser();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hair-pg-'));
  const dataDir = path.join(dir, 'data');
  const runAs = { cwd: dir, ...(user ?? {}) };
  let server: TestProcess | null = null;
  let port = 0;
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

  async function start(): Promise<void> {
    // Another process may take the probed port before the server does: then try another.
    for (let attempt = 1; ; attempt += 1) {
      port ||= await freePort();
      server = spawnTestProcess(binaries.postgres, [
        '-D', dataDir, '-p', String(port), '-k', dir,
        '-c', 'listen_addresses=127.0.0.1',
        // A test's data need not survive a crash of the machine.
        '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
      ], runAs);
      try {
        return await waitUntilAccepting(urlOf('postgres'), server);
      } catch (error) {
        if (attempt >= START_TRIES || !/could not bind|address already in use/i.test(server.output())) throw error;
        port = 0;
      }
    }
  }

  try {
    if (user) await chown(dir, user.uid, user.gid);
    const initdb = spawnTestProcess(binaries.initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'], runAs);
    if ((await initdb.exited) !== 0) throw new Error(`initdb failed:\n${initdb.output()}`);
    await start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  const stop = async () => {
    // SIGINT is PostgreSQL's fast shutdown.
    await server?.stop('SIGINT');
  };
  return {
    get url() {
      return urlOf('postgres');
    },
    databaseUrl: urlOf,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlOf('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return urlOf(name);
    },
    stop,
    start,
    async destroy() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
