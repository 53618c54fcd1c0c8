import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, users } from '../../../server/db/schema';
import { addUser, signUpCompany, type Session } from '../helpers/accounts';
import { createEmployee, employeeWith, listItem, send, workforceCounts } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** DELETE /api/users/{id}/ for employees, and the list items employees use. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
});
afterAll(async () => {
  await t.close();
});

const remove = (userId: number, by: Session = admin) => send(t, by, 'DELETE', `/api/users/${userId}/`);
const parentOf = async (id: number) => (await t.db.select().from(employees).where(eq(employees.id, id)))[0]?.parentId;

describe('deleting an employee', () => {
  it('moves their direct reports to their own manager, and removes account and employee', async () => {
    const ceo = await createEmployee(t, admin);
    const vp = await createEmployee(t, admin, { parent_id: ceo.id });
    const a = await createEmployee(t, admin, { parent_id: vp.id });
    const b = await createEmployee(t, admin, { parent_id: vp.id });
    const deep = await createEmployee(t, admin, { parent_id: a.id });
    const res = await remove(vp.user_id);
    expect(res.statusCode, res.body).toBe(204);
    expect([await parentOf(a.id), await parentOf(b.id), await parentOf(deep.id)]).toEqual([ceo.id, ceo.id, a.id]);
    expect(await t.db.select().from(users).where(eq(users.id, vp.user_id))).toEqual([]);
    expect(await t.db.select().from(employees).where(eq(employees.id, vp.id))).toEqual([]);
  });

  it("makes a root's reports roots", async () => {
    const root = await createEmployee(t, admin);
    const report = await createEmployee(t, admin, { parent_id: root.id });
    expect((await remove(root.user_id)).statusCode).toBe(204);
    expect(await parentOf(report.id)).toBeNull();
    const tree = (await send(t, admin, 'GET', '/api/get-org-hirearchy-data/')).json() as Array<{ id: number; parent_id: number | null }>;
    expect(tree.find((n) => n.id === report.id)).toMatchObject({ parent_id: null, parent_username: null });
  });

  it('lets a user with the workforce permission delete employees with no area beyond theirs, but not an admin', async () => {
    const keeper = await employeeWith(t, admin, { workforce: true });
    const employee = await createEmployee(t, admin);
    const secondAdmin = await addUser(t, admin, 'admin');
    const analyst = await employeeWith(t, admin, { feedback: true });
    expect((await remove(employee.user_id, keeper)).statusCode).toBe(204);
    const before = await workforceCounts(t);
    const refused = await remove(analyst.userId, keeper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/^This person can use the feedback area, which you cannot\./);
    const res = await remove(secondAdmin.userId, keeper);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "Only an admin can change or remove an admin's account." });
    expect((await remove(admin.userId, keeper)).statusCode).toBe(403);
    expect(await workforceCounts(t)).toEqual(before);
  });

  it('refuses a colleague to an employee without the workforce permission; themselves they may delete', async () => {
    const plain = await employeeWith(t, admin, { survey: true, organization: true });
    const colleague = await createEmployee(t, admin);
    const before = await workforceCounts(t);
    expect((await remove(colleague.user_id, plain)).statusCode).toBe(403);
    expect(await workforceCounts(t)).toEqual(before);
    expect((await remove(plain.userId, plain)).statusCode).toBe(204);
  });

  it('keeps the last admin rule', async () => {
    const solo = await signUpCompany(t);
    const res = await remove(solo.userId, solo);
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors[0]).toMatch(/^A company needs at least one admin/);
  });

  it("answers 404 for another company's employee and 401 without a token", async () => {
    const theirs = await signUpCompany(t);
    const employee = await createEmployee(t, theirs);
    const before = await workforceCounts(t);
    expect((await remove(employee.user_id)).statusCode).toBe(404);
    expect((await send(t, null, 'DELETE', `/api/users/${employee.user_id}/`)).statusCode).toBe(401);
    expect(await workforceCounts(t)).toEqual(before);
  });
});

describe('deleting a list item employees use', () => {
  it.each(['designation', 'department', 'group'] as const)('refuses a %s in use, naming how many, until they leave it', async (list) => {
    const item = await listItem(t, admin, list);
    const first = await createEmployee(t, admin, { [list]: item });
    await createEmployee(t, admin, { [list]: item });
    const before = await workforceCounts(t);
    const res = await send(t, admin, 'DELETE', `/api/${list}/${item}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [`This ${list} is still used by 2 employees. Change them first, or archive it to stop offering it.`] });
    expect(await workforceCounts(t)).toEqual(before);

    await remove(first.user_id);
    expect((await send(t, admin, 'DELETE', `/api/${list}/${item}/`)).json().non_field_errors[0]).toContain('used by 1 employee.');
    const [second] = (await send(t, admin, 'GET', '/api/user-get/')).json().filter((e: Record<string, number>) => e[list] === item);
    expect((await send(t, admin, 'PATCH', '/api/employee-registration/', { id: second.id, [list]: null })).statusCode).toBe(200);
    expect((await send(t, admin, 'DELETE', `/api/${list}/${item}/`)).statusCode).toBe(204);
  });
});
