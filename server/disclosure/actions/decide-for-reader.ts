import type { Db } from '../../db/db-type';
import { benchmarkFigures, teamFigures } from '../rules/benchmark-figures';
import { decideReport, type Candidate, type LedgerEntry } from '../rules/ledger-decisions';
import { benchmarkTerms, figuresOnlyReaderGave, raterFigureMembers, teamInSurvey } from '../queries/figure-members';
import { lockAudiences, decidedEntries, reportEntries, writeEntries } from '../queries/ledger';
import { decideRaters, readerView, type Reader, type ReaderView } from './readers';

const isDecided = (entries: LedgerEntry[]) => (c: Candidate) => entries.some((e) => e.space === 'rater' && e.figure === c.figure && e.item === c.item);
const benchmarksDecided = (entries: LedgerEntry[], ratee: number) =>
  entries.some((e) => e.space === 'ratee' && (e.figure === 'company' || e.figure === 'designation') && e.ratee_id === ratee);

/**
 * The ratee space of one report for a reader outside HR: what the reader knows of the survey's ratees without being
 * shown it (figures of their answers alone: recorded as released, since nothing can take them back), their direct
 * reports in the survey (what My team shows them of each, once), then the report's benchmarks, against everything
 * released to the reader before.
 */
async function decideBenchmarks(
  tx: Db,
  companyId: number,
  at: { survey: number; ratee: number; threshold: number },
  view: ReaderView & { employeeId: number },
): Promise<LedgerEntry[]> {
  const terms = await benchmarkTerms(tx, companyId, at.survey);
  const team = await teamInSurvey(tx, companyId, at.survey, view.employeeId);
  const all = await decidedEntries(tx, companyId, view.reads, 'ratee', null);
  const recorded = new Set(all.filter((e) => e.figure === 'known' || e.figure === 'own').map((e) => e.members.join()));
  const own = (await figuresOnlyReaderGave(tx, companyId, at.survey, view.employeeId))
    .filter((key) => !recorded.has(key))
    .map(
      (key): LedgerEntry => ({
        figure: 'own',
        item: 0,
        members: [key],
        survey_id: at.survey,
        ratee_id: at.ratee,
        space: 'ratee',
        released: true,
        combines_with: [],
      }),
    );
  const known = teamFigures(terms, team).filter((c) => !recorded.has(c.members.join()));
  const decided = decideReport(
    { survey: at.survey, ratee: at.ratee, space: 'ratee' },
    [...known, ...benchmarkFigures(terms, at.ratee, at.threshold)],
    [...all.filter((e) => e.released), ...own],
    view.known,
  );
  return [...own, ...decided];
}

/**
 * Every decision about one report for one reader, deciding (and recording, in one transaction that holds the
 * reader's audience) what was not decided yet: the first read of a figure is where it is released or withheld.
 */
export async function readerDecisions(
  db: Db,
  companyId: number,
  reader: Reader,
  at: { survey: number; ratee: number; threshold: number },
): Promise<LedgerEntry[]> {
  const view = await readerView(db, companyId, reader);
  const all = await raterFigureMembers(db, companyId, at.survey, at.ratee);
  const judged = all.filter((c) => c.members.length > 0);
  const judgesBenchmarks = reader.kind === 'person' && view.judgesBenchmarks;
  const complete = (entries: LedgerEntry[]) => judged.every(isDecided(entries)) && (!judgesBenchmarks || benchmarksDecided(entries, at.ratee));
  const have = await reportEntries(db, companyId, view.audience, at.survey, at.ratee);
  if (complete(have)) return have;
  return db.transaction(async (tx) => {
    await lockAudiences(tx, companyId, view.locks);
    const now = await reportEntries(tx, companyId, view.audience, at.survey, at.ratee);
    const decided = await decideRaters(
      tx,
      companyId,
      at.survey,
      view,
      judged.filter((c) => !isDecided(now)(c)),
    );
    if (judgesBenchmarks && !benchmarksDecided(now, at.ratee)) {
      decided.push(...(await decideBenchmarks(tx, companyId, at, { ...view, employeeId: reader.employeeId })));
    }
    await writeEntries(tx, companyId, view.audience, decided);
    return [...now, ...decided].filter((e) => e.ratee_id === at.ratee);
  });
}
