import { sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { rowsOf } from '../db/sql';
import { recordAudit, type AuditActor } from './record';

/** Sets how long the company keeps its log; the change is itself an entry (before → after). */
export async function setAuditRetention(db: Db, by: AuditActor, companyId: number, days: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [was] = rowsOf<{ days: number }>(await tx.execute(sql`select audit_retention_days as days from companies where id = ${companyId} for update`));
    if (!was) return null;
    if (was.days === days) return days;
    await tx.execute(sql`update companies set audit_retention_days = ${days} where id = ${companyId}`);
    await recordAudit(tx, by, {
      action: 'settings.audit_retention',
      entity: 'settings',
      entityId: companyId,
      before: { audit_retention_days: was.days },
      after: { audit_retention_days: days },
    });
    return days;
  });
}

/**
 * Removes every company's entries older than its retention; answers how many went. The trigger allows it only in a
 * transaction that says it prunes, and checks each row's age itself, so this cannot remove a younger one.
 */
export async function pruneAuditLog(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local app.audit_prune = 'on'`);
    const result = await tx.execute(sql`delete from audit_log l using companies c
      where c.id = l.company_id and l.at < now() - make_interval(days => c.audit_retention_days)`);
    return (result as { affectedRows?: number; rowCount?: number | null }).affectedRows ?? (result as { rowCount?: number | null }).rowCount ?? 0;
  });
}
