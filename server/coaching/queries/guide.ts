import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { intArray, rowsOf } from '../../db/sql';
import type { GuideCompetency } from '../rules/guide';

/** The competencies an engagement is about, in the order the coachee chose them, with their definitions. */
export async function engagementCompetencies(db: Db, companyId: number, ids: number[]): Promise<GuideCompetency[]> {
  const result = await db.execute(sql`
    select c.id, c.title, c.definition from unnest(${intArray(ids)}) with ordinality as x(id, n)
    join competencies c on c.company_id = ${companyId} and c.id = x.id
    order by x.n`);
  return rowsOf<GuideCompetency>(result);
}
