// The I/O services a procedure may use. Implementations live beside this file;
// tests and the server build them with createDeps() (deps.ts).
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Db } from '../db/client';

/** What a driver knows of one stored file. */
export interface StoredObject {
  key: string;
  size: number;
  /** A validator that changes with the bytes (the HTTP ETag, quoted). */
  etag: string;
  modified: Date;
}

/** Inclusive byte offsets, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live: a directory (shared/disk-storage.ts) or an S3 bucket
 * (shared/s3-storage.ts), chosen by the settings. Keys are safe relative paths such
 * as 'products/x.webp'; every method refuses any other key (UnsafeStorageKey).
 */
export interface Storage {
  /** Writes the bytes and returns the URL the database stores ('/uploads/<key>', whatever the driver). */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** True when a file was removed. */
  delete(key: string): Promise<boolean>;
  exists(key: string): Promise<boolean>;
  /** The file's size, validator and time; null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The file's bytes (or the range of them) as a stream; null when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Every stored file (in no particular order). */
  list(): AsyncIterable<StoredObject>;
  /** '/uploads/a/b.webp', 'http://host/uploads/a/b.webp', '<PUBLIC_MEDIA_URL>/a/b.webp' or 'a/b.webp' -> 'a/b.webp'; null when it cannot be ours. */
  keyFromUrl(urlOrPath: string): string | null;
  /** The stored URL of a key: '/uploads/<key>'. */
  urlForKey(key: string): string;
}

/** What a driver does itself; storage.ts adds the rest of Storage, the same for every driver. */
export interface StorageDriver {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<boolean>;
  stat(key: string): Promise<StoredObject | null>;
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  list(): AsyncIterable<StoredObject>;
}

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

export interface AppConfig {
  /** Public origin of the site, e.g. http://localhost:4000 (for links in e-mails). */
  publicUrl: string;
  /** Where pages find uploaded files instead of the site's /uploads/ (PUBLIC_MEDIA_URL), without a trailing slash. */
  publicMediaUrl?: string;
}

export interface AppDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  logger: Logger;
  config: AppConfig;
}
