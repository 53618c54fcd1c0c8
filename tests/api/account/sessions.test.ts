import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/db/schema';
import { auth, PASSWORD, signIn, signUpCompany, type Session } from '../helpers/accounts';
import { employeeWith } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every sign-in opens a session; signing out ends it on the server. Two apps on one database
 * stand for two processes: `a` signs out, `b` had the principal cached (a list GET) and must
 * refuse the token on its very next request.
 */
let a: TestApp;
let b: TestApp;
let admin: Session;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({ handle: a.handle, clock: a.clock });
  admin = await signUpCompany(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const call = (t: TestApp, token: string, method: 'GET' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url, headers: auth(token) });
/** Reads that take the principal from `t`'s cache (the second one does). */
async function cachedOn(t: TestApp, token: string) {
  for (let i = 0; i < 2; i++) expect((await call(t, token, 'GET', '/api/designation/')).statusCode).toBe(200);
}
async function signInFrom(email: string, userAgent: string, ip = '203.0.113.7'): Promise<string> {
  const res = await a.app.inject({
    method: 'POST',
    url: '/auth/token/',
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

describe('signing out', () => {
  it('ends the token it is called with on every process, and no other session', async () => {
    const person = await employeeWith(a, admin, { master: true });
    const other = await signIn(a, person.email);
    await cachedOn(b, person.token);
    await cachedOn(b, other);
    expect((await call(a, person.token, 'POST', '/auth/logout/')).statusCode).toBe(204);
    for (const t of [a, b]) {
      const res = await call(t, person.token, 'GET', '/api/designation/');
      expect(res.statusCode).toBe(401);
      expect((await call(t, person.token, 'GET', '/api/auth-user/')).statusCode).toBe(401);
    }
    // The same person's other session (its principal cached on b too) goes on.
    expect((await call(b, other, 'GET', '/api/designation/')).statusCode).toBe(200);
    expect((await call(a, other, 'GET', '/api/auth-user/')).statusCode).toBe(200);
    // A second sign-out with the ended token is refused like any other request with it.
    expect((await call(a, person.token, 'POST', '/auth/logout/')).statusCode).toBe(401);
  });

  it('is refused without a token', async () => {
    expect((await a.app.inject({ method: 'POST', url: '/auth/logout/' })).statusCode).toBe(401);
  });

  it('refuses tokens without a session (issued before sessions existed)', async () => {
    const key = new TextEncoder().encode('a test key that is long enough to be 256 bits');
    const now = Math.floor(a.clock.now().getTime() / 1000);
    const legacy = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(admin.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    expect((await call(a, legacy, 'GET', '/api/auth-user/')).statusCode).toBe(401);
  });
});

describe('the list of signed-in sessions', () => {
  it('shows each browser in words, its address, when last seen, and which is this device', async () => {
    const person = await employeeWith(a, admin, {});
    const firefox = await signInFrom(person.email, FIREFOX, '198.51.100.4');
    const safari = await signInFrom(person.email, SAFARI, '192.0.2.9');
    const res = await call(a, firefox, 'GET', '/api/sessions/');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: string; browser: string; ip: string; current: boolean; last_seen_at: string }>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((s) => s.current)).toEqual([expect.objectContaining({ browser: 'Firefox on Windows', ip: '198.51.100.4' })]);
    expect(list).toContainEqual(expect.objectContaining({ browser: 'Safari on iOS', ip: '192.0.2.9', current: false }));
    // Another person never sees these.
    const theirs = (await call(a, admin.token, 'GET', '/api/sessions/')).json() as Array<{ id: string }>;
    expect(theirs.map((s) => s.id)).not.toContain(list[0]!.id);
    expect((await call(a, safari, 'GET', '/api/sessions/')).json().find((s: { current: boolean }) => s.current).browser).toBe('Safari on iOS');
  });

  it('signs out one session by its id, only one of your own', async () => {
    const person = await employeeWith(a, admin, {});
    const phone = await signInFrom(person.email, SAFARI);
    const phoneId = ((await call(a, phone, 'GET', '/api/sessions/')).json() as Array<{ id: string; current: boolean }>).find((s) => s.current)!.id;
    // Someone else naming it: as if it did not exist, and it goes on.
    expect((await call(a, admin.token, 'DELETE', `/api/sessions/${phoneId}/`)).statusCode).toBe(404);
    expect((await call(a, phone, 'GET', '/api/auth-user/')).statusCode).toBe(200);
    expect((await call(a, person.token, 'DELETE', '/api/sessions/no-such-session/')).statusCode).toBe(404);
    expect((await call(a, person.token, 'DELETE', `/api/sessions/${phoneId}/`)).statusCode).toBe(204);
    expect((await call(b, phone, 'GET', '/api/auth-user/')).statusCode).toBe(401);
    expect((await call(a, person.token, 'GET', '/api/auth-user/')).statusCode).toBe(200);
    expect((await call(a, person.token, 'GET', '/api/sessions/')).json().map((s: { id: string }) => s.id)).not.toContain(phoneId);
  });

  it('signs out everywhere: every session of the person, this one included, and nobody else', async () => {
    const person = await employeeWith(a, admin, { master: true });
    const laptop = await signIn(a, person.email);
    await cachedOn(b, laptop);
    expect((await call(a, person.token, 'DELETE', '/api/sessions/')).statusCode).toBe(204);
    for (const token of [person.token, laptop]) expect((await call(b, token, 'GET', '/api/designation/')).statusCode).toBe(401);
    expect((await call(a, admin.token, 'GET', '/api/auth-user/')).statusCode).toBe(200);
    const fresh = await signIn(a, person.email);
    expect((await call(a, fresh, 'GET', '/api/sessions/')).json()).toHaveLength(1);
  });

  it('ends every session when the password changes, and lists only the new one', async () => {
    const person = await employeeWith(a, admin, {});
    await signIn(a, person.email);
    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/change-password/',
      headers: person.headers,
      payload: { old_password: PASSWORD, new_password: 'a brand new passphrase' },
    });
    expect(res.statusCode).toBe(200);
    const list = (await call(a, res.json().token, 'GET', '/api/sessions/')).json();
    expect(list).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('last seen', () => {
  it('is written at most once a minute, not on every request', async () => {
    const person = await employeeWith(a, admin, {});
    const { id } = ((await call(a, person.token, 'GET', '/api/sessions/')).json() as Array<{ id: string; current: boolean }>).find((s) => s.current)!;
    const seen = async () => (await a.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, id)))[0]!.at.getTime();
    const first = await seen();
    a.clock.advance(30_000);
    await call(a, person.token, 'GET', '/api/auth-user/');
    expect(await seen()).toBe(first);
    a.clock.advance(31_000);
    await call(a, person.token, 'GET', '/api/auth-user/');
    expect(await seen()).toBeGreaterThanOrEqual(first + 60_000);
    const second = await seen();
    await call(b, person.token, 'GET', '/api/auth-user/');
    await call(a, person.token, 'GET', '/api/auth-user/');
    expect(await seen()).toBe(second);
  });
});
