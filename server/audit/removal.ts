import type { Db } from '../db/client';
import { recordAudit, type AuditActor } from './record';

/** Who deletes a row of a list, and the audit log's name for its rows ('master_item', 'competency', 'statement'…). */
export interface RemovalAudit { by: AuditActor; entity: string }

/**
 * A deletion and its entry (`<entity>.delete`, the row as it was) in one transaction: the entry only when a row went.
 * Without `audit` (a caller that names nobody) the deletion alone.
 */
export async function auditedRemoval(
  db: Db, audit: RemovalAudit | undefined, id: number, before: object, remove: (tx: Db) => Promise<boolean>,
): Promise<boolean> {
  if (!audit) return remove(db);
  return db.transaction(async (tx) => {
    const removed = await remove(tx);
    if (removed) await recordAudit(tx, audit.by, { action: `${audit.entity}.delete`, entity: audit.entity, entityId: id, before });
    return removed;
  });
}
