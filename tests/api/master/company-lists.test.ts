import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterItems } from '../../../server/db/schema';
import { masterListRoutes } from '../../../server/master/routes/master-list-routes';
import { signUpCompany, type Session } from '../helpers/accounts';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * Company lists (group, designation, department) arrive in a later issue as more
 * registrations of the generic list plugin. This proves now that the plugin in company
 * scope keeps each company to its own rows.
 */
let t: TestApp;
let owner: Session;
let intruder: Session;
const path = '/api/test-group';
beforeAll(async () => {
  t = await buildTestApp({
    extraRoutes: async (app) => {
      await app.register(masterListRoutes, { list: 'group', label: 'Group', path, scope: 'company' });
    },
  });
  owner = await signUpCompany(t);
  intruder = await signUpCompany(t);
});
afterAll(async () => {
  await t.close();
});

const post = (s: Session, name: string) => t.app.inject({ method: 'POST', url: `${path}/`, payload: { name }, headers: s.headers });

describe('the generic list plugin in company scope', () => {
  it('keeps each company to its own rows', async () => {
    const ids = [];
    for (const name of ['Sales', 'Engineering']) ids.push((await post(owner, name)).json().id as number);
    await post(intruder, 'Support');
    await expectTenantIsolation({
      app: t.app,
      intruder: intruder.headers,
      byId: ids.flatMap((id) => [
        { method: 'PUT' as const, url: `${path}/${id}/`, payload: { name: 'Taken over' } },
        { method: 'DELETE' as const, url: `${path}/${id}/` },
      ]),
      lists: [{ url: `${path}/`, ownerIds: ids }],
      snapshot: () =>
        t.db
          .select()
          .from(masterItems)
          .where(and(eq(masterItems.list, 'group'), eq(masterItems.companyId, owner.companyId!)))
          .orderBy(masterItems.id),
    });
    expect((await t.app.inject({ method: 'GET', url: `${path}/`, headers: owner.headers })).json().map((r: { name: string }) => r.name)).toEqual([
      'Sales',
      'Engineering',
    ]);
  });

  it('lets two companies use the same name, but not one company twice', async () => {
    expect((await post(owner, 'Finance')).statusCode).toBe(201);
    expect((await post(intruder, 'finance')).statusCode).toBe(201);
    const dup = await post(owner, 'FINANCE ');
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ name: ['Group "FINANCE" already exists.'] });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${path}/` })).statusCode).toBe(401);
  });
});
