import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';

/**
 * What a company that has run its surveys looks like: everyone was welcomed two days before the
 * first invitation, everyone who answered has signed in (at their last answer), and one HR
 * business partner coaches development plans.
 */
export async function markSignIns(tx: Db, companyId: number, coachUserId: number): Promise<void> {
  await tx.execute(sql`
    update employees set invited_at = (
      select min(invited_at) - interval '2 days' from survey_assignments where company_id = ${companyId})
    where company_id = ${companyId}`);
  await tx.execute(sql`
    update users u set last_login = s.at
    from (select e.user_id, max(a.submitted_at) as at
          from survey_assignments a join employees e on e.company_id = a.company_id and e.id = a.rater_id
          where a.company_id = ${companyId} and a.submitted_at is not null group by e.user_id) s
    where u.id = s.user_id and u.company_id = ${companyId}`);
  await tx.execute(sql`update permissions set coach = true where user_id = ${coachUserId}`);
}
