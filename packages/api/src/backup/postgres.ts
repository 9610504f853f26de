// PostgreSQL's part of a backup: pg_dump's custom-format archive of the database
// (one consistent snapshot, taken while the site runs), restored with pg_restore
// into an empty database. The client tools are looked for on PATH, then in Debian's
// /usr/lib/postgresql/<version>/bin (the newest first); they must be at least as
// new as the server.
import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '../db/client';
import { markCatalogueReplaced } from '../catalogue-index/store';
import type { DatabaseDump } from './database';
import { emptyDatabase, isDatabaseEmpty } from './store';

const DEBIAN_TOOLS = '/usr/lib/postgresql';

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The path of pg_dump or pg_restore; a clear error when neither place has it. */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore', searchPath = process.env.PATH ?? ''): string {
  const onPath = searchPath.split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, name));
  let versions: string[] = [];
  try {
    versions = readdirSync(DEBIAN_TOOLS).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  } catch {
    // not a Debian layout
  }
  const found = [...onPath, ...versions.map((v) => path.join(DEBIAN_TOOLS, v, 'bin', name))].find(executable);
  if (!found) {
    throw new Error(`${name} was not found on PATH nor in ${DEBIAN_TOOLS}/*/bin: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) at the server's version or newer.`);
  }
  return found;
}

/** The URL without its password (which goes in PGPASSWORD, off the command line), and the password. */
function splitPassword(url: string): { url: string; password?: string } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

/** Where a database is, for messages: host and name, never a password. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}

function run(command: string, args: string[], password: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    // The tools' environment is ours, plus the password.
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

export function postgresDump(databaseUrl: string): DatabaseDump {
  const { url, password } = splitPassword(databaseUrl);
  /** A connection that leaves the schema as it is. */
  async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const database = await openDatabase({ url: databaseUrl, onConnectionError: () => {} });
    try {
      return await fn(database.db);
    } finally {
      await database.close();
    }
  }
  return {
    kind: 'postgres',
    where: describeDatabaseUrl(databaseUrl),
    dump: (file) => run(findPostgresTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], password),
    isEmpty: () => withDb(isDatabaseEmpty),
    clear: () => withDb(emptyDatabase),
    load: async (file) => {
      await run(findPostgresTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], password);
      await withDb(markCatalogueReplaced);
    },
    close: async () => {},
  };
}
