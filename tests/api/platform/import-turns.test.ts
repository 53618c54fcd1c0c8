import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLimits } from '../../../server/config';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { IMPORT_LOCKS } from '../../../server/http/company-import-lock';
import { signUpCompany, type Session } from '../helpers/accounts';
import { csvOf, person } from '../helpers/employee-import';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { onPostgres } from '../helpers/test-database';
import { multipartFile } from '../helpers/upload';

/**
 * One import per company at a time (409, across processes too), and at most
 * importLimits.atOnce per process (429 with Retry-After); every way an import ends gives
 * its turn back.
 */
const EMPLOYEES = '/api/user-import/';
const LIBRARY = '/competency/library/import/';

let t: TestApp;
let a: Session;
let b: Session;
let c: Session;
beforeAll(async () => {
  t = await buildTestApp();
  [a, b, c] = [await signUpCompany(t), await signUpCompany(t), await signUpCompany(t)];
});
afterAll(async () => {
  await t?.close();
});

// Blank lines make the file larger than the held body's buffer, so that it is read in parts.
const BUFFER = 1024;
const files = {
  [EMPLOYEES]: () => `${csvOf([person()])}${'\n'.repeat(4 * BUFFER)}`,
  [LIBRARY]: () => `type,competency,definition,statement\nType ${Math.random()},,,\n${'\n'.repeat(4 * BUFFER)}`,
};

const importNow = (app: TestApp, s: Session, url: keyof typeof files) => {
  const { payload, headers } = multipartFile('file.csv', files[url]());
  return app.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...s.headers } });
};

/**
 * An import whose body arrives all but its last bytes: once the route has begun reading
 * it (the turn is taken before the upload is read), it holds its turn until finish().
 */
async function heldImport(app: TestApp, s: Session, url: keyof typeof files) {
  const { payload, headers } = multipartFile('file.csv', files[url]());
  const body = new PassThrough({ highWaterMark: BUFFER });
  const answer = app.app.inject({ method: 'POST', url, payload: body, headers: { ...headers, ...s.headers } });
  const cut = payload.length - 16;
  if (!body.write(payload.subarray(0, cut))) await once(body, 'drain');
  return { answer, finish: () => body.end(payload.subarray(cut)), cutOff: () => body.end() };
}

describe('one import per company', () => {
  it('answers 409 to a second import of the company on either endpoint while one runs; other companies go on', async () => {
    const held = await heldImport(t, a, EMPLOYEES);
    for (const url of [EMPLOYEES, LIBRARY] as const) {
      const second = await importNow(t, a, url);
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json()).toEqual({ detail: "Your company's employee import is still running. Try again when it finishes." });
    }
    expect((await importNow(t, b, EMPLOYEES)).statusCode).toBe(200);
    held.finish();
    const first = await held.answer;
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ imported: 1, invited: 0 });
    expect((await importNow(t, a, LIBRARY)).statusCode).toBe(200);
  });

  it('names the library import when that is the one running', async () => {
    const held = await heldImport(t, a, LIBRARY);
    const second = await importNow(t, a, EMPLOYEES);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe("Your company's competency library import is still running. Try again when it finishes.");
    held.finish();
    expect((await held.answer).statusCode).toBe(200);
  });

  it('gives the turn back after a refused file and after a body cut off', async () => {
    const { payload, headers } = multipartFile('bad.xlsx', 'not a workbook');
    const refused = await t.app.inject({ method: 'POST', url: EMPLOYEES, payload, headers: { ...headers, ...a.headers } });
    expect(refused.statusCode).toBe(400);
    expect((await importNow(t, a, EMPLOYEES)).statusCode).toBe(200);

    const held = await heldImport(t, a, EMPLOYEES);
    held.cutOff();
    expect((await held.answer).statusCode).toBeGreaterThanOrEqual(400);
    expect((await importNow(t, a, EMPLOYEES)).statusCode).toBe(200);
  });
});

describe('imports per process', () => {
  it(`answers 429 with Retry-After to a third import while ${importLimits.atOnce} run, then lets it in`, async () => {
    expect(importLimits.atOnce).toBe(2);
    const running = [await heldImport(t, a, EMPLOYEES), await heldImport(t, b, LIBRARY)];
    for (const url of [EMPLOYEES, LIBRARY] as const) {
      const third = await importNow(t, c, url);
      expect(third.statusCode, third.body).toBe(429);
      expect(third.headers['retry-after']).toBe(String(importLimits.retryAfterSeconds));
      expect(third.json()).toEqual({ detail: `The server is busy with other imports. Try again in ${importLimits.retryAfterSeconds} seconds.` });
    }
    // The company already importing is told so, rather than that the server is busy.
    expect((await importNow(t, a, LIBRARY)).statusCode).toBe(409);
    for (const r of running) r.finish();
    expect((await Promise.all(running.map((r) => r.answer))).map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await importNow(t, c, EMPLOYEES)).statusCode).toBe(200);
  });
});

// Several processes share one database only on PostgreSQL (PGlite allows one process).
describe.runIf(onPostgres())('across server processes on one PostgreSQL', () => {
  let second: DbHandle;
  let other: TestApp;
  let url: string;
  beforeAll(async () => {
    url = (t.handle.client as pg.Pool).options.connectionString!;
    // A pool of its own, as another server process has: the processes share only the database.
    second = await openDatabase({ databaseUrl: url });
    other = await buildTestApp({ handle: second });
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
  });

  it('answers 409 in one process while the company imports in another', async () => {
    const held = await heldImport(t, a, EMPLOYEES);
    const elsewhere = await importNow(other, a, LIBRARY);
    expect(elsewhere.statusCode, elsewhere.body).toBe(409);
    expect(elsewhere.json()).toEqual({ detail: 'Another import into your company is already running. Try again when it finishes.' });
    expect((await importNow(other, b, EMPLOYEES)).statusCode).toBe(200);
    held.finish();
    expect((await held.answer).statusCode).toBe(200);
    expect((await importNow(other, a, EMPLOYEES)).statusCode).toBe(200);
  });

  it('frees the company as soon as the process holding its import is gone (its connection closes)', async () => {
    const dying = new pg.Client({ connectionString: url });
    await dying.connect();
    await dying.query('select pg_advisory_lock($1, $2)', [IMPORT_LOCKS, a.companyId]);
    expect((await importNow(t, a, EMPLOYEES)).statusCode).toBe(409);
    await dying.end();
    expect((await importNow(t, a, EMPLOYEES)).statusCode).toBe(200);
  });
});
