/**
 * `npm test`: every suite in turn — typecheck, unit, API on PGlite and (with TEST_DATABASE_URL)
 * on PostgreSQL, real server processes (crashes, shutdown, scale-out), the Storybook stories and end-to-end in Chromium. Runs them all, then fails
 * if any failed.
 */
import { ensureChromium } from './ensure-chromium';
import { run } from './run';

interface Suite { name: string; command: string[]; env?: NodeJS.ProcessEnv; needsChromium?: boolean }

const suites: Suite[] = [
  { name: 'typecheck', command: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'unit', command: ['vitest', 'run', '--project', 'unit'] },
  { name: 'api (PGlite)', command: ['vitest', 'run', '--project', 'api'], env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'api (PostgreSQL)', command: ['vitest', 'run', '--project', 'api'], env: { TEST_DB: 'postgres' } }]
    : []),
  { name: 'processes', command: ['vitest', 'run', '--project', 'process'] },
  { name: 'stories', command: ['vitest', 'run', '--project', 'storybook'], needsChromium: true },
  { name: 'end-to-end', command: ['playwright', 'test'], needsChromium: true },
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
    ok = (await run('npx', suite.command, env)) === 0;
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
