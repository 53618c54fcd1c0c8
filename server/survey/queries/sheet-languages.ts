import { sql } from 'drizzle-orm';
import type { Language } from '../../../schemas/language';
import type { Db } from '../../db/db-type';
import { executeNamed } from '../../db/prepared';
import { rowsOf } from '../../db/sql';
import { ratersAssignment, statementName, type RaterKey } from './rater-key';

/** What decides the language of an assignment's content: the survey's offer, the rater's profile and company. */
export interface SheetLanguages {
  offered: Language[];
  profile: string | null;
  company: string | null;
}

/**
 * The languages the survey of the rater's assignment offers, with their profile's language and their company's
 * default; null when the assignment is not theirs. An outside rater has neither (rules/content-language.ts).
 */
export async function sheetLanguages(db: Db, companyId: number, rater: RaterKey, assignmentId: number): Promise<SheetLanguages | null> {
  const signedIn = 'userId' in rater;
  const [found] = rowsOf<SheetLanguages>(
    await executeNamed(
      db,
      statementName('survey_answer_languages', rater),
      sql`
    select s.languages as offered,
      ${signedIn ? sql`(select u.language from users u where u.id = ${rater.userId})` : sql`null::text`} as profile,
      ${signedIn ? sql`c.default_language` : sql`null::text`} as company
    from survey_assignments a
    join surveys s on s.company_id = a.company_id and s.id = a.survey_id
    join companies c on c.id = a.company_id
    where a.company_id = ${companyId} and a.id = ${assignmentId} and ${ratersAssignment(rater)}`,
    ),
  );
  return found ?? null;
}
