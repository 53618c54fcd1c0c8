import { sql } from 'drizzle-orm';
import type { FieldErrors } from '../../../schemas/errors';
import type { FeedbackReport, FeedbackSurvey, MyReport, RateeSummary, ReportRelease } from '../../../schemas/feedback';
import { buildReport, round2 } from '../../feedback/report-build';
import { personJoins, personJson } from '../../feedback/report-people';
import { reportRows } from '../../feedback/report-query';
import { surveyAggregate } from '../../feedback/survey-aggregate';
import type { Db } from '../client';
import { intArray, isoTime, isRowId, rowsOf, timestampParam, userDisplayName } from '../sql';
import { dayOf, surveyStatus } from './survey-view';

const maybe = (x: number | null | undefined) => (x === null || x === undefined ? null : round2(x));

/**
 * Feedback reports (issue 8): the published surveys, each ratee's headline, one ratee's
 * report, releasing reports to their ratees, and a ratee's own released reports. Every
 * query is bound to the company; the figures come from server/feedback (anonymity in SQL).
 */
export function feedbackReportsRepository(db: Db, companyId: number) {
  async function publishedSurvey(surveyId: number): Promise<boolean> {
    if (!isRowId(surveyId)) return false;
    const result = await db.execute(sql`select 1 from surveys where company_id = ${companyId} and id = ${surveyId} and not is_draft`);
    return rowsOf(result).length > 0;
  }

  async function report(surveyId: number, rateeId: number, now: Date): Promise<FeedbackReport | null> {
    if (!isRowId(surveyId) || !isRowId(rateeId)) return null;
    const rows = await reportRows(db, companyId, surveyId, rateeId, dayOf(now));
    if (!rows.survey || !rows.ratee) return null;
    return buildReport(rows, await surveyAggregate(db, companyId, surveyId));
  }

  /** The caller's employee id when their report of this survey is released, else null. */
  async function releasedTo(userId: number, surveyId: number): Promise<number | null> {
    if (!isRowId(surveyId)) return null;
    const result = await db.execute(sql`select e.id from employees e
      join report_releases r on r.ratee_id = e.id and r.company_id = e.company_id
      where e.company_id = ${companyId} and e.user_id = ${userId} and r.survey_id = ${surveyId}`);
    return rowsOf<{ id: number }>(result)[0]?.id ?? null;
  }

  return {
    report,

    async surveys(now: Date): Promise<FeedbackSurvey[]> {
      const result = await db.execute(sql`
        select s.id, s.title, s.start_date::text as start_date, s.end_date::text as end_date, ${surveyStatus(dayOf(now))} as status,
          (select count(distinct a.ratee_id) from survey_assignments a where a.survey_id = s.id)::int as ratees,
          (select json_build_object('submitted', count(*) filter (where a.status = 'submitted'), 'assigned', count(*))
            from survey_assignments a where a.survey_id = s.id) as responses,
          (select count(*) from report_releases r where r.survey_id = s.id)::int as released
        from surveys s where s.company_id = ${companyId} and not s.is_draft
        order by s.start_date desc, s.id desc`);
      return rowsOf<FeedbackSurvey>(result);
    },

    /** Every ratee of a published survey with their headline; null when the survey is not the company's or a draft. */
    async ratees(surveyId: number): Promise<RateeSummary[] | null> {
      if (!(await publishedSurvey(surveyId))) return null;
      const [people, aggregate] = await Promise.all([
        db.execute(sql`
          select ${personJson} as ratee, json_build_object('submitted', x.submitted, 'assigned', x.assigned) as responses, r.released_at
          from (select a.ratee_id, count(*) filter (where a.status = 'submitted')::int as submitted, count(*)::int as assigned
                from survey_assignments a where a.company_id = ${companyId} and a.survey_id = ${surveyId} group by a.ratee_id) x
          join employees e on e.id = x.ratee_id ${personJoins}
          left join report_releases r on r.survey_id = ${surveyId} and r.ratee_id = x.ratee_id
          order by lower(${userDisplayName}), e.id`),
        surveyAggregate(db, companyId, surveyId),
      ]);
      type Row = Omit<RateeSummary, 'overall' | 'self' | 'released_at'> & { released_at: Date | string | null };
      return rowsOf<Row>(people).map((row) => {
        const scores = aggregate.ratees.get(row.ratee.id);
        return { ...row, overall: maybe(scores?.overall), self: maybe(scores?.self), released_at: row.released_at === null ? null : isoTime(row.released_at) };
      });
    },

    /** Shows reports to their ratees (or takes them back): `ratees` must be ratees of the survey. */
    async release(surveyId: number, input: ReportRelease, userId: number, now: Date): Promise<{ changed: number } | { errors: FieldErrors } | null> {
      if (!(await publishedSurvey(surveyId))) return null;
      return db.transaction(async (tx) => {
        const wanted = input.ratees ? [...new Set(input.ratees)] : null;
        const found = rowsOf<{ ratee_id: number }>(await tx.execute(sql`
          select distinct ratee_id from survey_assignments where company_id = ${companyId} and survey_id = ${surveyId}
          ${wanted ? sql`and ratee_id = any(${intArray(wanted)})` : sql``}`)).map((r) => r.ratee_id);
        const missing = wanted?.filter((id) => !found.includes(id)) ?? [];
        if (missing.length) return { errors: { ratees: [`${missing.join(', ')} ${missing.length === 1 ? 'is not a ratee' : 'are not ratees'} of this survey.`] } };
        const ids = intArray(found);
        const changed = input.released
          ? await tx.execute(sql`insert into report_releases (company_id, survey_id, ratee_id, released_by, released_at)
              select ${companyId}, ${surveyId}, r, ${userId}, ${timestampParam(now)} from unnest(${ids}) as r
              on conflict (survey_id, ratee_id) do nothing returning ratee_id`)
          : await tx.execute(sql`delete from report_releases
              where company_id = ${companyId} and survey_id = ${surveyId} and ratee_id = any(${ids}) returning ratee_id`);
        return { changed: rowsOf(changed).length };
      });
    },

    async myReports(userId: number): Promise<MyReport[]> {
      const result = await db.execute(sql`
        select json_build_object('id', s.id, 'title', s.title, 'end_date', s.end_date::text) as survey, r.released_at
        from report_releases r join employees e on e.id = r.ratee_id and e.company_id = r.company_id
        join surveys s on s.id = r.survey_id
        where r.company_id = ${companyId} and e.user_id = ${userId}
        order by r.released_at desc, s.id desc`);
      return rowsOf<{ survey: MyReport['survey']; released_at: Date | string }>(result)
        .map((r) => ({ survey: r.survey, released_at: isoTime(r.released_at) }));
    },

    /** The caller's own report, only once released to them. */
    async myReport(userId: number, surveyId: number, now: Date): Promise<FeedbackReport | null> {
      const rateeId = await releasedTo(userId, surveyId);
      return rateeId === null ? null : report(surveyId, rateeId, now);
    },
  };
}
export type FeedbackReportsRepository = ReturnType<typeof feedbackReportsRepository>;
