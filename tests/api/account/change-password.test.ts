import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../../server/db/schema';
import { auth, counts, mailsTo, PASSWORD, signIn, signUpCompany } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW = 'staple paper clip 42';
const change = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PUT', url: '/api/change-password/', payload, headers });
const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/request-password-reset/', payload: { email }, remoteAddress });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth-user/', headers });
const outstanding = (userId: number) =>
  t.db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));

describe('PUT /api/change-password/', () => {
  it('changes the password, voids every old JWT and link, and answers a new token', async () => {
    const s = await signUpCompany(t);
    const otherSession = await signIn(t, s.email);
    await requestReset(s.email);
    expect(await outstanding(s.userId)).toHaveLength(1);
    const res = await change(s.headers, { old_password: PASSWORD, new_password: NEW });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Your password has been changed.', token: expect.any(String) });
    expect((await me(s.headers)).statusCode).toBe(401);
    expect((await me(auth(otherSession))).statusCode).toBe(401);
    expect((await me(auth(res.json().token))).statusCode).toBe(200);
    expect(await outstanding(s.userId)).toHaveLength(0);
    expect((await t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email: s.email, password: PASSWORD } })).statusCode).toBe(400);
    await signIn(t, s.email, NEW);
    expect((await mailsTo(t.db, s.email)).at(-1)!.subject).toBe('Your password was changed');
  });

  it('refuses a wrong current password at old_password and changes nothing', async () => {
    const s = await signUpCompany(t);
    const before = await t.db.select().from(users).where(eq(users.id, s.userId));
    const res = await change(s.headers, { old_password: 'not it at all', new_password: NEW });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ old_password: ['Your current password is not correct.'] });
    expect(await t.db.select().from(users).where(eq(users.id, s.userId))).toEqual(before);
    expect((await me(s.headers)).statusCode).toBe(200);
  });

  it.each([
    [{ old_password: PASSWORD, new_password: 'short' }, 'new_password', 'Use at least 8 characters.'],
    [{ old_password: PASSWORD, new_password: 'iloveyou' }, 'new_password', 'This password is too common. Choose another.'],
    [{ old_password: PASSWORD }, 'new_password', 'This field is required.'],
    [{ old_password: '', new_password: NEW }, 'old_password', 'This field may not be blank.'],
    [{ old_password: PASSWORD, new_password: NEW, confirm: NEW }, 'confirm', 'Unknown field "confirm".'],
  ])('refuses %j with 400 at the field', async (payload, field, message) => {
    const s = await signUpCompany(t);
    const before = await counts(t.db);
    const res = await change(s.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    expect(await counts(t.db)).toEqual(before);
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/change-password/', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
