import { and, asc, eq, sql } from 'drizzle-orm';
import type { PermissionChange, PermissionRecord } from '../../../schemas/permissions';
import { SWITCHES } from '../../../schemas/permissions';
import { AREAS } from '../../../schemas/user';
import type { Db } from '../../db/db-type';
import { permissions, users } from '../../db/schema';
import { isRowId } from '../../db/sql';
import { recordAudit, type AuditActor } from '../../audit/record';
import { changedFields } from '../../audit/diff';
import { endSessions } from './sessions';

type PermissionChangeResult = PermissionRecord | 'not-found' | 'admin';

const columns = {
  user_id: users.id,
  username: users.username,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  role: users.role,
  dashboard: permissions.dashboard,
  workforce: permissions.workforce,
  organization: permissions.organization,
  survey: permissions.survey,
  master: permissions.master,
  feedback: permissions.feedback,
  coach: permissions.coach,
};

const selectRecords = (db: Db) => db.select(columns).from(users).leftJoin(permissions, eq(permissions.userId, users.id));
type Row = Awaited<ReturnType<typeof selectRecords>>[number];

/** Admins use every area and coach whatever their row says; a user without a row has none. */
function toRecord(row: Row): PermissionRecord {
  const admin = row.role === 'admin';
  return {
    user_id: row.user_id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: admin ? 'admin' : 'user',
    permissions: Object.fromEntries(SWITCHES.map((a) => [a, admin || (row[a] ?? false)])) as PermissionRecord['permissions'],
  };
}

/**
 * Who of a company may use which area. Read per request by authentication,
 * so a change applies to the person's next request without a new sign-in.
 */
export function permissionsRepository(db: Db, companyId: number) {
  const inCompany = eq(users.companyId, companyId);

  return {
    async list(): Promise<PermissionRecord[]> {
      return (await selectRecords(db).where(inCompany).orderBy(asc(users.id))).map(toRecord);
    },

    /**
     * Only the switches named change; an admin's cannot change at all. An area taken away ends
     * the person's sessions (their JWTs answer 401 from the next request), so that nothing
     * they opened with it stays in their hands; an area granted, or Coach either way, needs no new sign-in.
     */
    async change({ user_id: userId, permissions: areas }: PermissionChange, by?: AuditActor): Promise<PermissionChangeResult> {
      if (!isRowId(userId)) return 'not-found';
      return db.transaction(async (tx) => {
        // Locked: an edit that checks this person's areas (employee-update.ts) waits for the change.
        const [target] = await tx
          .select({ role: users.role })
          .from(users)
          .where(and(inCompany, eq(users.id, userId)))
          .for('update');
        if (!target) return 'not-found';
        if (target.role === 'admin') return 'admin';
        const [before] = await selectRecords(tx).where(and(inCompany, eq(users.id, userId)));
        const held = toRecord(before!).permissions;
        const named = Object.fromEntries(SWITCHES.filter((a) => areas[a] !== undefined).map((a) => [a, areas[a]!]));
        // The row may be missing (an account made before permissions existed): create it with the defaults.
        if (Object.keys(named).length) {
          await tx
            .insert(permissions)
            .values({ userId, ...named })
            .onConflictDoUpdate({ target: permissions.userId, set: named });
        }
        const [row] = await selectRecords(tx).where(and(inCompany, eq(users.id, userId)));
        const record = toRecord(row!);
        const changed = changedFields(held, record.permissions);
        if (by && changed) {
          const name = `${record.first_name} ${record.last_name}`.trim() || record.username;
          await recordAudit(tx, by, {
            action: 'permissions.change',
            entity: 'permissions',
            entityId: userId,
            before: { name, ...changed.before },
            after: changed.after,
          });
        }
        if (AREAS.some((a) => held[a] && !record.permissions[a])) {
          await tx
            .update(users)
            .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
            .where(eq(users.id, userId));
          await endSessions(tx, userId, new Date());
        }
        return record;
      });
    },
  };
}

export type PermissionsRepository = ReturnType<typeof permissionsRepository>;
