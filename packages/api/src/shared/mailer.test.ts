import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mailer without SMTP', () => {
  it('logs a dropped mail without its address or subject', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) });
    await mailer.send({ to: 'buyer@example.com', subject: 'Re: Lan Hair order', text: 'x' });
    expect(lines.join('')).toContain('mail not sent: no SMTP_URL');
    for (const secret of ['buyer@example.com', 'Lan Hair']) expect(lines.join('')).not.toContain(secret);
  });

  it('writes each mail to the outbox and logs that it did, without the text', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'hair-outbox-'));
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    try {
      const mailer = createMailer({ outboxDir, logger, from: 'sales@factory.example' });
      await mailer.send({ to: 'buyer@example.com', subject: 'Verify your e-mail', text: 'Open http://localhost:4000/api/auth/verify?token=secret-token-123' });
      const [file] = await readdir(outboxDir);
      const eml = await readFile(path.join(outboxDir, file!), 'utf8');
      expect(eml).toContain('To: buyer@example.com\r\nSubject: Verify your e-mail');
      expect(eml).toContain('token=secret-token-123');
      expect(lines.join('')).toContain('mail written to the outbox');
      expect(lines.join('')).not.toContain('secret-token-123');
      // Neither the address nor the subject (a buyer may have written it).
      expect(lines.join('')).not.toContain('buyer@example.com');
      expect(lines.join('')).not.toContain('Verify your e-mail');
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
