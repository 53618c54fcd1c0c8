import { sql } from 'drizzle-orm';
import type { FieldErrors } from '../../../schemas/errors';
import type { Survey } from '../../../schemas/survey';
import { COPY_END_BEFORE_START, copyDates, copyTitle, type SurveyCopy } from '../../../schemas/survey-copy';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { isRowId, rowsOf } from '../../db/sql';
import { selectSurveys } from './survey-view';

/** What a copy takes besides the origin's set-up. */
export interface CopyOf {
  originId: number;
  title: string | null;
  startDate: string;
  endDate: string;
  ownerId: number | null;
  /** A recurring cycle's next run: the run it repeats (unique), and the cycle it carries on. */
  repeatOf?: number;
  repeatMonths?: number | null;
}

/**
 * A new draft with another survey's set-up, in the caller's transaction, in three statements whatever its size: the
 * survey row (description, anonymity threshold, audience and its position, who picks raters and their limits,
 * reminder days, mail texts, languages offered), its type values and its competencies with weights and levels. Nobody is asked and
 * nothing is answered. An Individual survey's ratees come along as the draft's chosen ratees (those still employed,
 * in the order first chosen); a Position/Group one picks its ratees again by its rules. The copy continues the
 * origin's series. A nomination deadline moves with the start date, dropped when it no longer falls before the end.
 * Answers the new id, or null when the origin is not the company's.
 */
export async function copySurvey(tx: Db, companyId: number, copy: CopyOf): Promise<number | null> {
  const inserted = await tx.execute(sql`
    insert into surveys (company_id, owner_id, title, description, start_date, end_date, anonymity_threshold, audience,
      position_designation_id, position_department_id, position_group_id, is_draft, rater_selection, nomination_deadline,
      rater_limits, reminder_days, invitation_intro, reminder_intro, intro_translations, languages, chosen_ratees, series_id, repeat_months, repeat_of)
    select s.company_id, ${copy.ownerId}::int, coalesce(${copy.title}::text, s.title), s.description,
      ${copy.startDate}::date, ${copy.endDate}::date, s.anonymity_threshold, s.audience,
      s.position_designation_id, s.position_department_id, s.position_group_id, true, s.rater_selection,
      (select d from (select s.nomination_deadline + (${copy.startDate}::date - s.start_date) as d) x
        where d >= ${copy.startDate}::date and d < ${copy.endDate}::date),
      s.rater_limits, s.reminder_days, s.invitation_intro, s.reminder_intro, s.intro_translations, s.languages,
      case when s.audience = 'Individual' then (
        select coalesce(array_agg(k.id order by k.ord), '{}'::int[]) from (
          select r.id, min(r.ord) as ord from (
            select c.id, c.ord from unnest(s.chosen_ratees) with ordinality c(id, ord)
            union all
            select a.ratee_id, 1000000000::bigint + min(a.id) from survey_assignments a where a.survey_id = s.id group by a.ratee_id
          ) r join employees e on e.id = r.id and e.company_id = s.company_id
          group by r.id) k)
      else '{}'::int[] end,
      coalesce(s.series_id, s.id), ${copy.repeatMonths ?? null}::int, ${copy.repeatOf ?? null}::int
    from surveys s
    where s.company_id = ${companyId} and s.id = ${copy.originId}
    returning id`);
  const id = rowsOf<{ id: number }>(inserted)[0]?.id;
  if (id === undefined) return null;
  await tx.execute(sql`
    insert into survey_type_values (survey_id, company_id, type_id, value)
    select ${id}::int, company_id, type_id, value from survey_type_values where survey_id = ${copy.originId}`);
  await tx.execute(sql`
    insert into survey_competencies (survey_id, company_id, competency_id, weight, expected_level, position)
    select ${id}::int, company_id, competency_id, weight, expected_level, position from survey_competencies where survey_id = ${copy.originId}`);
  return id;
}

/** The origin's dates, to default the copy's from; null when not the company's. */
export async function copyOrigin(db: Db, companyId: number, id: number): Promise<{ title: string; start_date: string; end_date: string } | null> {
  const result = await db.execute(sql`
    select title, start_date::text as start_date, end_date::text as end_date from surveys where company_id = ${companyId} and id = ${id}`);
  return rowsOf<{ title: string; start_date: string; end_date: string }>(result)[0] ?? null;
}

/** A copy's outcome: the new draft, the field errors (nothing written), or null when the origin is not the company's. */
export type CopyOutcome = { survey: Survey } | { errors: FieldErrors } | null;

/** Copying one company's surveys: "Use as template" on the survey page. */
export function surveyCopyRepository(db: Db, companyId: number) {
  return {
    /** One transaction: the draft, its set-up and the audit entry. `today` defaults the dates. */
    async copy(originId: number, input: SurveyCopy, ownerId: number, today: string, by: AuditActor): Promise<CopyOutcome> {
      if (!isRowId(originId)) return null;
      return db.transaction(async (tx) => {
        const origin = await copyOrigin(tx, companyId, originId);
        if (!origin) return null;
        const dates = copyDates(origin, today);
        const startDate = input.start_date ?? dates.start_date;
        const endDate = input.end_date ?? (input.start_date ? copyDates(origin, input.start_date).end_date : dates.end_date);
        if (endDate < startDate) return { errors: { end_date: [COPY_END_BEFORE_START] } };
        const title = input.title?.trim() || copyTitle(origin.title);
        const id = (await copySurvey(tx, companyId, { originId, title, startDate, endDate, ownerId }))!;
        await recordAudit(tx, by, {
          action: 'survey.copy',
          entity: 'survey',
          entityId: id,
          surveyId: id,
          after: { copied_from: originId, title, start_date: startDate, end_date: endDate },
        });
        // Read in the transaction: an answer that fails after the commit would say nothing was written.
        return { survey: (await selectSurveys(tx, companyId, today, sql`s.id = ${id}`))[0]! };
      });
    },
  };
}

export type SurveyCopyRepository = ReturnType<typeof surveyCopyRepository>;
