import { sql } from 'drizzle-orm';
import { EMPLOYEE_DEFAULT_PERMISSIONS } from '../../../../schemas/permissions';
import type { ListItems, ListName, NewEmployee, Taken } from '../../../domain/workforce/import/import-port';
import type { Db } from '../../client';
import { intArray, rowsOf, textArray } from '../../sql';
import { lockHierarchy } from './hierarchy';

const LISTS: readonly ListName[] = ['designation', 'department', 'group'];
// Arrays travel as one parameter each: a 100,000-row file is a handful of parameters, not a million.
const texts = textArray;
const ints = intArray;

/**
 * The set-based side of the employee import: the look-ups its rules ask for
 * (EmployeeImportLookups), each answering for a whole file in one query, and the insert of
 * every row in one transaction with a fixed number of statements, whatever the row count.
 */
export function employeeImportRepository(db: Db, companyId: number) {
  return {
    /**
     * Usernames and employee codes already in the company, addresses anywhere on the
     * platform (sign-in is by address alone). The comparison runs in the database, with the
     * same lower() as the unique indexes.
     */
    async taken(usernames: string[], emails: string[], empCodes: string[]): Promise<Taken> {
      // One JSON text, not a row per clash: a file of 100,000 clashes answers in one value.
      const result = await db.execute(sql`
        select coalesce(json_agg(json_build_array(kind, value, id)), '[]')::text as body from (
          select 'u' as kind, x as value, null::int as id from unnest(${texts(usernames)}) x
            where exists (select 1 from users where coalesce(company_id, 0) = ${companyId} and lower(username) = lower(x))
          union all
          select 'e', x, null from unnest(${texts(emails)}) x
            where exists (select 1 from users where lower(email) = lower(x))
          union all
          select 'c', x, e.id from unnest(${texts(empCodes)}) x
            join employees e on e.company_id = ${companyId} and lower(btrim(e.emp_code)) = lower(btrim(x))
        ) found`);
      const taken: Taken = { usernames: new Set(), emails: new Set(), empCodes: new Map() };
      const found = JSON.parse(rowsOf<{ body: string }>(result)[0]!.body) as Array<[string, string, number | null]>;
      for (const [kind, value, id] of found) {
        if (kind === 'u') taken.usernames.add(value);
        else if (kind === 'e') taken.emails.add(value);
        else taken.empCodes.set(value, id!);
      }
      return taken;
    },

    /** The company's designations, departments and groups, archived ones marked. */
    async listItems(): Promise<ListItems> {
      const result = await db.execute(sql`
        select list, id, name, archived_at is not null as archived
        from master_items where company_id = ${companyId} and list = any(${texts([...LISTS])}) order by id`);
      const items: ListItems = { designation: [], department: [], group: [] };
      for (const { list, ...item } of rowsOf<{ list: ListName; id: number; name: string; archived: boolean }>(result)) items[list].push(item);
      return items;
    },

    /**
     * Users, their permissions and employees in one transaction. Ids are drawn from the
     * sequences first, so managers inside the file are plain values and no second pass
     * (an UPDATE of every row) is needed; the manager key is checked at the end of the
     * statement, so a row may name a manager that comes later in the file.
     */
    async insert(rows: NewEmployee[], invite = false): Promise<number> {
      if (rows.length === 0) return 0;
      return db.transaction(async (tx) => {
        await lockHierarchy(tx as unknown as Db, companyId);
        // One row of two lists, not 100,000 rows: PGlite spends most of a large answer on its rows.
        // The sequences are named once, not looked up again for every row.
        const [ids] = rowsOf<{ u: string; e: string }>(await tx.execute(sql`
          select string_agg(nextval(seq.u)::text, ',') as u, string_agg(nextval(seq.e)::text, ',') as e
          from (select pg_get_serial_sequence('users', 'id')::regclass as u,
                       pg_get_serial_sequence('employees', 'id')::regclass as e) seq, generate_series(1, ${rows.length})`));
        const userIds = ids!.u.split(',').map(Number);
        const employeeIds = ids!.e.split(',').map(Number);
        const column = <T>(pick: (r: NewEmployee) => T) => rows.map(pick);
        await tx.execute(sql`
          insert into users (id, company_id, email, username, first_name, last_name, contact_num, role)
          select id, ${companyId}::int, email, username, first_name, last_name, contact_num, 'user'
          from unnest(${ints(userIds)}, ${texts(column((r) => r.email))}, ${texts(column((r) => r.username))},
            ${texts(column((r) => r.firstName))}, ${texts(column((r) => r.lastName))}, ${texts(column((r) => r.contactNum))})
            as t(id, email, username, first_name, last_name, contact_num)`);
        const p = EMPLOYEE_DEFAULT_PERMISSIONS;
        await tx.execute(sql`
          insert into permissions (user_id, dashboard, workforce, organization, survey, master, feedback)
          select id, ${p.dashboard}::boolean, ${p.workforce}::boolean, ${p.organization}::boolean,
            ${p.survey}::boolean, ${p.master}::boolean, ${p.feedback}::boolean
          from unnest(${ints(userIds)}) as id`);
        const parents = rows.map((r) => (r.manager === null ? null : 'id' in r.manager ? r.manager.id : employeeIds[r.manager.index]!));
        await tx.execute(sql`
          insert into employees (id, company_id, user_id, emp_code, designation_id, department_id, group_id, parent_id, invite_pending)
          select id, ${companyId}::int, user_id, emp_code, designation_id, department_id, group_id, parent_id, ${invite}::boolean
          from unnest(${ints(employeeIds)}, ${ints(userIds)}, ${texts(column((r) => r.empCode))}, ${ints(column((r) => r.designationId))},
            ${ints(column((r) => r.departmentId))}, ${ints(column((r) => r.groupId))}, ${ints(parents)})
            as t(id, user_id, emp_code, designation_id, department_id, group_id, parent_id)`);
        return rows.length;
      });
    },
  };
}

export type EmployeeImportRepository = ReturnType<typeof employeeImportRepository>;
