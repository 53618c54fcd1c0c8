import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '../../../schemas/coaching';
import type { Db } from '../../db/db-type';
import { isoTime, isRowId, rowsOf, textArray, timestampParam } from '../../db/sql';

interface EndpointRow {
  id: number;
  url: string;
  events: WebhookEvent[];
  description: string;
  active: boolean;
  created_at: Date | string;
}

const endpointOf = (r: EndpointRow, secret: string | null = null): WebhookEndpoint => ({
  id: r.id,
  url: r.url,
  events: r.events,
  description: r.description,
  active: r.active,
  created_at: isoTime(r.created_at),
  secret,
});
const COLUMNS = sql.raw('id, url, events, description, active, created_at');

export interface EndpointFields {
  url: string;
  events: readonly WebhookEvent[];
  description: string;
  active: boolean;
}

/** The company's endpoints, oldest first; the secret never (it was shown once). */
export async function listEndpoints(db: Db, companyId: number): Promise<WebhookEndpoint[]> {
  const rows = rowsOf<EndpointRow>(await db.execute(sql`select ${COLUMNS} from webhook_endpoints where company_id = ${companyId} order by id`));
  return rows.map((r) => endpointOf(r));
}

/** One endpoint of the company, or null (another company's id finds nothing). */
export async function findEndpoint(db: Db, companyId: number, id: number): Promise<WebhookEndpoint | null> {
  if (!isRowId(id)) return null;
  const [row] = rowsOf<EndpointRow>(await db.execute(sql`select ${COLUMNS} from webhook_endpoints where company_id = ${companyId} and id = ${id}`));
  return row ? endpointOf(row) : null;
}

export async function insertEndpoint(db: Db, companyId: number, f: EndpointFields, secret: string, now: Date): Promise<WebhookEndpoint> {
  const [row] = rowsOf<EndpointRow>(
    await db.execute(sql`insert into webhook_endpoints (company_id, url, secret, events, description, active, created_at)
      values (${companyId}, ${f.url}, ${secret}, ${textArray([...f.events])}, ${f.description}, ${f.active}, ${timestampParam(now)})
      returning ${COLUMNS}`),
  );
  return endpointOf(row!, secret);
}

/** The endpoint as changed (a new secret when `secret` is given, answered once), or null when not the company's. */
export async function updateEndpoint(db: Db, companyId: number, id: number, f: EndpointFields, secret: string | null): Promise<WebhookEndpoint | null> {
  if (!isRowId(id)) return null;
  const [row] = rowsOf<EndpointRow>(
    await db.execute(sql`update webhook_endpoints
      set url = ${f.url}, events = ${textArray([...f.events])}, description = ${f.description}, active = ${f.active},
        secret = coalesce(${secret}::text, secret)
      where company_id = ${companyId} and id = ${id}
      returning ${COLUMNS}`),
  );
  return row ? endpointOf(row, secret) : null;
}

/** The endpoint as it was, deleted with its delivery log; null when not the company's. */
export async function deleteEndpoint(db: Db, companyId: number, id: number): Promise<WebhookEndpoint | null> {
  if (!isRowId(id)) return null;
  const [row] = rowsOf<EndpointRow>(await db.execute(sql`delete from webhook_endpoints where company_id = ${companyId} and id = ${id} returning ${COLUMNS}`));
  return row ? endpointOf(row) : null;
}

interface DeliveryRow {
  id: number;
  event_id: string;
  event_type: WebhookDelivery['type'];
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
  failed_at: Date | string | null;
  next_attempt_at: Date | string;
}

