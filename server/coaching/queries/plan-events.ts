import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { rowsOf } from '../../db/sql';
import { queueWebhookEvent } from './webhook-events';

export type PlanChange = 'created' | 'updated' | 'deleted';

/**
 * Queues `development_plan.changed` for a development action, in the caller's transaction (before the row goes, for a
 * deletion), only when its ratee has an active coaching engagement for the action's survey whose latest consent still
 * shares something: a provider hears of the plan exactly while its coach may see it. Nothing else is read.
 */
export async function queuePlanChanged(db: Db, companyId: number, actionId: number, change: PlanChange, now: Date): Promise<void> {
  const [row] = rowsOf<{ engagement: number; title: string; status: string }>(
    await db.execute(sql`
      select e.id as engagement, d.title, d.status
      from development_actions d
      join coaching_engagements e on e.company_id = d.company_id and e.survey_id = d.survey_id and e.ratee_id = d.ratee_id and e.status = 'active'
      where d.company_id = ${companyId} and d.id = ${actionId}
        and (select c.scope from coaching_consents c where c.engagement_id = e.id order by c.id desc limit 1) <> 'none'
      limit 1`),
  );
  if (!row) return;
  await queueWebhookEvent(
    db,
    companyId,
    'development_plan.changed',
    { engagement: row.engagement, action: actionId, change, title: row.title, status: row.status },
    now,
  );
}
