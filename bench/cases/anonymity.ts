import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { postgresBaseUrl } from '../../tests/harness/postgres';
import type { BenchCase, Figure } from '../lib/types';

const area = 'anonymity';
const TEST = 'tests/api/feedback/anonymity-property.test.ts';

interface Summary {
  histories: number;
  seconds: number;
  perSecond: number;
  requests: number;
  attacked: number;
  mismatched: number;
  seed: number;
  kinds: Array<{ kind: string; histories: number; example: string }>;
}

/** The property test in exploring mode (every history runs, every kind of attack is listed), as its own vitest process. */
function explore(engine: 'pglite' | 'postgres', runs: number, report: string): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ANONYMITY_RUNS: String(runs),
    ANONYMITY_EXPLORE: '1',
    ANONYMITY_REPORT: report,
    ...(engine === 'postgres' ? { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresBaseUrl() } : { TEST_DB: '' }),
  };
  const child = spawn('npx', ['vitest', 'run', '--project', 'api', TEST, '-t', 'random histories'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vitest on ${TEST} exited with ${code}`))));
  });
}

/**
 * The anonymity attacker (tests/api/anonymity-attacker/) on thousands of random histories:
 * ANONYMITY_BENCH_RUNS of them (3,000 unless told), ANONYMITY_SEED to replay a run, on PGlite and,
 * with TEST_DATABASE_URL or BENCH_DATABASE_URL, on PostgreSQL. The budget is no attack at all;
 * each kind found is printed with the shortest history that showed it, and kept in
 * bench/results/anonymity-<engine>.json.
 */
export const anonymity: BenchCase = {
  name: area,
  async run() {
    const runs = Number(process.env.ANONYMITY_BENCH_RUNS ?? 3000);
    const engines: Array<'pglite' | 'postgres'> = postgresBaseUrl() ? ['pglite', 'postgres'] : ['pglite'];
    const figures: Figure[] = [];
    mkdirSync('bench/results', { recursive: true });
    for (const engine of engines) {
      const report = `bench/results/anonymity-${engine}.json`;
      await explore(engine, runs, report);
      const s = JSON.parse(readFileSync(report, 'utf8')) as Summary;
      const name = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
      figures.push(
        { area, figure: `${name}: random histories attacked (seed ${s.seed})`, value: s.histories, unit: 'histories' },
        {
          area,
          figure: `${name}: histories a second (each a company, its surveys and every audience's reads, then the solver)`,
          value: Math.round(s.perSecond * 100) / 100,
          unit: '/s',
        },
        {
          area,
          figure: `${name}: histories in which an audience worked out a rater's answer or another ratee's figure`,
          value: s.attacked,
          unit: 'histories',
          budget: 0,
        },
        { area, figure: `${name}: kinds of attack found (${report})`, value: s.kinds.filter((k) => k.kind !== 'model mismatch').length, unit: 'kinds' },
        {
          area,
          figure: `${name}: histories whose figures the attacker's model could not explain (model mismatch)`,
          value: s.mismatched,
          unit: 'histories',
          budget: 0,
        },
      );
    }
    return figures;
  },
};
