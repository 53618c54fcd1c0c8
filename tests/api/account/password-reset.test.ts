import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../../server/db/schema';
import { counts, mailedToken, mailsTo, PASSWORD, registration, signIn, signUpCompany, uniqueEmail } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: { mailPerAddress: { max: 3, windowSeconds: 3600 }, mailPerIp: { max: 10_000, windowSeconds: 3600 } } });
});
afterAll(async () => {
  await t.close();
});

const NEW = 'staple paper clip 42';
const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/request-password-reset/', payload: { email }, remoteAddress });
const reset = (token: string, password: string) => t.app.inject({ method: 'PATCH', url: `/api/password-reset/${token}/`, payload: { password } });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth-user/', headers });
const outstanding = (userId: number) =>
  t.db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));

describe('POST /api/request-password-reset/', () => {
  const SENT = { detail: 'If an account uses this address, a link to choose a new password is on its way.' };

  it('answers the same whether or not the address has an account, and mails only the account', async () => {
    const s = await signUpCompany(t);
    const unknown = uniqueEmail('ghost');
    const known = await requestReset(s.email.toUpperCase());
    const ghost = await requestReset(unknown);
    expect([known.statusCode, ghost.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(SENT);
    expect(ghost.json()).toEqual(SENT);
    expect((await mailsTo(t.db, s.email)).at(-1)!.subject).toBe('Reset your password');
    expect(await mailsTo(t.db, unknown)).toHaveLength(0);
    const [token] = await outstanding(s.userId);
    expect(token!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(token!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('limits the mails per address (429 with Retry-After), for unknown addresses alike', async () => {
    const unknown = uniqueEmail('ghost');
    for (let i = 0; i < 3; i += 1) expect((await requestReset(unknown)).statusCode).toBe(200);
    const res = await requestReset(unknown);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(res.json().detail).toMatch(/^Too many attempts/);
  });

  it('shares one budget per address between registration, verification link and reset', async () => {
    const body = registration();
    expect((await t.app.inject({ method: 'POST', url: '/api/users/', payload: body })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/verification-link/', payload: { email: body.email } })).statusCode).toBe(200);
    expect((await requestReset(body.email)).statusCode).toBe(200);
    const before = await counts(t.db);
    expect((await requestReset(body.email)).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/', payload: body })).statusCode).toBe(429);
    expect(await counts(t.db)).toEqual(before);
  });
});

describe('PATCH /api/password-reset/<token>/', () => {
  const INVALID = { non_field_errors: ['This password reset link is invalid or has expired. Ask for a new one.'] };

  it('sets the password once, confirms the address and ends every session', async () => {
    const s = await signUpCompany(t);
    await requestReset(s.email);
    const token = await mailedToken(t.db, s.email, 'password-reset');
    const res = await reset(token, NEW);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Your new password is set. You can sign in with it now.' });
    expect((await me(s.headers)).statusCode).toBe(401);
    await signIn(t, s.email, NEW);
    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    await signIn(t, s.email, NEW);
  });

  it('confirms an unconfirmed address (the link proves it) and takes the path without a slash', async () => {
    const body = registration();
    await t.app.inject({ method: 'POST', url: '/api/users/', payload: body });
    await requestReset(body.email);
    const token = await mailedToken(t.db, body.email, 'password-reset');
    expect((await t.app.inject({ method: 'PATCH', url: `/api/password-reset/${token}`, payload: { password: NEW } })).statusCode).toBe(200);
    await signIn(t, body.email, NEW);
  });

  it('refuses a link older than 60 minutes, and an older link once a newer one was sent', async () => {
    const s = await signUpCompany(t);
    await requestReset(s.email);
    const old = await mailedToken(t.db, s.email, 'password-reset');
    await requestReset(s.email);
    const newer = await mailedToken(t.db, s.email, 'password-reset');
    expect((await reset(old, NEW)).json()).toEqual(INVALID);
    t.clock.advance(60 * 60_000 + 1000);
    try {
      expect((await reset(newer, NEW)).json()).toEqual(INVALID);
    } finally {
      t.clock.advance(-(60 * 60_000 + 1000));
    }
    await signIn(t, s.email, PASSWORD);
  });

  it.each([
    ['an unknown token', 'B'.repeat(32), { password: NEW }, INVALID],
    ['a malformed token', 'bad.token', { password: NEW }, INVALID],
    ['a confirmation token', 'confirm', { password: NEW }, INVALID],
    ['a common password', 'B'.repeat(32), { password: 'password1' }, { password: ['This password is too common. Choose another.'] }],
    ['no password', 'B'.repeat(32), {}, { password: ['This field is required.'] }],
  ])('refuses %s with 400', async (name, token, payload, expected) => {
    let path = token;
    if (token === 'confirm') {
      const body = registration();
      await t.app.inject({ method: 'POST', url: '/api/users/', payload: body });
      path = await mailedToken(t.db, body.email, 'confirmation-link');
    }
    const before = await counts(t.db);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/password-reset/${path}/`, payload });
    expect(res.statusCode, name).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await counts(t.db)).toEqual(before);
  });
});
