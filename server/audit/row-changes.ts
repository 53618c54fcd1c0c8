import type { Db } from '../db/db-type';
import { changedFields } from './diff';
import { recordAudit, type AuditActor } from './record';

/** Who changes a row of a list, and the audit log's name for its rows ('master_item', 'competency', 'statement'…). */
export interface RowAudit {
  by: AuditActor;
  entity: string;
}

/**
 * A deletion and its entry (`<entity>.delete`, the row as it was) in one transaction: the entry only when a row went.
 * Without `audit` (a caller that names nobody) the deletion alone.
 */
export async function auditedRemoval(db: Db, audit: RowAudit | undefined, id: number, before: object, remove: (tx: Db) => Promise<boolean>): Promise<boolean> {
  if (!audit) return remove(db);
  return db.transaction(async (tx) => {
    const removed = await remove(tx);
    if (removed) await recordAudit(tx, audit.by, { action: `${audit.entity}.delete`, entity: audit.entity, entityId: id, before });
    return removed;
  });
}

/**
 * An update and its entry (`<action>`, `<entity>.update` unless named: only the fields that changed, before → after) in
 * one transaction: no entry when nothing changed or no row was there. It also gives a stale edit's 412 who changed it.
 */
export async function auditedUpdate<R extends object>(
  db: Db,
  audit: RowAudit | undefined,
  id: number,
  before: R,
  write: (tx: Db) => Promise<R | null>,
  action = `${audit?.entity}.update`,
): Promise<R | null> {
  if (!audit) return write(db);
  return db.transaction(async (tx) => {
    const after = await write(tx);
    const change = after && changedFields(before, after);
    if (change) await recordAudit(tx, audit.by, { action, entity: audit.entity, entityId: id, ...change });
    return after;
  });
}
