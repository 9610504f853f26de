import path from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { createMailer } from './mailer';
import { createLocalStorage } from './storage';
import type { AppDeps } from './types';

export interface ServiceOptions {
  db: Db;
  logger: Logger;
  uploadsDir: string;
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
    storage: createLocalStorage(path.resolve(options.uploadsDir)),
    mailer: createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, outboxDir: options.outboxDir, logger: options.logger }),
    config: { publicUrl: options.publicUrl.replace(/\/+$/, '') },
  };
}
