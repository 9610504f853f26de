// Starts the real app on a free port over a fresh test database, for REST tests.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import type { Database, S3Settings } from '@hair/api';
import { createTestEnv, createUserWithToken, type TestEnv } from '@hair/api/testing';
import type { Logger } from 'pino';
import { createApp } from '../app';
import type { TrustProxy } from '../env';
import { NONCE_PLACEHOLDER } from '../spa';
import { httpClient, type HttpClient } from './http-client';

export type { RequestOptions } from './http-client';

/** The app's starter script in TEST_INDEX_HTML (the build's is deferred-entry.ts's). */
export const TEST_START_SCRIPT = 'window.started=true';

/** The page the test server serves for every non-API path, as the web build writes it. */
export const TEST_INDEX_HTML = `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"></head><body><div id="root"></div><script nonce="${NONCE_PLACEHOLDER}">${TEST_START_SCRIPT}</script></body></html>`;

export interface TestServer extends TestEnv, HttpClient {
  /** The web app's files the server serves (index.html only, unless a test adds some). */
  webDist: string;
  server: Server;
  adminToken(): Promise<string>;
  userToken(): Promise<string>;
  /** Both bearer tokens, admin first. */
  tokens(): Promise<{ admin: string; user: string }>;
}

export interface TestServerOptions {
  responseCache?: boolean;
  /** The most bytes the read cache keeps. */
  responseCacheMaxBytes?: number;
  /** The most URLs in one sitemap file. */
  sitemapUrlsPerFile?: number;
  trustProxy?: TrustProxy;
  /** Logs of the app, request logs included (tests that read what is logged); silent otherwise. */
  logger?: Logger;
  /** The database the server runs on (closed with it); by default a fresh test database. */
  database?: Database;
  /** Uploaded files in this bucket instead of a temp directory. */
  s3?: S3Settings;
  publicMediaUrl?: string;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const env = await createTestEnv({ database: options.database, s3: options.s3, publicMediaUrl: options.publicMediaUrl });
  if (options.logger) env.deps.logger = options.logger;
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'hair-web-'));
  await writeFile(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
  const app = createApp({
    deps: env.deps,
    changes: env.database.changes,
    webDist,
    requestLogs: Boolean(options.logger),
    responseCache: options.responseCache,
    responseCacheMaxBytes: options.responseCacheMaxBytes,
    sitemapUrlsPerFile: options.sitemapUrlsPerFile,
    trustProxy: options.trustProxy,
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // As on a server of its own: answers are kept only once changes made elsewhere are heard.
  await vi.waitFor(() => {
    if (!env.database.changes.listening) throw new Error('the change feed is not listening');
  });

  let admin: string | undefined;
  let user: string | undefined;
  const adminToken = async () => (admin ??= (await createUserWithToken(env.deps, 'admin')).token);
  const userToken = async () => (user ??= (await createUserWithToken(env.deps, 'user')).token);
  return {
    ...env,
    ...httpClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    webDist,
    server,
    adminToken,
    userToken,
    tokens: async () => ({ admin: await adminToken(), user: await userToken() }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await env.close();
    },
  };
}

/**
 * A server for the test file: started in beforeAll, closed in afterAll. The returned
 * object is filled in by beforeAll, so tests can hold it from the start.
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  const t = {} as TestServer;
  beforeAll(async () => {
    Object.assign(t, await startTestServer(options));
  });
  // No close when beforeAll failed: its error is the one to see.
  afterAll(() => ('close' in t ? t.close() : undefined));
  return t;
}

/** Bearer tokens of an admin and of a non-admin, made in beforeAll once `t` has started. */
export function useTokens(t: TestServer): { admin: string; user: string } {
  const tokens = { admin: '', user: '' };
  beforeAll(async () => {
    Object.assign(tokens, await t.tokens());
  });
  return tokens;
}
