import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';
import type { EngagementFacts } from '../rules/party';

const FACTS = sql`
  select g.id, g.company_id, g.survey_id, g.ratee_id, g.coach_id, cp.employee_id as coach_employee_id, g.status,
    coalesce((select c.scope from coaching_consents c where c.company_id = g.company_id and c.engagement_id = g.id
      order by c.id desc limit 1), 'none') as scope,
    (cp.employee_id is not null and exists (select 1 from survey_assignments a
      where a.company_id = g.company_id and a.survey_id = g.survey_id and a.ratee_id = g.ratee_id
        and a.rater_id = cp.employee_id and a.rater_id <> g.ratee_id)) as coach_rated
  from coaching_engagements g join coach_profiles cp on cp.company_id = g.company_id and cp.id = g.coach_id`;

/** An engagement of `companyId` where the signed-in employee is the coachee or the internal coach; null otherwise. */
export async function engagementOfEmployee(db: Db, companyId: number, employeeId: number, engagementId: number): Promise<EngagementFacts | null> {
  const [row] = rowsOf<EngagementFacts>(
    await db.execute(sql`${FACTS} where g.company_id = ${companyId} and g.id = ${engagementId}
      and (g.ratee_id = ${employeeId} or cp.employee_id = ${employeeId})`),
  );
  return row ?? null;
}

/** An engagement of the outside coach whose link hash is `tokenHash`; null for any other. */
export async function engagementOfLink(db: Db, tokenHash: string, engagementId: number): Promise<EngagementFacts | null> {
  const [row] = rowsOf<EngagementFacts>(await db.execute(sql`${FACTS} where cp.token_hash = ${tokenHash} and g.id = ${engagementId}`));
  return row ?? null;
}

/** The coach profile an outside coach's link opens (null: never sent, or replaced by a newer link). */
export async function coachOfLink(db: Db, tokenHash: string): Promise<{ id: number; company_id: number } | null> {
  const [row] = rowsOf<{ id: number; company_id: number }>(
    await db.execute(sql`select id, company_id from coach_profiles where token_hash = ${tokenHash} and employee_id is null`),
  );
  return row ?? null;
}
