// Servers of the site as separate processes, as a deployment runs them behind a load
// balancer: main.ts from the sources (the build is not needed, so `npm test` may run
// this before it), each on a free loopback port with the settings it is given.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTestProcess, type TestProcess } from '@hair/api/testing';
import { TEST_INDEX_HTML } from './harness';
import { httpClient, type HttpClient } from './http-client';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
const START_TIMEOUT_MS = 90_000;

export interface Replica extends HttpClient {
  readonly name: string;
  readonly process: TestProcess;
  /** SIGTERM, as an orchestrator stops it. */
  stop(): Promise<void>;
}

/** The web app the replicas serve: index.html alone, so that pages carry the server's head tags without needing the build. */
export async function testWebApp(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hair-replica-web-'));
  await writeFile(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The port of main.ts's "listening" log line, when `line` is that line. */
function listeningPort(line: string): number | null {
  try {
    const entry = JSON.parse(line) as { port?: unknown; msg?: unknown };
    return typeof entry.port === 'number' && typeof entry.msg === 'string' && entry.msg.startsWith('listening on') ? entry.port : null;
  } catch {
    return null;
  }
}

/**
 * Starts main.ts with `settings` (and nothing of this process's environment but PATH
 * and HOME) on a port the system picks; resolves once it listens.
 */
export async function startReplica(name: string, settings: Record<string, string>): Promise<Replica> {
  const child = spawnTestProcess(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...settings },
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`replica ${name} did not start within ${START_TIMEOUT_MS / 1000} s:\n${child.output()}`)), START_TIMEOUT_MS);
    child.onLine((line) => {
      const port = listeningPort(line);
      if (port !== null) {
        clearTimeout(timer);
        resolve(port);
      }
    });
    void child.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`replica ${name} exited (${code}) before it listened:\n${child.output()}`));
    });
  }).catch(async (error: unknown) => {
    await child.stop('SIGKILL');
    throw error;
  });
  return { ...httpClient(`http://127.0.0.1:${port}`), name, process: child, stop: () => child.stop('SIGTERM') };
}
