import type { OutgoingMail } from './outbox';

/** What actually sends a stored mail: SMTP, the console, or a test's recorder. */
export interface MailTransport {
  deliver(mail: OutgoingMail & { id: number }): Promise<void>;
  close?(): void;
}
