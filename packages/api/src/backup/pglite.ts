// PGlite's part of a backup: a snapshot of its data directory (dumpDataDir), taken
// with the directory's lock, so never while the server has it open (pglite-lock.ts).
import { openAsBlob } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { openPglite } from '../db/client';
import { lockDataDir } from '../db/pglite-lock';
import type { DatabaseDump } from './database';

export function pgliteDump(dir: string): DatabaseDump {
  // Held from here to close(): nothing else opens the directory meanwhile.
  const release = lockDataDir(dir);
  return {
    kind: 'pglite',
    where: dir,
    async dump(file) {
      const client = await openPglite(dir, { lockHeld: true });
      try {
        // Everything written so far into the data files, so the snapshot needs no recovery.
        await client.exec('CHECKPOINT');
        const tar = await client.dumpDataDir('none');
        await writeFile(file, Buffer.from(await tar.arrayBuffer()));
      } finally {
        await client.close();
      }
    },
    async isEmpty() {
      try {
        return (await readdir(dir)).length === 0;
      } catch {
        return true;
      }
    },
    async clear() {
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
    },
    async load(file) {
      const client = await openPglite(dir, { lockHeld: true, loadDataDir: await openAsBlob(file) });
      await client.close();
    },
    close: async () => release(),
  };
}
