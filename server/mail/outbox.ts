import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { outbox } from '../db/schema';
import { rowsOf, timestampParam } from '../db/sql';

/** A file sent with a mail (a session's iCalendar invitation): text content, stored with the mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (a visitor's enquiry). */
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** A message in the outbox, with its row id. */
export type StoredMail = OutgoingMail & { id: number };

/** Whose mail it is: a survey page lists the mails of its own that did not go out. */
interface MailOrigin {
  companyId: number;
  surveyId?: number;
}

/** A mail a process has claimed to deliver; `attempts` counts this one. */
export type ClaimedMail = StoredMail & { attempts: number };

const row = ({ to, subject, text, html, replyTo, attachments }: OutgoingMail, origin?: MailOrigin) => ({
  to,
  subject,
  text,
  html,
  replyTo: replyTo ?? null,
  attachments: attachments?.length ? attachments : null,
  companyId: origin?.companyId ?? null,
  surveyId: origin?.surveyId ?? null,
});

interface ClaimedRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  reply_to: string | null;
  attachments: MailAttachment[] | null;
  attempts: number;
}

/** Every message is stored before it is sent, so none is lost when delivery fails. */
export function outboxRepository(db: Db) {
  const add = async (mail: OutgoingMail, origin?: MailOrigin): Promise<number> => {
    const [stored] = await db.insert(outbox).values(row(mail, origin)).returning({ id: outbox.id });
    return stored!.id;
  };
  return {
    add,
    /** Stores a message inside the caller's transaction, beside the rows it reports. */
    store: async (mail: OutgoingMail, origin?: MailOrigin): Promise<StoredMail> => ({ ...mail, id: await add(mail, origin) }),
    /** Many messages in one statement (a batch of welcome mails); ids in the order given. */
    async addMany(mails: readonly OutgoingMail[], origin?: MailOrigin): Promise<number[]> {
      if (mails.length === 0) return [];
      const rows = await db
        .insert(outbox)
        .values(mails.map((m) => row(m, origin)))
        .returning({ id: outbox.id });
      return rows.map((r) => r.id);
    },

    /**
     * Takes up to `limit` due mails for this process until `leaseEnds`, in one short statement:
     * SKIP LOCKED passes over rows another process is claiming at this instant, and a row it
     * claimed earlier is skipped until its lease ends (sooner only if that process died).
     * `now` counts whole milliseconds and a mail's stored time microseconds: a mail stored in
     * the millisecond the worker was nudged is due in it, not left for the next poll.
     */
    async claimDue(limit: number, now: Date, leaseEnds: Date): Promise<ClaimedMail[]> {
      const at = timestampParam(now);
      const result = await db.execute(sql`
        with due as (
          select id from outbox
          where sent_at is null and failed_at is null and next_attempt_at < ${at} + interval '1 millisecond'
            and (claimed_until is null or claimed_until <= ${at})
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
        update outbox o set claimed_until = ${timestampParam(leaseEnds)}, attempts = o.attempts + 1
        from due where o.id = due.id
        returning o.id, o."to", o.subject, o.text, o.html, o.reply_to, o.attachments, o.attempts`);
      return rowsOf<ClaimedRow>(result)
        .sort((a, b) => a.id - b.id)
        .map(({ reply_to, attachments, ...m }) => ({ ...m, ...(reply_to !== null && { replyTo: reply_to }), ...(attachments && { attachments }) }));
    },
    /** Gives back claimed mails not attempted (their lease was running out): due again at once, the claim uncounted. */
    async release(ids: readonly number[]): Promise<void> {
      if (ids.length) {
        await db
          .update(outbox)
          .set({ claimedUntil: null, attempts: sql`${outbox.attempts} - 1` })
          .where(inArray(outbox.id, [...ids]));
      }
    },
    async markSentMany(ids: readonly number[], now: Date): Promise<void> {
      if (ids.length) {
        await db
          .update(outbox)
          .set({ sentAt: now, error: null, claimedUntil: null })
          .where(inArray(outbox.id, [...ids]));
      }
    },
    /** Another attempt at `nextAttemptAt`, or none (`null`): then the mail has failed for good. */
    async markFailed(id: number, error: string, now: Date, nextAttemptAt: Date | null): Promise<void> {
      await db
        .update(outbox)
        .set(nextAttemptAt ? { error, claimedUntil: null, nextAttemptAt } : { error, claimedUntil: null, failedAt: now })
        .where(eq(outbox.id, id));
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
