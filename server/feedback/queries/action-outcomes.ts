import { sql, type SQL } from 'drizzle-orm';
import { timestampParam } from '../../db/sql';

/** A ratee's others' score on a competency in a survey as HR's report shows it (two decimals); none where withheld. */
const shownScore = (surveyId: SQL, alias: string): SQL => sql`(select round(r.others::numeric, 2)
  from survey_result_scores r
  where r.company_id = d.company_id and r.survey_id = ${surveyId} and r.ratee_id = d.ratee_id
    and r.competency_id = d.competency_id and r.type_id is null and r.others is not null) as ${sql.raw(alias)}`;

/**
 * Records what followed each done development action of the survey's ratees (issue 40), in the transaction that
 * opens the survey's results, after the disclosure auditor has decided HR's figures: for an action on a competency
 * from an earlier survey (one that ended before this one), its ratee's others' score on that competency there and
 * here, as HR's report shows them. Nothing where either figure is missing or withheld (null), and an action keeps
 * the first later survey that recorded it.
 */
export const recordOutcomes = (companyId: number, surveyId: number, now: Date): SQL => sql`
  insert into development_action_outcomes (action_id, company_id, next_survey_id, score_before, score_after, change, recorded_at)
  select x.id, x.company_id, ${surveyId}::int, x.score_before, x.score_after, x.score_after - x.score_before, ${timestampParam(now)}
  from (
    select d.id, d.company_id, ${shownScore(sql`d.survey_id`, 'score_before')}, ${shownScore(sql`${surveyId}::int`, 'score_after')}
    from development_actions d
    join surveys earlier on earlier.company_id = d.company_id and earlier.id = d.survey_id
    join surveys later on later.company_id = d.company_id and later.id = ${surveyId}
    where d.company_id = ${companyId} and d.status = 'done' and d.competency_id is not null
      and d.survey_id <> ${surveyId} and earlier.end_date < later.end_date
      and exists (select 1 from survey_assignments a
        where a.company_id = d.company_id and a.survey_id = ${surveyId} and a.ratee_id = d.ratee_id)
  ) x
  where x.score_before is not null and x.score_after is not null
  on conflict (action_id) do nothing`;