/** The endpoint's delivery log, newest first, at most `limit`. */
export async function listDeliveries(db: Db, companyId: number, endpointId: number, limit: number): Promise<WebhookDelivery[]> {
  const rows = rowsOf<DeliveryRow>(
    await db.execute(sql`select id, event_id, event_type, attempts, last_status, last_error, created_at, delivered_at, failed_at, next_attempt_at
      from webhook_deliveries where company_id = ${companyId} and endpoint_id = ${endpointId}
      order by id desc limit ${limit}`),
  );
  return rows.map((r) => {
    const status = r.delivered_at ? 'delivered' : r.failed_at ? 'failed' : 'pending';
    return {
      id: r.id,
      event_id: r.event_id,
      type: r.event_type,
      status,
      attempts: r.attempts,
      last_status: r.last_status,
      last_error: r.last_error,
      created_at: isoTime(r.created_at),
      delivered_at: r.delivered_at === null ? null : isoTime(r.delivered_at),
      next_attempt_at: status === 'pending' ? isoTime(r.next_attempt_at) : null,
    };
  });
}

/** A `ping` to one endpoint of the company, whatever it subscribes to (HR's test); null when it is not the company's. */
export async function queuePing(db: Db, companyId: number, endpointId: number, now: Date): Promise<string | null> {
  if (!isRowId(endpointId)) return null;
  const id = randomUUID();
  const payload = JSON.stringify({ id, type: 'ping', created_at: now.toISOString(), data: { endpoint: endpointId } });
  const result = await db.execute(sql`insert into webhook_deliveries (company_id, endpoint_id, event_id, event_type, payload, next_attempt_at)
    select e.company_id, e.id, ${id}, 'ping', ${payload}::jsonb, ${timestampParam(now)}
    from webhook_endpoints e where e.company_id = ${companyId} and e.id = ${endpointId}
    returning event_id`);
  return rowsOf<{ event_id: string }>(result).length ? id : null;
}

/** A delivery claimed by this process: where it goes, under which secret, and the body exactly as it is sent. */
export interface ClaimedDelivery {
  id: number;
  event_id: string;
  event_type: string;
  url: string;
  secret: string;
  body: string;
  attempts: number;
}

/**
 * Claims up to `limit` due deliveries to active endpoints for a lease: `for update skip locked` lets processes claim
 * side by side without waiting for or taking each other's rows, and the lease keeps a claimed row from the others
 * until it ends (a process that died frees its rows then). The attempt is counted at the claim.
 */
export async function claimDueDeliveries(db: Db, limit: number, now: Date, leaseEnds: Date): Promise<ClaimedDelivery[]> {
  const at = timestampParam(now);
  const rows = rowsOf<ClaimedDelivery>(
    await db.execute(sql`
      with due as (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.company_id = d.company_id and e.id = d.endpoint_id and e.active
        where d.delivered_at is null and d.failed_at is null and d.next_attempt_at < ${at} + interval '1 millisecond'
          and (d.claimed_until is null or d.claimed_until <= ${at})
        order by d.next_attempt_at, d.id
        limit ${limit}
        for update of d skip locked)
      update webhook_deliveries w set claimed_until = ${timestampParam(leaseEnds)}, attempts = w.attempts + 1
      from due, webhook_endpoints e
      where w.id = due.id and e.company_id = w.company_id and e.id = w.endpoint_id
      returning w.id, w.event_id, w.event_type, e.url, e.secret, w.payload::text as body, w.attempts`),
  );
  return rows.sort((a, b) => a.id - b.id);
}

export async function markDelivered(db: Db, id: number, status: number, now: Date): Promise<void> {
  await db.execute(sql`update webhook_deliveries
    set delivered_at = ${timestampParam(now)}, last_status = ${status}, last_error = null, claimed_until = null where id = ${id}`);
}

/** A failed attempt: tried again at `nextAttemptAt`, or failed for good when null. */
export async function markAttemptFailed(db: Db, id: number, status: number | null, error: string, now: Date, nextAttemptAt: Date | null): Promise<void> {
  const next = nextAttemptAt ? sql`next_attempt_at = ${timestampParam(nextAttemptAt)}` : sql`failed_at = ${timestampParam(now)}`;
  await db.execute(sql`update webhook_deliveries
    set last_status = ${status}::int, last_error = ${error.slice(0, 500)}, claimed_until = null, ${next} where id = ${id}`);
}
