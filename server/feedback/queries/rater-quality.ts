import { sql, type SQL } from 'drizzle-orm';
import { NAMED_RELATIONSHIPS } from '../../../schemas/survey';
import { STRAIGHT_LINE_MIN_STATEMENTS } from '../../../schemas/rater-quality';
import type { Db } from '../../db/db-type';
import { rowsOf, textArray } from '../../db/sql';
import { HR } from '../../disclosure/queries/ledger';
import { scoreCtes } from './scoring-sql';

/**
 * One survey's sheets as its reports show them to HR, as CTEs after scoreCtes: `shown` the submitted assignments in a
 * ratee-group the scoring shows (threshold and pool, scoring-sql.ts) of which the disclosure auditor withheld nothing
 * from HR; `sheet_means` each one's average of the competency scores the report counts. A ratee whose all_others
 * figure was withheld keeps only its named groups: pooled across groups, its anonymous raters would rebuild it.
 */
function shownSheets(companyId: number, surveyId: number): SQL {
  return sql`${scoreCtes(companyId, surveyId)},
    withheld as materialized (
      select distinct l.ratee_id, l.figure as grp from disclosure_ledger l
      where l.company_id = ${companyId} and l.audience = ${HR} and l.survey_id = ${surveyId} and l.space = 'rater' and not l.released
    ),
    shown as materialized (
      select v.assignment_id, v.ratee_id, v.grp from visible_raters v
      where not exists (select 1 from withheld w where w.ratee_id = v.ratee_id
        and (w.grp = v.grp or (w.grp = 'all_others' and v.grp <> all(${textArray(NAMED_RELATIONSHIPS)}))))
    ),
    sheet_means as materialized (
      select s.assignment_id, s.ratee_id, s.grp, avg(c.score) as mean
      from shown s join counted_raters c on c.assignment_id = s.assignment_id
      group by s.assignment_id, s.ratee_id, s.grp
    )`;
}

export interface GroupFigures {
  grp: string;
  raters: number;
  ratees: number;
  mean: number;
  /** Mean within-ratee standard deviation over the ratees with 2+ raters of the group (null: none), and their count. */
  agreement_sd: number | null;
  agreement_ratees: number;
}

export interface SurveyQualityFigures {
  threshold: number;
  /** Every group with a submitted rater in the survey: its relationship, or the pool its rater was shown in. */
  present: string[];
  groups: GroupFigures[];
  straight_lined: number;
  sheets: number;
}

/** One survey's aggregates, in one statement: straight-lined sheets, and per shown group its mean and agreement. */
export async function surveyQualityFigures(db: Db, companyId: number, surveyId: number): Promise<SurveyQualityFigures> {
  const result = await db.execute(sql`${shownSheets(companyId, surveyId)},
    sheets as (
      select s.assignment_id, count(a.value)::int as answered, min(a.value) = max(a.value) as same
      from shown s join survey_answers a on a.company_id = ${companyId} and a.assignment_id = s.assignment_id
      group by s.assignment_id
    ),
    per_ratee as (
      select grp, ratee_id, count(*)::int as raters, stddev_pop(mean) as sd from sheet_means group by grp, ratee_id
    ),
    group_figures as (
      select m.grp, count(*)::int as raters, count(distinct m.ratee_id)::int as ratees, avg(m.mean)::float8 as mean,
        (select avg(p.sd)::float8 from per_ratee p where p.grp = m.grp and p.raters >= 2) as agreement_sd,
        (select count(*)::int from per_ratee p where p.grp = m.grp and p.raters >= 2) as agreement_ratees
      from sheet_means m group by m.grp
    )
    select json_build_object(
      'threshold', (select s.anonymity_threshold from surveys s where s.company_id = ${companyId} and s.id = ${surveyId}),
      'present', (select coalesce(json_agg(distinct g), '[]') from rater_groups r
        cross join lateral (values (r.relationship), (r.grp)) x(g) where g is not null),
      'groups', (select coalesce(json_agg(group_figures), '[]') from group_figures),
      'straight_lined', (select count(*)::int from sheets where answered >= ${STRAIGHT_LINE_MIN_STATEMENTS} and same),
      'sheets', (select count(*)::int from sheets where answered >= ${STRAIGHT_LINE_MIN_STATEMENTS})
    )::text as body`);
  return JSON.parse(rowsOf<{ body: string }>(result)[0]!.body) as SurveyQualityFigures;
}

export interface CompanyDistribution {
  mean: number | null;
  sd: number | null;
  raters: number;
  surveys: number;
}

/**
 * The company's distribution of rater averages: every shown sheet of every survey whose results are open, all groups
 * together, in one statement (one scoring per survey, each a subquery of its own).
 */
export async function companyDistribution(db: Db, companyId: number): Promise<CompanyDistribution> {
  const opened = rowsOf<{ id: number }>(
    await db.execute(sql`select id from surveys where company_id = ${companyId} and results_opened_at is not null order by id`),
  ).map((row) => row.id);
  if (opened.length === 0) return { mean: null, sd: null, raters: 0, surveys: 0 };
  const each = opened.map((id) => sql`select mean from (${shownSheets(companyId, id)} select mean from sheet_means) s${sql.raw(String(id))}`);
  const result = await db.execute(sql`select avg(mean)::float8 as mean, stddev_pop(mean)::float8 as sd, count(*)::int as raters
    from (${sql.join(each, sql` union all `)}) m`);
  const row = rowsOf<Omit<CompanyDistribution, 'surveys'>>(result)[0]!;
  return { ...row, surveys: opened.length };
}
