import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../../server/db/schema';
import { addSuperuser, addUser, auth, signIn, signUpCompany, type Session } from '../helpers/accounts';
import { createEmployee, employeeWith, send, workforceCounts } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** GET /api/permissions/ and PATCH /api/permission-on-user-id/: an admin sets who may use which area. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Initech' });
});
afterAll(async () => {
  await t.close();
});

const ALL = { dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true, coach: true };
const NONE_BUT_DASHBOARD = { dashboard: true, workforce: false, organization: false, survey: false, master: false, feedback: false, coach: false };
const read = (by: Session | null = admin, query = '') => send(t, by, 'GET', `/api/permissions/${query}`);
const change = (payload: object, by: Session | null = admin) => send(t, by, 'PATCH', '/api/permission-on-user-id/', payload);
const rowOf = async (userId: number) => (await t.db.select().from(permissions).where(eq(permissions.userId, userId)))[0];

describe('GET /api/permissions/', () => {
  it('lists every user of the company by id, admins with every area', async () => {
    const employee = await createEmployee(t, admin);
    const second = await addUser(t, admin, 'admin');
    const res = await read(admin, '?company_name=%20initech%20');
    expect(res.statusCode).toBe(200);
    const records = res.json() as Array<{ user_id: number }>;
    expect(records.map((r) => r.user_id)).toEqual(expect.arrayContaining([admin.userId, employee.user_id, second.userId]));
    expect(records.find((r) => r.user_id === admin.userId)).toEqual({
      user_id: admin.userId,
      username: expect.any(String),
      email: admin.email,
      first_name: 'Hana',
      last_name: 'Novak',
      role: 'admin',
      permissions: ALL,
    });
    // The helper's admin row holds only dashboard and master: an admin is shown with every area all the same.
    expect(records.find((r) => r.user_id === second.userId)).toMatchObject({ role: 'admin', permissions: ALL });
    expect(records.find((r) => r.user_id === employee.user_id)).toMatchObject({ role: 'user', permissions: NONE_BUT_DASHBOARD });
  });

  it('refuses another company name, a non-admin even with every area, a superuser, and no token', async () => {
    const mismatch = await read(admin, '?company_name=Umbrella');
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toEqual({ detail: 'You can only see your own company.' });
    expect((await read(await employeeWith(t, admin, ALL))).statusCode).toBe(403);
    expect((await read(await addSuperuser(t))).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
  });
});

describe('PATCH /api/permission-on-user-id/', () => {
  it('changes only the areas named and answers the record', async () => {
    const employee = await createEmployee(t, admin);
    const res = await change({ user_id: employee.user_id, permissions: { workforce: true, survey: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user_id: employee.user_id, role: 'user', permissions: { ...NONE_BUT_DASHBOARD, workforce: true, survey: true } });
    const again = await change({ user_id: employee.user_id, permissions: { dashboard: false } });
    expect(again.json().permissions).toEqual({ ...NONE_BUT_DASHBOARD, dashboard: false, workforce: true, survey: true });
    expect(await rowOf(employee.user_id)).toMatchObject({ dashboard: false, workforce: true, survey: true, master: false });
    // Naming no area changes nothing and answers the record, as a PATCH of no fields does.
    const none = await change({ user_id: employee.user_id, permissions: {} });
    expect(none.statusCode).toBe(200);
    expect(none.json().permissions).toEqual(again.json().permissions);
  });

  it('applies a grant on the next request, with the same token; a removal ends the sessions', async () => {
    const person = await employeeWith(t, admin);
    const list = (s: Session = person) => send(t, s, 'GET', '/api/user-get/');
    expect((await list()).statusCode).toBe(403);
    await change({ user_id: person.userId, permissions: { workforce: true } });
    expect((await list()).statusCode).toBe(200);
    expect((await send(t, person, 'GET', '/api/auth-user/')).json().permissions.workforce).toBe(true);
    await change({ user_id: person.userId, permissions: { workforce: false } });
    // What they opened with the area must not stay in their hands: every token of theirs is void.
    expect((await list()).statusCode).toBe(401);
    const again = { ...person, headers: auth(await signIn(t, person.email)) };
    expect((await list(again)).statusCode).toBe(403);
  });

  it('refuses to change an admin', async () => {
    const second = await addUser(t, admin, 'admin');
    const before = await rowOf(second.userId);
    const res = await change({ user_id: second.userId, permissions: { master: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Admins can use every area; their permissions cannot be changed.'] });
    expect(await rowOf(second.userId)).toEqual(before);
    expect((await change({ user_id: admin.userId, permissions: { master: false } })).statusCode).toBe(400);
  });

  it.each([
    [{ user_id: 1 }, 'permissions', 'This field is required.'],
    [{ user_id: 1, permissions: { payroll: true } }, 'permissions.payroll', 'Unknown field "payroll".'],
    [{ user_id: 1, permissions: { survey: 'yes' } }, 'permissions.survey', 'Expected a boolean.'],
    [{ user_id: 0, permissions: { survey: true } }, 'user_id', 'Ensure this value is greater than or equal to 1.'],
  ])('refuses %j with 400 at the field and changes nothing', async (payload, field, message) => {
    const before = await t.db.select().from(permissions).orderBy(permissions.userId);
    const res = await change(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    expect(await t.db.select().from(permissions).orderBy(permissions.userId)).toEqual(before);
  });

  it('answers 404 for a user of another company or none, and changes nothing', async () => {
    const theirs = await signUpCompany(t);
    const employee = await createEmployee(t, theirs);
    const before = await rowOf(employee.user_id);
    const counted = await workforceCounts(t);
    for (const userId of [employee.user_id, theirs.userId, 99999999]) {
      const res = await change({ user_id: userId, permissions: { workforce: true } });
      expect(res.statusCode, String(userId)).toBe(404);
    }
    expect(await rowOf(employee.user_id)).toEqual(before);
    expect(await workforceCounts(t)).toEqual(counted);
  });

  it('is for admins only: a user with every area, a superuser and no token are refused', async () => {
    const employee = await createEmployee(t, admin);
    const payload = { user_id: employee.user_id, permissions: { master: true } };
    const powerful = await employeeWith(t, admin, ALL);
    expect((await change(payload, powerful)).statusCode).toBe(403);
    expect((await change({ user_id: powerful.userId, permissions: { master: true } }, powerful)).statusCode).toBe(403);
    expect((await change(payload, await addSuperuser(t))).statusCode).toBe(403);
    expect((await change(payload, null)).statusCode).toBe(401);
    expect((await rowOf(employee.user_id))!.master).toBe(false);
  });
});
