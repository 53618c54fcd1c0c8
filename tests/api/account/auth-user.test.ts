import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSuperuser, addUser, signUpCompany } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/auth-user/', () => {
  it('answers the signed-in user with company and permissions', async () => {
    const admin = await signUpCompany(t, { company_name: 'Globex', first_name: 'Greta', last_name: 'Lind' });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: admin.userId,
      email: admin.email,
      username: admin.email.split('@')[0],
      first_name: 'Greta',
      last_name: 'Lind',
      contact_num: '',
      // No language chosen: the browser's, else the company's (English for a new company).
      language: null,
      role: 'admin',
      company: { id: admin.companyId, name: 'Globex', default_language: 'en' },
      permissions: { dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true },
      last_login: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      pending_email: null,
      // An admin of a new company manages and coaches nobody yet.
      team: false,
      two_factor: { enabled: false, required: false },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows a plain user only the dashboard by default, and a superuser without a company', async () => {
    const admin = await signUpCompany(t);
    const user = await addUser(t, admin);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: user.headers });
    expect(res.json()).toMatchObject({ role: 'user', permissions: { dashboard: true, workforce: false, master: false } });
    const ops = await addSuperuser(t);
    const su = await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: ops.headers });
    expect(su.json()).toMatchObject({ role: 'superuser', company: null });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-user/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
