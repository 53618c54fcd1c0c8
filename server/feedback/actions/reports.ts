import { sql } from 'drizzle-orm';
import type { FieldErrors } from '../../../schemas/errors';
import type { FeedbackReport, FeedbackSurvey, MyReport, RateeSummary, ReportRelease } from '../../../schemas/feedback';
import { RELATIONSHIPS } from '../../../schemas/survey';
import { pendingDetail } from '../rules/pending';
import { buildReport } from '../rules/report-build';
import { reportWithholding } from '../../disclosure/actions/report-withholding';
import type { Reader } from '../../disclosure/actions/readers';
import { HR } from '../../disclosure/queries/ledger';
import type { Db } from '../../db/db-type';
import { intArray, isoTime, isRowId, rowsOf, timestampParam, userDisplayName } from '../../db/sql';
import { dayOf, surveyStatus } from '../../survey/queries/survey-view';
import { managerNow } from '../queries/team-access';
import { personJoins, personJson } from '../queries/report-people';
import { reportRows } from '../queries/report-query';
import { openResults } from './results';
import { storeReleaseMails, type ComposeRelease } from './release-mails';
import type { StoredMail } from '../../mail/outbox';
import { recordAudit, type AuditActor } from '../../audit/record';
import { closedOn, roundedScore, scorePercent } from '../queries/scoring-sql';

/** What a results read answers: not found (null), not yet there (409 with this detail), or the result. */
export type Gated<T> = null | { pending: string } | { result: T };

const relationshipOrder = sql`array_position(array[${sql.join(
  RELATIONSHIPS.map((r) => sql`${r}`),
  sql`, `,
)}]::text[], p.relationship)`;
const figure = (column: string) => sql`${roundedScore(sql.raw(column))}::float8`;
const percentOf = (column: string) => sql`${scorePercent(sql.raw(column))}::float8`;

/**
 * Feedback reports: the published surveys, each ratee's progress and headline, one
 * ratee's report, releasing reports to their ratees, and a ratee's own released reports. Every
 * query is bound to the company; the figures come from the scoring SQL (anonymity in SQL), and
 * only from closed surveys: each read of results passes openResults (results.ts).
 */
