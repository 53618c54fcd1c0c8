/**
 * `npm test`: every suite — typecheck, lint (import boundaries included), unit, API on PGlite and (with TEST_DATABASE_URL)
 * on PostgreSQL side by side, real server processes (crashes, shutdown, scale-out), the Storybook stories and end-to-end in Chromium.
 * Runs them all, then fails if any failed.
 */
import { ensureChromium } from './ensure-chromium';
import { run, TIMED_OUT } from './run';

interface Suite {
  name: string;
  command: string[];
  /** Minutes, about twice what it takes on CI's two cores: a suite that hangs fails, the rest still run. */
  budget: number;
  env?: NodeJS.ProcessEnv;
  needsChromium?: boolean;
}

/**
 * Suites in one step run at the same time: those that wait on a database more than on the CPU
 * (the two API suites) or are short. Suites that time real processes or a browser run alone.
 */
const steps: Suite[][] = [
  [
    { name: 'typecheck', command: ['tsc', '--noEmit', '-p', 'tsconfig.json'], budget: 4 },
    { name: 'lint', command: ['eslint', '.'], budget: 4 },
  ],
  [{ name: 'unit', command: ['vitest', 'run', '--project', 'unit'], budget: 4 }],
  [
    { name: 'api (PGlite)', command: ['vitest', 'run', '--project', 'api'], env: { TEST_DB: 'pglite' }, budget: 14 },
    ...(process.env.TEST_DATABASE_URL
      ? [{ name: 'api (PostgreSQL)', command: ['vitest', 'run', '--project', 'api'], env: { TEST_DB: 'postgres' }, budget: 14 }]
      : []),
  ],
  [{ name: 'processes', command: ['vitest', 'run', '--project', 'process'], budget: 12 }],
  [{ name: 'stories', command: ['vitest', 'run', '--project', 'storybook'], needsChromium: true, budget: 8 }],
  [{ name: 'end-to-end', command: ['playwright', 'test'], needsChromium: true, budget: 20 }],
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
let chromium: string | undefined;

/** Runs one suite, printing as it goes, or holding its output (`held`) when it runs beside another. */
async function runSuite(suite: Suite, held?: Buffer[]): Promise<void> {
  const started = Date.now();
  const say = (line: string) => (held ? held.push(Buffer.from(`${line}\n`)) : console.error(line));
  let ok = false;
  try {
    if (suite.needsChromium) chromium ??= await ensureChromium();
    const env = { ...suite.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
    const code = await run('npx', suite.command, { env, limitSeconds: suite.budget * 60, capture: held && ((c) => held.push(c)) });
    if (code === TIMED_OUT) say(`${suite.name}: stopped, over its budget of ${suite.budget} minutes`);
    ok = code === 0;
  } catch (error) {
    say((error as Error).message);
  }
  results.push({ name: suite.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
}

for (const [first, ...beside] of steps) {
  const outputs = beside.map(() => [] as Buffer[]);
  const running = beside.map((suite, i) => runSuite(suite, outputs[i]));
  console.log(`\n━━ ${[first!, ...beside].map((s) => s.name).join(' + ')} ━━`);
  await runSuite(first!);
  await Promise.all(running);
  beside.forEach((suite, i) => {
    console.log(`\n━━ ${suite.name} (ran beside ${first!.name}) ━━`);
    process.stdout.write(Buffer.concat(outputs[i]!));
  });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(18)} ${r.seconds}s`);
const failed = results.filter((r) => !r.ok).length;
if (!process.env.TEST_DATABASE_URL) console.log('(PostgreSQL suite skipped: set TEST_DATABASE_URL to run it.)');
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
