import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../schemas/language';
import { NAMED_RELATIONSHIPS, type Relationship } from '../../../schemas/survey';
import type { Db } from '../../db/db-type';
import { recipientLanguage } from '../../i18n/recipient-language';
import { outboxRepository } from '../../mail/outbox';
import { textArray, timestampParam } from '../../db/sql';
import { storeInvitations } from './invitation-batches';
import type { Compose, RaterToMail, StoredMail } from './survey-mailing-types';
import { rowsOf } from '../../db/sql';

interface ClaimedRow {
  rater_id: number;
  ratee_id: number;
  email: string;
  first_name: string;
  more: boolean;
  ratee_name: string;
  relationship: Relationship;
  language: Language;
}

/**
 * Marks assignments in ONE statement and answers whom to mail about them. The update
 * claims the rows: on PostgreSQL a second request running at the same time waits for the
 * first's rows, then finds them no longer matching `claimable` and skips them, so no rater
 * is mailed twice. The select after it reads the snapshot from before the update, so `more`
 * sees only invitations sent by earlier requests.
 */
async function claim(db: Db, companyId: number, surveyId: number, set: SQL, claimable: SQL): Promise<RaterToMail[]> {
  const result = await db.execute(sql`
    with claimed as (
      update survey_assignments a set ${set}
      -- Outside raters get a personal link instead (external-raters.ts).
      where a.company_id = ${companyId} and a.survey_id = ${surveyId} and a.external_rater_id is null and ${claimable}
      returning a.rater_id, a.ratee_id, a.relationship
    )
    select c.rater_id, c.ratee_id, ru.email, ru.first_name, c.relationship, ${recipientLanguage(sql`ru.language`, sql`ru.company_id`)} as language,
      btrim(tu.first_name || ' ' || tu.last_name) as ratee_name,
      exists (select 1 from survey_assignments o
        where o.survey_id = ${surveyId} and o.rater_id = c.rater_id and o.invited_at is not null) as more
    from claimed c
    join employees re on re.id = c.rater_id join users ru on ru.id = re.user_id
    join employees te on te.id = c.ratee_id join users tu on tu.id = te.user_id
    order by c.rater_id, c.relationship = 'self' desc, lower(btrim(tu.first_name || ' ' || tu.last_name)), c.ratee_id`);
  const raters = new Map<number, RaterToMail>();
  for (const row of rowsOf<ClaimedRow>(result)) {
    let rater = raters.get(row.rater_id);
    if (!rater) {
      rater = { raterId: row.rater_id, email: row.email, firstName: row.first_name, language: row.language, more: row.more, ratees: [] };
      raters.set(row.rater_id, rater);
    }
    rater.ratees.push({ id: row.ratee_id, name: row.ratee_name, relationship: row.relationship });
  }
  return [...raters.values()];
}

/** Outbox rows per insert: a survey of thousands of raters is a few statements. */
const BATCH = 500;

/**
 * Claims and stores the mails in one transaction: a rater counts as invited (or reminded)
 * exactly when their mail is in the outbox. Delivery happens after the commit.
 */
export async function claimAndStore(db: Db, companyId: number, surveyId: number, set: SQL, claimable: SQL, compose: Compose): Promise<StoredMail[]> {
  return db.transaction(async (tx) => {
    const mails = (await claim(tx, companyId, surveyId, set, claimable)).map(compose);
    const outbox = outboxRepository(tx);
    const stored: StoredMail[] = [];
    for (let i = 0; i < mails.length; i += BATCH) {
      const batch = mails.slice(i, i + BATCH);
      const ids = await outbox.addMany(batch, { companyId, surveyId });
      stored.push(...batch.map((mail, j) => ({ ...mail, id: ids[j]! })));
    }
    return stored;
  });
}

/**
 * Claims invitations and stores them in one transaction, each gathered with an invitation of
 * the same rater and survey that is still waiting in the outbox (invitation-batches.ts).
 */
export async function claimAndInvite(db: Db, companyId: number, surveyId: number, now: Date, claimable: SQL, compose: Compose): Promise<StoredMail[]> {
  return db.transaction(async (tx) => {
    const raters = await claim(tx, companyId, surveyId, sql`invited_at = ${timestampParam(now)}`, claimable);
    return storeInvitations(tx, { companyId, surveyId, now }, raters, compose);
  });
}

/**
 * Where ratees nominate their raters, a peer, direct report or other is asked only once their
 * nomination is approved with them on it: HR's own picks of those wait like anyone else's.
 */
const invitable = sql`(a.relationship = any(${textArray(NAMED_RELATIONSHIPS)})
  or exists (select 1 from surveys s where s.id = a.survey_id and s.rater_selection = 'hr')
  or exists (select 1 from survey_nominees n join survey_nominations m on m.survey_id = n.survey_id and m.ratee_id = n.ratee_id
    where n.survey_id = a.survey_id and n.ratee_id = a.ratee_id and n.rater_id = a.rater_id and m.status = 'approved'))`;

/** Invitations (POST /survey/send-email/) and reminders of one company's surveys. */
export function surveyMailingRepository(db: Db, companyId: number) {
  return {
    /** Every rater with assignments not invited yet, mailed about those ratees; they count as invited from here. */
    claimInvitations(surveyId: number, now: Date, compose: Compose): Promise<StoredMail[]> {
      return claimAndInvite(db, companyId, surveyId, now, sql`a.invited_at is null and ${invitable}`, compose);
    },

    /** Every rater with answers not submitted, mailed about only those ratees; an uninvited one counts as invited too. */
    claimReminders(surveyId: number, now: Date, compose: Compose): Promise<StoredMail[]> {
      const at = timestampParam(now);
      return claimAndStore(
        db,
        companyId,
        surveyId,
        sql`reminded_at = ${at}, invited_at = coalesce(a.invited_at, ${at})`,
        sql`a.status in ('pending', 'draft') and ${invitable}`,
        compose,
      );
    },
  };
}
