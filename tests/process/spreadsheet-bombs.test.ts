import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../schemas/competency-library';
import { EMPLOYEE_IMPORT_LIMITS } from '../../schemas/employee';
import { IMPORT_LOCKS } from '../../server/http/company-import-lock';
import { registeredAdmin } from '../harness/account';
import { spreadsheetBombs, type Bomb } from '../api/helpers/spreadsheet-bombs';
import { send } from '../harness/crash-api';
import { importForm } from '../harness/crash-company';
import { postgresBaseUrl, scratchDatabase, type ScratchDatabase } from '../harness/postgres';
import { startServerProcess, tempDataDir, type ServerProcess } from '../harness/server-process';
import { heldRequest } from '../harness/shutdown-requests';

/**
 * Hostile spreadsheets against the real server: a process whose heap is too small for any unbounded
 * reader (the crafted files inflate to gigabytes) refuses every bomb, two companies at a
 * time on both endpoints, stays up and serves meanwhile, its peak RSS stays under a bound
 * and its temporary directory is as it was. On PostgreSQL, a process killed mid-import
 * leaves its company free to import at once on another.
 */
const MB = 1024 * 1024;
const HEAP_MB = 192;
// V8 may fill its heap with garbage before it collects: the heap limit is the tight bound, this one the loose.
const PEAK_GROWTH = 400 * MB;
const SECONDS = 15;
// Several processes share one database only on PostgreSQL (PGlite allows one process).
const engines = postgresBaseUrl() ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/**
 * The kernel's figures for a process: its resident size now and the highest it has been since
 * start or since `resetPeak` (a first start on PGlite peaks creating its data directory).
 */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

async function upload(server: ServerProcess, url: string, jwt: string, bomb: Bomb) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bomb.file)]), 'people.xlsx');
  const started = performance.now();
  const answer = await send(server.url, { method: 'POST', url, jwt, form });
  return { ...answer, ms: performance.now() - started };
}

