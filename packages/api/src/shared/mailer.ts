// Sends e-mail through SMTP when configured. Without SMTP each mail is written as
// a file to the outbox folder (DATA_DIR/outbox), where a developer can open a
// verification link; the log says only that a mail was written, never its text,
// because a verification link is a secret, nor its address or subject (personal data,
// and a subject may hold what a buyer wrote).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { splitLines } from '@hair/domain';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { AppDeps, Mailer } from './types';

export interface MailerOptions {
  smtpUrl?: string;
  from?: string;
  /** Where mails go without SMTP; absent, they are dropped (and the log says so). */
  outboxDir?: string;
  logger: Logger;
}

/** The mail as a message file (.eml) that a mail program opens. */
function asEml(from: string, message: { to: string; subject: string; text: string }): string {
  return [`From: ${from}`, `To: ${message.to}`, `Subject: ${message.subject}`, `Date: ${new Date().toUTCString()}`, 'Content-Type: text/plain; charset=utf-8', '', message.text, ''].join('\r\n');
}

export function createMailer({ smtpUrl, outboxDir, logger, ...options }: MailerOptions): Mailer {
  const from = options.from ?? 'no-reply@localhost';
  if (!smtpUrl) {
    return {
      async send(message) {
        if (!outboxDir) return void logger.warn('mail not sent: no SMTP_URL');
        await mkdir(outboxDir, { recursive: true });
        const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
        await writeFile(file, asEml(from, message), { mode: 0o600 });
        logger.info({ file }, 'mail written to the outbox (no SMTP_URL)');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** One line, so a name typed by a visitor cannot add headers to a mail. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/**
 * A visitor's message as a mail shows it: each line quoted ('> '), so that none
 * reads as one of the factory's own (a forged 'Open the lead: …' link); the
 * factory's links come before it.
 */
export const quotedMessage = (message: string | null | undefined) => (message ? splitLines(message).map((line) => `> ${line}`).join('\n') : '(no message)');

/**
 * Sends the mails about something already stored: a failed mail must not fail
 * the request that stored it, so the failure is logged (without the mail's text).
 */
export async function mailAfterCommit(deps: Pick<AppDeps, 'logger'>, what: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    deps.logger.warn({ err: error }, `${what} failed`);
  }
}
