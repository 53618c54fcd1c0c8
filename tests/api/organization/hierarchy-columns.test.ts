import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HierarchyColumns, HierarchyNode } from '../../../schemas/organization';
import { users } from '../../../server/db/schema';
import { addSuperuser, signUpCompany, type Session } from '../helpers/accounts';
import { createEmployee, employeeWith, listItem, moveEmployee, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * GET /api/get-org-hirearchy-data/columns/ (the tree, compact) and /{id}/ (one node, whole).
 * The columns are kept per process and brought up to date by the nodes changed since: two
 * apps on one database stand for two processes, each seeing what the other changed.
 */
let t: TestApp;
let other: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp({ handle: t.handle });
  admin = await signUpCompany(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const columns = async (app: TestApp = t, by: Session | null = admin) => {
  const res = await send(app, by, 'GET', '/api/get-org-hirearchy-data/columns/');
  expect(res.statusCode).toBe(200);
  return res.json() as HierarchyColumns;
};
const full = async (app: TestApp = t) => (await send(app, admin, 'GET', '/api/get-org-hirearchy-data/')).json() as HierarchyNode[];
/** The columns as nodes of the full form's fields, by id. */
const asNodes = (c: HierarchyColumns) =>
  c.id
    .map((id, i) => ({
      id,
      parent_id: c.parent_id[i],
      username: c.username[i],
      first_name: c.first_name[i],
      last_name: c.last_name[i],
      designation: c.designation[i],
      department: c.department[i],
      group: c.group[i],
      emp_code: c.emp_code[i],
    }))
    .sort((a, b) => a.id - b.id);
const compactOf = (nodes: HierarchyNode[]) =>
  nodes.map(({ id, parent_id, username, first_name, last_name, designation, department, group, emp_code }) => ({
    id,
    parent_id,
    username,
    first_name,
    last_name,
    designation,
    department,
    group,
    emp_code,
  }));
/** Both apps answer exactly what the full form holds. */
const agree = async () => {
  const expected = compactOf(await full());
  expect(asNodes(await columns(t))).toEqual(expected);
  expect(asNodes(await columns(other))).toEqual(expected);
  return expected;
};

describe('GET /api/get-org-hirearchy-data/columns/', () => {
  it('holds the same people, managers, names and lists as the full form', async () => {
    const fresh = await signUpCompany(t);
    expect(await columns(t, fresh)).toMatchObject({ id: [], parent_id: [], username: [] });
    const designation = await listItem(t, admin, 'designation');
    const boss = await createEmployee(t, admin, { designation });
    await createEmployee(t, admin, { parent_id: boss.id });
    expect((await agree()).length).toBe(2);
  });

  it('shows a move, a new person, a rename and a deletion made by either process', async () => {
    const boss = await createEmployee(t, admin);
    const report = await createEmployee(t, admin, { parent_id: boss.id });
    await agree();
    await moveEmployee(other, admin, report.id, null);
    expect((await agree()).find((n) => n.id === report.id)?.parent_id).toBeNull();
    const added = await createEmployee(other, admin, { parent_id: report.id });
    expect((await agree()).find((n) => n.id === added.id)?.parent_id).toBe(report.id);
    await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, added.user_id));
    expect((await agree()).find((n) => n.id === added.id)?.first_name).toBe('Renamed');
    expect((await send(t, admin, 'DELETE', `/api/users/${report.user_id}/`)).statusCode).toBe(204);
    const now = await agree();
    expect(now.find((n) => n.id === report.id)).toBeUndefined();
    expect(now.find((n) => n.id === added.id)?.parent_id).toBeNull();
  });

  it('reads only the changed nodes after a move, and the whole tree after a bulk write', async () => {
    const before = await columns(other);
    const boss = await createEmployee(t, admin);
    const report = await createEmployee(t, admin, { parent_id: boss.id });
    await moveEmployee(t, admin, report.id, null);
    const stamped = await t.db.execute(
      sql`select count(*)::int as n from employees where company_id = ${admin.companyId} and tree_version > ${before.version}`,
    );
    expect((stamped as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(2);
    await t.db.execute(sql`update employees set emp_code = emp_code || '' where company_id = ${admin.companyId}`);
    await agree();
  });

  it('answers the same JSON compressed as Accept-Encoding asks, brotli else gzip', async () => {
    await createEmployee(t, admin);
    const plain = (await send(t, admin, 'GET', '/api/get-org-hirearchy-data/columns/')).body;
    const read = (accept: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/get-org-hirearchy-data/columns/',
        headers: { ...admin.headers, 'accept-encoding': accept },
      });
    const br = await read('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await read('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it("shows only the caller's company; open to organization and workforce only", async () => {
    const theirs = await signUpCompany(t);
    const foreign = await createEmployee(t, theirs);
    expect((await columns()).id).not.toContain(foreign.id);
    expect((await columns(other, theirs)).id).toEqual([foreign.id]);
    expect((await send(t, await employeeWith(t, admin, { organization: true }), 'GET', '/api/get-org-hirearchy-data/columns/')).statusCode).toBe(200);
    expect((await send(t, await employeeWith(t, admin, { survey: true }), 'GET', '/api/get-org-hirearchy-data/columns/')).statusCode).toBe(403);
    expect((await send(t, null, 'GET', '/api/get-org-hirearchy-data/columns/')).statusCode).toBe(401);
    expect((await send(t, await addSuperuser(t), 'GET', '/api/get-org-hirearchy-data/columns/')).statusCode).toBe(403);
  });
});

describe('GET /api/get-org-hirearchy-data/{id}/', () => {
  it('answers one node with every field, as the full form has it', async () => {
    const boss = await createEmployee(t, admin, { contact_num: '0199' });
    const report = await createEmployee(t, admin, { parent_id: boss.id });
    const res = await send(t, admin, 'GET', `/api/get-org-hirearchy-data/${report.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await full()).find((n) => n.id === report.id));
    expect((await send(t, admin, 'GET', `/api/get-org-hirearchy-data/${boss.id}/`)).json()).toMatchObject({ contact_num: '0199', email: boss.email });
  });

  it("answers 404 for another company's employee or none, 403 without the permission", async () => {
    const theirs = await signUpCompany(t);
    const foreign = await createEmployee(t, theirs);
    expect((await send(t, admin, 'GET', `/api/get-org-hirearchy-data/${foreign.id}/`)).statusCode).toBe(404);
    expect((await send(t, admin, 'GET', '/api/get-org-hirearchy-data/999999/')).statusCode).toBe(404);
    expect((await send(t, await employeeWith(t, admin, { survey: true }), 'GET', `/api/get-org-hirearchy-data/${foreign.id}/`)).statusCode).toBe(403);
  });

  it('is documented, with the compact form', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const compact = doc.paths['/api/get-org-hirearchy-data/columns/'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(compact.properties)).toEqual(expect.arrayContaining(['version', 'id', 'parent_id', 'first_name']));
    expect(doc.paths['/api/get-org-hirearchy-data/{id}/'].get.responses).toHaveProperty('404');
  });
});
