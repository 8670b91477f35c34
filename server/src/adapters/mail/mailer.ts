import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Sends one message; a failure rejects (callers decide whether the user must hear of it). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Account mail. With MAIL_URL (smtp:// or smtps://, nodemailer's connection URL, so options such as
 * ?tls.rejectUnauthorized=false ride along) messages go to that server; without it each message is written to
 * DATA_DIR/outbox as an .eml file and logged, so a fresh install works end to end and the operator can open the links.
 */
export function createMailer(opts: {
  url: string | null;
  from: string;
  outboxDir: string;
  logger: Pick<Logger, 'info'>;
}): Mailer {
  if (opts.url) {
    const transport = nodemailer.createTransport(opts.url);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  // The stream transport renders the same RFC 5322 message SMTP would carry, without sending it anywhere.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await fs.mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(opts.outboxDir, name);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      opts.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox (no MAIL_URL)');
    },
    close: () => transport.close(),
  };
}
