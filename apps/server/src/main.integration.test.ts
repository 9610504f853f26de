// Starts the real entry point as a child process: start-up on an empty data
// directory, graceful shutdown with a request in flight, and a clean restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const port = 4700 + Math.floor(Math.random() * 200);
let dataDir: string;

function start(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(tsx, [path.join(here, 'main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner-password', DEMO_PRODUCT_COUNT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

async function waitHealthy(timeoutMs = 60000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hair-main-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('finishes a request in flight on SIGTERM, exits 0, and restarts on the same data', async () => {
    const first = start();
    await waitHealthy();

    // A sign-in whose body is still arriving when the signal comes.
    const [head, tail] = ['{"email":"owner@example.com",', '"password":"owner-password"}'];
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/auth/login', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(head + tail) } }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write(head);
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => req.end(tail), 300);
      }, 200);
    });
    const exit = exited(first.child);
    const response = await answer;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toHaveProperty('token');
    expect(await exit).toBe(0);
    expect(first.output()).toContain('stopped');

    const second = start();
    await waitHealthy();
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'owner-password' }),
    });
    expect(login.status).toBe(200);

    // Clients on kept-alive connections, reading without a pause when the signal comes: none meets a reset.
    const exit2 = exited(second.child);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const seen = { answers: 0, saidClose: 0, refused: 0, failures: [] as string[] };
    let signalled = false;
    const read = () =>
      new Promise<boolean>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          const saidClose = res.headers.connection === 'close';
          res.resume();
          res.on('end', () => {
            seen.answers += 1;
            if (signalled && saidClose) seen.saidClose += 1;
            resolve(true);
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          // Refused: the server no longer listens, and a client goes to another one.
          if (error.code === 'ECONNREFUSED') seen.refused += 1;
          else seen.failures.push(error.code ?? error.message);
          resolve(false);
        });
      });
    const client = async () => {
      while (await read());
    };
    const clients = Array.from({ length: 20 }, client);
    await new Promise((r) => setTimeout(r, 500));
    signalled = true;
    second.child.kill('SIGTERM');
    await Promise.all(clients);
    agent.destroy();
    expect(seen.failures).toEqual([]);
    expect(seen.refused).toBe(20);
    expect(seen.saidClose).toBeGreaterThan(0);
    expect(await exit2).toBe(0);
  }, 120000);
});
