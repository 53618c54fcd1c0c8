import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, permissions, users } from '../../../server/db/schema';
import { addSuperuser, signUpCompany, type Session } from '../helpers/accounts';
import { createEmployee, employeeBody, employeeWith, moveEmployee, send, workforceCounts } from '../helpers/employees';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Who may call the workforce, organisation and permission endpoints. */
let t: TestApp;
let admin: Session;
let target: { id: number; user_id: number };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
  target = await createEmployee(t, admin);
});
afterAll(async () => {
  await t.close();
});

const calls = () => [
  { method: 'GET' as const, url: '/api/user-get/' },
  { method: 'POST' as const, url: '/api/employee-registration/', payload: employeeBody() },
  { method: 'PATCH' as const, url: '/api/employee-registration/', payload: { id: target.id, first_name: 'Changed' } },
  { method: 'GET' as const, url: '/api/get-org-hirearchy-data/' },
  { method: 'GET' as const, url: '/api/permissions/' },
  { method: 'PATCH' as const, url: '/api/permission-on-user-id/', payload: { user_id: target.user_id, permissions: { master: true } } },
];
const statuses = async (by: Session | null) => {
  const result: Record<string, number> = {};
  for (const c of calls()) result[`${c.method} ${c.url}`] = (await send(t, by, c.method, c.url, c.payload)).statusCode;
  return result;
};
const expected = (codes: number[]) => Object.fromEntries(calls().map((c, i) => [`${c.method} ${c.url}`, codes[i]]));

describe('access to the workforce, organisation and permission endpoints', () => {
  it('answers 401 to every call without a token, and changes nothing', async () => {
    const before = await workforceCounts(t);
    expect(await statuses(null)).toEqual(expected([401, 401, 401, 401, 401, 401]));
    expect(await workforceCounts(t)).toEqual(before);
  });

  it('answers 403 to a platform superuser, who has no company', async () => {
    const ops = await addSuperuser(t);
    const before = await workforceCounts(t);
    expect(await statuses(ops)).toEqual(expected([403, 403, 403, 403, 403, 403]));
    const res = await send(t, ops, 'GET', '/api/user-get/');
    expect(res.json()).toEqual({ detail: 'This area belongs to a company; a platform superuser has none.' });
    expect(await workforceCounts(t)).toEqual(before);
  });

  it('gives an employee with no area nothing, and with each area what it covers', async () => {
    expect(await statuses(await employeeWith(t, admin))).toEqual(expected([403, 403, 403, 403, 403, 403]));
    expect(await statuses(await employeeWith(t, admin, { survey: true }))).toEqual(expected([200, 403, 403, 403, 403, 403]));
    expect(await statuses(await employeeWith(t, admin, { organization: true }))).toEqual(expected([200, 403, 403, 200, 403, 403]));
    expect(await statuses(await employeeWith(t, admin, { workforce: true }))).toEqual(expected([200, 201, 200, 200, 403, 403]));
    expect(await statuses(admin)).toEqual(expected([200, 201, 200, 200, 200, 200]));
  });

  it('lets the organisation area change a manager and nothing else', async () => {
    const organizer = await employeeWith(t, admin, { organization: true });
    const manager = await createEmployee(t, admin);
    const before = await t.db.select().from(employees).where(eq(employees.id, target.id));
    for (const payload of [
      { id: target.id, parent_id: manager.id, first_name: 'Sneaky' },
      { id: target.id, emp_code: 'X' },
      { id: target.id },
      { id: target.id, parent_id: manager.id, last_name: '' },
    ]) {
      const res = await send(t, organizer, 'PATCH', '/api/employee-registration/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
    }
    expect(await t.db.select().from(employees).where(eq(employees.id, target.id))).toEqual(before);
    const moved = await moveEmployee(t, organizer, target.id, manager.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().parent_id).toBe(manager.id);
    expect((await moveEmployee(t, organizer, target.id, null)).json().parent_id).toBeNull();
  });

  it('keeps every company to itself: ids of another answer 404, its people never show', async () => {
    const owner = await signUpCompany(t);
    const boss = await createEmployee(t, owner);
    const report = await createEmployee(t, owner, { parent_id: boss.id });
    const intruder = await employeeWith(t, admin, { workforce: true, organization: true });
    const ids = [boss.id, report.id];
    const userIds = [boss.user_id, report.user_id];
    await expectTenantIsolation({
      app: t.app,
      intruder: intruder.headers,
      byId: [
        { method: 'PATCH', url: '/api/employee-registration/', payload: { id: report.id, first_name: 'Mallory' } },
        { method: 'PATCH', url: '/api/employee-registration/', payload: { id: report.id, parent_id: null } },
        { method: 'DELETE', url: `/api/users/${report.user_id}/` },
        { method: 'DELETE', url: `/api/users/${owner.userId}/` },
      ],
      lists: [
        { url: '/api/user-get/', ownerIds: ids },
        { url: '/api/get-org-hirearchy-data/', ownerIds: ids },
      ],
      snapshot: async () => ({
        employees: await t.db.select().from(employees).where(inArray(employees.id, ids)).orderBy(employees.id),
        users: await t.db.select().from(users).where(inArray(users.id, userIds)).orderBy(users.id),
      }),
    });
    // The permission endpoints are an admin's: another company's admin meets the same 404.
    const before = await t.db.select().from(permissions).where(inArray(permissions.userId, userIds));
    const res = await send(t, admin, 'PATCH', '/api/permission-on-user-id/', { user_id: report.user_id, permissions: { master: true } });
    expect(res.statusCode).toBe(404);
    const listed = (await send(t, admin, 'GET', '/api/permissions/')).json() as Array<{ user_id: number }>;
    expect(listed.map((r) => r.user_id).filter((id) => userIds.includes(id) || id === owner.userId)).toEqual([]);
    expect(await t.db.select().from(permissions).where(inArray(permissions.userId, userIds))).toEqual(before);
  });
});
