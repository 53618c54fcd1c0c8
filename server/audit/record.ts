import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db-type';
import { wellFormed } from '../../schemas/text-rules';

/**
 * Who made a change, as the audit log keeps it: the company it happened in, the account, a label that outlives the
 * account (name and address at the time), and the client's address.
 */
export interface AuditActor {
  companyId: number | null;
  userId: number | null;
  actor: string;
  ip: string;
}

/**
 * One change. `entity` names the kind of thing in the singular, snake case ('survey', 'employee', 'user',
 * 'permissions', 'master_item', 'competency', 'statement', 'development_action', 'settings', 'report'), `entityId`
 * its id; `action` a dotted verb ('survey.raters.add', 'user.email.change', 'report.export'); before and after
 * the fields that changed (a deletion has no after, a creation no before). `surveyId` files it under a survey too.
 */
export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number;
  surveyId?: number | null;
  before?: unknown;
  after?: unknown;
}

export function actorOf(req: FastifyRequest): AuditActor {
  const u = req.user;
  if (!u) return { companyId: null, userId: null, actor: '', ip: req.ip };
  const name = `${u.first_name} ${u.last_name}`.trim();
  return { companyId: u.companyId, userId: u.id, actor: name ? `${name} <${u.email}>` : u.email, ip: req.ip };
}

// The log records what the columns hold: a lone surrogate as U+FFFD (schemas/text-rules.ts says why).
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? wellFormed(v) : v)));

/**
 * Appends entries to the audit log, in the caller's transaction when it passes one: the record stands or falls with
 * the change it describes.
 */
export async function recordAudit(db: Db, by: AuditActor, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  const column = <T>(pick: (e: AuditEntry) => T) => sql.param(list.map(pick));
  await db.execute(sql`insert into audit_log (company_id, actor_user_id, actor, ip, action, entity, entity_id, survey_id, before, after)
    select ${by.companyId}::int, ${by.userId}::int, ${by.actor}, ${by.ip}, x.action, x.entity, x.entity_id, x.survey_id, x.before::jsonb, x.after::jsonb
    from unnest(${column((e) => e.action)}::text[], ${column((e) => e.entity)}::text[], ${column((e) => String(e.entityId ?? ''))}::text[],
      ${column((e) => e.surveyId ?? null)}::int[], ${column((e) => json(e.before))}::text[], ${column((e) => json(e.after))}::text[])
      as x(action, entity, entity_id, survey_id, before, after)`);
}
