/**
 * `npm test`: every suite — typecheck, lint (import boundaries included), unit, API on PGlite and (with TEST_DATABASE_URL)
 * on PostgreSQL side by side, real server processes (crashes, shutdown, scale-out), the Storybook stories and end-to-end in Chromium.
 * Runs them all, then fails if any failed.
 */
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './ensure-chromium';
import { run, TIMED_OUT } from './run';

interface Suite {
  name: string;
  command: string[];
  /** Minutes, about twice what it takes on CI's two cores: a suite that hangs fails, the rest still run. */
  budget: number;
  env?: NodeJS.ProcessEnv;
  needsChromium?: boolean;
  /** Runs when this one ends, in its place beside the step's first suite: fills a core the shorter suite left idle. */
  then?: Suite;
}

/**
 * Suites in one step run at the same time: those that wait on a database more than on the CPU
 * (the two API suites) or are short. Suites that time real processes run alone. With PostgreSQL the
 * stories follow the PGlite suite, which leaves the proofs to PostgreSQL and so ends first.
 */
const PROOFS = 'tests/api/proof/**';
const stories: Suite = { name: 'stories', command: ['vitest', 'run', '--project', 'storybook'], needsChromium: true, budget: 12 };

const steps: Suite[][] = [
  [
    { name: 'unit', command: ['vitest', 'run', '--project', 'unit'], budget: 6 },
    { name: 'typecheck', command: ['tsc', '--noEmit', '-p', 'tsconfig.json'], budget: 6 },
    { name: 'lint', command: ['eslint', '.'], budget: 6 },
    { name: 'format', command: ['prettier', '--check', '.'], budget: 4 },
  ],
  process.env.TEST_DATABASE_URL
    ? [
        // The proofs that walk every endpoint (tests/api/proof/: the authorization matrix, hostile input, faults)
        // test the server's rules, not the engine: they run once, on PostgreSQL, and the PGlite suite makes room for the stories.
        { name: 'api (PGlite)', command: ['vitest', 'run', '--project', 'api', '--exclude', PROOFS], env: { TEST_DB: 'pglite' }, budget: 35, then: stories },
        { name: 'api (PostgreSQL)', command: ['vitest', 'run', '--project', 'api'], env: { TEST_DB: 'postgres' }, budget: 35 },
      ]
    : [{ name: 'api (PGlite)', command: ['vitest', 'run', '--project', 'api'], env: { TEST_DB: 'pglite' }, budget: 35 }, stories],
  [{ name: 'processes', command: ['vitest', 'run', '--project', 'process'], budget: 16 }],
  [{ name: 'end-to-end', command: ['playwright', 'test'], needsChromium: true, budget: 25 }],
];

const results: { name: string; ok: boolean; seconds: number; why: string[] }[] = [];
/** How many lines of a failed suite's output the summary repeats (CI shows only the log's tail). */
const WHY_LINES = 40;
// What vitest, Playwright and Prettier print for a failure: the failed file or test, the assertion, the error.
const FAILURE_LINE = /(\[warn\]|FAIL|✗|×|✘|AssertionError|Error:|expected|Timed out|timed out|over its budget|^ *\d+\) \[)/;

/** The lines of a suite's output that say what failed, without colour codes, each once. */
function failureLines(output: Buffer[]): string[] {
  const lines = stripVTControlCharacters(Buffer.concat(output).toString('utf8')).split('\n');
  return [...new Set(lines.map((l) => l.trimEnd()).filter((l) => FAILURE_LINE.test(l)))].slice(0, WHY_LINES);
}

let chromium: string | undefined;

/** Runs one suite, printing as it goes, or holding its output (`held`) when it runs beside another. */
async function runSuite(suite: Suite, held?: Buffer[]): Promise<void> {
  const started = Date.now();
  // Kept either way, so that the summary can say why a suite failed.
  const own: Buffer[] = [];
  const say = (line: string) => {
    own.push(Buffer.from(`${line}\n`));
    if (held) held.push(Buffer.from(`${line}\n`));
    else console.error(line);
  };
  let ok = false;
  try {
    if (suite.needsChromium) chromium ??= await ensureChromium();
    const env = { ...suite.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
    const code = await run('npx', suite.command, {
      env,
      limitSeconds: suite.budget * 60,
      capture: (c) => {
        own.push(c);
        if (held) held.push(c);
        else process.stdout.write(c);
      },
    });
    if (code === TIMED_OUT) say(`${suite.name}: stopped, over its budget of ${suite.budget} minutes`);
    ok = code === 0;
  } catch (error) {
    say((error as Error).message);
  }
  results.push({ name: suite.name, ok, seconds: Math.round((Date.now() - started) / 1000), why: ok ? [] : failureLines(own) });
  if (suite.then) await runSuite(suite.then, held);
}

/** A suite's name and those that follow it. */
const laneName = (suite: Suite): string => (suite.then ? `${suite.name} → ${laneName(suite.then)}` : suite.name);

for (const [first, ...beside] of steps) {
  const outputs = beside.map(() => [] as Buffer[]);
  const running = beside.map((suite, i) => runSuite(suite, outputs[i]));
  console.log(`\n━━ ${[first!, ...beside].map(laneName).join(' + ')} ━━`);
  await runSuite(first!);
  await Promise.all(running);
  beside.forEach((suite, i) => {
    console.log(`\n━━ ${laneName(suite)} (ran beside ${first!.name}) ━━`);
    process.stdout.write(Buffer.concat(outputs[i]!));
  });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.name.padEnd(18)} ${r.seconds}s`);
for (const r of results.filter((result) => !result.ok)) {
  console.log(`\n${r.name} failed on:`);
  for (const line of r.why) console.log(`  ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
if (!process.env.TEST_DATABASE_URL) console.log('(PostgreSQL suite skipped: set TEST_DATABASE_URL to run it.)');
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
