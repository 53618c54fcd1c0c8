import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db-type';
import { completeFrozen } from '../../feedback/queries/freeze';
import { rowsOf } from '../../db/sql';
import { benchmarkFigures, teamFigures } from '../rules/benchmark-figures';
import type { Candidate, LedgerEntry } from '../rules/ledger-decisions';
import { benchmarkTerms, raterFigureMembers } from '../queries/figure-members';
import { HR, lockAudiences, personAudience, writeEntries } from '../queries/ledger';

const asReleased =
  (survey: number, ratee: number, space: LedgerEntry['space']) =>
  (c: Candidate): LedgerEntry => ({
    figure: c.figure,
    item: c.item,
    members: c.members,
    survey_id: survey,
    ratee_id: c.ratee_id ?? ratee,
    space,
    released: true,
    combines_with: [],
  });

interface Release {
  company_id: number;
  survey_id: number;
  ratee_id: number;
  manager_id: number | null;
  threshold: number;
}

/** A released report as its ratee (and their manager, with the ratee's own figures) were shown it before the auditor: every figure. */
async function recordRelease(tx: Db, r: Release): Promise<void> {
  const raters = (await raterFigureMembers(tx, r.company_id, r.survey_id, r.ratee_id)).filter((c) => c.members.length > 0);
  const terms = await benchmarkTerms(tx, r.company_id, r.survey_id);
  const entries = (ratee: Candidate[]) => [
    ...raters.map(asReleased(r.survey_id, r.ratee_id, 'rater')),
    ...ratee.map(asReleased(r.survey_id, r.ratee_id, 'ratee')),
  ];
  const benchmarks = benchmarkFigures(terms, r.ratee_id, r.threshold);
  const readers: Array<[number | null, LedgerEntry[]]> = [
    [r.ratee_id, entries(benchmarks)],
    [r.manager_id, entries([...teamFigures(terms, new Set([r.ratee_id])), ...benchmarks])],
  ];
  for (const [reader, shown] of readers) {
    if (reader === null) continue;
    await lockAudiences(tx, r.company_id, [personAudience(reader)]);
    await writeEntries(tx, r.company_id, personAudience(reader), shown);
  }
}

/**
 * The first start after the auditor arrived records what was already released, so that it stands and every later
 * figure is judged with it: each opened survey's figures for HR (oldest first), each released report for its
 * ratee and their manager. Once, by whichever process holds the marker row first; the others wait and find it done.
 */
export async function recordEarlierReleases(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const marked = rowsOf(await tx.execute(sql`update disclosure_backfill set done = true where not done returning done`));
    if (marked.length === 0) return;
    const opened = rowsOf<{ company_id: number; id: number }>(
      await tx.execute(sql`select company_id, id from surveys
      where results_opened_at is not null order by results_opened_at, id`),
    );
    for (const s of opened) {
      await tx.execute(completeFrozen(s.company_id, s.id));
      const figures = (await raterFigureMembers(tx, s.company_id, s.id)).filter((c) => c.members.length > 0);
      await lockAudiences(tx, s.company_id, [HR]);
      await writeEntries(
        tx,
        s.company_id,
        HR,
        figures.map((c) => asReleased(s.id, c.ratee_id, 'rater')(c)),
      );
    }
    const releases = rowsOf<Release>(
      await tx.execute(sql`select r.company_id, r.survey_id, r.ratee_id, r.manager_id,
        s.anonymity_threshold as threshold
      from report_releases r join employees e on e.company_id = r.company_id and e.id = r.ratee_id
      join surveys s on s.company_id = r.company_id and s.id = r.survey_id
      where s.results_opened_at is not null order by r.released_at, r.survey_id, r.ratee_id`),
    );
    for (const release of releases) await recordRelease(tx, release);
  });
}
