import { sql } from 'drizzle-orm';
import { REPORT_GROUPS } from '../../../schemas/feedback';
import type { Db } from '../../db/db-type';
import { intArray, rowsOf } from '../../db/sql';
import { benchmarkKey, figureKey, NOTHING_WITHHELD, type Withholding } from '../../feedback/rules/report-withholding';
import type { LedgerEntry } from '../rules/ledger-decisions';
import { readerDecisions } from './decide-for-reader';
import type { Reader } from './readers';

/**
 * The figures a withheld entry keeps from the reader: a rater-space figure itself; a direct report's 'known'
 * figure every group but self for that competency (each, the manager's too, would show it).
 */
function withheldFigures(e: LedgerEntry): string[] {
  if (e.space === 'rater') return [figureKey(e.figure, e.item)];
  return e.figure === 'known' ? REPORT_GROUPS.filter((g) => g !== 'self').map((g) => figureKey(g, e.item)) : [];
}

/**
 * What one reader may not see of one report: the auditor's decisions (made now if this is the reader's first
 * read), with the titles of the surveys each withheld figure would combine with.
 */
export async function reportWithholding(
  db: Db,
  companyId: number,
  reader: Reader,
  at: { survey: number; ratee: number; threshold: number },
): Promise<Withholding> {
  const withheld = (await readerDecisions(db, companyId, reader, at)).filter((e) => !e.released);
  if (withheld.length === 0) return NOTHING_WITHHELD;
  const ids = [...new Set(withheld.flatMap((e) => e.combines_with))];
  const titles = new Map(
    rowsOf<{ id: number; title: string }>(
      await db.execute(sql`select id, title from surveys
    where company_id = ${companyId} and id = any(${intArray(ids)})`),
    ).map((s) => [s.id, s.title]),
  );
  const surveys = (list: number[]) => list.map((id) => ({ id, title: titles.get(id) ?? `Survey ${id}` }));
  return {
    figures: new Map(withheld.flatMap((e) => withheldFigures(e).map((key) => [key, surveys(e.combines_with)] as const))),
    benchmarks: new Set(
      withheld.filter((e) => e.space === 'ratee' && e.figure !== 'known').map((e) => benchmarkKey(e.figure as 'company' | 'designation', e.item)),
    ),
  };
}
