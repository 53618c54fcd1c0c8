import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { rowsOf, userDisplayName } from '../../db/sql';
import type { Candidate } from '../rules/matching';
import { OPEN } from './coaches';

/**
 * Active coaches of the company with room (capacity above their open engagements), never the coachee themself and
 * never someone who rated the coachee in the report's survey (as coach they would read answers they helped move).
 * `only`: the one coach a request names (checked again under a lock of their profile, so two requests cannot both
 * take their last place).
 */
export async function candidates(db: Db, companyId: number, surveyId: number, rateeId: number, only?: number): Promise<Candidate[]> {
  return rowsOf<Candidate>(
    await db.execute(sql`
    select cp.id, coalesce((select ${userDisplayName} from users u where u.id = e.user_id), cp.name) as name, cp.organisation,
      case when cp.employee_id is null then 'outside' else 'internal' end as kind, cp.competency_ids, cp.languages
    from coach_profiles cp left join employees e on e.company_id = cp.company_id and e.id = cp.employee_id
    where cp.company_id = ${companyId} and cp.active ${only === undefined ? sql`` : sql`and cp.id = ${only}`}
      and cp.employee_id is distinct from ${rateeId}
      and cp.capacity > (select count(*) from coaching_engagements g where g.company_id = cp.company_id and g.coach_id = cp.id and g.status in ${OPEN})
      and not exists (select 1 from survey_assignments a where a.company_id = cp.company_id and a.survey_id = ${surveyId}
        and a.ratee_id = ${rateeId} and a.rater_id = cp.employee_id)
    ${only === undefined ? sql`` : sql`for update of cp`}`),
  );
}

/** The competencies of a survey, named: what a request may ask coaching on. */
export async function surveyCompetencies(db: Db, companyId: number, surveyId: number): Promise<Array<{ id: number; title: string }>> {
  return rowsOf<{ id: number; title: string }>(
    await db.execute(sql`select c.id, c.title from survey_competencies sc join competencies c on c.company_id = sc.company_id and c.id = sc.competency_id
      where sc.company_id = ${companyId} and sc.survey_id = ${surveyId} order by sc.position, c.id`),
  );
}
