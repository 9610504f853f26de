import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { createMailer } from './mailer';
import { createStorage, type StorageSettings } from './storage';
import type { AppDeps } from './types';

/** The storage settings: uploaded files on disk (uploadsDir) unless `s3` names a bucket. */
export interface ServiceOptions extends StorageSettings {
  db: Db;
  logger: Logger;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom?: string;
  /** Where mails are written when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir?: string;
}

export function createDeps(options: ServiceOptions): AppDeps {
  return {
    db: options.db,
    logger: options.logger,
    storage: createStorage(options),
    mailer: createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, outboxDir: options.outboxDir, logger: options.logger }),
    config: { publicUrl: options.publicUrl.replace(/\/+$/, ''), publicMediaUrl: options.publicMediaUrl },
  };
}
