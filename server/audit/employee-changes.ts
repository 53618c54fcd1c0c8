import { sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { intArray, rowsOf, userDisplayName } from '../db/sql';
import { changedFields } from './diff';
import { recordAudit, type AuditActor, type AuditEntry } from './record';

/** An employee as the audit log shows them: names rather than ids, so an entry reads the same after a list item is renamed or gone. */
interface EmployeeFacts {
  id: number;
  name: string;
  username: string;
  first_name: string;
  last_name: string;
  emp_code: string;
  contact_num: string;
  designation: string | null;
  department: string | null;
  group: string | null;
  manager: string | null;
  parent_id: number | null;
}
// The sign-in address is another part's to record (user.email.*), with its consent: left out here.
const FIELDS = ['username', 'first_name', 'last_name', 'emp_code', 'contact_num', 'designation', 'department', 'group'] as const;
const TREE = ['manager', 'parent_id'] as const;

/** The employees named, as they stand inside the caller's transaction. */
export async function employeeFacts(tx: Db, companyId: number, ids: number[]): Promise<Map<number, EmployeeFacts>> {
  const item = (column: string) => sql.raw(`(select m.name from master_items m where m.id = e.${column})`);
  const rows = rowsOf<EmployeeFacts>(
    await tx.execute(sql`
    select e.id, ${userDisplayName} as name, u.username, u.first_name, u.last_name, e.emp_code, u.contact_num,
      ${item('designation_id')} as designation, ${item('department_id')} as department, ${item('group_id')} as "group",
      (select ${userDisplayName} from employees p join users u on u.id = p.user_id where p.id = e.parent_id) as manager, e.parent_id
    from employees e join users u on u.id = e.user_id where e.company_id = ${companyId} and e.id = any(${intArray(ids)})`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

const pick = <K extends keyof EmployeeFacts>(f: EmployeeFacts, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, f[k]])) as Pick<EmployeeFacts, K>;

/** What changed for each employee: their fields (employee.update) and their place in the tree (employee.move), each only when it did. */
export function employeeChanges(before: Map<number, EmployeeFacts>, after: Map<number, EmployeeFacts>): AuditEntry[] {
  return [...after.values()].flatMap((now) => {
    const was = before.get(now.id);
    if (!was) return [];
    const fields = changedFields(pick(was, FIELDS), pick(now, FIELDS));
    const tree = changedFields(pick(was, TREE), pick(now, TREE));
    const about = { entity: 'employee', entityId: now.id };
    return [
      ...(fields ? [{ ...about, action: 'employee.update', before: { name: was.name, ...fields.before }, after: fields.after }] : []),
      ...(tree ? [{ ...about, action: 'employee.move', before: { name: was.name, ...pick(was, TREE) }, after: pick(now, TREE) }] : []),
    ];
  });
}

/** Runs a write on employees in one transaction with the entries saying what it changed for each of `ids`. */
export async function auditedEmployeeWrite<T>(db: Db, by: AuditActor | undefined, companyId: number, ids: number[], write: (tx: Db) => Promise<T>): Promise<T> {
  if (!by) return write(db);
  return db.transaction(async (tx) => {
    const before = await employeeFacts(tx, companyId, ids);
    const result = await write(tx);
    await recordAudit(tx, by, employeeChanges(before, await employeeFacts(tx, companyId, ids)));
    return result;
  });
}
