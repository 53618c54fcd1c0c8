import { inArray } from 'drizzle-orm';
import type { Limit } from '../config';
import type { Db } from '../db/db-type';
import { outbox } from '../db/schema';
import type { StoredMail } from './outbox';
import { rateLimitRepository } from '../security/rate-limits';

/** The counter of the mails one address got about one survey (rate_limits, shared by every process). */
const recipientKey = (surveyId: number, address: string) => `mail:survey:${surveyId}:${address.trim().toLowerCase()}`;

interface Admitted {
  /** The mails within their address's allowance: counted, to be delivered. */
  allowed: StoredMail[];
  /** Past it: taken out of the outbox, their count given back. */
  refused: StoredMail[];
  /** When the latest refused address may be mailed again; null when none was refused. */
  until: Date | null;
}

/**
 * Counts mails just stored against their address's allowance for the survey, inside the
 * caller's transaction: a counter row stays locked until it commits, so two processes mailing
 * one address take turns and never both see room for one more.
 */
export function recipientLimitsRepository(db: Db) {
  const counters = rateLimitRepository(db);
  return {
    async admit(surveyId: number, mails: StoredMail[], limit: Limit, now: Date): Promise<Admitted> {
      const allowed: StoredMail[] = [];
      const refused: StoredMail[] = [];
      let until: Date | null = null;
      for (const mail of mails) {
        const key = recipientKey(surveyId, mail.to);
        const c = await counters.hit(key, limit, now);
        if (c.hits <= limit.max) {
          allowed.push(mail);
          continue;
        }
        refused.push(mail);
        await counters.giveBack([{ key, windowStart: c.windowStart }]);
        if (!until || c.resetsAt > until) until = c.resetsAt;
      }
      if (refused.length)
        await db.delete(outbox).where(
          inArray(
            outbox.id,
            refused.map((m) => m.id),
          ),
        );
      return { allowed, refused, until };
    },

    /** Counts mails that go whatever the count (scheduled reminders), so that later ones see them. */
    async count(surveyId: number, addresses: string[], limit: Limit, now: Date): Promise<void> {
      for (const address of addresses) await counters.hit(recipientKey(surveyId, address), limit, now);
    },
  };
}

export type RecipientLimitsRepository = ReturnType<typeof recipientLimitsRepository>;
