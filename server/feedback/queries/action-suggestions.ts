import { sql } from 'drizzle-orm';
import type { ProficiencyLevel } from '../../../schemas/survey';
import type { AreaScore, LibraryCandidate } from '../rules/action-suggestions';
import type { Db } from '../../db/db-type';
import { intArray, rowsOf, textArray } from '../../db/sql';

/**
 * A ratee's competency figures in a survey, from what the survey's results froze for HR (survey_result_scores): only
 * figures HR's report shows, a withheld one (others null) is not a development area.
 */
export async function areaScores(db: Db, companyId: number, surveyId: number, rateeId: number): Promise<AreaScore[]> {
  const result = await db.execute(sql`
    select r.competency_id, c.title, sc.expected_level,
      round(r.others::numeric, 2)::float8 as others, round(r.self::numeric, 2)::float8 as self
    from survey_result_scores r
    join competencies c on c.company_id = r.company_id and c.id = r.competency_id
    join survey_competencies sc on sc.survey_id = r.survey_id and sc.competency_id = r.competency_id
    where r.company_id = ${companyId} and r.survey_id = ${surveyId} and r.ratee_id = ${rateeId}
      and r.competency_id is not null and r.type_id is null and r.others is not null
    order by sc.position, r.competency_id`);
  return rowsOf<AreaScore>(result);
}

/**
 * The company's active library actions for the given competencies at each one's expected level or any level, each
 * with its outcomes aggregated in SQL: how many different ratees it was recorded for, and their mean change.
 */
export async function libraryCandidates(
  db: Db,
  companyId: number,
  wanted: Array<{ competency_id: number; level: ProficiencyLevel }>,
): Promise<LibraryCandidate[]> {
  if (wanted.length === 0) return [];
  const result = await db.execute(sql`
    with wanted as (
      select * from unnest(${intArray(wanted.map((w) => w.competency_id))}, ${textArray(wanted.map((w) => w.level))}) as w(competency_id, level)
    ),
    evidence as (
      select d.library_action_id as id, count(distinct d.ratee_id)::int as people, round(avg(o.change), 2)::float8 as mean_change
      from development_action_outcomes o
      join development_actions d on d.company_id = o.company_id and d.id = o.action_id
      where o.company_id = ${companyId} and d.library_action_id is not null
      group by d.library_action_id
    )
    select la.id, la.competency_id, la.title, la.description, la.level,
      coalesce(e.people, 0) as people, e.mean_change
    from development_library_actions la
    join wanted w on w.competency_id = la.competency_id and (la.level is null or la.level = w.level)
    left join evidence e on e.id = la.id
    where la.company_id = ${companyId} and la.archived_at is null
    order by la.id`);
  return rowsOf<LibraryCandidate>(result);
}

/** The company's anonymity threshold: how many people an action's evidence needs before it is shown. */
export async function companyThreshold(db: Db, companyId: number): Promise<number | null> {
  const result = await db.execute(sql`select anonymity_threshold as threshold from companies where id = ${companyId}`);
  return rowsOf<{ threshold: number }>(result)[0]?.threshold ?? null;
}

/** The employee is a ratee of the survey (any assignment as ratee). */
export async function isRateeIn(db: Db, companyId: number, surveyId: number, rateeId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from survey_assignments where company_id = ${companyId} and survey_id = ${surveyId} and ratee_id = ${rateeId} limit 1`,
  );
  return rowsOf(result).length > 0;
}
