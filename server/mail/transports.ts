import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

/**
 * Real delivery through SMTP_URL (smtp://user:pass@host:587, smtps://…). Timeouts well under
 * nodemailer's (up to 10 minutes) bound one delivery, so it ends inside the outbox worker's lease.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  return {
    async deliver(mail) {
      await transporter.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded transport: each message becomes an RFC 822 file in DATA_DIR/outbox and
 * its links are printed, so a newcomer can confirm an address without a mail server.
 */
export function fileTransport(dir: string, from: string, print: (line: string) => void = console.log): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(mail) {
      const info = await builder.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      print(['', `✉  ${mail.subject} → ${mail.to} (${file})`, ...links.map((l) => `   ${l}`), ''].join('\n'));
    },
  };
}
