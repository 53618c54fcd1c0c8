import { sql, type SQL } from 'drizzle-orm';
import { EMPLOYEE_DEFAULT_PERMISSIONS } from '../../../schemas/permissions';
import type { NewEmployee } from '../rules/import/import-port';
import type { Db } from '../../db/db-type';
import { intArray as ints, rowsOf } from '../../db/sql';

/** Rows of one slice, their ids drawn already, managers resolved to employee ids. */
interface Slice {
  rows: NewEmployee[];
  userIds: number[];
  employeeIds: number[];
  parents: Array<number | null>;
}

interface SliceOptions {
  batchId: number;
  invite: boolean;
  /** Foreign-key triggers off for this transaction (needs a superuser session; PGlite's is). */
  skipKeys: boolean;
  /** synchronous_commit for this transaction: 'off' for every slice but the last on PostgreSQL. */
  synchronousCommit?: string | undefined;
}

/**
 * Thrown like the foreign key would have (its code, and the table whose row was missing): the
 * route words it as a race lost, so the message is for the log only.
 */
function vanished(table: string): Error {
  return Object.assign(new Error(`writeSlice: ${table} row missing`), { code: '23503', table });
}

/**
 * The slice's rows as one JSON parameter, read back by json_to_recordset: one value to
 * send whatever the slice's size, serialised natively rather than array by array.
 */
function sliceJson({ rows, userIds, employeeIds, parents }: Slice): string {
  return JSON.stringify(
    rows.map((r, k) => ({
      u: userIds[k],
      e: employeeIds[k],
      email: r.email,
      username: r.username,
      first_name: r.firstName,
      last_name: r.lastName,
      contact_num: r.contactNum,
      emp_code: r.empCode,
      d: r.designationId,
      dep: r.departmentId,
      g: r.groupId,
      p: parents[k],
    })),
  );
}

/**
 * The company's row: locked as every hierarchy change locks it (also no deleting the company
 * meanwhile). With the keys off, the hierarchy_version trigger is off too, so the slice moves
 * the version itself, marking the tree for a whole rebuild as a bulk write does.
 */
const companyRow = (companyId: number, skipKeys: boolean): SQL =>
  skipKeys
    ? sql`update companies set hierarchy_version = hierarchy_version + 1, hierarchy_rebuilt_version = hierarchy_version + 1
      where id = ${companyId} returning id`
    : sql`select id from companies where id = ${companyId} for no key update`;

/**
 * One slice of an import in one statement: its users (marked with the batch), their
 * permissions and employees. Without the eight foreign-key checks per person (PostgreSQL's
 * per-row triggers, most of an import's time), it takes, for the slice, the very locks those
 * checks would take (KEY SHARE on every list item and on every manager outside the slice), so
 * nothing they name can be deleted before the commit, and anything deleted already is seen
 * here: the counts come back short and the transaction is undone. The users and employees
 * the slice points at inside itself are its own rows.
 */
export async function writeSlice(tx: Db, companyId: number, slice: Slice, options: SliceOptions): Promise<void> {
  const settings: SQL[] = [];
  if (options.skipKeys) settings.push(sql`set_config('session_replication_role', 'replica', true)`);
  if (options.synchronousCommit) settings.push(sql`set_config('synchronous_commit', ${options.synchronousCommit}, true)`);
  if (settings.length) await tx.execute(sql`select ${sql.join(settings, sql`, `)}`);

  const own = new Set(slice.employeeIds);
  const items = options.skipKeys
    ? [...new Set(slice.rows.flatMap((r) => [r.designationId, r.departmentId, r.groupId]).filter((id): id is number => id !== null))]
    : [];
  const managers = options.skipKeys ? [...new Set(slice.parents.filter((id): id is number => id !== null && !own.has(id)))] : [];
  const p = EMPLOYEE_DEFAULT_PERMISSIONS;
  const [found] = rowsOf<{ company: number; items: number; managers: number }>(
    await tx.execute(sql`
    with company as (${companyRow(companyId, options.skipKeys)}),
    items as (select id from master_items where company_id = ${companyId} and id = any(${ints(items)}) for key share),
    managers as (select id from employees where company_id = ${companyId} and id = any(${ints(managers)}) for key share),
    t as materialized (
      select * from json_to_recordset(${sliceJson(slice)}::json) as t(u int, e int, email text, username text,
        first_name text, last_name text, contact_num text, emp_code text, d int, dep int, g int, p int)),
    new_users as (
      insert into users (id, company_id, email, username, first_name, last_name, contact_num, role, import_batch_id)
      select u, ${companyId}::int, email, username, first_name, last_name, contact_num, 'user', ${options.batchId}::int from t),
    new_permissions as (
      insert into permissions (user_id, dashboard, workforce, organization, survey, master, feedback)
      select u, ${p.dashboard}::boolean, ${p.workforce}::boolean, ${p.organization}::boolean,
        ${p.survey}::boolean, ${p.master}::boolean, ${p.feedback}::boolean from t),
    new_employees as (
      insert into employees (id, company_id, user_id, emp_code, designation_id, department_id, group_id, parent_id, invite_pending)
      select e, ${companyId}::int, u, emp_code, d, dep, g, p, ${options.invite}::boolean from t)
    select (select count(*)::int from company) as company, (select count(*)::int from items) as items,
      (select count(*)::int from managers) as managers`),
  );
  if (found!.company !== 1) throw vanished('companies');
  if (found!.items !== items.length) throw vanished('master_items');
  if (found!.managers !== managers.length) throw vanished('employees');
}
