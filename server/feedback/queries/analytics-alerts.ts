import { sql, type SQL } from 'drizzle-orm';
import type { FeedbackAlerts } from '../../../schemas/analytics';
import type { Db } from '../../db/db-type';
import { rowsOf, userDisplayName } from '../../db/sql';
import { roundedScore, scorePercent } from './scoring-sql';

interface Thresholds {
  succession_threshold: number;
  development_threshold: number;
}

/** A score's percent as reports show it: of the 0–4 scale, one decimal. Thresholds compare with it. */
const percent = scorePercent;

/**
 * One survey's alerts as rows (survey_id, ratee_id, kind, overall, overall_below, items),
 * from the ratees' all_others scores frozen when the results were opened, as HR was shown
 * them (results.ts): a succession candidate has an overall and
 * every type at or above the succession threshold (items: every type); a development need
 * has its overall (overall_below) or a type below the development threshold (items: the
 * types below). Each CTE is computed once, each ratee's types grouped in one pass. A full
 * statement of its own (WITH included), so that several surveys can stand side by side.
 */
function surveyAlerts(companyId: number, surveyId: number, t: Thresholds): SQL {
  const named = (score: SQL) => sql`json_build_object('name', ct.name, 'score', ${roundedScore(score)}, 'percent', ${percent(score)})`;
  const frozen = sql`f.company_id = ${companyId} and f.survey_id = ${surveyId} and f.competency_id is null and f.others is not null`;
  return sql`with
    ov as materialized (
      select f.ratee_id, f.others as score, ${percent(sql`f.others`)} as pct from survey_result_scores f
      where ${frozen} and f.type_id is null
    ),
    ty as materialized (
      select f.ratee_id, ct.name, f.others as score, ${percent(sql`f.others`)} as pct, ${named(sql`f.others`)} as item
      from survey_result_scores f join competency_types ct on ct.company_id = ${companyId} and ct.id = f.type_id
      where ${frozen}
    ),
    per_ratee as (
      select ratee_id, min(pct) as lowest,
        json_agg(item order by lower(name), name) as types,
        json_agg(item order by lower(name), name) filter (where pct < ${t.development_threshold}) as below
      from ty group by ratee_id
    ),
    scored as materialized (
      select coalesce(ov.ratee_id, p.ratee_id) as ratee_id, ov.score, ov.pct, p.lowest, p.types, p.below
      from ov full join per_ratee p on p.ratee_id = ov.ratee_id
    )
    select ${surveyId}::int as survey_id, ratee_id, 'succession' as kind, ${roundedScore(sql`score`)} as overall, pct as overall_percent,
      false as overall_below, types::text as items
    from scored
    where pct >= ${t.succession_threshold} and (lowest is null or lowest >= ${t.succession_threshold})
    union all
    select ${surveyId}::int, ratee_id, 'development', ${roundedScore(sql`score`)}, pct,
      coalesce(pct < ${t.development_threshold}, false), below::text
    from scored
    where pct < ${t.development_threshold} or lowest < ${t.development_threshold}`;
}

/** The day an alert's survey closed (closed early, or its end date): alerts come from closed surveys only. */
const closedDay = sql`least((sv.closed_at at time zone 'UTC')::date, sv.end_date)::text`;

type AlertRow = {
  kind: 'succession' | 'development';
  overall: string | number | null;
  overall_percent: string | number | null;
  overall_below: boolean;
  items: string | null;
  survey: string;
  ratee: string;
};

/**
 * The alerts of the given surveys (the company's, checked by the caller) in ONE statement:
 * each survey's own scoring, side by side (UNION ALL), then people and titles. Newest
 * survey first (the day it closed, then the latest made); within it succession candidates highest first, development needs lowest
 * first (an entry without an overall last), then by name.
 */
export async function alertsOf(db: Db, companyId: number, surveyIds: number[], t: Thresholds): Promise<FeedbackAlerts> {
  const alerts: FeedbackAlerts = { thresholds: t, succession: [], development: [] };
  if (surveyIds.length === 0) return alerts;
  const each = sql.join(
    surveyIds.map((id) => sql`(${surveyAlerts(companyId, id, t)})`),
    sql` union all `,
  );
  const result = await db.execute(sql`
    select x.kind, x.overall, x.overall_percent, x.overall_below, x.items,
      json_build_object('id', sv.id, 'title', sv.title, 'closed_on', ${closedDay})::text as survey,
      json_build_object('id', e.id, 'name', ${userDisplayName}, 'designation', d.name)::text as ratee
    from (${each}) x
    join surveys sv on sv.company_id = ${companyId} and sv.id = x.survey_id
    join employees e on e.company_id = ${companyId} and e.id = x.ratee_id
    join users u on u.id = e.user_id
    left join master_items d on d.company_id = ${companyId} and d.id = e.designation_id
    order by ${closedDay} desc, sv.id desc, x.kind,
      case when x.kind = 'succession' then -x.overall else x.overall end nulls last,
      lower(${userDisplayName}), e.id`);
  for (const row of rowsOf<AlertRow>(result)) {
    const common = { survey: JSON.parse(row.survey), ratee: JSON.parse(row.ratee) };
    const overall = row.overall === null ? null : Number(row.overall);
    const overallPercent = row.overall_percent === null ? null : Number(row.overall_percent);
    const items = JSON.parse(row.items ?? '[]') as Array<{ name: string; score: number; percent: number }>;
    if (row.kind === 'succession') alerts.succession.push({ ...common, overall: overall!, overall_percent: overallPercent!, types: items });
    else {
      const below = row.overall_below ? [{ name: 'Overall', score: overall!, percent: overallPercent! }, ...items] : items;
      alerts.development.push({ ...common, overall, overall_percent: overallPercent, below });
    }
  }
  return alerts;
}
