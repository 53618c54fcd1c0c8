import { sql } from 'drizzle-orm';
import type { Trend, TrendSurvey } from '../../../schemas/feedback-trends';
import type { Db } from '../../db/db-type';
import { intArray, isRowId, rowsOf } from '../../db/sql';
import { dayOf, surveyStatus } from '../../survey/queries/survey-view';
import { readerDecisions } from '../../disclosure/actions/decide-for-reader';
import { openResults } from './results';
import { closedOn, scorePercent } from '../queries/scoring-sql';

/** A survey's series (schema.ts, surveys.series_id): the series' first survey, or itself when it starts one. */
const seriesKey = sql`coalesce(s.series_id, s.id)`;

/** One figure of one survey: competency_id null for the overall score. */
type Figure = {
  survey_id: number;
  title: string;
  closed_on: string;
  ratees: number;
  series: number;
  competency_id: number | null;
  competency: string | null;
  percent: number | null;
};

/**
 * The figures as lists aligned with the surveys (oldest first); competencies only when in at least two of them, or,
 * `bySeries` (the company trend, read one series at a time), in at least two surveys of one series.
 */
function trendOf(rows: Figure[], bySeries = false): Trend {
  const surveys: TrendSurvey[] = [];
  for (const r of rows) {
    if (!surveys.some((s) => s.id === r.survey_id)) {
      surveys.push({ id: r.survey_id, title: r.title, closed_on: r.closed_on, ratees: r.ratees, series: Number(r.series) });
    }
  }
  const groupOf = (i: number) => (bySeries ? surveys[i]!.series : 0);
  const enough = (percents: (number | null)[]) => {
    const points = new Map<number, number>();
    percents.forEach((p, i) => {
      if (p !== null) points.set(groupOf(i), (points.get(groupOf(i)) ?? 0) + 1);
    });
    return [...points.values()].some((n) => n >= 2);
  };
  const at = (id: number | null) =>
    surveys.map((s) => {
      const found = rows.find((r) => r.survey_id === s.id && r.competency_id === id);
      return found?.percent === undefined || found.percent === null ? null : Number(found.percent);
    });
  const competencies = [...new Map(rows.filter((r) => r.competency_id !== null).map((r) => [r.competency_id!, r.competency!]))]
    .map(([id, title]) => ({ competency_id: id, title, percents: at(id) }))
    .filter((c) => enough(c.percents))
    .sort((a, b) => a.title.localeCompare(b.title));
  return { surveys, overall: at(null), competencies };
}

/**
 * Trends read the figures frozen when each survey's results were first opened
 * (survey_result_scores: all_others, anonymity already applied by the scoring CTEs), so a
 * trend point is the very figure the report showed. Only closed surveys; reading a trend
 * opens the results it shows, as any other result does (results.ts).
 */
