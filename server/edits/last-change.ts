import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { auditLog } from '../db/schema';

interface LastChange {
  by: string | null;
  at: Date | null;
}

/** The audit log's label is "Name <address>": the name alone is who a person recognises; the address when there is no name. */
function nameOf(actor: string): string | null {
  const label = actor.trim();
  const cut = label.lastIndexOf(' <');
  return (cut > 0 && label.endsWith('>') ? label.slice(0, cut).trim() : label) || null;
}

/** Who last changed one thing of a company, and when, from the audit log's newest entry about it; nulls when none says. */
export async function lastChange(db: Db, companyId: number | null, entity: string, entityId: string): Promise<LastChange> {
  const [row] = await db
    .select({ actor: auditLog.actor, at: auditLog.at })
    .from(auditLog)
    .where(
      and(companyId === null ? isNull(auditLog.companyId) : eq(auditLog.companyId, companyId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row ? { by: nameOf(row.actor), at: row.at } : { by: null, at: null };
}

/** The 412's sentence: the SPA shows it as it is. */
export function staleMessage({ by, at }: LastChange): string {
  const when = at ? ` at ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  return `${by ?? 'Someone else'} changed this${when || ' since you opened it'} — reload to see their changes.`;
}
