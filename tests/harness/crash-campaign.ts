import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { setUpCompany, openSheets } from './crash-company';
import { seededRandom } from './crash-random';
import { verifyCampaign, type Verdict } from './crash-verify';
import { runWriter, type WriteStream } from './crash-writes';
import { postgresBaseUrl, scratchDatabase, type ScratchDatabase } from './postgres';
import { freePort, startServerProcess, tempDataDir, type ServerProcess } from './server-process';

export type Engine = 'pglite' | 'postgres';

export interface CampaignOptions {
  engine: Engine;
  kills: number;
  seed: number;
  /** Concurrent writers (4 unless set). */
  writers?: number;
  /** The longest the writers run on after the round's first answer, before the kill (1,500 ms unless set). */
  maxRoundMs?: number;
  log?: (line: string) => void;
}

export interface CampaignResult extends Verdict {
  engine: Engine;
  seed: number;
  /** Kills after which the server came back healthy. */
  survived: number;
  writes: number;
  /** Submits sent again (same submit_key) after a kill left them unanswered, and answered 2xx. */
  resent: number;
  /** Spawn to a healthy /api/health/, per restart after a kill. */
  restartMs: number[];
  /** The server not coming back, dying before it was killed, or not stopping cleanly at the end. */
  failures: string[];
}

const SHEETS_LOW = 60;

/**
 * The crash campaign on one engine: a company set up through the API, then `kills`
 * rounds of concurrent writers, each ended by SIGKILL at a moment drawn from the seed and a
 * restart on the same data directory or database. Finally the server is stopped and the
 * database read directly (crash-verify.ts).
 */
export async function runCrashCampaign(options: CampaignOptions): Promise<CampaignResult> {
  const dataDir = tempDataDir('crash');
  let scratch: ScratchDatabase | undefined;
  if (options.engine === 'postgres') {
    const base = postgresBaseUrl();
    if (!base) throw new Error('the PostgreSQL campaign needs TEST_DATABASE_URL or BENCH_DATABASE_URL');
    scratch = await scratchDatabase(base, 'crash');
  }
  try {
    const where = { dataDir, databaseUrl: scratch?.url };
    const run = await crashRounds(options, where, await freePort());
    const verdict = await verifyCampaign(where, run.stream.ledger);
    const { engine, seed } = options;
    const resent = run.stream.ledger.filter((w) => w.kind === 'submission' && w.resent && w.status === 200).length;
    return { engine, seed, survived: run.survived, writes: run.stream.ledger.length, resent, restartMs: run.restartMs, failures: run.failures, ...verdict };
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Set-up, then the rounds of writes and kills; the last server is stopped with SIGTERM. */
async function crashRounds(options: CampaignOptions, where: { dataDir: string; databaseUrl?: string | undefined }, port: number) {
  const { engine, kills, seed, writers = 4, maxRoundMs = 1500, log = () => {} } = options;
  const rng = seededRandom(seed);
  const start = () => startServerProcess({ ...where, port });
  const stream: WriteStream = { company: undefined!, sheets: [], ledger: [], counter: { next: 1 }, unanswered: [] };
  const restartMs: number[] = [];
  const failures: string[] = [];
  let survived = 0;
  let server: ServerProcess = await start();
  try {
    await server.healthy();
    stream.company = await setUpCompany(server.url, where.dataDir);
    for (let round = 1; round <= kills; round += 1) {
      if (stream.sheets.length < SHEETS_LOW) stream.sheets.push(...(await openSheets(server.url, stream.company, `${round}`)));
      let stopped = false;
      const running = Array.from({ length: writers }, (_, i) => runWriter(server.url, stream, rng.fork(`round ${round} writer ${i}`), round, () => stopped));
      // The kill lands mid-stream: once the first write of the round is answered, at a moment drawn from the seed.
      for (const deadline = Date.now() + 60_000; Date.now() < deadline && !stream.ledger.some((w) => w.round === round && w.status !== null); ) await sleep(10);
      await sleep(rng.int(0, maxRoundMs));
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        failures.push(`round ${round}: the server ended before it was killed:\n${server.output().slice(-2000)}`);
        break;
      }
      server.child.kill('SIGKILL');
      await server.exited;
      stopped = true;
      await Promise.all(running);

      const spawned = performance.now();
      server = await start();
      try {
        await server.healthy(60_000);
      } catch (err) {
        failures.push(`round ${round}: the server did not come back after the kill: ${(err as Error).message}`);
        break;
      }
      restartMs.push(Math.round(performance.now() - spawned));
      survived += 1;
      if (round % 10 === 0) log(`${engine}: ${round}/${kills} kills, ${stream.ledger.length} writes`);
    }
  } finally {
    const exit = await server.stop();
    if (failures.length === 0 && exit.code !== 0) failures.push(`the last server stopped with ${exit.code ?? exit.signal}:\n${server.output().slice(-2000)}`);
  }
  return { stream, restartMs, failures, survived };
}

/** A line per figure for the test's output and the bench's log. */
export function describeCampaign(r: CampaignResult): string {
  const sorted = [...r.restartMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return (
    `${r.engine} (seed ${r.seed}): ${r.survived} kills survived, ${r.writes} writes, ${r.answered2xx} answered 2xx (${r.resent} submits sent again), ` +
    `${r.lost.length} lost, ${r.halfDone.length} half-done, ${r.refused.length} refused; restart median ${median} ms, max ${sorted.at(-1) ?? 0} ms`
  );
}
