import { sql } from 'drizzle-orm';
import { EMPLOYEE_DEFAULT_PERMISSIONS } from '../../../../schemas/permissions';
import type { NewEmployee } from '../../../domain/workforce/import/import-port';
import type { Db } from '../../client';
import { intArray as ints, rowsOf, textArray as texts } from '../../sql';

/** Rows of one slice, their ids drawn already, managers resolved to employee ids. */
export interface Slice {
  rows: NewEmployee[];
  userIds: number[];
  employeeIds: number[];
  parents: Array<number | null>;
}

/** Thrown like the foreign key would have: the route answers it as a race lost. */
function vanished(what: string): Error {
  return Object.assign(new Error(`A ${what} named by the import was deleted while it ran.`), { code: '23503' });
}

/**
 * Without the eight foreign-key checks per person (PostgreSQL's per-row triggers, most of an
 * import's time): the rows were checked in memory, and this takes, for the slice, the very
 * locks those checks would take (the company's row, and KEY SHARE on every list item and
 * every manager outside the slice), so nothing they name can be deleted before the commit,
 * and anything deleted already is seen here. The users and employees the slice points at
 * inside itself are its own rows. Needs a superuser session (PGlite always is); the
 * hierarchy_version trigger is off with the keys, so the slice bumps it itself.
 */
async function skipKeyChecks(tx: Db, companyId: number, slice: Slice): Promise<void> {
  await tx.execute(sql`set local session_replication_role = replica`);
  const own = new Set(slice.employeeIds);
  const items = [...new Set(slice.rows.flatMap((r) => [r.designationId, r.departmentId, r.groupId]).filter((id): id is number => id !== null))];
  const managers = [...new Set(slice.parents.filter((id): id is number => id !== null && !own.has(id)))];
  const [found] = rowsOf<{ items: number; managers: number }>(await tx.execute(sql`
    select (select count(*)::int from (select id from master_items where company_id = ${companyId} and id = any(${ints(items)}) for key share) i) as items,
           (select count(*)::int from (select id from employees where company_id = ${companyId} and id = any(${ints(managers)}) for key share) m) as managers`));
  if (found!.items !== items.length) throw vanished('designation, department or group');
  if (found!.managers !== managers.length) throw vanished('manager');
  await tx.execute(sql`update companies set hierarchy_version = hierarchy_version + 1, hierarchy_rebuilt_version = hierarchy_version + 1 where id = ${companyId}`);
}

/** One slice of an import: its users (marked with the batch), their permissions and employees, three set-based statements. */
export async function writeSlice(
  tx: Db, companyId: number, slice: Slice, options: { batchId: number; invite: boolean; skipKeys: boolean },
): Promise<void> {
  // The company's row, locked as every hierarchy change locks it: also no deleting the company meanwhile.
  await tx.execute(sql`select id from companies where id = ${companyId} for no key update`);
  if (options.skipKeys) await skipKeyChecks(tx, companyId, slice);
  const { rows, userIds, employeeIds, parents } = slice;
  const column = <T>(pick: (r: NewEmployee) => T) => rows.map(pick);
  await tx.execute(sql`
    insert into users (id, company_id, email, username, first_name, last_name, contact_num, role, import_batch_id)
    select id, ${companyId}::int, email, username, first_name, last_name, contact_num, 'user', ${options.batchId}::int
    from unnest(${ints(userIds)}, ${texts(column((r) => r.email))}, ${texts(column((r) => r.username))},
      ${texts(column((r) => r.firstName))}, ${texts(column((r) => r.lastName))}, ${texts(column((r) => r.contactNum))})
      as t(id, email, username, first_name, last_name, contact_num)`);
  const p = EMPLOYEE_DEFAULT_PERMISSIONS;
  await tx.execute(sql`
    insert into permissions (user_id, dashboard, workforce, organization, survey, master, feedback)
    select id, ${p.dashboard}::boolean, ${p.workforce}::boolean, ${p.organization}::boolean,
      ${p.survey}::boolean, ${p.master}::boolean, ${p.feedback}::boolean
    from unnest(${ints(userIds)}) as id`);
  await tx.execute(sql`
    insert into employees (id, company_id, user_id, emp_code, designation_id, department_id, group_id, parent_id, invite_pending)
    select id, ${companyId}::int, user_id, emp_code, designation_id, department_id, group_id, parent_id, ${options.invite}::boolean
    from unnest(${ints(employeeIds)}, ${ints(userIds)}, ${texts(column((r) => r.empCode))}, ${ints(column((r) => r.designationId))},
      ${ints(column((r) => r.departmentId))}, ${ints(column((r) => r.groupId))}, ${ints(parents)})
      as t(id, user_id, emp_code, designation_id, department_id, group_id, parent_id)`);
}
