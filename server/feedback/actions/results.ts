import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { isRowId, rowsOf, timestampParam } from '../../db/sql';
import { surveyStatus } from '../../survey/queries/survey-view';
import { auditSurveyForHr } from '../../disclosure/actions/audit-survey-for-hr';
import { freeze } from '../queries/freeze';
import { queueInsights } from '../queries/comment-insight-jobs';
import { recordOutcomes } from '../queries/action-outcomes';

/**
 * Whether a survey's results may be read: `null` when it is not the company's published
 * survey, `pending` while it is not closed (with the day it ends), `open` once its results
 * are there.
 */
type ResultsGate = null | { state: 'pending'; title: string; endDate: string } | { state: 'open'; threshold: number };

type Head = { is_draft: boolean; title: string; end_date: string; status: string; opened: boolean; threshold: number };

const head = (companyId: number, surveyId: number, today: string, lock: boolean) => sql`
  select s.is_draft, s.title, s.end_date::text as end_date, ${surveyStatus(today)} as status,
    s.results_opened_at is not null as opened, s.anonymity_threshold as threshold
  from surveys s where s.company_id = ${companyId} and s.id = ${surveyId} ${lock ? sql`for update` : sql``}`;

/**
 * The gate every reader of results passes (reports, exports, releases, analytics, alerts):
 * results come from closed surveys only, and the first read of them stamps results_opened_at,
 * freezes the figures and has the disclosure auditor decide every figure for HR (whose first
 * read it is), queues the comment insights and records what followed earlier development actions
 * (action-outcomes.ts), in one transaction that holds the survey's row. From then on the survey
 * status is closed for good (survey-view.ts), so no answer can arrive after someone has seen
 * figures without it. Reads after the first take no lock.
 */
export async function openResults(db: Db, companyId: number, surveyId: number, now: Date): Promise<ResultsGate> {
  if (!isRowId(surveyId)) return null;
  const today = now.toISOString().slice(0, 10);
  const judge = (row: Head | undefined): ResultsGate | 'first' => {
    if (!row || row.is_draft) return null;
    if (row.status !== 'closed') return { state: 'pending', title: row.title, endDate: row.end_date };
    return row.opened ? { state: 'open', threshold: row.threshold } : 'first';
  };
  const seen = judge(rowsOf<Head>(await db.execute(head(companyId, surveyId, today, false)))[0]);
  if (seen !== 'first') return seen;
  return db.transaction(async (tx) => {
    const row = rowsOf<Head>(await tx.execute(head(companyId, surveyId, today, true)))[0];
    const locked = judge(row);
    if (locked !== 'first') return locked;
    await tx.execute(freeze(companyId, surveyId));
    await auditSurveyForHr(tx, companyId, surveyId);
    // Comment insights read what HR was just shown: the background loop (plugins/comment-insights.ts) computes them.
    await tx.execute(queueInsights(companyId, surveyId, now));
    // What followed the development actions its ratees did since an earlier survey, from the figures HR was just shown.
    await tx.execute(recordOutcomes(companyId, surveyId, now));
    await tx.execute(sql`update surveys set results_opened_at = ${timestampParam(now)}
      where company_id = ${companyId} and id = ${surveyId}`);
    return { state: 'open', threshold: row!.threshold };
  });
}

/** Opens the results of every closed survey of the company (alerts across surveys); answers their ids. */
export async function openClosedResults(db: Db, companyId: number, now: Date): Promise<number[]> {
  const today = now.toISOString().slice(0, 10);
  const result = await db.execute(sql`select s.id from surveys s
    where s.company_id = ${companyId} and not s.is_draft and ${surveyStatus(today)} = 'closed' order by s.id`);
  const ids: number[] = [];
  for (const { id } of rowsOf<{ id: number }>(result)) {
    if ((await openResults(db, companyId, id, now))?.state === 'open') ids.push(id);
  }
  return ids;
}
