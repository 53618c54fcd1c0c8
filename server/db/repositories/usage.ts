import { and, count, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { competencies, employees } from '../schema';

/** How many rows of one kind use a row, and what they are called (one, many). */
export interface Usage {
  count: number;
  noun: readonly [string, string];
}

type UsageCount = (db: Db, companyId: number, id: number) => Promise<Usage>;

const competenciesOfType: UsageCount = async (db, companyId, id) => {
  const [row] = await db.select({ n: count() }).from(competencies)
    .where(and(eq(competencies.companyId, companyId), eq(competencies.typeId, id)));
  return { count: row?.n ?? 0, noun: ['competency', 'competencies'] };
};

/** Employees placed in a designation, department or group: deleting it would leave them pointing nowhere. */
const employeesIn = (column: PgColumn): UsageCount => async (db, companyId, id) => {
  const [row] = await db.select({ n: count() }).from(employees)
    .where(and(eq(employees.companyId, companyId), eq(column, id)));
  return { count: row?.n ?? 0, noun: ['employee', 'employees'] };
};

/**
 * Where each kind of company row can be used, so none vanishes silently (README: in-use
 * rules). Later areas add theirs here: surveys will count competencies.
 */
export const usages: Record<string, readonly UsageCount[]> = {
  group: [employeesIn(employees.groupId)],
  designation: [employeesIn(employees.designationId)],
  department: [employeesIn(employees.departmentId)],
  'competency-type': [competenciesOfType],
  competency: [],
};

/** "3 employees and 1 survey", or null when nothing uses the row. */
export async function usageOf(db: Db, kind: string, companyId: number | null, id: number): Promise<string | null> {
  if (companyId === null) return null;
  const found: string[] = [];
  for (const check of usages[kind] ?? []) {
    const { count: n, noun } = await check(db, companyId, id);
    if (n > 0) found.push(`${n} ${n === 1 ? noun[0] : noun[1]}`);
  }
  return found.length ? found.join(' and ') : null;
}
