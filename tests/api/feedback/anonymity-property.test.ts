import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits, type RateLimits } from '../../../server/config';
import type { Attack } from '../anonymity-attacker/attack';
import type { Run } from '../anonymity-attacker/figures';
import { historyArbitrary, type History } from '../anonymity-attacker/history';
import { KNOWN_ATTACKS } from '../anonymity-attacker/known';
import { describeAttack, signature } from '../anonymity-attacker/report';
import { attackHistory } from '../anonymity-attacker/run';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/*
 * An attacker written apart from the product's disclosure auditor (it reads neither
 * server/disclosure/ nor the feedback repositories): random histories of a small company
 * driven through the API, everything each audience can fetch collected, and an exact solver
 * trying every protected value (the threat model: anonymity-attacker/model.ts). The test
 * fails when any audience can work one out, and prints the shrunk history that did it.
 *
 *   ANONYMITY_RUNS      histories (default 120: about two minutes on two quiet cores), on PostgreSQL when the suite
 *                       runs there too (TEST_DATABASE_URL), else on PGlite; the known attacks run on both
 *   ANONYMITY_SEED      fast-check's seed (default below; printed on failure)
 *   ANONYMITY_SHRINK_S  seconds spent shrinking a failure (default 120)
 *   ANONYMITY_EXPLORE=1 never fail: run every history and print each kind of attack found,
 *                       with the shortest history that showed it
 *   ANONYMITY_REPORT    write a JSON summary there (the bench reads it)
 *   ANONYMITY_PATH      fast-check's counterexample path (printed on failure, with the seed): replay just that
 *   ANONYMITY_REPLAY    a history as JSON (every report prints one): run it alone, print all it fetched
 *   ANONYMITY_HR_OUTSIDERS=0  HR controls no outside rater's address (by default the history decides, for each;
 *                       HR knows a controlled one's answers only where it added them late, attack.ts)
 */

const RUNS = Number(process.env.ANONYMITY_RUNS ?? 120);
const SEED = Number(process.env.ANONYMITY_SEED ?? 360_2026);
const SHRINK_MS = Number(process.env.ANONYMITY_SHRINK_S ?? 120) * 1000;
const EXPLORE = process.env.ANONYMITY_EXPLORE === '1';
const PATH = process.env.ANONYMITY_PATH;
const histories =
  process.env.ANONYMITY_HR_OUTSIDERS === '0' ? historyArbitrary.map((h) => ({ ...h, outsiders: h.outsiders.map(() => false) })) : historyArbitrary;

const unlimited = Object.fromEntries(Object.entries(defaultLimits).map(([k, v]) => [k, { ...v, max: 1e9 }])) as unknown as RateLimits;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: unlimited });
});
afterAll(async () => {
  await t?.close();
});

const verdict = (run: Run, a: Attack) => (a.mismatches.length || a.findings.length ? describeAttack(run, a) : null);

describe('the attacks already known', () => {
  for (const [name, history] of KNOWN_ATTACKS) {
    it(
      name,
      async () => {
        const { run, result } = await attackHistory(t, history);
        const failure = verdict(run, result);
        if (failure) expect.fail(failure);
      },
      60_000,
    );
  }
});

const REPLAY = process.env.ANONYMITY_REPLAY;
describe.runIf(REPLAY)('one history replayed', () => {
  it('ANONYMITY_REPLAY', async () => {
    const { run, result } = await attackHistory(t, JSON.parse(REPLAY!) as History);
    console.log(run.fetched.map((x) => `${x.source} = ${x.value}`).join('\n'));
    console.log(describeAttack(run, result));
  }, 600_000);
});

interface Catalog {
  count: number;
  example: string;
  size: number;
}

// The search needs one database, not two: PostgreSQL's (the faster here) when the suite also runs there, else PGlite.
const SEARCHES_HERE = process.env.TEST_DB === 'postgres' || !process.env.TEST_DATABASE_URL;

describe.runIf(SEARCHES_HERE)('random histories', () => {
  it(
    `no audience works out a protected value (${RUNS} histories, seed ${SEED}${EXPLORE ? ', exploring' : ''})`,
    async () => {
      const started = performance.now();
      let ran = 0;
      let requests = 0;
      let solverMs = 0;
      let attacked = 0;
      let mismatched = 0;
      const catalog = new Map<string, Catalog>();
      let firstFailureAt: number | null = null;
      let lastFailure = '';
      const property = fc.asyncProperty(histories, async (h: History) => {
        // Shrinking has had its time: the rest pass untried, so the last failure stays the one reported.
        if (firstFailureAt !== null && Date.now() - firstFailureAt > SHRINK_MS) return true;
        const { run, result, solverMs: ms } = await attackHistory(t, h);
        ran += 1;
        requests += run.requests;
        solverMs += ms;
        const failure = verdict(run, result);
        if (!failure) return true;
        if (result.mismatches.length) mismatched += 1;
        else attacked += 1;
        if (EXPLORE) {
          const kinds = result.mismatches.length ? ['model mismatch'] : [...new Set(result.findings.map(signature))];
          for (const kind of kinds) {
            const had = catalog.get(kind);
            const size = run.log.length;
            if (!had || size < had.size) catalog.set(kind, { count: (had?.count ?? 0) + 1, example: failure, size });
            else had.count += 1;
          }
          return true;
        }
        firstFailureAt ??= Date.now();
        lastFailure = failure;
        return false;
      });
      const details = await fc.check(property, { numRuns: RUNS, seed: SEED, ...(PATH && { path: PATH }) });
      const seconds = (performance.now() - started) / 1000;
      const summary = {
        histories: ran,
        seconds,
        perSecond: ran / seconds,
        requests,
        solverSeconds: solverMs / 1000,
        attacked,
        mismatched,
        seed: SEED,
        kinds: [...catalog].map(([kind, c]) => ({ kind, histories: c.count, example: c.example })),
      };
      console.log(
        `${ran} histories (${requests} requests; the solver ${summary.solverSeconds.toFixed(1)} s) in ${seconds.toFixed(1)} s: ` +
          `${summary.perSecond.toFixed(2)} a second; ` +
          `${attacked} with an attack, ${mismatched} with a model mismatch`,
      );
      for (const k of summary.kinds) console.log(`\n=== ${k.kind} (${k.histories} histories); the shortest:\n${k.example}`);
      if (process.env.ANONYMITY_REPORT) writeFileSync(process.env.ANONYMITY_REPORT, JSON.stringify(summary, null, 2));
      if (details.failed) {
        throw new Error(
          `An audience worked out a protected value (seed ${SEED}, path ${details.counterexamplePath}: ` +
            `ANONYMITY_SEED=${SEED} ANONYMITY_PATH=${details.counterexamplePath} replays it). ` +
            `The shrunk history (${details.numShrinks} shrinks):\n${lastFailure}`,
        );
      }
    },
    24 * 3600_000,
  );
});
