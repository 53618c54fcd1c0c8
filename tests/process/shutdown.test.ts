import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../harness/crash-api';
import { setUpCompany } from '../harness/crash-company';
import { postgresBaseUrl, scratchDatabase, type ScratchDatabase } from '../harness/postgres';
import { startServerProcess, tempDataDir, type ServerProcess } from '../harness/server-process';
import { arrived, bigImport, bigSurvey, countLog, heldRequest, onNewConnection, waitForLog } from '../harness/shutdown-requests';

/**
 * On SIGTERM the server finishes the requests in flight, refuses new
 * ones and exits 0 within 10 s; a second server on the same DATA_DIR refuses to start.
 */
const dirs: string[] = [];
const databases: ScratchDatabase[] = [];
afterAll(async () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  for (const db of databases) await db.drop();
});

const SURVEYS = 3;
const SURVEY_SIZE = 1_000;
const IMPORT_ROWS = 1_000;

describe.each(postgresBaseUrl() ? ['pglite', 'postgres'] : ['pglite'])('SIGTERM on %s', (engine) => {
  it('finishes every request in flight with 2xx, refuses new connections, exits 0 within 10 s, and the writes stay', async () => {
    const dataDir = tempDataDir('shutdown');
    dirs.push(dataDir);
    const database = engine === 'postgres' ? await scratchDatabase(postgresBaseUrl()!, 'shutdown') : undefined;
    if (database) databases.push(database);
    const start = () => startServerProcess({ dataDir, databaseUrl: database?.url, env: { LOG_LEVEL: 'debug' } });
    const server = await start();
    await server.healthy();
    const company = await setUpCompany(server.url, dataDir);
    const imports = countLog(server, arrived('/api/user-import/'));
    const creations = countLog(server, arrived('/survey/survey-creation/'));

    const inFlight = await Promise.all([
      ...Array.from({ length: SURVEYS }, (_, i) => heldRequest(server.url, bigSurvey(company, `in flight ${i}`, SURVEY_SIZE))),
      heldRequest(server.url, bigImport(company, IMPORT_ROWS, 'late')),
    ]);
    // Every one has reached the server (its log says so) and none can be answered yet: its body is not all there.
    await waitForLog(server, arrived('/survey/survey-creation/'), creations + SURVEYS);
    await waitForLog(server, arrived('/api/user-import/'), imports + 1);
    const signalled = performance.now();
    const exitedAt = server.exited.then(() => performance.now());
    server.child.kill('SIGTERM');
    await waitForLog(server, /SIGTERM: finishing requests in flight/, 1);
    const lateComer = await onNewConnection(server.url, '/api/health/');
    // The rest of each body arrives after the signal: the whole write happens during the shutdown.
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((r) => r.answer));
    const exit = await server.exited;
    const exitedAfter = (await exitedAt) - signalled;

    console.log(`SIGTERM on ${engine}: exit ${exit.code} ${Math.round(exitedAfter)} ms after the signal; a new connection got ${lateComer}`);
    expect(
      answers.map((a) => a.status),
      `the answers to the requests in flight; the server said:\n${server.output().slice(-2000)}`,
    ).toEqual([201, 201, 201, 200]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfter).toBeLessThan(10_000);
    // Refused once the listener is closed; a connection the kernel accepted just before is dropped
    // unanswered by Node's close (reset), or answered 503 if its request got in.
    expect([503, 'ECONNREFUSED', 'ECONNRESET']).toContain(lateComer);

    const again = await start();
    try {
      await again.healthy();
      const surveys = await call<Array<{ title: string; progress: { assigned: number } }>>(again.url, {
        method: 'GET',
        url: '/survey/survey_get/',
        jwt: company.adminJwt,
      });
      for (let i = 0; i < SURVEYS; i += 1) expect(surveys.find((s) => s.title === `in flight ${i}`)?.progress.assigned).toBe(SURVEY_SIZE);
      const people = await call<Array<{ email: string }>>(again.url, { method: 'GET', url: '/api/user-get/', jwt: company.adminJwt });
      expect(people.filter((p) => p.email.startsWith('late')).length).toBe(IMPORT_ROWS);
    } finally {
      expect((await again.stop()).code).toBe(0);
    }
  });
});

describe('the data directory lock', () => {
  it('makes a second server on the same DATA_DIR refuse to start while the first keeps serving; once the first stops, the second starts', async () => {
    const dataDir = tempDataDir('lock');
    dirs.push(dataDir);
    const first: ServerProcess = await startServerProcess({ dataDir });
    await first.healthy();
    const second = await startServerProcess({ dataDir });
    // Whichever comes first: the second process ends, or it serves (the lock let it through).
    const outcome = await Promise.race([
      second.exited,
      second.healthy().then(
        () => 'serving' as const,
        () => new Promise<never>(() => {}),
      ),
    ]);
    if (outcome === 'serving') await second.stop();
    expect(outcome, 'the second server started on a data directory in use').not.toBe('serving');
    const refused = await second.exited;
    expect(refused.code).not.toBe(0);
    expect(refused.code).not.toBeNull();
    expect(second.output()).toContain(`Another server (process ${first.child.pid}) is using the data directory`);
    expect((await fetch(`${first.url}/api/health/`)).status).toBe(200);

    expect((await first.stop()).code).toBe(0);
    const third = await startServerProcess({ dataDir });
    try {
      await third.healthy();
      expect((await fetch(`${third.url}/api/health/`)).status).toBe(200);
    } finally {
      expect((await third.stop()).code).toBe(0);
    }
  });
});
