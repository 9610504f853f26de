// Starts the real app on a free port over a fresh test database, for REST tests.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestEnv, createUserWithToken, type TestEnv } from '@hair/api/testing';
import type { Logger } from 'pino';
import { createApp } from '../app';
import type { TrustProxy } from '../env';
import { NONCE_PLACEHOLDER } from '../spa';

/** The page the test server serves for every non-API path, as the web build writes it. */
export const TEST_INDEX_HTML = `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"></head><body><div id="root"></div></body></html>`;

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  rawBody?: string;
}

export interface TestServer extends TestEnv {
  baseUrl: string;
  /** The web app's files the server serves (index.html only, unless a test adds some). */
  webDist: string;
  server: Server;
  /** fetch against the test server; a JSON body is serialised, `token` becomes a bearer header. */
  request(method: string, pathname: string, options?: RequestOptions): Promise<Response>;
  json<T = unknown>(method: string, pathname: string, options?: RequestOptions): Promise<{ status: number; body: T; headers: Headers }>;
  /** A POST that must answer 201; resolves to the response body. */
  created<T = unknown>(pathname: string, options?: { body?: unknown; token?: string }): Promise<T>;
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
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const env = await createTestEnv();
  if (options.logger) env.deps.logger = options.logger;
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'hair-web-'));
  await writeFile(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
  const app = createApp({
    deps: env.deps,
    uploadsDir: env.uploadsDir,
    webDist,
    requestLogs: Boolean(options.logger),
    responseCache: options.responseCache,
    responseCacheMaxBytes: options.responseCacheMaxBytes,
    sitemapUrlsPerFile: options.sitemapUrlsPerFile,
    trustProxy: options.trustProxy,
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const request: TestServer['request'] = (method, pathname, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return fetch(baseUrl + pathname, { method, headers, body });
  };

  const json: TestServer['json'] = async (method, pathname, options) => {
    const res = await request(method, pathname, options);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as never, headers: res.headers };
  };

  let admin: string | undefined;
  let user: string | undefined;
  const adminToken = async () => (admin ??= (await createUserWithToken(env.deps, 'admin')).token);
  const userToken = async () => (user ??= (await createUserWithToken(env.deps, 'user')).token);
  return {
    ...env,
    baseUrl,
    webDist,
    server,
    request,
    json,
    async created(pathname, options) {
      const res = await json<never>('POST', pathname, options);
      expect(res.status).toBe(201);
      return res.body;
    },
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
