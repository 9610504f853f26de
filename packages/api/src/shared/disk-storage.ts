// The disk driver: files under one root directory (DATA_DIR/uploads). A file is
// written beside its place under a dot name and renamed into it, so a reader (a
// page, a backup, another server on the same volume) never sees half a file.
import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, isSafeKey, UnsafeStorageKey } from './storage-keys';
import type { StorageDriver, StoredObject } from './types';

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** The validator express.static gave these files, so browsers' cached copies stay valid. */
const weakEtag = (stats: Stats) => `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;

export function createDiskStorage(root: string): StorageDriver {
  const absoluteRoot = path.resolve(root);

  function fileOf(key: string): string {
    const target = path.resolve(absoluteRoot, assertSafeKey(key));
    if (!target.startsWith(absoluteRoot + path.sep)) throw new UnsafeStorageKey(key);
    return target;
  }

  const toObject = (key: string, stats: Stats): StoredObject => ({ key, size: stats.size, etag: weakEtag(stats), modified: stats.mtime });

  async function statKey(key: string): Promise<StoredObject | null> {
    const file = fileOf(key);
    try {
      const stats = await stat(file);
      return stats.isFile() ? toObject(key, stats) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Every file below `dir`, its key starting with `prefix`. */
  async function* walk(dir: string, prefix: string): AsyncGenerator<StoredObject> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue; // partial writes and anything hidden
      const key = prefix + entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
      else if (entry.isFile() && isSafeKey(key)) {
        const found = await statKey(key);
        if (found) yield found;
      }
    }
  }

  return {
    async put(key, bytes) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.partial`);
      try {
        await writeFile(partial, bytes);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async delete(key) {
      const target = fileOf(key);
      if (!(await statKey(key))) return false;
      await rm(target, { force: true });
      return true;
    },
    stat: statKey,
    async read(key, range) {
      const file = fileOf(key);
      try {
        const handle = await open(file, 'r');
        if (!(await handle.stat()).isFile()) {
          await handle.close();
          return null;
        }
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    list: () => walk(absoluteRoot, ''),
  };
}
