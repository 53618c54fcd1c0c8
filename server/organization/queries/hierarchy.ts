import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { companies, employees } from '../../db/schema';
import { isRowId, rowsOf } from '../../db/sql';

/**
 * Serialises the writes that change a company's tree (a move, a delete that moves reports
 * up, a create under a manager) inside their transaction: two concurrent moves could each
 * pass the loop check and together make a cycle. NO KEY UPDATE, not UPDATE, so the key-share
 * locks that foreign-key checks take on the company row (every insert of a user or list
 * item) do not wait for it.
 */
export async function lockHierarchy(tx: Db, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
}

/**
 * True when `parentId` is the employee itself or one of its descendants, so that making it
 * the manager would close a loop. Walks up from the new manager to its root (the depth of
 * the tree, not the size of the team); UNION stops even on a loop that should not exist.
 */
export async function wouldLoop(tx: Db, companyId: number, employeeId: number, parentId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    with recursive chain(id, parent_id) as (
      select ${employees.id}, ${employees.parentId} from ${employees}
        where ${employees.companyId} = ${companyId} and ${employees.id} = ${parentId}
      union
      select e.id, e.parent_id from ${employees} e join chain on e.id = chain.parent_id
        where e.company_id = ${companyId}
    )
    select exists(select 1 from chain where id = ${employeeId}) as loops`);
  return Boolean(rowsOf<{ loops: boolean }>(result)[0]?.loops);
}

/**
 * Before a user goes, their direct reports move to their own manager (a root's reports
 * become roots): the manager key is NO ACTION, so it refuses the delete until this ran.
 */
export async function moveReportsUp(tx: Db, companyId: number, userId: number): Promise<number> {
  const [leaving] = await tx
    .select({ id: employees.id, parentId: employees.parentId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.userId, userId)));
  if (!leaving) return 0;
  const moved = await tx
    .update(employees)
    .set({ parentId: leaving.parentId })
    .where(and(eq(employees.companyId, companyId), eq(employees.parentId, leaving.id)))
    .returning({ id: employees.id });
  return moved.length;
}

/** One node of GET /api/get-org-hirearchy-data/{id}/ (schemas/organization.ts), with its manager's username. */
const node = (companyId: number, employeeId: number) => sql`
  select e.id, e.parent_id, e.id as employee_id, e.user_id, u.username, u.first_name, u.last_name,
    e.designation_id as designation, e.department_id as department, e.group_id as "group",
    u.email, e.emp_code, u.contact_num, pu.username as parent_username
  from employees e
  join users u on u.id = e.user_id
  left join employees p on p.company_id = e.company_id and p.id = e.parent_id
  left join users pu on pu.id = p.user_id
  where e.company_id = ${companyId} and e.id = ${employeeId}`;

/** One node of the tree as GET /api/get-org-hirearchy-data/{id}/ answers it (hierarchy-nodes-cache.ts keeps the whole tree). */
export function hierarchyRepository(db: Db, companyId: number) {
  return {
    /** One node as JSON text, or null when the company has no such employee. */
    async nodeJson(employeeId: number): Promise<string | null> {
      if (!isRowId(employeeId)) return null;
      const result = await db.execute(sql`select row_to_json(n)::text as body from (${node(companyId, employeeId)}) n`);
      return rowsOf<{ body: string }>(result)[0]?.body ?? null;
    },
  };
}
