import pg from 'pg';
import type { LoadCompany } from './load-company';
import { draftPayload } from './scale-mix';
import type { Ledger } from './scale-ledger';

export interface Durability {
  draftsChecked: number;
  submitsChecked: number;
  /** Acknowledged writes the database does not hold (or holds differently), one line each. */
  lost: string[];
}

interface Stored {
  id: number;
  status: string;
  comment: string | null;
  answers: Array<{ statement: number; value: number }> | null;
}

/**
 * After the run, against the database itself: each assignment holds at least its last
 * acknowledged draft, whole (a later one may have been sent and committed without its
 * answer arriving, never an earlier one), and every acknowledged submit is submitted.
 */
export async function checkDurability(databaseUrl: string, company: LoadCompany, ledger: Ledger): Promise<Durability> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let rows: Stored[];
  try {
    rows = (
      await client.query<Stored>(
        `
      select a.id, a.status,
        (select text from survey_comments k where k.assignment_id = a.id) as comment,
        (select json_agg(json_build_object('statement', sa.statement_id, 'value', sa.value) order by sa.statement_id)
          from survey_answers sa where sa.assignment_id = a.id) as answers
      from survey_assignments a where a.company_id = $1 and a.survey_id = $2`,
        [company.companyId, company.surveyId],
      )
    ).rows;
  } finally {
    await client.end();
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lost: string[] = [];
  for (const [assignment, acked] of ledger.draftsAcked) {
    const stored = byId.get(assignment);
    const seq = Number(/^draft (\d+)$/.exec(stored?.comment ?? '')?.[1] ?? 0);
    const sent = ledger.draftsSent.get(assignment) ?? 0;
    if (seq < acked || seq > sent) lost.push(`assignment ${assignment}: draft ${acked} acknowledged, ${seq ? `draft ${seq}` : 'nothing'} stored`);
    else if (JSON.stringify(stored!.answers) !== JSON.stringify(draftPayload(company, assignment, seq).answers)) {
      lost.push(`assignment ${assignment}: draft ${seq} stored with other answers than were sent`);
    }
  }
  for (const assignment of ledger.submitsAcked) {
    if (byId.get(assignment)?.status !== 'submitted') lost.push(`assignment ${assignment}: submit acknowledged, status ${byId.get(assignment)?.status}`);
  }
  for (const r of rows) {
    if (r.status === 'submitted' && !ledger.submitsSent.has(r.id)) lost.push(`assignment ${r.id}: submitted, though no submit was sent`);
  }
  return { draftsChecked: ledger.draftsAcked.size, submitsChecked: ledger.submitsAcked.size, lost };
}
