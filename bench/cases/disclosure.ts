import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readerDecisions } from '../../server/disclosure/actions/decide-for-reader';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { openResults } from '../../server/feedback/actions/results';
import type { BenchCase, Figure } from '../lib/types';
import { COMPETENCIES, RATEES, RATERS, seedRecurringRatees, SURVEYS } from './disclosure-seed';

const area = 'disclosure';

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return Math.round((performance.now() - started) * 10) / 10;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The disclosure auditor on ratees of ten closed surveys (PGlite, in process, its SQL included): HR's first read of
 * each survey in turn (freeze and audit), then each ratee's first read of each of their reports in My feedback.
 * The tenth is the costliest: it is weighed against the nine before it.
 */
export const disclosure: BenchCase = {
  name: area,
  async run() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'c360-disclosure-'));
    const handle = await openDatabase({ pgliteDir: path.join(dir, 'pg') });
    try {
      await migrateDatabase(handle);
      const { companyId, rateeIds, surveyIds } = await seedRecurringRatees(handle.db);
      const now = new Date();
      const hr: number[] = [];
      for (const id of surveyIds) hr.push(await timed(() => openResults(handle.db, companyId, id, now)));
      const tenth: number[] = [];
      for (const ratee of rateeIds) {
        const reader = { kind: 'person' as const, employeeId: ratee };
        for (const id of surveyIds) {
          const ms = await timed(() => readerDecisions(handle.db, companyId, reader, { survey: id, ratee, threshold: 3 }));
          if (id === surveyIds.at(-1)) tenth.push(ms);
        }
      }
      const shape = `${SURVEYS} surveys × ${RATERS} raters × ${COMPETENCIES} competencies`;
      const figures: Figure[] = [
        { area, figure: `PGlite: HR's first read of the last of ${shape}, ${RATEES} ratees (freeze + audit)`, value: hr.at(-1)!, unit: 'ms' },
        {
          area,
          figure: `PGlite: the auditor for a ratee's own first read of the last of ${shape}, median of ${RATEES} ratees`,
          value: median(tenth),
          unit: 'ms',
          budget: 50,
        },
      ];
      return figures;
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
