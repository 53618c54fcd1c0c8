import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { intArray } from '../../db/sql';
import type { LedgerEntry } from '../rules/ledger-decisions';
import { raterFigureMembers } from '../queries/figure-members';
import { lockAudiences, writeEntries } from '../queries/ledger';
import { decideRaters, readerView } from './readers';

/**
 * The frozen figures (survey_result_scores) become the figures as HR was shown them: an all_others figure withheld
 * for HR is null, and so are its ratee's overall and its type, which weigh it. Benchmarks, analytics, trends and
 * alerts read only these, so every mean over ratees is a mean of figures HR already has.
 */
async function withholdFrozen(tx: Db, companyId: number, surveyId: number, withheld: LedgerEntry[]): Promise<void> {
  if (withheld.length === 0) return;
  await tx.execute(sql`
    with w as (
      select x.ratee_id, x.competency_id, c.type_id
      from unnest(${intArray(withheld.map((e) => e.ratee_id))}, ${intArray(withheld.map((e) => e.item))}) as x(ratee_id, competency_id)
      join competencies c on c.company_id = ${companyId} and c.id = x.competency_id
    )
    update survey_result_scores r set others = null
    from w
    where r.company_id = ${companyId} and r.survey_id = ${surveyId} and r.ratee_id = w.ratee_id
      and (r.competency_id = w.competency_id or r.type_id = w.type_id or (r.competency_id is null and r.type_id is null))`);
}

/**
 * Decides every figure of a survey for the company's HR, in the transaction that first opens its results (and
 * freezes its figures): HR's first read of any result. Holds HR's audience while deciding.
 */
export async function auditSurveyForHr(tx: Db, companyId: number, surveyId: number): Promise<void> {
  const view = await readerView(tx, companyId, { kind: 'hr' });
  await lockAudiences(tx, companyId, view.locks);
  const candidates = await raterFigureMembers(tx, companyId, surveyId);
  const decided = await decideRaters(
    tx,
    companyId,
    surveyId,
    view,
    candidates.filter((c) => c.members.length > 0),
  );
  await writeEntries(tx, companyId, view.audience, decided);
  await withholdFrozen(
    tx,
    companyId,
    surveyId,
    decided.filter((e) => !e.released && e.figure === 'all_others'),
  );
}
