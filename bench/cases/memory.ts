import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, SERVER_BUNDLE } from '../../scripts/server-build';
import { buildSpaIfStale } from '../../scripts/spa-build';
import { postgresBaseUrl, scratchDatabase } from '../../tests/harness/postgres';
import { freePort, tempDataDir } from '../../tests/harness/server-process';
import { startFlags } from '../../tests/harness/start-flags';
import type { BenchCase, Figure } from '../lib/types';

const area = 'memory';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How long the server is left alone after it answers its health check before it is weighed. */
const AT_REST_MS = 10_000;
const BUDGET_MB = 250;

const residentMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
  return Math.round(kb / 1024);
};

/** The server as `npm start` runs it, on a fresh database, left alone after start: its resident memory. */
async function atRest(databaseUrl: string): Promise<{ mb: number; startMs: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...startFlags(databaseUrl), SERVER_BUNDLE], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tempDataDir('memory'), APP_URL: url, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error('the server did not become healthy in a minute');
      if (
        await fetch(`${url}/api/health/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const startMs = Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, AT_REST_MS));
    return { mb: residentMb(child.pid!), startMs };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * Memory at rest: the server started as `npm start` starts it (bundled, with its Node
 * options), on PGlite and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set,
 * weighed (resident set, its threads included) 10 s after its first healthy answer.
 */
export const memory: BenchCase = {
  name: area,
  async run() {
    if ((await buildSpaIfStale(root)) !== 0) throw new Error('the web app did not build');
    await buildServerIfStale(root);
    const figures: Figure[] = [];
    const pglite = await atRest('');
    figures.push({
      area,
      figure: `PGlite: server resident memory ${AT_REST_MS / 1000} s after start (healthy after ${pglite.startMs} ms)`,
      value: pglite.mb,
      unit: 'MB',
      budget: BUDGET_MB,
    });
    const base = postgresBaseUrl();
    if (base) {
      const db = await scratchDatabase(base, 'bench_memory');
      try {
        const postgres = await atRest(db.url);
        figures.push({
          area,
          figure: `PostgreSQL: server resident memory ${AT_REST_MS / 1000} s after start`,
          value: postgres.mb,
          unit: 'MB',
          budget: BUDGET_MB,
        });
      } finally {
        await db.drop();
      }
    }
    return figures;
  },
};
