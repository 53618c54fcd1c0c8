import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../schemas/language';
import { recipientLanguage } from '../../i18n/recipient-language';
import type { SurveyRecurrence } from '../../../schemas/survey-recurrence';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { isUniqueViolation } from '../../db/errors';
import { outboxRepository, type OutgoingMail, type StoredMail } from '../../mail/outbox';
import { isRowId, rowsOf, timestampParam } from '../../db/sql';
import { copySurvey } from '../queries/survey-copy';

/** A run whose next one is due: its start date plus its months has come. */
export interface DueRun {
  companyId: number;
  surveyId: number;
}

/** What the owner's mail about a drafted run says. */
export interface DraftedRun {
  surveyId: number;
  email: string;
  firstName: string;
  companyName: string;
  title: string;
  startDate: string;
  endDate: string;
  months: number;
  /** The owner's language: their profile's, else their company's. */
  language: Language;
}

/** The day `months` after a run's start date: the next run starts then, and is drafted on that day. */
const nextStart = (months: SQL) => sql`(s.start_date + make_interval(months => ${months}))::date`;

const REPEATED = 'This run has already been repeated: change the cycle on its next run.';

/** A company's recurring cycles: the setting on one survey, and where its cycle stands. */
export function surveyRecurrenceRepository(db: Db, companyId: number) {
  async function read(tx: Db, id: number): Promise<SurveyRecurrence | null> {
    const result = await tx.execute(sql`
      select coalesce(s.repeat_months, 0) as repeat_months, s.next_run_drafted_at is not null as repeated,
        case when s.repeat_months is not null and s.next_run_drafted_at is null then ${nextStart(sql`s.repeat_months`)}::text end as next_run_on,
        (select json_build_object('id', n.id, 'title', n.title) from surveys n where n.repeat_of = s.id and n.company_id = s.company_id) as next_run
      from surveys s where s.company_id = ${companyId} and s.id = ${id}`);
    return rowsOf<SurveyRecurrence>(result)[0] ?? null;
  }

  return {
    get: (id: number) => (isRowId(id) ? read(db, id) : Promise.resolve(null)),

    /** Sets (1–24) or stops (0) the cycle; 'repeated' once the cycle has moved on from this run; null when not the company's. */
    async set(id: number, months: number, by: AuditActor): Promise<SurveyRecurrence | { refused: string } | null> {
      if (!isRowId(id)) return null;
      return db.transaction(async (tx) => {
        const result = await tx.execute(sql`
          select coalesce(repeat_months, 0) as months, next_run_drafted_at is not null as repeated
          from surveys where company_id = ${companyId} and id = ${id} for update`);
        const row = rowsOf<{ months: number; repeated: boolean }>(result)[0];
        if (!row) return null;
        if (row.months === months) return read(tx, id);
        if (row.repeated) return { refused: REPEATED };
        await tx.execute(sql`update surveys set repeat_months = ${months || null}::int, updated_at = now()
          where company_id = ${companyId} and id = ${id}`);
        await recordAudit(tx, by, {
          action: 'survey.repeat',
          entity: 'survey',
          entityId: id,
          surveyId: id,
          before: { repeat_months: row.months || null },
          after: { repeat_months: months || null },
        });
        return read(tx, id);
      });
    },
  };
}

export type SurveyRecurrenceRepository = ReturnType<typeof surveyRecurrenceRepository>;

/**
 * Every company's cycles, for the periodic job. A run is due once its start date plus its months has come, it was
 * launched (a draft starts no cycle) and no next run was drafted from it. Drafting marks the run in the same
 * transaction (a conditional update: a second process waits on the row, then finds it marked), and the draft's
 * repeat_of is unique: one next run per run, however many processes look at once.
 */
export function recurringRunsRepository(db: Db) {
  return {
    async due(today: string): Promise<DueRun[]> {
      const result = await db.execute(sql`
        select s.company_id as "companyId", s.id as "surveyId" from surveys s
        where s.repeat_months is not null and s.next_run_drafted_at is null and not s.is_draft
          and ${nextStart(sql`s.repeat_months`)} <= ${today}::date
        order by s.id`);
      return rowsOf<DueRun>(result);
    },

    /** Drafts the next run of `due` and stores the owner's mail (none once their account is gone); null when another process did it first. */
    async draftNext(due: DueRun, now: Date, compose: (run: DraftedRun) => OutgoingMail): Promise<{ id: number; mails: StoredMail[] } | null> {
      try {
        return await db.transaction(async (tx) => {
          const taken = await tx.execute(sql`
            update surveys s set next_run_drafted_at = ${timestampParam(now)}
            where s.company_id = ${due.companyId} and s.id = ${due.surveyId}
              and s.next_run_drafted_at is null and s.repeat_months is not null and not s.is_draft
            returning s.owner_id as "ownerId", s.repeat_months as months,
              ${nextStart(sql`s.repeat_months`)}::text as "startDate",
              (s.end_date + make_interval(months => s.repeat_months))::date::text as "endDate"`);
          const run = rowsOf<{ ownerId: number | null; months: number; startDate: string; endDate: string }>(taken)[0];
          if (!run) return null;
          const id = (await copySurvey(tx, due.companyId, {
            originId: due.surveyId,
            title: null,
            startDate: run.startDate,
            endDate: run.endDate,
            ownerId: run.ownerId,
            repeatOf: due.surveyId,
            repeatMonths: run.months,
          }))!;
          const owner = await tx.execute(sql`
            select u.email, u.first_name as "firstName", c.name as "companyName", s.title, ${recipientLanguage(sql`u.language`, sql`u.company_id`)} as language
            from surveys s join users u on u.id = s.owner_id join companies c on c.id = s.company_id
            where s.id = ${id} and u.company_id = s.company_id`);
          const to = rowsOf<Omit<DraftedRun, 'surveyId' | 'startDate' | 'endDate' | 'months'>>(owner)[0];
          if (!to) return { id, mails: [] };
          const mail = compose({ ...to, surveyId: id, startDate: run.startDate, endDate: run.endDate, months: run.months });
          return { id, mails: [await outboxRepository(tx).store(mail, { companyId: due.companyId, surveyId: id })] };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'surveys_repeat_of_key')) return null;
        throw err;
      }
    },
  };
}