async function startServer(database: ScratchDatabase | undefined, dataDir: string, tmp: string) {
  const server = await startServerProcess({
    dataDir,
    databaseUrl: database?.url,
    // One key for every process, as servers behind one load balancer share it.
    env: { NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`, TMPDIR: tmp, SECRET_KEY: 'a key every process of this test shares, 256 bits' },
  });
  cleanups.push(() => server.stop());
  await server.healthy();
  return server;
}

describe.each(engines)(`a real server process on %s with a ${HEAP_MB} MB heap`, (engine) => {
  it('refuses every crafted workbook, two at a time on both endpoints, and stays up and serving', async () => {
    const database = engine === 'postgres' ? await scratchDatabase(postgresBaseUrl()!, 'bombs') : undefined;
    if (database) cleanups.push(() => database.drop());
    const dataDir = tempDataDir('bombs');
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'c360-bombs-tmp-'));
    cleanups.push(
      () => rmSync(dataDir, { recursive: true, force: true }),
      () => rmSync(tmp, { recursive: true, force: true }),
    );
    const server = await startServer(database, dataDir, tmp);
    const admins = [await registeredAdmin(server.url, dataDir, 'bombs-a'), await registeredAdmin(server.url, dataDir, 'bombs-b')];
    const tmpFiles = readdirSync(tmp);
    resetPeak(server.child.pid!);
    const before = memoryOf(server.child.pid!);

    for (const { url, fileBytes } of [
      { url: '/api/user-import/', fileBytes: EMPLOYEE_IMPORT_LIMITS.fileBytes },
      { url: '/competency/library/import/', fileBytes: IMPORT_LIMITS.fileBytes },
    ]) {
      const bombs = spreadsheetBombs(fileBytes);
      for (let i = 0; i < bombs.length; i += 2) {
        const pair = bombs.slice(i, i + 2);
        let running = true;
        const answers = Promise.all(pair.map((bomb, j) => upload(server, url, admins[j]!.jwt, bomb))).finally(() => {
          running = false;
        });
        const served: number[] = [];
        while (running) {
          const health = await fetch(`${server.url}/api/health/`);
          served.push(health.status);
          await new Promise((r) => setTimeout(r, 50));
        }
        for (const [j, answer] of (await answers).entries()) {
          const bomb = pair[j]!;
          expect(answer.status, `${url} ${bomb.label}: ${answer.text}\n${server.output().slice(-2000)}`).toBe(400);
          expect(JSON.parse(answer.text), bomb.label).toEqual({ file: [expect.stringMatching(bomb.message)] });
          expect(answer.ms, `${url} ${bomb.label}: ${Math.round(answer.ms)} ms`).toBeLessThan(SECONDS * 1000);
        }
        expect(
          served.every((s) => s === 200),
          `health answers while ${pair.map((b) => b.label).join(' and ')} ran`,
        ).toBe(true);
      }
    }

    expect(server.child.exitCode, server.output().slice(-2000)).toBeNull();
    expect((await fetch(`${server.url}/api/health/`)).status).toBe(200);
    const after = memoryOf(server.child.pid!);
    console.log(
      `bombs on ${engine}: RSS ${Math.round(before.rss / MB)} MB before, peak ${Math.round(after.peak / MB)} MB, ${Math.round(after.rss / MB)} MB after`,
    );
    expect(after.peak - before.rss, `peak RSS ${Math.round(after.peak / MB)} MB from ${Math.round(before.rss / MB)} MB`).toBeLessThan(PEAK_GROWTH);
    expect(readdirSync(tmp)).toEqual(tmpFiles);
  }, 240_000);

  it.runIf(engine === 'postgres')(
    'frees a company whose import was in flight when its process was killed',
    async () => {
      const database = await scratchDatabase(postgresBaseUrl()!, 'turns');
      cleanups.push(() => database.drop());
      const dataDir = tempDataDir('turns');
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'c360-turns-tmp-'));
      cleanups.push(
        () => rmSync(dataDir, { recursive: true, force: true }),
        () => rmSync(tmp, { recursive: true, force: true }),
      );
      const first = await startServer(database, dataDir, tmp);
      const { jwt } = await registeredAdmin(first.url, dataDir, 'turns');
      const otherDir = tempDataDir('turns-other');
      cleanups.push(() => rmSync(otherDir, { recursive: true, force: true }));
      const other = await startServer(database, otherDir, tmp);
      const importing = (server: ServerProcess, tag: string) => send(server.url, { method: 'POST', url: '/api/user-import/', jwt, form: importForm(3, tag) });

      const held = await heldRequest(first.url, { method: 'POST', url: '/api/user-import/', jwt, form: importForm(3, 'held') });
      // The first process holds the company's lock once the import has its turn; the database shows it.
      const company = JSON.parse((await send(first.url, { method: 'GET', url: '/api/auth-user/', jwt })).text).company.id as number;
      const watcher = new pg.Client({ connectionString: database.url });
      await watcher.connect();
      cleanups.push(() => watcher.end());
      const locked = async () =>
        (await watcher.query('select 1 from pg_locks where locktype = $1 and classid = $2 and objid = $3 and granted', ['advisory', IMPORT_LOCKS, company]))
          .rowCount === 1;
      for (const deadline = Date.now() + 10_000; !(await locked()) && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
      expect(await locked(), 'the held import took the company lock').toBe(true);
      const elsewhere = await importing(other, 'early');
      expect(elsewhere.status, elsewhere.text).toBe(409);
      first.child.kill('SIGKILL');
      await first.exited;
      expect((await held.answer).status).toBeNull();
      // PostgreSQL ends the dead connection's session, and its locks, as soon as it reads the closed socket.
      for (const deadline = Date.now() + 5_000; (await locked()) && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
      expect(await locked(), 'the lock went with the killed process').toBe(false);
      const after = await importing(other, 'after');
      expect(after.status, after.text).toBe(200);
    },
    180_000,
  );
});
