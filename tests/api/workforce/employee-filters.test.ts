import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { activate, createEmployee, listItem, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** GET /api/user-get/ filtered by designation, department, group, manager and status, in SQL. */
let t: TestApp;
let admin: Session;
const ids: Record<string, number> = {};
const lists: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Filterworks' });
  lists.engineer = await listItem(t, admin, 'designation', 'Engineer');
  lists.sales = await listItem(t, admin, 'department', 'Sales');
  lists.pipeline = await listItem(t, admin, 'group', 'Pipeline');
  const boss = await createEmployee(t, admin, { username: 'boss', designation: lists.engineer, department: lists.sales });
  ids.boss = boss.id;
  ids.ann = (await createEmployee(t, admin, { username: 'ann', designation: lists.engineer, parent_id: boss.id, group: lists.pipeline })).id;
  ids.bob = (await createEmployee(t, admin, { username: 'bob', department: lists.sales, parent_id: boss.id, send_invitation: false })).id;
  const cid = await createEmployee(t, admin, { username: 'cid', send_invitation: false });
  ids.cid = cid.id;
  // Boss sets a password from the welcome mail; cid signed in once some other way (no password of their own).
  await activate(t, boss.email);
  await t.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, cid.user_id));
});
afterAll(async () => {
  await t.close();
});

const names = async (query: string) => {
  const res = await send(t, admin, 'GET', `/api/user-get/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { names: (res.json() as Array<{ username: string }>).map((e) => e.username), total: res.headers['x-total-count'] };
};

describe('filters of GET /api/user-get/', () => {
  it('shows each status by one rule: signed in or a password is active, a link out is invited, else not invited', async () => {
    const all = (await send(t, admin, 'GET', '/api/user-get/')).json() as Array<{ username: string; status: string }>;
    expect(Object.fromEntries(all.map((e) => [e.username, e.status]))).toEqual({ boss: 'active', ann: 'invited', bob: 'not_invited', cid: 'active' });
    expect(await names('?status=active')).toEqual({ names: ['boss', 'cid'], total: '2' });
    expect(await names('?status=invited')).toEqual({ names: ['ann'], total: '1' });
    expect(await names('?status=not_invited')).toEqual({ names: ['bob'], total: '1' });
  });

  it('filters by designation, department, group and manager, together and with the search', async () => {
    expect((await names(`?designation=${lists.engineer}`)).names).toEqual(['boss', 'ann']);
    expect((await names(`?department=${lists.sales}`)).names).toEqual(['boss', 'bob']);
    expect((await names(`?group=${lists.pipeline}`)).names).toEqual(['ann']);
    expect((await names(`?manager=${ids.boss}`)).names).toEqual(['ann', 'bob']);
    expect((await names(`?manager=${ids.boss}&department=${lists.sales}`)).names).toEqual(['bob']);
    expect((await names(`?manager=${ids.boss}&search=an`)).names).toEqual(['ann']);
    expect(await names(`?manager=${ids.boss}&limit=1`)).toEqual({ names: ['ann'], total: '2' });
  });

  it("refuses a malformed filter, and another company's ids simply match nobody", async () => {
    for (const q of ['?status=gone', '?designation=x', '?manager=0', '?group=-1']) {
      expect((await send(t, admin, 'GET', `/api/user-get/${q}`)).statusCode, q).toBe(400);
    }
    const other = await signUpCompany(t, { company_name: 'Elsewhere' });
    expect((await send(t, other, 'GET', `/api/user-get/?manager=${ids.boss}`)).json()).toEqual([]);
    expect((await send(t, other, 'GET', `/api/user-get/?designation=${lists.engineer}`)).json()).toEqual([]);
  });
});
