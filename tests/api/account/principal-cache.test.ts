import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, users } from '../../../server/db/schema';
import { PASSWORD, signUpCompany, type Session } from '../helpers/accounts';
import { employeeWith, listItem, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * A list GET takes the signed-in user from the process's cache and checks it in its own
 * statement (server/http/principal-in-query.ts). Two apps on one database stand for two
 * server processes: `a` makes the changes, `b` has the principal cached and must apply
 * them on the very next request. Writes straight to the database stand for a process that
 * sends no notice of any kind.
 */
let a: TestApp;
let b: TestApp;
let admin: Session;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({ handle: a.handle, clock: a.clock });
  admin = await signUpCompany(a);
  await listItem(a, admin, 'designation', 'Engineer');
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const designations = (s: Session) => send(b, s, 'GET', '/api/designation/');
/** Two reads on `b`: the second one starts from its cache. */
async function cachedOnB(s: Session) {
  for (let i = 0; i < 2; i++) expect((await designations(s)).statusCode).toBe(200);
}
const setAreas = (s: Session, areas: object) => a.db.update(permissions).set(areas).where(eq(permissions.userId, s.userId));

describe('a list GET starting from a cached principal', () => {
  it('applies an area taken away on the next request, through the API (the session ends) or written by another process', async () => {
    const viaApi = await employeeWith(a, admin, { workforce: true });
    await cachedOnB(viaApi);
    expect((await send(a, admin, 'PATCH', '/api/permission-on-user-id/', { user_id: viaApi.userId, permissions: { workforce: false } })).statusCode).toBe(200);
    expect((await designations(viaApi)).statusCode).toBe(401);

    const written = await employeeWith(a, admin, { workforce: true });
    await cachedOnB(written);
    await setAreas(written, { workforce: false });
    expect((await designations(written)).statusCode).toBe(403);
    expect((await designations(written)).statusCode).toBe(403);
  });

  it('applies an area given on the next request', async () => {
    const person = await employeeWith(a, admin, { dashboard: true });
    expect((await designations(person)).statusCode).toBe(403);
    expect((await designations(person)).statusCode).toBe(403);
    expect((await send(a, admin, 'PATCH', '/api/permission-on-user-id/', { user_id: person.userId, permissions: { survey: true } })).statusCode).toBe(200);
    const res = await designations(person);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ name: 'Engineer' })]);
  });

  it('refuses at once a token whose password was changed, or whose user was deleted', async () => {
    const changing = await employeeWith(a, admin, { workforce: true });
    await cachedOnB(changing);
    const changed = await send(a, changing, 'PUT', '/api/change-password/', { old_password: PASSWORD, new_password: 'another long passphrase' });
    expect(changed.statusCode).toBe(200);
    expect((await designations(changing)).statusCode).toBe(401);
    expect((await send(b, { ...changing, headers: { authorization: `JWT ${changed.json().token}` } }, 'GET', '/api/designation/')).statusCode).toBe(200);

    const leaving = await employeeWith(a, admin, { workforce: true });
    await cachedOnB(leaving);
    await a.db.delete(users).where(eq(users.id, leaving.userId));
    expect((await designations(leaving)).statusCode).toBe(401);
  });

  it('answers an empty list, which carries no stamp, after reading the principal', async () => {
    const person = await employeeWith(a, admin, { workforce: true });
    await cachedOnB(person);
    const res = await send(b, person, 'GET', '/api/designation/?search=nothing-is-called-this');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    await setAreas(person, { workforce: false });
    expect((await send(b, person, 'GET', '/api/designation/?search=nothing-is-called-this')).statusCode).toBe(403);
  });
});
