import { sql } from 'drizzle-orm';
import type { PlanAction } from '../../../schemas/coaching';
import type { Db } from '../../db/db-type';
import { rowsOf, timestampParam } from '../../db/sql';

/** The competency is one of the survey's (an agreed action plans from that report). */
export async function isSurveyCompetency(db: Db, companyId: number, surveyId: number, competencyId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from survey_competencies where company_id = ${companyId} and survey_id = ${surveyId} and competency_id = ${competencyId}`,
  );
  return rowsOf(result).length > 0;
}

export interface AgreedActionWrite {
  companyId: number;
  surveyId: number;
  rateeId: number;
  engagementId: number;
  /** The internal coach's employee id; null for an outside coach (the engagement names them). */
  coachId: number | null;
  competencyId: number | null;
  title: string;
  notes: string;
  dueDate: string | null;
  createdBy: number | null;
}

/** The action in the coachee's development plan, owned by the coachee; answers its id. */
export async function insertAgreedAction(db: Db, a: AgreedActionWrite, now: Date): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into development_actions (company_id, survey_id, ratee_id, competency_id, title, notes, owner_id, coach_id,
        engagement_id, due_date, created_by, created_at, updated_at)
      values (${a.companyId}, ${a.surveyId}, ${a.rateeId}, ${a.competencyId}, ${a.title}, ${a.notes}, ${a.rateeId}, ${a.coachId},
        ${a.engagementId}, ${a.dueDate}, ${a.createdBy}, ${timestampParam(now)}, ${timestampParam(now)})
      returning id`),
  );
  return row!.id;
}

const nameOf = (u: string) => sql.raw(`coalesce(nullif(btrim(${u}.first_name || ' ' || ${u}.last_name), ''), ${u}.username)`);

/**
 * The coachee's development plan of the engagement's survey, as the engagement shows it: every action of theirs for
 * that survey, the coach named (an employee coach, or the outside coach of the engagement that agreed it).
 */
export async function planOf(db: Db, companyId: number, surveyId: number, rateeId: number, actionId?: number): Promise<PlanAction[]> {
  const result = await db.execute(sql`
    select d.id, d.title,
      case when c.id is null then null else json_build_object('id', c.id, 'title', c.title) end as competency,
      d.status, d.due_date::text as due_date, d.notes,
      coalesce(${nameOf('ku')}, cp.name) as coach, d.engagement_id is not null as from_coaching
    from development_actions d
    left join competencies c on c.company_id = d.company_id and c.id = d.competency_id
    left join employees k on k.company_id = d.company_id and k.id = d.coach_id
    left join users ku on ku.id = k.user_id
    left join coaching_engagements g on g.company_id = d.company_id and g.id = d.engagement_id
    left join coach_profiles cp on cp.company_id = g.company_id and cp.id = g.coach_id and d.coach_id is null
    where d.company_id = ${companyId} and d.survey_id = ${surveyId} and d.ratee_id = ${rateeId}
      ${actionId === undefined ? sql`` : sql`and d.id = ${actionId}`}
    order by d.due_date asc nulls last, d.id asc`);
  return rowsOf<PlanAction>(result);
}
