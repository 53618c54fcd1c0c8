import { sql, type SQL } from 'drizzle-orm';
import type { RaterSurveyList } from '../../../schemas/survey-answer';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';
import { askedIn } from './asked-statements';
import { ratersAssignment, type RaterKey } from './rater-key';
import { surveyStatus } from './survey-view';

/** A timestamp as the other survey calls answer it (toISOString): UTC with milliseconds and a Z. */
export const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const rateeName = sql`btrim(tu.first_name || ' ' || tu.last_name)`;

/**
 * A rater's assignments grouped by survey (RaterSurveyList), in ONE statement however many:
 * `which` filters the assignment `a` and its survey `s`. Statements in the survey (total)
 * are counted once per survey and answers (answered) once per assignment, both only over
 * the survey's current competencies, so a draft saved before a competency left the survey
 * does not count it. `order` sorts the surveys.
 */
export async function raterSurveys(db: Db, companyId: number, rater: RaterKey, today: string, which: SQL, order: SQL): Promise<RaterSurveyList['result']> {
  return rowsOf<RaterSurveyList['result'][number]>(await db.execute(raterSurveysQuery(companyId, rater, today, which, order)));
}

/** The statement of raterSurveys, for a caller that reads more beside it in the same round trip (server/survey/queries/answer-sheet.ts). */
export function raterSurveysQuery(companyId: number, rater: RaterKey, today: string, which: SQL, order: SQL): SQL {
  return sql`
    with mine as (
      select a.id, a.survey_id, a.ratee_id, a.relationship, a.status, a.draft_saved_at, a.submitted_at
      from survey_assignments a
      join surveys s on s.company_id = a.company_id and s.id = a.survey_id
      where a.company_id = ${companyId} and ${ratersAssignment(rater)} and ${which}
    ),
    totals as (
      select sc.survey_id, count(st.id)::int as total
      from survey_competencies sc
      join competency_statements st on st.company_id = sc.company_id and st.competency_id = sc.competency_id
      where sc.survey_id in (select survey_id from mine) and ${askedIn(sql`sc.survey_id`)}
      group by sc.survey_id
    ),
    answered as (
      select m.id, count(*)::int as answered
      from mine m
      join survey_answers sa on sa.assignment_id = m.id
      join competency_statements st on st.company_id = sa.company_id and st.id = sa.statement_id
      join survey_competencies sc on sc.survey_id = m.survey_id and sc.competency_id = st.competency_id
      group by m.id
    )
    select
      json_build_object('id', s.id, 'title', s.title, 'description', s.description,
        'start_date', s.start_date::text, 'end_date', s.end_date::text, 'status', ${surveyStatus(today)},
        'anonymity_threshold', s.anonymity_threshold) as survey,
      json_agg(json_build_object(
        'id', m.id, 'ratee', json_build_object('id', te.id, 'name', ${rateeName}),
        'relationship', m.relationship, 'status', m.status,
        'answered', coalesce(an.answered, 0), 'total', coalesce(tt.total, 0),
        'draft_saved_at', ${isoText(sql`m.draft_saved_at`)}, 'submitted_at', ${isoText(sql`m.submitted_at`)})
        -- The rater's self-assessment first, then the people they rate by name.
        order by m.relationship = 'self' desc, lower(${rateeName}), m.id) as assignments
    from mine m
    join surveys s on s.id = m.survey_id
    join employees te on te.id = m.ratee_id
    join users tu on tu.id = te.user_id
    left join totals tt on tt.survey_id = m.survey_id
    left join answered an on an.id = m.id
    group by s.id
    order by ${order}`;
}

/** What the rater still has to answer: open surveys, assignments not submitted; the survey due first comes first. */
export const draftSurveys = (db: Db, companyId: number, rater: RaterKey, today: string) =>
  raterSurveys(db, companyId, rater, today, sql`a.status <> 'submitted' and ${surveyStatus(today)} = 'open'`, sql`s.end_date, s.id`);

/** What the rater has submitted, whatever the survey's status now; the latest submission first. */
export const completedSurveys = (db: Db, companyId: number, rater: RaterKey, today: string) =>
  raterSurveys(db, companyId, rater, today, sql`a.status = 'submitted'`, sql`max(m.submitted_at) desc, s.id desc`);
