import { sql } from 'drizzle-orm';
import { gatherInvitations, invitationKey, type InvitationBatch } from '../../mail/invitation-batch';
import type { Db } from '../../db/db-type';
import { outbox } from '../../db/schema';
import { rowsOf, textArray, timestampParam } from '../../db/sql';
import type { Compose, RaterToMail, StoredMail } from './survey-mailing-types';

interface Waiting {
  id: number;
  batch_key: string;
  batch: InvitationBatch;
  next_attempt_at: Date | string;
}

/** Outbox rows per insert: a survey of thousands of raters is a few statements. */
const BATCH = 500;

export interface InvitationScope {
  companyId: number;
  surveyId: number;
  now: Date;
}

const batchOf = ({ more, ratees }: RaterToMail): InvitationBatch => ({ more, ratees });

/**
 * Stores the invitations of `raters`, inside the caller's transaction. A rater whose invitation
 * to this survey still waits in the outbox, never attempted, gets that mail written again naming
 * everyone, due at the earlier of the two times; anyone else gets a new mail, due after the
 * compose's `holdSeconds` (none: at once). Requests inviting to one survey take turns from here
 * to their commit, and a worker claiming the waiting mail either has it first (then it is no
 * longer waiting, and a new mail is written) or after the rewrite: no rater gets the same
 * person twice, nobody is left out.
 */
export async function storeInvitations(
  tx: Db,
  { companyId, surveyId, now }: InvitationScope,
  raters: readonly RaterToMail[],
  compose: Compose,
): Promise<StoredMail[]> {
  if (raters.length === 0) return [];
  const dueAt = new Date(now.getTime() + (compose.holdSeconds ?? 0) * 1000);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`survey-invitations:${surveyId}`}, 0))`);
  const keys = raters.map((r) => invitationKey(surveyId, r.raterId));
  const waiting = new Map(
    rowsOf<Waiting>(
      await tx.execute(sql`
    select id, batch_key, batch, next_attempt_at from outbox
    where company_id = ${companyId} and survey_id = ${surveyId} and batch_key = any(${textArray(keys)})
      and sent_at is null and failed_at is null and attempts = 0 and claimed_until is null
    order by id
    for update`),
    ).map((w) => [w.batch_key, w]),
  );

  const stored: StoredMail[] = [];
  const fresh: Array<{ rater: RaterToMail; key: string }> = [];
  for (const rater of raters) {
    const key = invitationKey(surveyId, rater.raterId);
    const held = waiting.get(key);
    if (!held) {
      fresh.push({ rater, key });
      continue;
    }
    const all = gatherInvitations(held.batch, rater);
    const mail = compose(all);
    const due = new Date(Math.min(new Date(held.next_attempt_at).getTime(), dueAt.getTime()));
    await tx.execute(sql`
      update outbox set "to" = ${mail.to}, subject = ${mail.subject}, text = ${mail.text}, html = ${mail.html},
        batch = ${JSON.stringify(batchOf(all))}::jsonb, next_attempt_at = ${timestampParam(due)}
      where id = ${held.id}`);
    stored.push({ ...mail, id: held.id, dueAt: due });
  }
  for (let i = 0; i < fresh.length; i += BATCH) {
    const part = fresh.slice(i, i + BATCH).map(({ rater, key }) => ({ mail: compose(rater), rater, key }));
    const ids = await tx
      .insert(outbox)
      .values(
        part.map(({ mail, rater, key }) => ({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          companyId,
          surveyId,
          batchKey: key,
          batch: batchOf(rater),
          nextAttemptAt: dueAt,
        })),
      )
      .returning({ id: outbox.id });
    stored.push(...part.map(({ mail }, j) => ({ ...mail, id: ids[j]!.id, dueAt })));
  }
  return stored;
}
