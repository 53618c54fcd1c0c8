import { eq } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { companies } from '../../db/schema';

/** The company's own words to review, as stored (null: no such company). */
export async function readWordingList(db: Db, companyId: number, lock = false): Promise<string[] | null> {
  const query = db.select({ words: companies.wordingList }).from(companies).where(eq(companies.id, companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row?.words ?? null;
}

export async function writeWordingList(db: Db, companyId: number, words: string[]): Promise<void> {
  await db.update(companies).set({ wordingList: words }).where(eq(companies.id, companyId));
}
