import type { Db } from '../../db/db-type';
import type { Known } from '../rules/decide';
import { decideReport, type LedgerEntry } from '../rules/ledger-decisions';
import type { RaterCandidate } from '../queries/figure-members';
import { HR, hrMembers, personAudience, releasedEntries } from '../queries/ledger';

/** Who reads: the company's HR (the feedback area), or one employee (My feedback, My team). */
export type Reader = { kind: 'hr' } | { kind: 'person'; employeeId: number };

/**
 * What the auditor weighs for a reader: the audience it writes under, the ledgers it reads (a member of HR reads
 * with HR, and HR with what its members were shown as people), the audiences it holds while deciding, and what
 * the reader knows itself: the answers they, or HR's members, gave, and a ratee their own figures in every survey.
 */
export interface ReaderView {
  audience: string;
  reads: string[];
  locks: string[];
  known: Known;
  /** HR knows every ratee's own figure, so the ratee space (benchmarks) is not judged for it. */
  judgesBenchmarks: boolean;
}

export async function readerView(db: Db, companyId: number, reader: Reader): Promise<ReaderView> {
  const hr = await hrMembers(db, companyId);
  const hrKeys = hr.map(personAudience);
  const hrKnows = new Set(hrKeys);
  const known: Known = (key) => hrKnows.has(key);
  if (reader.kind === 'hr') return { audience: HR, reads: [HR, ...hrKeys], locks: [HR], known, judgesBenchmarks: false };
  const me = personAudience(reader.employeeId);
  if (hr.includes(reader.employeeId)) {
    return { audience: me, reads: [me, HR, ...hrKeys], locks: [me, HR], known, judgesBenchmarks: false };
  }
  const mine = `q${reader.employeeId}:`;
  return { audience: me, reads: [me], locks: [me], known: (key) => key === me || key.startsWith(mine), judgesBenchmarks: true };
}

// Map.groupBy arrives with Node 21; the product runs on 20.
function byRatee<T extends { ratee_id: number }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const group = grouped.get(row.ratee_id);
    if (group) group.push(row);
    else grouped.set(row.ratee_id, [row]);
  }
  return grouped;
}

/** Decides a survey's rater-space figures for some ratees, against what the reader was released about them before. */
export async function decideRaters(db: Db, companyId: number, surveyId: number, view: ReaderView, candidates: RaterCandidate[]): Promise<LedgerEntry[]> {
  const ratees = [...new Set(candidates.map((c) => c.ratee_id))];
  if (ratees.length === 0) return [];
  const earlier = await releasedEntries(db, companyId, view.reads, 'rater', ratees);
  const earlierOf = byRatee(earlier);
  const candidatesOf = byRatee(candidates);
  return ratees.flatMap((ratee) => decideReport({ survey: surveyId, ratee, space: 'rater' }, candidatesOf.get(ratee)!, earlierOf.get(ratee) ?? [], view.known));
}
