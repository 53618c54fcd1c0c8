import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { ALL_AREAS } from '../../account/actions/accounts';
import { competencyLibraryRepository } from '../../competency/queries/competency-library';
import { employeeImportRepository } from '../../workforce/queries/employee-import';
import type { NewEmployee } from '../../workforce/rules/import/import-port';
import { companies, employees, masterItems, permissions, users } from '../../db/schema';
import { deleteCompanyRows } from '../../privacy/queries/company-deletion';
import { rowsOf } from '../../db/sql';
import { starterLibraryRows } from '../../library/starter-library';
import { DEPARTMENT_NAMES, designationsOf, DOMAIN, GROUPS, type DemoPerson } from './org';

export const COMPANY_NAME = 'Northwind Demo';
export const ADMIN = { email: `hr@${DOMAIN}`, firstName: 'Harriet', lastName: 'Rhodes' };

interface WrittenCompany {
  companyId: number;
  adminUserId: number;
  /** Employee id by the plan's index. */
  employeeIds: number[];
  /** User id by the plan's index. */
  userIds: number[];
}

const usernameOf = (email: string) => email.split('@')[0]!;

/** The lists the employees point into: designations, departments and groups, name → id. */
async function writeLists(tx: Db, companyId: number, people: DemoPerson[]) {
  const items = [
    ...designationsOf(people).map((name) => ({ list: 'designation', name })),
    ...DEPARTMENT_NAMES.map((name) => ({ list: 'department', name })),
    ...GROUPS.map((name) => ({ list: 'group', name })),
  ];
  const rows = await tx
    .insert(masterItems)
    .values(items.map((i) => ({ ...i, companyId })))
    .returning({ id: masterItems.id, list: masterItems.list, name: masterItems.name });
  return (list: string, name: string | null) => (name === null ? null : rows.find((r) => r.list === list && r.name === name)!.id);
}

/**
 * The company, its lists, the admin, every employee (through the import's set-based insert,
 * invitations switched off: nobody is mailed) and the starter competency library, inside
 * the caller's transaction. `passwordHash` opens the admin's and the `accounts`' sign-in.
 */
export async function writeCompany(tx: Db, people: DemoPerson[], accounts: number[], passwordHash: string, now: Date): Promise<WrittenCompany> {
  const [company] = await tx.insert(companies).values({ name: COMPANY_NAME, contactNum: '+44 20 7946 0123' }).returning({ id: companies.id });
  const companyId = company!.id;
  const imports = employeeImportRepository(tx, companyId);
  const taken = await imports.taken(
    people.map((p) => usernameOf(p.email)),
    [ADMIN.email, ...people.map((p) => p.email)],
    [],
  );
  if (taken.emails.size) throw new Error(`These addresses belong to accounts outside the demo company: ${[...taken.emails].join(', ')}.`);

  const [admin] = await tx
    .insert(users)
    .values({
      companyId,
      email: ADMIN.email,
      username: usernameOf(ADMIN.email),
      firstName: ADMIN.firstName,
      lastName: ADMIN.lastName,
      passwordHash,
      role: 'admin',
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
  await tx.insert(permissions).values({ userId: admin!.id, ...ALL_AREAS });

  const itemId = await writeLists(tx, companyId, people);
  const rows: NewEmployee[] = people.map((p) => ({
    username: usernameOf(p.email),
    email: p.email,
    empCode: p.empCode,
    firstName: p.firstName,
    lastName: p.lastName,
    contactNum: '',
    designationId: itemId('designation', p.designation),
    departmentId: itemId('department', p.department),
    groupId: itemId('group', p.group),
    manager: p.parent === null ? null : { index: p.parent },
  }));
  await imports.insert(rows);
  // Demo people are not sent welcome mails: the invitation queue skips them.
  await tx.update(employees).set({ invitePending: false }).where(eq(employees.companyId, companyId));
  const found = await tx
    .select({ id: employees.id, userId: employees.userId, empCode: employees.empCode })
    .from(employees)
    .where(eq(employees.companyId, companyId));
  const byCode = new Map(found.map((e) => [e.empCode, e]));
  const employeeIds = people.map((p) => byCode.get(p.empCode)!.id);
  const userIds = people.map((p) => byCode.get(p.empCode)!.userId);
  await tx
    .update(users)
    .set({ passwordHash, emailVerifiedAt: now })
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(
          users.id,
          accounts.map((i) => userIds[i]!),
        ),
      ),
    );
  await competencyLibraryRepository(tx, companyId).load(starterLibraryRows());
  return { companyId, adminUserId: admin!.id, employeeIds, userIds };
}

/** The demo company's id, or null when there is none. */
export async function findCompany(db: Db): Promise<number | null> {
  const [found] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, COMPANY_NAME)).orderBy(companies.id).limit(1);
  return found?.id ?? null;
}

/** Deletes every company of the demo's name and all it owns, as an admin's deletion of their company does. */
export async function deleteCompany(tx: Db): Promise<number> {
  const ids = (await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, COMPANY_NAME))).map((c) => c.id);
  for (const id of ids) await deleteCompanyRows(tx, id);
  return ids.length;
}

/** The library's competencies with their type and statements, by title. */
export async function readLibrary(tx: Db, companyId: number) {
  const result = await tx.execute(sql`
    select c.id, c.title, t.name as type, t.id as type_id,
      coalesce(array_agg(s.id order by s.id) filter (where s.id is not null), '{}') as statements
    from competencies c join competency_types t on t.id = c.type_id
    left join competency_statements s on s.company_id = c.company_id and s.competency_id = c.id
    where c.company_id = ${companyId} group by c.id, c.title, t.name, t.id`);
  const rows = rowsOf<{ id: number; title: string; type: string; type_id: number; statements: number[] }>(result);
  return new Map(rows.map((r) => [r.title, { id: r.id, typeId: r.type_id, type: r.type, statements: r.statements.map(Number) }]));
}
export type Library = Awaited<ReturnType<typeof readLibrary>>;
