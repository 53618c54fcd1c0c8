import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedToken, mailsTo, signUpCompany, uniqueEmail } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW = 'orchard ladder basket 7';

describe("a new employee's welcome link (PATCH /api/password-reset/<token>/ for a first password)", () => {
  it('sets the first password, answers a token that signs them in, and mails no "password changed" notice', async () => {
    const company = await signUpCompany(t);
    const email = uniqueEmail('new');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/employee-registration/',
      headers: company.headers,
      payload: { username: email.split('@')[0], email, emp_code: 'W-1', first_name: 'Wen', last_name: 'Li', send_invitation: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    // The invitation is mailed in the background.
    await expect.poll(async () => (await mailsTo(t.db, email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const token = await mailedToken(t.db, email, 'password-reset');
    const mailsBefore = (await mailsTo(t.db, email)).length;

    const res = await t.app.inject({ method: 'PATCH', url: `/api/password-reset/${token}/`, payload: { password: NEW } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.detail).toBe('Your password is set. Welcome!');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: { authorization: `JWT ${answer.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
    expect((await mailsTo(t.db, email)).length).toBe(mailsBefore);
  });

  it('a real reset still answers without a token and mails the notice', async () => {
    const company = await signUpCompany(t);
    await t.app.inject({ method: 'POST', url: '/api/request-password-reset/', payload: { email: company.email } });
    const token = await mailedToken(t.db, company.email, 'password-reset');
    const before = (await mailsTo(t.db, company.email)).length;
    const res = await t.app.inject({ method: 'PATCH', url: `/api/password-reset/${token}/`, payload: { password: NEW } });
    expect(res.json()).toEqual({ detail: 'Your new password is set. You can sign in with it now.' });
    expect((await mailsTo(t.db, company.email)).length).toBe(before + 1);
  });
});
