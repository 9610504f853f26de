// Starts the real app on a free port over a fresh test database, for REST tests.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestEnv, createUserWithToken, type TestEnv } from '@hair/api/testing';
import { createApp } from '../app';

export interface TestServer extends TestEnv {
  baseUrl: string;
  server: Server;
  /** fetch against the test server; a JSON body is serialised, `token` becomes a bearer header. */
  request(method: string, pathname: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string }): Promise<Response>;
  json<T = unknown>(method: string, pathname: string, options?: { body?: unknown; token?: string }): Promise<{ status: number; body: T; headers: Headers }>;
  adminToken(): Promise<string>;
  userToken(): Promise<string>;
}

export async function startTestServer(options: { responseCache?: boolean } = {}): Promise<TestServer> {
  const env = await createTestEnv();
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'hair-web-'));
  const app = createApp({ deps: env.deps, uploadsDir: env.uploadsDir, webDist, requestLogs: false, responseCache: options.responseCache });
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

  let admin: string | undefined;
  let user: string | undefined;
  return {
    ...env,
    baseUrl,
    server,
    request,
    async json(method, pathname, options) {
      const res = await request(method, pathname, options);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as never, headers: res.headers };
    },
    adminToken: async () => (admin ??= (await createUserWithToken(env.deps, 'admin')).token),
    userToken: async () => (user ??= (await createUserWithToken(env.deps, 'user')).token),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await env.close();
    },
  };
}