export function feedbackTrends(db: Db, companyId: number) {
  const survey = (now: Date) => sql`s.company_id = ${companyId} and not s.is_draft and ${surveyStatus(dayOf(now))} = 'closed'`;
  const order = sql`order by 3, 1, 5 nulls first`;

  async function openAll(ids: number[], now: Date): Promise<number[]> {
    const open: number[] = [];
    for (const id of ids) if ((await openResults(db, companyId, id, now))?.state === 'open') open.push(id);
    return open;
  }

  /** The figures the auditor withheld from a person reading their own reports: per survey, its competencies (0: overall). */
  async function withheldFromSelf(rateeId: number, ids: number[]): Promise<Map<number, Set<number>>> {
    const withheld = new Map<number, Set<number>>();
    // Oldest first, as the reports came: the figure shown first is the one that stands.
    const thresholds = rowsOf<{ id: number; threshold: number }>(
      await db.execute(sql`select id, anonymity_threshold as threshold
      from surveys where company_id = ${companyId} and id = any(${intArray(ids)}) order by end_date, id`),
    );
    for (const { id, threshold } of thresholds) {
      const entries = await readerDecisions(db, companyId, { kind: 'person', employeeId: rateeId }, { survey: id, ratee: rateeId, threshold });
      const items = entries.filter((e) => e.space === 'rater' && e.figure === 'all_others' && !e.released).map((e) => e.item);
      if (items.length) withheld.set(id, new Set([0, ...items]));
    }
    return withheld;
  }

  async function personTrend(rateeId: number, ids: number[], withheld = new Map<number, Set<number>>()): Promise<Trend> {
    const result = await db.execute(sql`
      select r.survey_id, s.title, ${closedOn(sql`'closed'`)} as closed_on, 1 as ratees, ${seriesKey} as series, r.competency_id, c.title as competency,
        ${scorePercent(sql`r.others`)}::float8 as percent
      from survey_result_scores r join surveys s on s.id = r.survey_id and s.company_id = r.company_id
      left join competencies c on c.id = r.competency_id and c.company_id = r.company_id
      where r.company_id = ${companyId} and r.ratee_id = ${rateeId} and r.survey_id = any(${intArray(ids)}) and r.type_id is null
        and exists (select 1 from survey_result_scores o where o.survey_id = r.survey_id and o.ratee_id = r.ratee_id
          and o.competency_id is null and o.type_id is null and o.others is not null)
      ${order}`);
    const shown = (f: Figure) => !withheld.get(f.survey_id)?.has(f.competency_id ?? 0);
    return trendOf(rowsOf<Figure>(result).filter(shown));
  }

  return {
    /** A person's trend over the closed surveys that rated them (the feedback area); null: not the company's employee. */
    async ratee(rateeId: number, now: Date): Promise<Trend | null> {
      if (!isRowId(rateeId)) return null;
      const found = await db.execute(sql`select 1 from employees where company_id = ${companyId} and id = ${rateeId}`);
      if (rowsOf(found).length === 0) return null;
      const ids = rowsOf<{ id: number }>(
        await db.execute(sql`select s.id from surveys s where ${survey(now)}
        and exists (select 1 from survey_assignments a where a.survey_id = s.id and a.ratee_id = ${rateeId})`),
      ).map((r) => r.id);
      return personTrend(rateeId, await openAll(ids, now));
    },

    /** The caller's own trend over the reports released to them (opened already by their release); empty without an employee record. */
    async mine(userId: number, now: Date): Promise<Trend> {
      const me = rowsOf<{ id: number }>(await db.execute(sql`select id from employees where company_id = ${companyId} and user_id = ${userId}`))[0];
      if (!me) return trendOf([]);
      const ids = rowsOf<{ id: number }>(
        await db.execute(sql`select s.id from surveys s
        join report_releases rr on rr.survey_id = s.id and rr.company_id = s.company_id and rr.ratee_id = ${me.id}
        where ${survey(now)}`),
      ).map((r) => r.id);
      const open = await openAll(ids, now);
      return personTrend(me.id, open, await withheldFromSelf(me.id, open));
    },

    /**
     * The company's averages per closed survey (opening every closed survey's results): the mean of
     * the ratees' figures, shown only when at least the survey's anonymity threshold of ratees have one.
     * Each survey's figure is its own (never a mean across surveys); `series` says which surveys compare.
     */
    async company(now: Date): Promise<Trend> {
      const ids = rowsOf<{ id: number }>(await db.execute(sql`select s.id from surveys s where ${survey(now)}`)).map((r) => r.id);
      const open = await openAll(ids, now);
      const result = await db.execute(sql`
        with figures as (
          select r.survey_id, r.competency_id, avg(r.others) as score, count(r.others)::int as ratees
          from survey_result_scores r
          where r.company_id = ${companyId} and r.survey_id = any(${intArray(open)}) and r.type_id is null
          group by r.survey_id, r.competency_id
        )
        select f.survey_id, s.title, ${closedOn(sql`'closed'`)} as closed_on,
          (select x.ratees from figures x where x.survey_id = f.survey_id and x.competency_id is null) as ratees, ${seriesKey} as series,
          f.competency_id, c.title as competency, ${scorePercent(sql`f.score`)}::float8 as percent
        from figures f join surveys s on s.id = f.survey_id and s.company_id = ${companyId}
        left join competencies c on c.id = f.competency_id and c.company_id = ${companyId}
        where f.ratees >= s.anonymity_threshold
          and exists (select 1 from figures x where x.survey_id = f.survey_id and x.competency_id is null and x.ratees >= s.anonymity_threshold)
        ${order}`);
      return trendOf(rowsOf<Figure>(result), true);
    },
  };
}
