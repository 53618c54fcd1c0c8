/**
 * `npm test`: every suite in turn — typecheck, lint (import boundaries included), unit, API on PGlite and (with TEST_DATABASE_URL)
 * on PostgreSQL, real server processes (crashes, shutdown, scale-out), the Storybook stories and end-to-end in Chromium. Runs them all, then fails
 * if any failed.
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

const suites: Suite[] = [
  { name: 'typecheck', command: ['tsc', '--noEmit', '-p', 'tsconfig.json'], budget: 4 },
  { name: 'lint', command: ['eslint', '.'], budget: 4 },
  { name: 'unit', command: ['vitest', 'run', '--project', 'unit'], budget: 6 },
  { name: 'api (PGlite)', command: ['vitest', 'run', '--project', 'api'], env: { TEST_DB: 'pglite' }, budget: 14 },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'api (PostgreSQL)', command: ['vitest', 'run', '--project', 'api'], env: { TEST_DB: 'postgres' }, budget: 14 }]
    : []),
  { name: 'processes', command: ['vitest', 'run', '--project', 'process'], budget: 14 },
  { name: 'stories', command: ['vitest', 'run', '--project', 'storybook'], needsChromium: true, budget: 10 },
  { name: 'end-to-end', command: ['playwright', 'test'], needsChromium: true, budget: 10 },
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
let chromium: string | undefined;

for (const suite of suites) {
  console.log(`\n━━ ${suite.name} ━━`);
  const started = Date.now();
  let ok = false;
  try {
    if (suite.needsChromium) chromium ??= await ensureChromium();
    const env = { ...suite.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
    const code = await run('npx', suite.command, { env, limitSeconds: suite.budget * 60 });
    if (code === TIMED_OUT) console.error(`${suite.name}: stopped, over its budget of ${suite.budget} minutes`);
    ok = code === 0;
  } catch (error) {
    console.error((error as Error).message);
  }
  results.push({ name: suite.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(18)} ${r.seconds}s`);
const failed = results.filter((r) => !r.ok).length;
if (!process.env.TEST_DATABASE_URL) console.log('(PostgreSQL suite skipped: set TEST_DATABASE_URL to run it.)');
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
