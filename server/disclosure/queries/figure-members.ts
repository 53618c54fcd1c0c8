import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { scoreCtes } from '../../feedback/queries/scoring-sql';
import { rowsOf } from '../../db/sql';
import { readsTeamReport } from '../../feedback/queries/team-access';
import { DEFAULT_TYPE_VALUE } from '../../../schemas/survey';
import type { BenchmarkTerm } from '../rules/benchmark-figures';
import type { Candidate } from '../rules/ledger-decisions';

export interface RaterCandidate extends Candidate {
  ratee_id: number;
}

/**
 * Who is behind each rater-space figure of a survey (one ratee, or all): per ratee, group and competency, the
 * rater_key of every anonymous rater the scoring counts (scoring-sql.ts), and all_others with its anonymous part
 * only (the manager's figure stands beside it in every report).
 */
export async function raterFigureMembers(db: Db, companyId: number, surveyId: number, rateeId?: number): Promise<RaterCandidate[]> {
  const result = await db.execute(sql`${scoreCtes(companyId, surveyId, rateeId)},
    keyed as materialized (
      select c.ratee_id, c.grp, c.competency_id, a.rater_key
      from counted_raters c join survey_assignments a on a.id = c.assignment_id and a.company_id = ${companyId}
      where c.grp <> 'self'
    )
    select ratee_id, grp as figure, competency_id as item, array_agg(rater_key order by rater_key) as members
    from keyed where grp <> 'manager' group by ratee_id, grp, competency_id
    union all
    select ratee_id, 'all_others', competency_id, coalesce(array_agg(rater_key order by rater_key) filter (where grp <> 'manager'), '{}')
    from keyed group by ratee_id, competency_id`);
  return rowsOf<RaterCandidate>(result);
}

/**
 * The frozen all_others figures of a survey (results.ts) the benchmarks are made of, as HR was shown them: per
 * ratee and competency its key with what weighs it, and a row per ratee with an overall (item 0).
 */
export async function benchmarkTerms(db: Db, companyId: number, surveyId: number): Promise<BenchmarkTerm[]> {
  const result = await db.execute(sql`select f.ratee_id, f.designation_id, coalesce(f.competency_id, 0) as item, f.ratee_key,
      c.type_id, sc.weight, coalesce(tv.value, ${DEFAULT_TYPE_VALUE})::int as value
    from survey_result_scores f
    left join survey_competencies sc on sc.survey_id = f.survey_id and sc.competency_id = f.competency_id
    left join competencies c on c.id = f.competency_id
    left join survey_type_values tv on tv.survey_id = f.survey_id and tv.type_id = c.type_id
    where f.company_id = ${companyId} and f.survey_id = ${surveyId} and f.type_id is null and f.others is not null
    order by f.ratee_id, item`);
  return rowsOf<BenchmarkTerm>(result);
}

/**
 * The survey's ratees whose reports `managerId` reads in My team: by the facts of team-access.ts (their manager rater
 * there, or their manager when the report was released), never the live tree, so the auditor judges what is shown.
 */
export async function teamInSurvey(db: Db, companyId: number, surveyId: number, managerId: number): Promise<Set<number>> {
  const result = await db.execute(sql`select distinct a.ratee_id from survey_assignments a
    where a.company_id = ${companyId} and a.survey_id = ${surveyId}
      and ${readsTeamReport(companyId, managerId, surveyId, sql`a.ratee_id`)}`);
  return new Set(rowsOf<{ ratee_id: number }>(result).map((r) => r.ratee_id));
}

/**
 * The ratee keys of a survey's figures made of `readerId`'s answers alone (they were the only rater counted beside
 * self): the reader knows those figures without being shown them.
 */
export async function figuresOnlyReaderGave(db: Db, companyId: number, surveyId: number, readerId: number): Promise<string[]> {
  const rated = rowsOf<{ ratee_id: number }>(
    await db.execute(sql`select distinct ratee_id from survey_assignments
    where company_id = ${companyId} and survey_id = ${surveyId} and rater_id = ${readerId} and ratee_id <> ${readerId}`),
  );
  const keys: string[] = [];
  for (const { ratee_id: ratee } of rated) {
    const result = await db.execute(sql`${scoreCtes(companyId, surveyId, ratee)}
      select f.ratee_key from counted_raters c
      join survey_assignments a on a.id = c.assignment_id and a.company_id = ${companyId}
      join survey_result_scores f on f.company_id = ${companyId} and f.survey_id = ${surveyId} and f.ratee_id = c.ratee_id
        and f.competency_id = c.competency_id and f.type_id is null
      where c.grp <> 'self'
      group by f.ratee_key having bool_and(a.rater_id is not distinct from ${readerId})`);
    keys.push(...rowsOf<{ ratee_key: string }>(result).map((r) => r.ratee_key));
  }
  return keys;
}