export function feedbackReportsRepository(db: Db, companyId: number) {
  async function report(surveyId: number, rateeId: number, now: Date, reader: Reader): Promise<Gated<FeedbackReport>> {
    if (!isRowId(rateeId)) return null;
    const gate = await openResults(db, companyId, surveyId, now);
    if (!gate) return null;
    if (gate.state === 'pending') return { pending: pendingDetail(gate) };
    const rows = await reportRows(db, companyId, surveyId, rateeId, dayOf(now));
    if (!rows.survey || !rows.ratee) return null;
    const withholding = await reportWithholding(db, companyId, reader, { survey: surveyId, ratee: rateeId, threshold: gate.threshold });
    return { result: buildReport(rows, reader.kind === 'hr' ? 'feedback' : 'ratee', withholding) };
  }

  /** The caller's employee id when their report of this closed survey is released to them, else null. */
  async function releasedTo(userId: number, surveyId: number, now: Date): Promise<number | null> {
    if (!isRowId(surveyId)) return null;
    const result = await db.execute(sql`select e.id from employees e
      join report_releases r on r.ratee_id = e.id and r.company_id = e.company_id
      join surveys s on s.company_id = r.company_id and s.id = r.survey_id
      where e.company_id = ${companyId} and e.user_id = ${userId} and r.survey_id = ${surveyId}
        and ${surveyStatus(dayOf(now))} = 'closed'`);
    return rowsOf<{ id: number }>(result)[0]?.id ?? null;
  }

  return {
    /** One ratee's report for the feedback area. */
    report: (surveyId: number, rateeId: number, now: Date) => report(surveyId, rateeId, now, { kind: 'hr' }),

    /** A report as one employee reads it (their own, or a direct report's in My team): what the auditor released to them. */
    personReport: (surveyId: number, rateeId: number, reader: number, now: Date) => report(surveyId, rateeId, now, { kind: 'person', employeeId: reader }),

    async surveys(now: Date): Promise<FeedbackSurvey[]> {
      const result = await db.execute(sql`
        select s.id, s.title, s.start_date::text as start_date, s.end_date::text as end_date, ${surveyStatus(dayOf(now))} as status,
          ${surveyStatus(dayOf(now))} = 'closed' as results_available, s.results_opened_at, s.anonymity_threshold,
          (select count(distinct a.ratee_id) from survey_assignments a where a.survey_id = s.id)::int as ratees,
          (select json_build_object('submitted', count(*) filter (where a.status = 'submitted'), 'assigned', count(*))
            from survey_assignments a where a.survey_id = s.id) as responses,
          (select count(*) from report_releases r where r.survey_id = s.id)::int as released
        from surveys s where s.company_id = ${companyId} and not s.is_draft
        order by s.start_date desc, s.id desc`);
      type Row = Omit<FeedbackSurvey, 'results_opened_at'> & { results_opened_at: Date | string | null };
      return rowsOf<Row>(result).map((row) => ({
        ...row,
        results_opened_at: row.results_opened_at === null ? null : isoTime(row.results_opened_at),
      }));
    },

    /**
     * Every ratee of a published survey with their progress per relationship and, once the survey
     * is closed, their headline from the frozen figures; null when the survey is not the company's.
     */
    async ratees(surveyId: number, now: Date): Promise<RateeSummary[] | null> {
      if (!(await openResults(db, companyId, surveyId, now))) return null;
      const result = await db.execute(sql`
        with p as (
          select a.ratee_id, a.relationship, count(*)::int as assigned, count(*) filter (where a.status = 'submitted')::int as submitted
          from survey_assignments a where a.company_id = ${companyId} and a.survey_id = ${surveyId}
          group by a.ratee_id, a.relationship
        ),
        x as (
          select p.ratee_id, sum(p.assigned)::int as assigned, sum(p.submitted)::int as submitted,
            json_agg(json_build_object('relationship', p.relationship, 'assigned', p.assigned, 'submitted', p.submitted)
              order by ${relationshipOrder}) as progress
          from p group by p.ratee_id
        )
        select ${personJson} as ratee, json_build_object('submitted', x.submitted, 'assigned', x.assigned) as responses, x.progress,
          ${figure('sc.others')} as overall, ${percentOf('sc.others')} as overall_percent,
          ${figure('sc.self')} as self, ${percentOf('sc.self')} as self_percent,
          exists (select 1 from disclosure_ledger l where l.company_id = ${companyId} and l.audience = ${HR} and l.survey_id = ${surveyId}
            and l.ratee_id = x.ratee_id and l.space = 'rater' and l.figure = 'all_others' and not l.released) as overall_withheld,
          r.released_at
        from x join employees e on e.id = x.ratee_id ${personJoins}
        left join report_releases r on r.survey_id = ${surveyId} and r.ratee_id = x.ratee_id
        left join survey_result_scores sc on sc.company_id = ${companyId} and sc.survey_id = ${surveyId}
          and sc.ratee_id = x.ratee_id and sc.competency_id is null and sc.type_id is null
        order by lower(${userDisplayName}), e.id`);
      type Row = Omit<RateeSummary, 'released_at'> & { released_at: Date | string | null };
      return rowsOf<Row>(result).map((row) => ({ ...row, released_at: row.released_at === null ? null : isoTime(row.released_at) }));
    },

    /** Shows reports to their ratees (or takes them back) once the survey is closed: `ratees` must be ratees of the survey. */
    async release(
      surveyId: number,
      input: ReportRelease,
      userId: number,
      now: Date,
      compose: ComposeRelease,
      by?: AuditActor,
    ): Promise<Gated<{ changed: number; mails: StoredMail[] } | { errors: FieldErrors }>> {
      const gate = await openResults(db, companyId, surveyId, now);
      if (!gate) return null;
      if (gate.state === 'pending') return { pending: pendingDetail(gate) };
      const done = await db.transaction(async (tx) => {
        const wanted = input.ratees ? [...new Set(input.ratees)] : null;
        const found = rowsOf<{ ratee_id: number }>(
          await tx.execute(sql`
          select distinct ratee_id from survey_assignments where company_id = ${companyId} and survey_id = ${surveyId}
          ${wanted ? sql`and ratee_id = any(${intArray(wanted)})` : sql``}`),
        ).map((r) => r.ratee_id);
        const missing = wanted?.filter((id) => !found.includes(id)) ?? [];
        if (missing.length)
          return { errors: { ratees: [`${missing.join(', ')} ${missing.length === 1 ? 'is not a ratee' : 'are not ratees'} of this survey.`] } };
        const ids = intArray(found);
        const changed = input.released
          ? // The ratee's manager today is recorded with the release: My team reads from it, never from a later tree.
            await tx.execute(sql`insert into report_releases (company_id, survey_id, ratee_id, released_by, released_at, manager_id)
              select ${companyId}, ${surveyId}, r, ${userId}, ${timestampParam(now)}, ${managerNow(companyId, sql`r`)} from unnest(${ids}) as r
              on conflict (survey_id, ratee_id) do nothing returning ratee_id`)
          : await tx.execute(sql`delete from report_releases
              where company_id = ${companyId} and survey_id = ${surveyId} and ratee_id = any(${ids}) returning ratee_id`);
        const newly = rowsOf<{ ratee_id: number }>(changed).map((r) => r.ratee_id);
        if (by && newly.length) {
          const names = rowsOf<{ name: string }>(
            await tx.execute(sql`select ${userDisplayName} as name from employees e join users u on u.id = e.user_id
            where e.company_id = ${companyId} and e.id = any(${intArray(newly)}) order by lower(${userDisplayName})`),
          ).map((r) => r.name);
          await recordAudit(tx, by, {
            action: input.released ? 'report.release' : 'report.withdraw',
            entity: 'report',
            entityId: surveyId,
            surveyId,
            before: { released: !input.released },
            after: { released: input.released, ratees: names },
          });
        }
        const mails = input.released ? await storeReleaseMails(tx, companyId, surveyId, newly, compose) : [];
        return { changed: newly.length, mails };
      });
      return { result: done };
    },

    async myReports(userId: number, now: Date): Promise<MyReport[]> {
      const result = await db.execute(sql`
        select json_build_object('id', s.id, 'title', s.title, 'end_date', s.end_date::text,
          'closed_on', ${closedOn(surveyStatus(dayOf(now)))}) as survey, r.released_at
        from report_releases r join employees e on e.id = r.ratee_id and e.company_id = r.company_id
        join surveys s on s.id = r.survey_id
        where r.company_id = ${companyId} and e.user_id = ${userId} and ${surveyStatus(dayOf(now))} = 'closed'
        order by r.released_at desc, s.id desc`);
      return rowsOf<{ survey: MyReport['survey']; released_at: Date | string }>(result).map((r) => ({ survey: r.survey, released_at: isoTime(r.released_at) }));
    },

    /** The caller's own report, only once released to them, in the ratee's view. */
    async myReport(userId: number, surveyId: number, now: Date): Promise<FeedbackReport | null> {
      const rateeId = await releasedTo(userId, surveyId, now);
      if (rateeId === null) return null;
      const found = await report(surveyId, rateeId, now, { kind: 'person', employeeId: rateeId });
      return found && 'result' in found ? found.result : null;
    },
  };
}
export type FeedbackReportsRepository = ReturnType<typeof feedbackReportsRepository>;
