import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counts, registration, signUpCompany, type Session } from '../helpers/accounts';
import { csvOf, importFile, person, xlsxOf, COLUMNS } from '../helpers/employee-import';
import { employeeBody, workforceCounts } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/*
 * Issue 37, finding 7: a long value made the email pattern backtrack quadratically, and the
 * validator ran it even after the length check failed; one signed-out request with a 100,000-
 * character address held every other request for 14 s. Here a megabyte goes to each door that
 * takes an address or a phone number, and to an import's cell: it is refused for its length
 * alone, at once, while a request sent beside it is answered at once too.
 */

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
});
afterAll(async () => {
  await t?.close();
});

const MB = 1_000_000;
/** What made the old pattern try every dot against the rest of the address. */
const longAddress = `a@${'.'.repeat(MB - 4)}@x`;
const longPhone = `${'1'.repeat(MB - 1)}x`;
const TOO_LONG_EMAIL = 'Ensure this field has no more than 254 characters.';

/** Sends the request and, while it is in flight, the health check; the slowest event-loop stall between. */
async function beside(send: () => Promise<LightMyRequestResponse>) {
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const started = performance.now();
  const hostile = send().then((res) => ({ res, ms: performance.now() - started }));
  // The health check leaves once the hostile request has been handed to the server.
  await new Promise((resolve) => setImmediate(resolve));
  const healthStarted = performance.now();
  const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
  const healthMs = performance.now() - healthStarted;
  const { res, ms } = await hostile;
  stalls.disable();
  const stallMs = stalls.max / 1e6;
  console.info(
    `linear-input: ${ms.toFixed(0)} ms for the refusal, ${healthMs.toFixed(0)} ms for the health check beside it, longest stall ${stallMs.toFixed(0)} ms`,
  );
  expect(health.statusCode).toBe(200);
  // Generous for a loaded two-core machine; the quadratic pattern took minutes on a megabyte.
  expect(ms).toBeLessThan(2000);
  expect(healthMs).toBeLessThan(2000);
  expect(stallMs).toBeLessThan(2000);
  return res;
}

describe('a megabyte of address, signed out, is refused for its length at once', () => {
  const doors: Array<[string, 'POST' | 'PATCH', string, () => object]> = [
    ['password reset', 'POST', '/api/request-password-reset/', () => ({ email: longAddress })],
    ['sign-in', 'POST', '/auth/token/', () => ({ email: longAddress, password: 'x' })],
    ['registration', 'POST', '/api/users/', () => registration({ email: longAddress })],
    ['verification link', 'POST', '/api/verification-link/', () => ({ email: longAddress })],
  ];

  it.each(doors)('%s', async (_door, method, url, body) => {
    const before = await counts(t.db);
    const payload = JSON.stringify(body());
    expect(payload.length).toBeGreaterThan(MB);
    const res = await beside(() => t.app.inject({ method, url, payload, headers: { 'content-type': 'application/json' } }));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    // Only the length is reported: the address's form was never looked at.
    expect(res.json()).toEqual({ email: [TOO_LONG_EMAIL] });
    expect(await counts(t.db)).toEqual(before);
  });
});

describe('with the workforce area', () => {
  it('a megabyte of phone number is refused for its length at once', async () => {
    const before = await workforceCounts(t);
    const res = await beside(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/employee-registration/',
        headers: admin.headers,
        payload: employeeBody({ contact_num: longPhone }),
      }),
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json()).toEqual({ contact_num: ['Ensure this field has no more than 20 characters.'] });
    expect(await workforceCounts(t)).toEqual(before);
  });

  it.each([
    ['CSV', 'people.csv', async () => csvOf([person({ email: longAddress, username: 'has space' })])],
    ['XLSX', 'people.xlsx', async () => xlsxOf([COLUMNS, COLUMNS.map((c) => person({ email: longAddress, username: 'has space' })[c] ?? '')])],
  ])("an import whose email cell holds a megabyte is refused at once, the row's other cells still checked (%s)", async (_kind, name, file) => {
    const before = await workforceCounts(t);
    const content = await file();
    const res = await beside(() => importFile(t, admin, name, content));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    const said = JSON.stringify(res.json());
    expect(said).toContain('254 characters');
    expect(said).not.toContain('valid email');
    expect(said).toContain('Username may contain letters');
    expect(await workforceCounts(t)).toEqual(before);
  });
});
