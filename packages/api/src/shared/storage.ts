// Local-disk storage under one root directory. Every key is checked to stay
// inside the root, whatever a client sent.
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './types';

export const UPLOADS_URL_PREFIX = '/uploads/';

export function createLocalStorage(root: string): Storage {
  const absoluteRoot = path.resolve(root);

  function resolveKey(key: string): string {
    const target = path.resolve(absoluteRoot, key);
    if (target !== absoluteRoot && !target.startsWith(absoluteRoot + path.sep)) {
      throw new Error(`Storage key escapes the root: ${key}`);
    }
    return target;
  }

  function keyFromUrl(urlOrPath: string): string | null {
    let value = urlOrPath.trim();
    if (!value) return null;
    if (/^https?:\/\//i.test(value)) {
      try {
        value = new URL(value).pathname;
      } catch {
        return null;
      }
    }
    value = value.split(/[?#]/)[0] ?? '';
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    if (value.startsWith(UPLOADS_URL_PREFIX)) value = value.slice(UPLOADS_URL_PREFIX.length);
    else if (value.startsWith('uploads/')) value = value.slice('uploads/'.length);
    else if (value.startsWith('/')) return null;
    if (!value || value.includes('\0') || value.includes('\\')) return null;
    const normalized = path.posix.normalize(value);
    if (normalized.startsWith('..') || path.posix.isAbsolute(normalized)) return null;
    return normalized;
  }

  return {
    async put(key, bytes) {
      const target = resolveKey(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      return UPLOADS_URL_PREFIX + key;
    },
    async delete(key) {
      const target = resolveKey(key);
      try {
        await stat(target);
      } catch {
        return false;
      }
      await rm(target, { force: true });
      return true;
    },
    async exists(key) {
      try {
        return (await stat(resolveKey(key))).isFile();
      } catch {
        return false;
      }
    },
    keyFromUrl,
    urlForKey: (key) => UPLOADS_URL_PREFIX + key,
  };
}
