// The I/O services a procedure may use. Implementations live beside this file;
// tests and the server build them with createDeps() (deps.ts).
import type { Logger } from 'pino';
import type { Db } from '../db/client';

/** Where uploaded files live. Keys are safe relative paths such as 'products/x.webp'. */
export interface Storage {
  /** Writes the bytes and returns the public URL ('/uploads/<key>'). */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** True when a file was removed. */
  delete(key: string): Promise<boolean>;
  exists(key: string): Promise<boolean>;
  /** '/uploads/a/b.webp', 'http://host/uploads/a/b.webp' or 'a/b.webp' -> 'a/b.webp'; null when it cannot be ours. */
  keyFromUrl(urlOrPath: string): string | null;
  urlForKey(key: string): string;
}

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

export interface AppConfig {
  /** Public origin of the site, e.g. http://localhost:4000 (for links in e-mails). */
  publicUrl: string;
}

export interface AppDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  logger: Logger;
  config: AppConfig;
}
