import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** the Message-ID header, e.g. `<outbox-ab12@evbazaar.in>`; absent: nodemailer makes a random one */
  messageId?: string;
  /** a calendar invite: sent as text/calendar with its METHOD, so mail apps offer to add, move or remove the event */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Real mail through nodemailer: SMTP when `smtpUrl` is set, otherwise each message
 * is rendered to an .eml file in `outboxDir` (what a developer opens to follow a link).
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    // short timeouts: a hanging mail server fails the attempt well inside the outbox worker's lease
    const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(3).toString('hex')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
    },
  };
}
