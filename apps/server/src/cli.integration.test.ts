// The admin CLI as an operator runs it: a child process on a PGlite data directory,
// or on a throwaway PostgreSQL database when the tests run on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, createCallerFactory, createContextInner, createDeps, openDatabase } from '@hair/api';
import { createTestEnv, MIGRATIONS_FOLDER, testDatabaseUrl } from '@hair/api/testing';
import { runCli as runTheCli } from './testing/cli';


/** Where the CLI writes and how the test reads it back. */
interface Target {
  cliEnv: Record<string, string>;
  withCaller<T>(fn: (caller: Caller) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const createCaller = createCallerFactory(appRouter);
type Caller = ReturnType<typeof createCaller>;
const silent = pino({ level: 'silent' });

/** A PGlite data directory, reopened after each CLI run (one process at a time). */
async function pgliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hair-cli-'));
  return {
    cliEnv: { DATA_DIR: dataDir },
    async withCaller(fn) {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrationsFolder: MIGRATIONS_FOLDER });
      try {
        const deps = createDeps({ db: database.db, logger: silent, uploadsDir: path.join(dataDir, 'uploads'), publicUrl: 'http://localhost:4000' });
        return await fn(createCaller(createContextInner(deps)));
      } finally {
        await database.close();
      }
    },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** The throwaway PostgreSQL database of a test env, shared with the CLI through DATABASE_URL. */
async function postgresTarget(baseUrl: string): Promise<Target> {
  const env = await createTestEnv();
  // node-postgres answers { rows }.
  const result = (await env.deps.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(baseUrl);
  url.pathname = `/${result.rows[0]!.name}`;
  return {
    cliEnv: { DATABASE_URL: url.toString(), DATA_DIR: env.uploadsDir },
    withCaller: (fn) => fn(createCaller(createContextInner(env.deps))),
    close: () => env.close(),
  };
}

let target: Target;

const runCli = (args: string[]) => runTheCli(target.cliEnv, args);

beforeAll(async () => {
  const postgresUrl = testDatabaseUrl();
  target = postgresUrl ? await postgresTarget(postgresUrl) : await pgliteTarget();
});
afterAll(() => target.close());

describe('npm run admin -- create', { timeout: 120_000 }, () => {
  it('creates an admin whose credentials then sign in', async () => {
    const result = await runCli(['create', '--email', 'Owner@Factory.vn', '--password', 'owner-secret']);
    expect(result).toMatchObject({ code: 0, stdout: 'Admin created: Owner@Factory.vn\n' });
    const { user } = await target.withCaller((caller) => caller.auth.login({ email: 'owner@factory.vn', password: 'owner-secret' }));
    expect(user).toMatchObject({ email: 'Owner@Factory.vn', role: 'admin', email_verified: true });
  });

  it('gives an existing admin named without a password a new one, shown once', async () => {
    const result = await runCli(['create', '--email', 'owner@factory.vn']);
    expect(result.code).toBe(0);
    const match = /^Admin updated: Owner@Factory\.vn\nPassword \(shown once\): (\S{24})\n$/.exec(result.stdout);
    expect(match).not.toBeNull();
    await target.withCaller(async (caller) => {
      await expect(caller.auth.login({ email: 'owner@factory.vn', password: 'owner-secret' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      expect((await caller.auth.login({ email: 'owner@factory.vn', password: match![1]! })).user.role).toBe('admin');
    });
  });

  it('exits 1 with a message naming the field for a bad e-mail', async () => {
    const result = await runCli(['create', '--email', 'not-an-email', '--password', 'owner-secret']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('email: Invalid email address');
    expect(result.stdout).toBe('');
  });

  it('holds a password given on the command line to the sign-up rule (10 characters, not a common one)', async () => {
    const common = await runCli(['create', '--email', 'second@factory.vn', '--password', 'Password123']);
    expect(common).toMatchObject({ code: 1, stdout: '' });
    expect(common.stderr.trim()).toBe('password: This password is on the list of the most common passwords: choose another');
    await target.withCaller(async (caller) => {
      await expect(caller.auth.login({ email: 'second@factory.vn', password: 'Password123' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });
  });

  it('exits 2 with the usage when the e-mail is missing', async () => {
    const result = await runCli(['create']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('Usage: npm run admin -- create --email <email> [--password <password>]');
  });
});
