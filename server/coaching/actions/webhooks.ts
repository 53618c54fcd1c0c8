import { randomBytes } from 'node:crypto';
import type { WebhookDelivery, WebhookEndpoint, WebhookInput, WebhookUpdate } from '../../../schemas/coaching';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  queuePing,
  updateEndpoint,
  type EndpointFields,
} from '../queries/webhooks';
import { webhookUrlRefusal } from '../rules/webhook-url';

/** Entries of an endpoint's delivery log an answer holds. */
const LOG_LIMIT = 100;

/** 32 random bytes: the HMAC key HR copies into the receiver, shown once. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const fieldsOf = (input: WebhookInput): EndpointFields => ({
  url: input.url.trim(),
  events: input.events,
  description: input.description?.trim() ?? '',
  active: input.active ?? true,
});

// What the audit log keeps of an endpoint: never its secret, only that it changed.
const logged = (e: WebhookEndpoint) => ({ url: e.url, events: e.events, description: e.description, active: e.active });

export interface WebhookContext {
  db: Db;
  companyId: number;
  by: AuditActor;
  now: Date;
  allowPrivate: boolean;
}

export const webhookEndpoints = (db: Db, companyId: number) => listEndpoints(db, companyId);

export async function createWebhook(c: WebhookContext, input: WebhookInput): Promise<Outcome<WebhookEndpoint>> {
  const fields = fieldsOf(input);
  const refusal = webhookUrlRefusal(fields.url, c.allowPrivate);
  if (refusal) return invalid({ url: [refusal] });
  return done(
    await c.db.transaction(async (tx) => {
      const endpoint = await insertEndpoint(tx, c.companyId, fields, newSecret(), c.now);
      await recordAudit(tx, c.by, { action: 'coaching.webhook.create', entity: 'webhook_endpoint', entityId: endpoint.id, after: logged(endpoint) });
      return endpoint;
    }),
  );
}

export async function updateWebhook(c: WebhookContext, id: number, input: WebhookUpdate): Promise<Outcome<WebhookEndpoint>> {
  const fields = fieldsOf(input);
  const refusal = webhookUrlRefusal(fields.url, c.allowPrivate);
  const before = await findEndpoint(c.db, c.companyId, id);
  if (!before) return missing();
  if (refusal) return invalid({ url: [refusal] });
  const rotate = input.rotate_secret === true;
  const after = await c.db.transaction(async (tx) => {
    const endpoint = await updateEndpoint(tx, c.companyId, id, fields, rotate ? newSecret() : null);
    if (endpoint) {
      await recordAudit(tx, c.by, {
        action: 'coaching.webhook.change',
        entity: 'webhook_endpoint',
        entityId: id,
        before: logged(before),
        after: { ...logged(endpoint), ...(rotate && { secret: 'rotated' }) },
      });
    }
    return endpoint;
  });
  return after ? done(after) : missing();
}

export async function removeWebhook(c: WebhookContext, id: number): Promise<Outcome<null>> {
  const removed = await c.db.transaction(async (tx) => {
    const endpoint = await deleteEndpoint(tx, c.companyId, id);
    if (endpoint) await recordAudit(tx, c.by, { action: 'coaching.webhook.delete', entity: 'webhook_endpoint', entityId: id, before: logged(endpoint) });
    return endpoint;
  });
  return removed ? done(null) : missing();
}

export async function webhookDeliveries(db: Db, companyId: number, id: number): Promise<Outcome<WebhookDelivery[]>> {
  if (!(await findEndpoint(db, companyId, id))) return missing();
  return done(await listDeliveries(db, companyId, id, LOG_LIMIT));
}

/** Queues a `ping` to this endpoint only; the caller nudges the worker once this has answered. */
export async function pingWebhook(c: Omit<WebhookContext, 'by' | 'allowPrivate'>, id: number): Promise<Outcome<{ event_id: string }>> {
  const eventId = await queuePing(c.db, c.companyId, id, c.now);
  return eventId === null ? missing() : done({ event_id: eventId });
}
