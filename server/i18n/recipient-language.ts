import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/language';
import type { Db } from '../db/db-type';
import { rowsOf } from '../db/sql';

type Ref = AnyColumn | SQL;

/*
 * The language a mail or a report is written in, read as a column of the query that already loads its reader, so a
 * batch of mails costs no query more. A reader with an account reads their profile's language, else their company's
 * default: a mail cannot know their browser. Someone without an account (an outside rater or coach) reads the
 * company's. The company is looked up under its own alias, so the expression fits a query on `companies` too.
 */

/** The company's default language (English for no company: platform staff). */
export const companyLanguage = (companyId: Ref): SQL<Language> =>
  sql<Language>`coalesce((select lc.default_language from companies lc where lc.id = ${companyId}), ${DEFAULT_LANGUAGE})`;

/** A person's own language, else their company's. */
export const recipientLanguage = (language: Ref, companyId: Ref): SQL<Language> => sql<Language>`coalesce(${language}, ${companyLanguage(companyId)})`;

/** The same, for a user known by id. */
export const languageOfUser = (userId: Ref): SQL<Language> =>
  sql<Language>`coalesce((select coalesce(lu.language, lc.default_language) from users lu left join companies lc on lc.id = lu.company_id where lu.id = ${userId}), ${DEFAULT_LANGUAGE})`;

/** A user's language on its own, for a single mail whose caller loaded the user without it (an address change). */
export async function readUserLanguage(db: Db, userId: number): Promise<Language> {
  const [row] = await db.select({ language: languageOfUser(sql`${userId}`) }).from(sql`(select 1) as one`);
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** A company's default language on its own (a preview of what its raters receive). */
export async function readCompanyLanguage(db: Db, companyId: number | null): Promise<Language> {
  if (companyId === null) return DEFAULT_LANGUAGE;
  const [row] = await db.select({ language: companyLanguage(sql`${companyId}`) }).from(sql`(select 1) as one`);
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** The language a ratee (an employee) reads their report in: their account's, else their company's. */
export async function rateeLanguage(db: Db, employeeId: number): Promise<Language> {
  const rows = await db.execute(
    sql`select ${recipientLanguage(sql`u.language`, sql`u.company_id`)} as language from employees e join users u on u.id = e.user_id where e.id = ${employeeId}`,
  );
  return rowsOf<{ language: Language }>(rows)[0]?.language ?? DEFAULT_LANGUAGE;
}
