import { sql } from 'drizzle-orm';
import { ANONYMOUS_RELATIONSHIPS } from '../../../schemas/survey';
import { fixedRatersMessage } from '../rules/anonymous-raters';
import type { Db } from '../../db/db-type';
import { isCheckViolation } from '../../db/errors';
import { rowsOf, textArray, userDisplayName } from '../../db/sql';

/** The name migration 0020's trigger gives its refusal, as a constraint would. */
export const FIXED_RATERS_CONSTRAINT = 'survey_assignments_fixed_anonymous_raters';

/**
 * The survey's ratees whose anonymous raters are fixed (one of them has submitted), with their
 * names, for server/survey/rules/anonymous-raters.ts. The survey row is locked FOR UPDATE first:
 * a submit takes it FOR SHARE (server/survey/queries/answer-sheet.ts), so no submit lands between this read and
 * the write of the same transaction. Call it before any other lock on the survey in `tx`: two
 * writers raising a FOR SHARE they both hold to FOR UPDATE would deadlock.
 */
export async function fixedRatees(tx: Db, companyId: number, surveyId: number): Promise<Map<number, string>> {
  await tx.execute(sql`select 1 from surveys where company_id = ${companyId} and id = ${surveyId} for update`);
  const rows = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`
    select e.id, ${userDisplayName} as name from employees e join users u on u.id = e.user_id
    where e.company_id = ${companyId} and e.id in (
      select a.ratee_id from survey_assignments a
      where a.company_id = ${companyId} and a.survey_id = ${surveyId} and a.status = 'submitted'
        and a.relationship = any(${textArray([...ANONYMOUS_RELATIONSHIPS])}))`),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The trigger's refusal, should a write ever pass the checks, as the same sentence; null for any other error. */
export const fixedRatersRaced = (err: unknown): string | null => (isCheckViolation(err, FIXED_RATERS_CONSTRAINT) ? fixedRatersMessage(null) : null);

/** The outcome of `write`, or `refuse(sentence)` when the trigger refused it (a 400, never a 500). */
export async function orFixedRefusal<T>(write: Promise<T>, refuse: (message: string) => T): Promise<T> {
  try {
    return await write;
  } catch (err) {
    const message = fixedRatersRaced(err);
    if (message === null) throw err;
    return refuse(message);
  }
}
