import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCompany, type Session } from '../helpers/accounts';
import { createEmployee, employeeWith, send, workforceCounts } from '../helpers/employees';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** POST /api/user/bulk-delete/ and /api/user/bulk-manager/: all or nothing, in the caller's company only. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Bulkmore' });
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: object, by: Session | null = admin) => send(t, by, 'POST', `/api/user/${path}/`, body);
const tree = async () =>
  Object.fromEntries(
    ((await send(t, admin, 'GET', '/api/user-get/')).json() as Array<{ username: string; parent_id: number | null }>).map((e) => [e.username, e.parent_id]),
  );

/** root ← mid ← leaf, plus a loner: a small tree each test builds afresh. */
async function team(tag: string) {
  const root = await createEmployee(t, admin, { username: `${tag}.root` });
  const mid = await createEmployee(t, admin, { username: `${tag}.mid`, parent_id: root.id });
  const leaf = await createEmployee(t, admin, { username: `${tag}.leaf`, parent_id: mid.id });
  const loner = await createEmployee(t, admin, { username: `${tag}.loner` });
  return { root, mid, leaf, loner };
}

describe('POST /api/user/bulk-manager/', () => {
  it('gives them all one manager, or none', async () => {
    const { root, leaf, loner } = await team('m1');
    const res = await post('bulk-manager', { ids: [leaf.id, loner.id], parent_id: root.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 2, detail: '2 employees have a new manager.' });
    expect(await tree()).toMatchObject({ 'm1.leaf': root.id, 'm1.loner': root.id });
    expect((await post('bulk-manager', { ids: [loner.id], parent_id: null })).json()).toEqual({ count: 1, detail: '1 employee now report to nobody.' });
    expect((await tree())['m1.loner']).toBeNull();
  });

  it('refuses a loop with a clear message and changes nothing', async () => {
    const { root, mid, leaf, loner } = await team('m2');
    const before = await tree();
    const loop = await post('bulk-manager', { ids: [root.id, loner.id], parent_id: leaf.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().non_field_errors[0]).toMatch(
      /^Mira Kovac \d+ reports to Mira Kovac \d+, one of the employees chosen: making .* their manager would make a loop\.$/,
    );
    const self = await post('bulk-manager', { ids: [mid.id, loner.id], parent_id: mid.id });
    expect(self.json().non_field_errors[0]).toMatch(/is one of the employees chosen and cannot be their own manager\.$/);
    expect(await tree()).toEqual(before);
  });

  it('refuses bad input, and more than 5,000 ids', async () => {
    const { loner } = await team('m3');
    for (const body of [
      { ids: [], parent_id: null },
      { ids: [loner.id] },
      { ids: [loner.id, loner.id], parent_id: null },
      { ids: ['x'], parent_id: null },
      { ids: Array.from({ length: 5001 }, (_, i) => i + 1), parent_id: null },
    ]) {
      expect((await post('bulk-manager', body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});

describe('POST /api/user/bulk-delete/', () => {
  it('deletes them in one go; reports move up to the nearest manager who stays', async () => {
    const { root, mid, leaf, loner } = await team('d1');
    const below = await createEmployee(t, admin, { username: 'd1.below', parent_id: leaf.id });
    const res = await post('bulk-delete', { ids: [mid.id, leaf.id, loner.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 3, detail: '3 employees deleted.' });
    const now = await tree();
    expect(now).toMatchObject({ 'd1.root': null, 'd1.below': root.id });
    expect(Object.keys(now)).not.toContain('d1.mid');
    expect((await send(t, admin, 'DELETE', `/api/users/${leaf.user_id}/`)).statusCode).toBe(404);
    expect(below.parent_id).toBe(leaf.id);
  });

  it("is all or nothing: another company's id answers 404 and nobody is deleted", async () => {
    const { mid, loner } = await team('d2');
    const other = await signUpCompany(t, { company_name: 'Elsewhere Ltd' });
    const theirs = await createEmployee(t, other, { username: 'theirs' });
    await expectTenantIsolation({
      app: t.app,
      intruder: other.headers,
      byId: [
        { method: 'POST', url: '/api/user/bulk-delete/', payload: { ids: [mid.id] } },
        { method: 'POST', url: '/api/user/bulk-manager/', payload: { ids: [mid.id], parent_id: null } },
        { method: 'POST', url: '/api/user/bulk-manager/', payload: { ids: [theirs.id], parent_id: loner.id } },
      ],
      snapshot: () => workforceCounts(t).then(async (c) => ({ c, tree: await tree() })),
    });
    const before = await workforceCounts(t);
    const mixed = await post('bulk-delete', { ids: [mid.id, theirs.id, loner.id] });
    expect(mixed.statusCode).toBe(404);
    expect(await workforceCounts(t)).toEqual(before);
  });

  it('needs workforce, and applies the single delete rule to each person', async () => {
    const { loner } = await team('d3');
    expect((await post('bulk-delete', { ids: [loner.id] }, null)).statusCode).toBe(401);
    expect((await post('bulk-delete', { ids: [loner.id] }, await employeeWith(t, admin, { organization: true }))).statusCode).toBe(403);
    const keeper = await employeeWith(t, admin, { workforce: true });
    const surveyor = await createEmployee(t, admin, { username: 'd3.surveyor' });
    await send(t, admin, 'PATCH', '/api/permission-on-user-id/', { user_id: surveyor.user_id, permissions: { survey: true } });
    const before = await workforceCounts(t);
    const refused = await post('bulk-delete', { ids: [loner.id, surveyor.id] }, keeper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/^Mira Kovac \d+: This person can use the survey area, which you cannot/);
    expect(await workforceCounts(t)).toEqual(before);
    expect((await post('bulk-delete', { ids: [loner.id] }, keeper)).statusCode).toBe(200);
  });
});
