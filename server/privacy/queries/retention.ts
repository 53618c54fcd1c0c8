import { sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';

/** A survey whose individual answers are past its company's retention. */
export interface ExpiredSurvey {
  companyId: number;
  surveyId: number;
  months: number;
}

/** What retention removed of one survey: counts, never content. */
export interface RemovedAnswers {
  answers: number;
  comments: number;
}

const affected = (result: unknown): number => (result as { affectedRows?: number }).affectedRows ?? (result as { rowCount?: number | null }).rowCount ?? 0;

/** The company's answer retention in months (null: kept), read and changed with its audit entry in one transaction. */
export function answerRetentionRepository(db: Db) {
  return {
    /** Undefined for no such company. */
    async get(companyId: number): Promise<number | null | undefined> {
      const [row] = rowsOf<{ months: number | null }>(await db.execute(sql`select answer_retention_months as months from companies where id = ${companyId}`));
      return row ? row.months : undefined;
    },

    set: (by: AuditActor, companyId: number, months: number | null): Promise<number | null | undefined> =>
      db.transaction(async (tx) => {
        const [was] = rowsOf<{ months: number | null }>(
          await tx.execute(sql`select answer_retention_months as months from companies where id = ${companyId} for update`),
        );
        if (!was) return undefined;
        if (was.months === months) return months;
        await tx.execute(sql`update companies set answer_retention_months = ${months} where id = ${companyId}`);
        await recordAudit(tx, by, {
          action: 'settings.answer_retention',
          entity: 'settings',
          entityId: companyId,
          before: { answer_retention_months: was.months },
          after: { answer_retention_months: months },
        });
        return months;
      }),
  };
}

/**
 * Published surveys whose answers are still there and that closed (closed early, or their end date passed) more than
 * their company's retention before `today`: closed on the day the reports say (scoring-sql.ts closedOn).
 */
export async function expiredSurveys(db: Db, today: string): Promise<ExpiredSurvey[]> {
  return rowsOf<ExpiredSurvey>(
    await db.execute(sql`select s.company_id as "companyId", s.id as "surveyId", c.answer_retention_months as months
      from surveys s join companies c on c.id = s.company_id
      where c.answer_retention_months is not null and s.answers_removed_at is null and not s.is_draft
        and least(coalesce((s.closed_at at time zone 'UTC')::date, s.end_date), s.end_date)
          < (${today}::date - make_interval(months => c.answer_retention_months))::date
      order by s.id`),
  );
}

/**
 * Deletes one expired survey's answers to statements and its comments, and marks it, in the caller's transaction.
 * Null when another process holds the survey or has done it already: the row lock (skipped, not waited for) and the
 * mark make two runs one. What reports read stays: the raters' competency scores (rater_competency_scores), their
 * observed levels, the frozen results (survey_result_scores), the assignments and the disclosure ledger.
 */
export async function removeAnswers(tx: Db, survey: ExpiredSurvey, now: Date): Promise<RemovedAnswers | null> {
  const { companyId, surveyId } = survey;
  const [mine] = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from surveys where company_id = ${companyId} and id = ${surveyId} and answers_removed_at is null
      for update skip locked`),
  );
  if (!mine) return null;
  const ofSurvey = sql`company_id = ${companyId} and assignment_id in
    (select id from survey_assignments where company_id = ${companyId} and survey_id = ${surveyId})`;
  const answers = affected(await tx.execute(sql`delete from survey_answers where ${ofSurvey}`));
  const comments = affected(await tx.execute(sql`delete from survey_comments where ${ofSurvey}`));
  await tx.execute(sql`update surveys set answers_removed_at = ${now.toISOString()}::timestamptz where company_id = ${companyId} and id = ${surveyId}`);
  return { answers, comments };
}
