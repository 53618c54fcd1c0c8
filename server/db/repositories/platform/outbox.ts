import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { outbox } from '../../schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (a visitor's enquiry); delivered, not stored. */
  replyTo?: string;
}

/** A message in the outbox, with its row id. */
export type StoredMail = OutgoingMail & { id: number };

/** Every message is stored before it is sent, so none is lost when delivery fails. */
export function outboxRepository(db: Db) {
  const add = async ({ to, subject, text, html }: OutgoingMail): Promise<number> => {
    const [row] = await db.insert(outbox).values({ to, subject, text, html }).returning({ id: outbox.id });
    return row!.id;
  };
  return {
    add,
    /** Stores a message inside the caller's transaction, beside the rows it reports. */
    store: async (mail: OutgoingMail): Promise<StoredMail> => ({ ...mail, id: await add(mail) }),
    /** Many messages in one statement (a batch of welcome mails); ids in the order given. */
    async addMany(mails: readonly OutgoingMail[]): Promise<number[]> {
      if (mails.length === 0) return [];
      const rows = await db.insert(outbox).values(mails.map(({ to, subject, text, html }) => ({ to, subject, text, html })))
        .returning({ id: outbox.id });
      return rows.map((r) => r.id);
    },
    async markSentMany(ids: readonly number[], now: Date): Promise<void> {
      if (ids.length) await db.update(outbox).set({ sentAt: now, error: null }).where(inArray(outbox.id, [...ids]));
    },
    async markFailed(id: number, error: string): Promise<void> {
      await db.update(outbox).set({ error }).where(eq(outbox.id, id));
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
