import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { employees, masterItems, users } from '../../db/schema';

export interface ScimGroupRow {
  id: number;
  name: string;
  createdAt: Date;
  members: Array<{ id: number; display: string }>;
}

/** The company's groups (the master list `group`), one by id, by name (any case) or all, each with its members. */
export async function selectGroups(db: Db, companyId: number, lookup: { id: number } | { name: string } | { all: true }): Promise<ScimGroupRow[]> {
  const condition =
    'id' in lookup ? eq(masterItems.id, lookup.id) : 'name' in lookup ? sql`lower(btrim(${masterItems.name})) = lower(btrim(${lookup.name}))` : undefined;
  const groups = await db
    .select({ id: masterItems.id, name: masterItems.name, createdAt: masterItems.createdAt })
    .from(masterItems)
    .where(and(eq(masterItems.companyId, companyId), eq(masterItems.list, 'group'), condition))
    .orderBy(asc(masterItems.id));
  if (groups.length === 0) return [];
  const members = await db
    .select({ group: employees.groupId, id: employees.id, username: users.username })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(
      and(
        eq(employees.companyId, companyId),
        inArray(
          employees.groupId,
          groups.map((g) => g.id),
        ),
      ),
    )
    .orderBy(asc(employees.id));
  return groups.map((g) => ({ ...g, members: members.filter((m) => m.group === g.id).map((m) => ({ id: m.id, display: m.username })) }));
}

/** Which of these ids are the company's employees. */
export async function companyEmployeeIds(db: Db, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)));
  return new Set(rows.map((r) => r.id));
}
