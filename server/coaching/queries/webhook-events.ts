import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEvent } from '../../../schemas/coaching';
import type { Db } from '../../db/db-type';
import { timestampParam } from '../../db/sql';

/**
 * Queues one event for every active endpoint of the company that subscribed to its type, in the caller's transaction:
 * the event is delivered if and only if the change it reports is committed. One event id for all endpoints, so a
 * receiver recognises a retry. `data` holds ids and names, never a figure of a report.
 */
export async function queueWebhookEvent(db: Db, companyId: number, type: WebhookEvent, data: Record<string, unknown>, now: Date): Promise<void> {
  const id = randomUUID();
  const payload = JSON.stringify({ id, type, created_at: now.toISOString(), data });
  await db.execute(sql`
    insert into webhook_deliveries (company_id, endpoint_id, event_id, event_type, payload, next_attempt_at)
    select e.company_id, e.id, ${id}, ${type}, ${payload}::jsonb, ${timestampParam(now)}
    from webhook_endpoints e where e.company_id = ${companyId} and e.active and ${type} = any(e.events)`);
}
