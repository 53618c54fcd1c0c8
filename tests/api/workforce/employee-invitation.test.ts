import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth, mailedToken, mailsTo, PASSWORD, signIn, signUpCompany, type Session } from '../helpers/accounts';
import { createEmployee, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** A new employee is mailed a link that sets their password (7 days), then signs in to the user area. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
});
// Tests move the clock by days, past the 12-hour life of a sign-in: each starts with a fresh admin.
beforeEach(async () => {
  admin = await signUpCompany(t, { company_name: 'Globex' });
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const setPassword = (token: string) => t.app.inject({ method: 'PATCH', url: `/api/password-reset/${token}/`, payload: { password: PASSWORD } });
const login = (email: string) => t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email, password: PASSWORD } });

describe('the welcome mail', () => {
  it('carries a set-password link; the employee sets a password, signs in and has the user area only', async () => {
    const created = await createEmployee(t, admin, { first_name: 'Lena' });
    await t.app.invitations.settled();
    const [mail] = await mailsTo(t.db, created.email);
    expect(mail!.subject).toBe('Your Competency 360 account at Globex');
    expect(mail!.text).toMatch(/http:\/\/app\.test\/authentication\/password-reset\/[A-Za-z0-9_-]{32}/);
    expect(mail!.text).toContain('Lena');
    // No password yet: the address cannot sign in.
    expect((await login(created.email)).statusCode).toBe(400);

    t.clock.advance(6 * DAY);
    const token = await mailedToken(t.db, created.email, 'password-reset');
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await setPassword(token)).statusCode).toBe(400);
    const jwt = await signIn(t, created.email);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: auth(jwt) })).json();
    expect(me).toMatchObject({ id: created.user_id, role: 'user', company: { id: admin.companyId, name: 'Globex' } });
    expect(me.permissions).toEqual({ dashboard: true, workforce: false, organization: false, survey: false, master: false, feedback: false });
  });

  it('expires after 7 days', async () => {
    const created = await createEmployee(t, admin);
    await t.app.invitations.settled();
    const token = await mailedToken(t.db, created.email, 'password-reset');
    t.clock.advance(7 * DAY + 60_000);
    const res = await setPassword(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['This password reset link is invalid or has expired. Ask for a new one.'] });
    expect((await login(created.email)).statusCode).toBe(400);
  });

  it('goes to the corrected address when the email changes before the password is set, and the first link dies', async () => {
    const created = await createEmployee(t, admin);
    await t.app.invitations.settled();
    const oldToken = await mailedToken(t.db, created.email, 'password-reset');
    const corrected = `fixed.${created.email}`;
    const res = await send(t, admin, 'PATCH', '/api/employee-registration/', { id: created.id, email: corrected });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.invitations.settled();
    expect((await setPassword(oldToken)).statusCode).toBe(400);
    expect((await setPassword(await mailedToken(t.db, corrected, 'password-reset'))).statusCode).toBe(200);
    expect((await login(corrected)).statusCode).toBe(200);
  });

  it('is not sent when the registration is refused', async () => {
    const email = `refused.${Date.now()}@globex.example.com`;
    const res = await send(t, admin, 'POST', '/api/employee-registration/', { username: 'x', email, emp_code: ' ', first_name: 'A', last_name: 'B' });
    expect(res.statusCode).toBe(400);
    await t.app.invitations.settled();
    expect(await mailsTo(t.db, email)).toEqual([]);
  });
});
