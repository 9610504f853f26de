import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './pglite-lock';

let parent: string;
let dir: string;
beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'hair-lock-'));
  dir = path.join(parent, 'pglite');
});
afterAll(() => rm(parent, { recursive: true, force: true }));

/** A process that runs until killed. */
function sleeper() {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

describe('the embedded database lock', () => {
  it('is held by one process: a second taker is refused until the first releases it', async () => {
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toEqual({ pid: process.pid, host: os.hostname() });
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    const other = sleeper();
    try {
      writeFileSync(`${dir}.lock`, JSON.stringify({ pid: other.pid, host: os.hostname() }));
      expect(() => lockDataDir(dir)).toThrow(`The embedded database in ${dir} is open in another process (pid ${other.pid}), most likely the running server: stop it first, or use PostgreSQL (DATABASE_URL) to work on a running site.`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process has ended, and an unreadable one', async () => {
    const ended = sleeper();
    const exited = new Promise((resolve) => ended.once('exit', resolve));
    ended.kill();
    await exited;
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: ended.pid, host: os.hostname() }));
    lockDataDir(dir)();

    writeFileSync(`${dir}.lock`, '{"pid":');
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('names the lock file to delete when another machine holds it', () => {
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 1, host: 'another-host' }));
    expect(() => lockDataDir(dir)).toThrow(`The embedded database in ${dir} is open on another-host (pid 1). If no server runs there any more, delete ${dir}.lock and try again.`);
  });
});
