import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { MailTransport } from './mail-transport';

type Options = Parameters<typeof import('nodemailer').createTransport>[0];

/** nodemailer loaded with the first mail, not at start: a server at rest with nothing to send does without it. */
function lazyTransporter(options: Options): () => Promise<Transporter> {
  let transporter: Promise<Transporter> | undefined;
  return () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options)));
}

/**
 * Real delivery through SMTP_URL (smtp://user:pass@host:587, smtps://…). Timeouts well under
 * nodemailer's (up to 10 minutes) bound one delivery, so it ends inside the outbox worker's lease.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = lazyTransporter({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  let started = false;
  return {
    async deliver(mail) {
      started = true;
      await (
        await transporter()
      ).sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
    },
    close: () => {
      if (started) void transporter().then((t) => t.close());
    },
  };
}

/**
 * The embedded transport: each message becomes an RFC 822 file in DATA_DIR/outbox and
 * its links are printed, so a newcomer can confirm an address without a mail server.
 */
export function fileTransport(dir: string, from: string, print: (line: string) => void = console.log): MailTransport {
  const builder = lazyTransporter({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(mail) {
      const info = await (
        await builder()
      ).sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      print(['', `✉  ${mail.subject} → ${mail.to} (${file})`, ...links.map((l) => `   ${l}`), ''].join('\n'));
    },
  };
}
