// Sends e-mail through SMTP when configured; otherwise writes it to the log,
// so a developer can follow a verification link without a mail server.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer } from './types';

export function createMailer(options: { smtpUrl?: string; from?: string; logger: Logger }): Mailer {
  const { smtpUrl, logger } = options;
  const from = options.from ?? 'no-reply@localhost';
  if (!smtpUrl) {
    return {
      async send(message) {
        logger.info({ mail: message }, `mail to ${message.to}: ${message.subject}\n${message.text}`);
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
