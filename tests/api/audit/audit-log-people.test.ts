import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCompany, type Session } from '../helpers/accounts';
import { auditLog, lastEntry } from '../helpers/audit';
import { createEmployee, moveEmployee, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** The audit log for people, the tree and permissions: who, from where, and only what changed. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Initech' });
});
afterAll(async () => {
  await t.close();
});

const by = (s: Session) => ({ actor_user_id: s.userId, actor: expect.stringContaining(s.email), ip: expect.any(String) });

describe('people, the tree and permissions', () => {
  it('records a creation, a change of fields only, a move with the manager before and after, and a deletion', async () => {
    const boss = await createEmployee(t, admin, { first_name: 'Bea', last_name: 'Boss' });
    const person = await createEmployee(t, admin, { first_name: 'Pat', last_name: 'Lee' });
    expect(await lastEntry(t, admin, 'employee.create')).toMatchObject({
      ...by(admin),
      entity_id: String(person.id),
      before: null,
      after: expect.objectContaining({ first_name: 'Pat', last_name: 'Lee' }),
    });
    expect((await send(t, admin, 'PATCH', '/api/employee-registration/', { id: person.id, last_name: 'Leigh' })).statusCode).toBe(200);
    expect(await lastEntry(t, admin, 'employee.update')).toMatchObject({ before: { name: 'Pat Lee', last_name: 'Lee' }, after: { last_name: 'Leigh' } });
    expect((await moveEmployee(t, admin, person.id, boss.id)).statusCode).toBe(200);
    expect(await lastEntry(t, admin, 'employee.move')).toMatchObject({
      before: { name: 'Pat Leigh', manager: null, parent_id: null },
      after: { manager: 'Bea Boss', parent_id: boss.id },
    });
    expect((await send(t, admin, 'POST', '/api/user/bulk-delete/', { ids: [person.id] })).statusCode).toBe(200);
    expect((await lastEntry(t, admin, 'employee.bulk_delete')).before).toMatchObject({ count: 1, employees: [expect.objectContaining({ name: 'Pat Leigh' })] });
    expect((await send(t, admin, 'DELETE', `/api/users/${boss.user_id}/`)).statusCode).toBe(204);
    expect((await lastEntry(t, admin, 'user.delete')).before).toMatchObject({ first_name: 'Bea', last_name: 'Boss' });
  });

  it('records areas granted and removed, only those that changed', async () => {
    const person = await createEmployee(t, admin);
    await send(t, admin, 'PATCH', '/api/permission-on-user-id/', { user_id: person.user_id, permissions: { survey: true, dashboard: true } });
    expect(await lastEntry(t, admin, 'permissions.change')).toMatchObject({
      ...by(admin),
      entity: 'permissions',
      before: { survey: false },
      after: { survey: true },
    });
    await send(t, admin, 'PATCH', '/api/permission-on-user-id/', { user_id: person.user_id, permissions: { survey: false } });
    expect((await lastEntry(t, admin, 'permissions.change')).after).toEqual({ survey: false });
    expect((await auditLog(t, admin, '?entity=permissions')).length).toBe(2);
  });
});
