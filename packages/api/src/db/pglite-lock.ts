// The embedded database's files may be open in one process only: a second one (a
// second server, a backup while the server runs) would corrupt them. The process
// that opens them holds '<dir>.lock' with its pid until it closes them; a lock left
// by a process that no longer runs on this machine is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';

interface LockOwner {
  pid: number;
  host: string;
}

export class DatabaseInUse extends Error {
  constructor(dir: string, owner: LockOwner, lockFile: string) {
    super(
      owner.host === os.hostname()
        ? `The embedded database in ${dir} is open in another process (pid ${owner.pid}), most likely the running server: stop it first, or use PostgreSQL (DATABASE_URL) to work on a running site.`
        : `The embedded database in ${dir} is open on ${owner.host} (pid ${owner.pid}). If no server runs there any more, delete ${lockFile} and try again.`,
    );
    this.name = 'DatabaseInUse';
  }
}

function runs(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : null;
  } catch {
    return null;
  }
}

/** Takes the lock of the data directory; resolves to its release. Throws DatabaseInUse while another process holds it. */
export function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  const me: LockOwner = { pid: process.pid, host: os.hostname() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, JSON.stringify(me), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockFile);
    const abandoned = !owner || (owner.host === me.host && (owner.pid === me.pid || !runs(owner.pid)));
    if (!abandoned) throw new DatabaseInUse(dir, owner, lockFile);
    rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take ${lockFile}: another process keeps creating it`);
}
