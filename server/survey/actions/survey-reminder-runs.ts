import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../schemas/language';
import { recipientLanguage } from '../../i18n/recipient-language';
import type { Db } from '../../db/db-type';
import { outboxRepository, type OutgoingMail, type StoredMail } from '../../mail/outbox';
import { rowsOf, timestampParam } from '../../db/sql';
import { externalRatersRepository, type ComposeExternal } from './external-raters';
import { surveyMailingRepository } from './survey-mailing';
import type { RaterToMail } from './survey-mailing-types';
import { surveyState, type SurveyState } from '../queries/survey-state';

/** A survey whose scheduled reminder is due and has not gone out. */
export interface DueReminder {
  companyId: number;
  surveyId: number;
  daysBefore: number;
  /** The day it fell due (the end date or deadline minus daysBefore): a run before it was for an earlier date. */
  dueDay: string;
}

/** A ratee who has not sent their nominations for approval. */
export interface NomineeToRemind {
  email: string;
  firstName: string;
  title: string;
  deadline: string;
  companyName: string;
  /** The ratee's language: their profile's, else their company's. */
  language: Language;
}

/** Days before the nomination deadline its reminder goes. */
export const NOMINATION_REMINDER_DAYS = 2;

/** A run `r` made on or after the day its reminder fell due. */
const ranSince = (dueDay: SQL) => sql`(r.ran_at at time zone 'UTC')::date >= ${dueDay}`;

/**
 * The scheduled reminders of every company's surveys. A reminder's row in
 * survey_reminder_runs is written by the transaction that stores its mails; the conflict on its
 * key lets exactly one process, of however many look at once, go on to mail. A row from before
 * the day it falls due is from an earlier end date (the survey was extended): it is taken over.
 */
export function surveyReminderRunsRepository(db: Db) {
  /** True when this transaction won the (survey, kind, days) run of its due day. */
  async function takeRun(tx: Db, r: DueReminder, kind: 'answer' | 'nomination', now: Date): Promise<boolean> {
    const won = await tx.execute(sql`
      insert into survey_reminder_runs as r (company_id, survey_id, kind, days_before, ran_at)
      values (${r.companyId}, ${r.surveyId}, ${kind}, ${r.daysBefore}, ${timestampParam(now)})
      on conflict (survey_id, kind, days_before) do update set ran_at = excluded.ran_at
        where not ${ranSince(sql`${r.dueDay}::date`)}
      returning r.survey_id`);
    return rowsOf(won).length > 0;
  }

  return {
    /**
     * Open, published surveys with raters invited, and, for each, the latest reminder day it has
     * reached (end date minus `reminder_days`): only that one, so a server down for days sends
     * one reminder on its return, not every one it missed. A day that came before the first
     * invitation went out is passed over: nobody is reminded of a mail they have only just had.
     */
    async dueAnswerReminders(today: string): Promise<DueReminder[]> {
      const result = await db.execute(sql`
        select s.company_id as "companyId", s.id as "surveyId", m.days as "daysBefore", (s.end_date - m.days)::text as "dueDay"
        from surveys s
        cross join lateral (select min(d) as days from unnest(s.reminder_days) d where d >= s.end_date - ${today}::date) m
        where not s.is_draft and s.closed_at is null and s.results_opened_at is null
          and s.start_date <= ${today}::date and s.end_date >= ${today}::date and m.days is not null
          and s.end_date - m.days > (select (min(a.invited_at) at time zone 'UTC')::date
            from survey_assignments a where a.survey_id = s.id and a.invited_at is not null)
          and not exists (select 1 from survey_reminder_runs r
            where r.survey_id = s.id and r.kind = 'answer' and r.days_before = m.days and ${ranSince(sql`s.end_date - m.days`)})
        order by s.id`);
      return rowsOf<DueReminder>(result);
    },

    /** Published surveys where ratees nominate their raters, within the last days before the deadline. */
    async dueNominationReminders(today: string): Promise<DueReminder[]> {
      const result = await db.execute(sql`
        select s.company_id as "companyId", s.id as "surveyId", ${NOMINATION_REMINDER_DAYS}::int as "daysBefore",
          (s.nomination_deadline - ${NOMINATION_REMINDER_DAYS}::int)::text as "dueDay"
        from surveys s
        where not s.is_draft and s.closed_at is null and s.results_opened_at is null
          and s.rater_selection <> 'hr' and s.nomination_deadline is not null
          and ${today}::date between s.nomination_deadline - ${NOMINATION_REMINDER_DAYS}::int and s.nomination_deadline
          and not exists (select 1 from survey_reminder_runs r
            where r.survey_id = s.id and r.kind = 'nomination' and r.days_before = ${NOMINATION_REMINDER_DAYS}::int
              and ${ranSince(sql`s.nomination_deadline - ${NOMINATION_REMINDER_DAYS}::int`)})
        order by s.id`);
      return rowsOf<DueReminder>(result);
    },

    /** The answer reminder, once: each rater with answers missing, about only those ratees. Empty when another process won it. */
    async runAnswerReminder(
      due: DueReminder,
      now: Date,
      compose: (survey: SurveyState, rater: RaterToMail) => OutgoingMail,
      composeOutside: ComposeExternal,
    ): Promise<StoredMail[]> {
      return db.transaction(async (tx) => {
        if (!(await takeRun(tx, due, 'answer', now))) return [];
        const survey = await surveyState(tx, due.companyId, due.surveyId, now);
        if (!survey) return [];
        const employees = await surveyMailingRepository(tx, due.companyId).claimReminders(due.surveyId, now, (r) => compose(survey, r));
        const outsiders = await externalRatersRepository(tx, due.companyId).claimReminders(due.surveyId, now, composeOutside);
        return [...employees, ...outsiders];
      });
    },

    /** The nomination reminder, once: every ratee whose nominations are not with the approver. */
    async runNominationReminder(due: DueReminder, now: Date, compose: (ratee: NomineeToRemind) => OutgoingMail): Promise<StoredMail[]> {
      return db.transaction(async (tx) => {
        if (!(await takeRun(tx, due, 'nomination', now))) return [];
        const result = await tx.execute(sql`
          with reminded as (
            update survey_nominations n set reminded_at = ${timestampParam(now)}
            where n.company_id = ${due.companyId} and n.survey_id = ${due.surveyId} and n.status in ('open', 'returned')
            returning n.ratee_id)
          select u.email, u.first_name as "firstName", s.title, s.nomination_deadline::text as deadline, c.name as "companyName",
            ${recipientLanguage(sql`u.language`, sql`u.company_id`)} as language
          from reminded r
          join employees e on e.id = r.ratee_id join users u on u.id = e.user_id
          join surveys s on s.id = ${due.surveyId} join companies c on c.id = s.company_id
          order by r.ratee_id`);
        const mails = rowsOf<NomineeToRemind>(result).map(compose);
        const ids = await outboxRepository(tx).addMany(mails, { companyId: due.companyId, surveyId: due.surveyId });
        return mails.map((mail, i) => ({ ...mail, id: ids[i]! }));
      });
    },
  };
}
