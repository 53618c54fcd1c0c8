import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSuperuser, signUpCompany, type Session } from '../helpers/accounts';
import { createEmployee, employeeWith, listItem, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** GET /api/get-org-hirearchy-data/: the company's tree as flat nodes. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
});
afterAll(async () => {
  await t.close();
});

const tree = (by: Session | null = admin) => send(t, by, 'GET', '/api/get-org-hirearchy-data/');

describe('GET /api/get-org-hirearchy-data/', () => {
  it('answers an empty array for a company without employees', async () => {
    const fresh = await signUpCompany(t);
    const res = await tree(fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers every node by id, roots with a null parent, each with its manager's username, as JSON", async () => {
    const designation = await listItem(t, admin, 'designation');
    const group = await listItem(t, admin, 'group');
    const boss = await createEmployee(t, admin, { designation, contact_num: '0199' });
    const report = await createEmployee(t, admin, { parent_id: boss.id, group });
    const res = await tree();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const nodes = res.json() as Array<Record<string, unknown>>;
    expect(nodes.map((n) => n.id)).toEqual([...nodes.map((n) => n.id as number)].sort((a, b) => a - b));
    expect(nodes.find((n) => n.id === boss.id)).toEqual({
      id: boss.id,
      parent_id: null,
      employee_id: boss.id,
      user_id: boss.user_id,
      username: boss.username,
      first_name: boss.first_name,
      last_name: boss.last_name,
      designation,
      department: null,
      group: null,
      email: boss.email,
      emp_code: boss.emp_code,
      contact_num: '0199',
      parent_username: null,
    });
    expect(nodes.find((n) => n.id === report.id)).toMatchObject({ parent_id: boss.id, parent_username: boss.username, group });
  });

  it("shows only the caller's company", async () => {
    const theirs = await signUpCompany(t);
    const foreign = await createEmployee(t, theirs);
    const mine = (await tree()).json() as Array<{ id: number }>;
    expect(mine.map((n) => n.id)).not.toContain(foreign.id);
    expect(((await tree(theirs)).json() as Array<{ id: number }>).map((n) => n.id)).toEqual([foreign.id]);
  });

  it('is open to organization and workforce only; 401 without a token; a superuser has no company', async () => {
    expect((await tree(await employeeWith(t, admin, { organization: true }))).statusCode).toBe(200);
    expect((await tree(await employeeWith(t, admin, { workforce: true }))).statusCode).toBe(200);
    const surveyOnly = await tree(await employeeWith(t, admin, { survey: true, master: true, feedback: true }));
    expect(surveyOnly.statusCode).toBe(403);
    expect(surveyOnly.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await tree(null)).statusCode).toBe(401);
    expect((await tree(await addSuperuser(t))).statusCode).toBe(403);
  });

  it('is documented as an array of nodes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema = doc.paths['/api/get-org-hirearchy-data/'].get.responses['200'].content['application/json'].schema;
    expect(schema.type).toBe('array');
    expect(Object.keys(schema.items.properties)).toEqual(expect.arrayContaining(['id', 'parent_id', 'employee_id', 'parent_username']));
  });
});
