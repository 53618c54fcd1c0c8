import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../../server/db/schema';
import { addSuperuser, addUser, counts, signUpCompany, type Session } from '../helpers/accounts';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const patch = (s: Session, id: number, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}/`, payload: payload as object, headers: s.headers });
const remove = (s: Session, id: number) => t.app.inject({ method: 'DELETE', url: `/api/users/${id}/`, headers: s.headers });
const rowsOf = (companyId: number) => t.db.select().from(users).where(eq(users.companyId, companyId)).orderBy(users.id);

describe('PATCH /api/users/{id}/', () => {
  it('lets a user edit their own profile, trimmed', async () => {
    const admin = await signUpCompany(t);
    const user = await addUser(t, admin);
    const res = await patch(user, user.userId, { first_name: ' Ivana ', contact_num: '5550199', username: 'ivana.p' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.userId, first_name: 'Ivana', contact_num: '5550199', username: 'ivana.p', role: 'user' });
    expect(res.json()).not.toHaveProperty('password_hash');
  });

  it('lets an admin edit anyone of the company, but not a plain user a colleague', async () => {
    const admin = await signUpCompany(t);
    const user = await addUser(t, admin);
    const colleague = await addUser(t, admin);
    expect((await patch(admin, user.userId, { last_name: 'Horvat' })).json().last_name).toBe('Horvat');
    const res = await patch(user, colleague.userId, { last_name: 'Hacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "You can change only your own profile here; an admin can change anyone's." });
    const adminRes = await patch(user, admin.userId, { last_name: 'Hacked' });
    expect(adminRes.statusCode).toBe(403);
    expect(adminRes.json()).toEqual({ detail: "Only an admin can change or remove an admin's account." });
  });

  it('refuses a username another user of the company has, whatever its case', async () => {
    const admin = await signUpCompany(t);
    const user = await addUser(t, admin);
    await patch(admin, admin.userId, { username: 'Boss' });
    const before = await rowsOf(admin.companyId!);
    const res = await patch(user, user.userId, { username: 'boss' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['A user with that username already exists.'] });
    expect(await rowsOf(admin.companyId!)).toEqual(before);
    // Another company may use it.
    const other = await signUpCompany(t);
    expect((await patch(other, other.userId, { username: 'BOSS' })).statusCode).toBe(200);
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'This field may not be blank.'],
    [{ last_name: '  ' }, 'last_name', 'This field may not be blank.'],
    [{ username: 'has space' }, 'username', 'May contain letters, digits and . @ + - _ only (no spaces, apostrophes or accents).'],
    [{ contact_num: '+1 555' }, 'contact_num', 'Enter a valid value.'],
    [{ role: 'admin' }, 'role', 'Unknown field "role".'],
    [{ email: 'new@acme.example.com' }, 'email', 'Unknown field "email".'],
    [{ first_name: null }, 'first_name', 'Expected a string.'],
  ])('refuses %j with 400 at the field and changes nothing', async (payload, field, message) => {
    const admin = await signUpCompany(t);
    const before = await counts(t.db);
    const rows = await rowsOf(admin.companyId!);
    const res = await patch(admin, admin.userId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
    expect(await rowsOf(admin.companyId!)).toEqual(rows);
    expect(await counts(t.db)).toEqual(before);
  });

  it('answers 404 for an id that is not a positive integer or does not exist, 401 without a token', async () => {
    const admin = await signUpCompany(t);
    for (const id of ['abc', '0', '-1', '1.5', '999999', '99999999999', '1e400']) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/users/${id}/`, payload: { first_name: 'X' }, headers: admin.headers });
      expect(res.statusCode, id).toBe(404);
    }
    const anon = await t.app.inject({ method: 'PATCH', url: `/api/users/${admin.userId}/`, payload: { first_name: 'X' } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('DELETE /api/users/{id}/', () => {
  it('lets an admin delete a user of the company, whose token then stops working', async () => {
    const admin = await signUpCompany(t);
    const user = await addUser(t, admin);
    const res = await remove(admin, user.userId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await t.db.select().from(users).where(eq(users.id, user.userId))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: user.headers })).statusCode).toBe(401);
  });

  it('lets a user delete themselves but not a colleague', async () => {
    const admin = await signUpCompany(t);
    const user = await addUser(t, admin);
    const colleague = await addUser(t, admin);
    expect((await remove(user, colleague.userId)).statusCode).toBe(403);
    expect((await remove(user, user.userId)).statusCode).toBe(204);
  });

  it('never deletes the last admin of a company', async () => {
    const admin = await signUpCompany(t);
    const res = await remove(admin, admin.userId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['A company needs at least one admin: make another user an admin before deleting this one.'] });
    const second = await addUser(t, admin, 'admin');
    // Two admins deleting each other at once: exactly one succeeds.
    const results = await Promise.all([remove(admin, second.userId), remove(second, admin.userId)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(204);
    expect([400, 401, 404]).toContain(codes[1]);
    const admins = (await rowsOf(admin.companyId!)).filter((u) => u.role === 'admin');
    expect(admins).toHaveLength(1);
  });
});

describe('tenant isolation of /api/users/{id}/', () => {
  it('answers another company 404 for every user id and changes nothing', async () => {
    const owner = await signUpCompany(t);
    const ownerUser = await addUser(t, owner);
    const intruder = await signUpCompany(t);
    const ids = [owner.userId, ownerUser.userId];
    await expectTenantIsolation({
      app: t.app,
      intruder: intruder.headers,
      byId: ids.flatMap((id) => [
        { method: 'PATCH' as const, url: `/api/users/${id}/`, payload: { first_name: 'Mallory' } },
        { method: 'DELETE' as const, url: `/api/users/${id}/` },
      ]),
      snapshot: async () => ({
        users: await t.db.select().from(users).where(inArray(users.id, ids)).orderBy(users.id),
        company: await t.db.select().from(companies).where(eq(companies.id, owner.companyId!)),
      }),
    });
  });

  it('scopes a superuser to the platform: a company user id answers 404 there too', async () => {
    const owner = await signUpCompany(t);
    const ops = await addSuperuser(t);
    expect((await patch(ops, owner.userId, { first_name: 'X' })).statusCode).toBe(404);
    expect((await patch(ops, ops.userId, { first_name: 'Olga' })).json().first_name).toBe('Olga');
  });
});
