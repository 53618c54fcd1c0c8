import { eq } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { employees } from '../db/schema';

/** The employee whose account `userId` is (any company: the guarded GET then applies the caller's). */
export async function employeeOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.userId, userId)).limit(1);
  return row?.id ?? null;
}
