import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { employees, masterItems, users } from '../../db/schema';
import type { ScimPerson } from '../rules/scim-user';

/** How a SCIM read narrows the company's people before scimmy's filter looks at them. */
export type PersonLookup = { id: number } | { userName: string } | { externalId: string } | { all: true };

function conditionOf(lookup: PersonLookup): SQL | undefined {
  if ('id' in lookup) return eq(employees.id, lookup.id);
  if ('userName' in lookup) return sql`lower(${users.username}) = lower(${lookup.userName})`;
  if ('externalId' in lookup) return eq(employees.externalId, lookup.externalId);
  return undefined;
}

/** The company's people a lookup names, oldest first. */
export async function selectPeople(db: Db, companyId: number, lookup: PersonLookup): Promise<ScimPerson[]> {
  return db
    .select({
      id: employees.id,
      userId: employees.userId,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      empCode: employees.empCode,
      externalId: employees.externalId,
      title: masterItems.name,
      parentId: employees.parentId,
      createdAt: employees.createdAt,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(masterItems, and(eq(masterItems.companyId, employees.companyId), eq(masterItems.id, employees.designationId)))
    .where(and(eq(employees.companyId, companyId), conditionOf(lookup)))
    .orderBy(asc(employees.id));
}

/** Whether another of the company's people already holds an externalId (the index has the last word). */
export async function externalIdHolder(db: Db, companyId: number, externalId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.externalId, externalId)));
  return row?.id ?? null;
}

export async function setExternalId(db: Db, companyId: number, employeeId: number, externalId: string | null): Promise<void> {
  await db
    .update(employees)
    .set({ externalId })
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
}

/**
 * The id of the company's list item of that name (any case, blanks around ignored), added when missing, as the
 * employee import adds the designations it meets (docs/import-creates-missing-lists.md). An archived one is
 * answered as it is: the Workforce rules refuse it for anyone new.
 */
export async function listItemNamed(db: Db, companyId: number, list: string, name: string): Promise<number> {
  const same = and(eq(masterItems.companyId, companyId), eq(masterItems.list, list), sql`lower(btrim(${masterItems.name})) = lower(btrim(${name}))`);
  const [found] = await db.select({ id: masterItems.id }).from(masterItems).where(same);
  if (found) return found.id;
  const [added] = await db.insert(masterItems).values({ companyId, list, name }).onConflictDoNothing().returning({ id: masterItems.id });
  if (added) return added.id;
  const [raced] = await db.select({ id: masterItems.id }).from(masterItems).where(same);
  return raced!.id;
}
