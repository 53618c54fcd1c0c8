import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../server/db/schema';
import { platformLists } from '../../../server/master/routes/platform-lists';
import { addSuperuser, addUser, counts, signUpCompany, type Session } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let ops: Session;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  ops = await addSuperuser(t);
  admin = await signUpCompany(t);
});
afterAll(async () => {
  await t.close();
});

const seeded: Record<string, number> = { companytype: 6, marketshare: 5, industry: 14, annualrevenue: 6, totalheadcount: 7 };

describe.each(platformLists.map((l) => [l.path, l] as const))('%s/', (path, { list }) => {
  it('is readable by anyone, sorted by id, with the seeded items', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${path}/` });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ id: number; name: string }>;
    expect(rows.length).toBe(seeded[list]);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'name']);
  });

  it('lets a superuser add, rename and delete an item', async () => {
    const created = await t.app.inject({ method: 'POST', url: `${path}/`, payload: { name: '  Brand new  ' }, headers: ops.headers });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, name: 'Brand new' });
    const renamed = await t.app.inject({ method: 'PUT', url: `${path}/${id}/`, payload: { name: 'Renamed' }, headers: ops.headers });
    expect(renamed.json()).toEqual({ id, name: 'Renamed' });
    expect((await t.app.inject({ method: 'GET', url: `${path}/` })).json().at(-1)).toEqual({ id, name: 'Renamed' });
    const deleted = await t.app.inject({ method: 'DELETE', url: `${path}/${id}/`, headers: ops.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `${path}/${id}/`, headers: ops.headers })).statusCode).toBe(404);
  });

  it('refuses writes from anyone but a superuser: 401 anonymous, 403 admin and user', async () => {
    const user = await addUser(t, admin);
    const before = await counts(t.db);
    const [first] = (await t.app.inject({ method: 'GET', url: `${path}/` })).json();
    const writes = [
      { method: 'POST' as const, url: `${path}/`, payload: { name: 'Sneaky' } },
      { method: 'PUT' as const, url: `${path}/${first.id}/`, payload: { name: 'Sneaky' } },
      { method: 'DELETE' as const, url: `${path}/${first.id}/` },
    ];
    for (const w of writes) {
      const anon = await t.app.inject(w);
      expect(anon.statusCode, `${w.method} anonymous`).toBe(401);
      for (const s of [admin, user]) {
        const res = await t.app.inject({ ...w, headers: s.headers });
        expect(res.statusCode, `${w.method} by ${s.email}`).toBe(403);
        expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
      }
    }
    expect(await counts(t.db)).toEqual(before);
  });

  it('refuses a duplicate name, ignoring case and surrounding blanks', async () => {
    const [first, second] = (await t.app.inject({ method: 'GET', url: `${path}/` })).json();
    const before = await counts(t.db);
    const dup = await t.app.inject({ method: 'POST', url: `${path}/`, payload: { name: ` ${first.name.toUpperCase()} ` }, headers: ops.headers });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().name[0]).toMatch(/already exists\.$/);
    const rename = await t.app.inject({ method: 'PUT', url: `${path}/${second.id}/`, payload: { name: first.name.toLowerCase() }, headers: ops.headers });
    expect(rename.statusCode).toBe(400);
    expect(await counts(t.db)).toEqual(before);
    // Renaming an item to its own name in another case is no clash.
    const same = await t.app.inject({ method: 'PUT', url: `${path}/${first.id}/`, payload: { name: first.name }, headers: ops.headers });
    expect(same.statusCode).toBe(200);
  });

  it.each([
    [{}, 'name', 'This field is required.'],
    [{ name: '' }, 'name', 'This field may not be blank.'],
    [{ name: '   ' }, 'name', 'This field may not be blank.'],
    [{ name: 'x'.repeat(121) }, 'name', 'Ensure this field has no more than 120 characters.'],
    [{ name: 5 }, 'name', 'Expected a string.'],
    [{ name: 'ok', id: 3 }, 'id', 'Unknown field "id".'],
  ])('refuses %j with 400 at the field', async (payload, field, message) => {
    const before = await counts(t.db);
    const res = await t.app.inject({ method: 'POST', url: `${path}/`, payload, headers: ops.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    expect(await counts(t.db)).toEqual(before);
  });

  it('answers 404 for an id of another list or none at all', async () => {
    const other = platformLists.find((l) => l.list !== list)!;
    const [foreign] = (await t.app.inject({ method: 'GET', url: `${other.path}/` })).json();
    for (const id of [foreign.id, 999999, 99999999999, 'abc']) {
      const res = await t.app.inject({ method: 'PUT', url: `${path}/${id}/`, payload: { name: 'Whatever' }, headers: ops.headers });
      expect(res.statusCode, String(id)).toBe(404);
    }
  });
});

it('deleting an item a company uses leaves the company without that choice', async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/industry/', payload: { name: 'Space mining' }, headers: ops.headers });
  const s = await signUpCompany(t, { industry: created.json().id });
  expect((await t.app.inject({ method: 'DELETE', url: `/api/industry/${created.json().id}/`, headers: ops.headers })).statusCode).toBe(204);
  const [company] = await t.db.select().from(companies).where(eq(companies.id, s.companyId!));
  expect(company!.industryId).toBeNull();
});
