// Test helpers: a fresh database per test file (PGlite in memory, or a throwaway
// PostgreSQL database when TEST_DATABASE_URL is set), temp uploads, and signed-in users.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import type { Role } from '@hair/domain';
import { afterAll, beforeAll } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { ADMIN_ROLE, USER_ROLE } from '../auth/roles';
import { createSession, validateSessionToken } from '../auth/sessions';
import { insertUser } from '../auth/store';
import { createContextInner } from '../context';
import { openDatabase, type Database } from '../db/client';
import { appRouter } from '../root';
import { createDeps } from '../shared/deps';
import type { StorageSettings } from '../shared/storage';
import type { AppDeps } from '../shared/types';
import { createCallerFactory } from '../trpc';

/** The tables, for tests that look at what was stored. */
export * as tables from '../db/schema';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Which database the tests run on: set by vitest's project name (see vitest config). */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}

/** A new empty PostgreSQL database on the test server, and how to drop it. */
export async function createEmptyTestDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function openTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  if (!url) return openDatabase({ migrationsFolder: MIGRATIONS_FOLDER });
  const scratch = await createEmptyTestDatabase(url);
  // The database is dropped WITH (FORCE) at the end: connections it ends are expected.
  const database = await openDatabase({ url: scratch.url, migrationsFolder: MIGRATIONS_FOLDER, onConnectionError: () => {} });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

export interface TestEnv {
  database: Database;
  deps: AppDeps;
  uploadsDir: string;
  /** Mails the app sent (the test mailer keeps them). */
  mails: { to: string; subject: string; text: string }[];
  close(): Promise<void>;
}

/** A test environment on `database` (closed with it), by default a fresh test database; uploaded files in a temp directory, unless `s3` names a bucket. */
export async function createTestEnv({ database, ...storage }: { database?: Database } & Omit<StorageSettings, 'uploadsDir'> = {}): Promise<TestEnv> {
  database ??= await openTestDatabase();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'hair-uploads-'));
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const deps = createDeps({ db: database.db, logger, ...storage, uploadsDir, publicUrl: 'http://localhost:4000' });
  const mails: TestEnv['mails'] = [];
  deps.mailer = { send: async (message) => void mails.push(message) };
  return {
    database,
    deps,
    uploadsDir,
    mails,
    async close() {
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** Inserts a verified user directly and returns a session token for it. */
export async function createUserWithToken(deps: AppDeps, role: Role, email?: string) {
  counter += 1;
  const address = email ?? `${role}${counter}-${Date.now()}@example.com`;
  const password = 'password123';
  const user = await insertUser(deps.db, { email: address, passwordHash: await hashPassword(password), role, emailVerified: true });
  if (!user) throw new Error(`${address} is registered already`);
  const token = await createSession(deps.db, user.id);
  return { id: user.id, email: address, password, token };
}

const createCaller = createCallerFactory(appRouter);

/** tRPC callers as an anonymous visitor, a signed-in user and an admin. */
export async function createCallers(deps: AppDeps) {
  const admin = await createUserWithToken(deps, ADMIN_ROLE);
  const user = await createUserWithToken(deps, USER_ROLE);
  const asToken = async (token: string) => createCaller(createContextInner(deps, { session: await validateSessionToken(deps.db, token) }));
  return {
    anon: createCaller(createContextInner(deps)),
    /** A visitor coming from `ip` (rate limits count per IP). */
    fromIp: (ip: string) => createCaller(createContextInner(deps, { ip })),
    user: await asToken(user.token),
    admin: await asToken(admin.token),
    adminUser: admin,
    plainUser: user,
    asToken,
  };
}

export type Callers = Awaited<ReturnType<typeof createCallers>>;

/**
 * A fresh environment and callers for the test file: registers beforeAll/afterAll.
 * The returned objects are filled in by beforeAll, so tests can hold them from the start.
 */
export function useTestApi(): { env: TestEnv; callers: Callers } {
  const env = {} as TestEnv;
  const callers = {} as Callers;
  beforeAll(async () => {
    Object.assign(env, await createTestEnv());
    Object.assign(callers, await createCallers(env.deps));
  });
  // No close when beforeAll failed: its error is the one to see.
  afterAll(() => ('close' in env ? env.close() : undefined));
  return { env, callers };
}

export * from './assertions';
export * from './sample-images';
export * from './child-processes';
export * from './postgres-cluster';
export * from './pdf-text';
export * from './quotes';
export * from './s3-server';
export * from './search-week';
export * from './sample-videos';

/** The server's quote PDFs, whose drawings a test counts. */
export { quotePdfs } from '../quotes/pdf-cache';
