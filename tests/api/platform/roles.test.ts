import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpCompany, type Session } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let hr: Session;
beforeAll(async () => {
  t = await buildTestApp();
  hr = await signUpCompany(t);
});
afterAll(async () => {
  await t.close();
});

it('names the roles (only their state names), to signed-in users only', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/role/', headers: hr.headers });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([
    { name: 'superuser', title: 'Platform superuser' },
    { name: 'admin', title: 'Admin' },
    { name: 'user', title: 'Employee' },
  ]);
  expect((await t.app.inject({ method: 'GET', url: '/api/role/' })).statusCode).toBe(401);
});
