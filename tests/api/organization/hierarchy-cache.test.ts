import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hierarchyCache } from '../../../server/organization/queries/hierarchy-cache';
import { companies, users } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { activate, createEmployee, moveEmployee, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * The tree's JSON is cached per process under the company's hierarchy_version, which
 * triggers move on: every change, by any route or any other process, must show at once.
 */
let t: TestApp;
let admin: Session;
let boss: Awaited<ReturnType<typeof createEmployee>>;
let report: Awaited<ReturnType<typeof createEmployee>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  boss = await createEmployee(t, admin);
  report = await createEmployee(t, admin, { parent_id: boss.id });
});

const nodes = async () => {
  const res = await send(t, admin, 'GET', '/api/get-org-hirearchy-data/');
  expect(res.statusCode).toBe(200);
  return res.json() as Array<Record<string, unknown>>;
};
const node = async (id: number) => (await nodes()).find((n) => n.id === id);
const version = async () => {
  const [row] = await t.db.select({ v: companies.hierarchyVersion }).from(companies).where(eq(companies.id, admin.companyId!));
  return row!.v;
};

describe('the cached organisation tree', () => {
  it('shows a move at once', async () => {
    expect(await node(report.id)).toMatchObject({ parent_id: boss.id });
    await moveEmployee(t, admin, report.id, null);
    expect(await node(report.id)).toMatchObject({ parent_id: null, parent_username: null });
  });

  it("shows a new name, and the manager's new username on their reports", async () => {
    await nodes();
    const renamed = await send(t, admin, 'PATCH', `/api/users/${boss.user_id}/`, { first_name: 'Renamed', username: 'renamed.boss' });
    expect(renamed.statusCode).toBe(200);
    expect(await node(boss.id)).toMatchObject({ first_name: 'Renamed', username: 'renamed.boss' });
    expect(await node(report.id)).toMatchObject({ parent_username: 'renamed.boss' });
  });

  it('shows a deletion, with the reports moved up', async () => {
    await nodes();
    expect((await send(t, admin, 'DELETE', `/api/users/${boss.user_id}/`)).statusCode).toBe(204);
    const now = await nodes();
    expect(now.find((n) => n.id === boss.id)).toBeUndefined();
    expect(now.find((n) => n.id === report.id)).toMatchObject({ parent_id: null });
  });

  it('shows a change written by another process straight into the database', async () => {
    await nodes();
    await t.db.update(users).set({ contactNum: '0044' }).where(eq(users.id, report.user_id));
    expect(await node(report.id)).toMatchObject({ contact_num: '0044' });
  });

  it('brought up to date after changes, reads as the tree read whole by a new process', async () => {
    await nodes();
    await moveEmployee(t, admin, report.id, null);
    await send(t, admin, 'PATCH', `/api/users/${boss.user_id}/`, { last_name: 'Updated' });
    const added = await createEmployee(t, admin, { parent_id: report.id });
    const kept = (await send(t, admin, 'GET', '/api/get-org-hirearchy-data/')).body;
    const whole = hierarchyCache(t.db);
    expect(await whole.nodesJson(admin.companyId!, null)).toBe(kept);
    expect(JSON.parse(kept).at(-1)).toMatchObject({ id: added.id, parent_id: report.id, parent_username: report.username });
  });

  it('is not thrown away by a sign-in, which changes nothing in the tree', async () => {
    await nodes();
    const before = await version();
    await activate(t, report.email);
    expect(await version()).toBe(before);
  });

  it('moves the version once for a statement that writes many employees', async () => {
    const before = await version();
    await t.db.execute(sql`update employees set emp_code = emp_code where company_id = ${admin.companyId}`);
    expect(await version()).toBe(before + 1);
  });
});
