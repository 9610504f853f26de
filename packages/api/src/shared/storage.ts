// Which storage driver holds the uploaded files: a directory by default, an S3 bucket
// when the settings name one (docs/decisions/017). Both answer the same Storage
// contract (types.ts), and the database stores '/uploads/<key>' with either.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createDiskStorage } from './disk-storage';
import { checkS3Bucket, createS3Storage, type S3Settings } from './s3-storage';
import { keyFromUrl, storedUrlForKey } from './storage-keys';
import type { Storage } from './types';

export { UPLOADS_URL_PREFIX } from './storage-keys';
export type { S3Settings } from './s3-storage';

export interface StorageSettings {
  /** The directory of the disk driver (DATA_DIR/uploads); unused with S3. */
  uploadsDir: string;
  /** Files in this bucket instead of the directory. */
  s3?: S3Settings;
  /** Where pages find the files instead of the site's /uploads/ (a CDN, the bucket's own URL); no trailing slash. */
  publicMediaUrl?: string;
}

export function createStorage(settings: StorageSettings): Storage {
  const driver = settings.s3 ? createS3Storage(settings.s3) : createDiskStorage(path.resolve(settings.uploadsDir));
  return {
    ...driver,
    async put(key, bytes, contentType) {
      await driver.put(key, bytes, contentType);
      return storedUrlForKey(key);
    },
    exists: async (key) => (await driver.stat(key)) !== null,
    keyFromUrl: (urlOrPath) => keyFromUrl(urlOrPath, settings.publicMediaUrl),
    urlForKey: storedUrlForKey,
  };
}

/** Resolves when the storage can be written: the directory exists, or the bucket answers. */
export async function checkStorage(settings: StorageSettings): Promise<void> {
  if (settings.s3) await checkS3Bucket(settings.s3);
  else await mkdir(settings.uploadsDir, { recursive: true });
}
