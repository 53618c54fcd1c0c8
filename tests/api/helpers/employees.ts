import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { employees } from '../../../server/db/schema';
import { auth, counts, mailedToken, PASSWORD, signIn, uniqueEmail, type Session } from './accounts';
import type { TestApp } from './test-app';

type Payload = Record<string, unknown>;

let n = 0;
/** A valid POST /api/employee-registration/ body, different each time. */
export function employeeBody(overrides: Payload = {}): Payload {
  n += 1;
  const email = uniqueEmail('emp');
  return {
    username: email.split('@')[0]!,
    email,
    emp_code: `E-${n}-${Math.random().toString(36).slice(2, 7)}`,
    first_name: 'Mira',
    last_name: `Kovac ${n}`,
    ...overrides,
  };
}

export const send = (t: TestApp, s: Session | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload !== undefined && { payload }), ...(s && { headers: s.headers }) });

/** Creates an employee through the API as `by`, invited at once unless told otherwise; answers the Employee. */
export async function createEmployee(t: TestApp, by: Session, overrides: Payload = {}) {
  const res = await send(t, by, 'POST', '/api/employee-registration/', employeeBody({ send_invitation: true, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  // The welcome mail goes out after the answer: wait for it, so that what a test compares stays still.
  await t.app.invitations.settled();
  return res.json() as { id: number; user_id: number; email: string; username: string; parent_id: number | null } & Payload;
}

export async function moveEmployee(t: TestApp, by: Session, id: number, parentId: number | null) {
  return send(t, by, 'PATCH', '/api/employee-registration/', { id, parent_id: parentId });
}

/** The employee follows the welcome mail's link, chooses a password and signs in. */
export async function activate(t: TestApp, email: string): Promise<Session> {
  await t.app.invitations.settled();
  const token = await mailedToken(t.db, email, 'password-reset');
  const res = await t.app.inject({ method: 'PATCH', url: `/api/password-reset/${token}/`, payload: { password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const jwt = await signIn(t, email);
  const me = await t.app.inject({ method: 'GET', url: '/api/auth-user/', headers: auth(jwt) });
  return { email, password: PASSWORD, token: jwt, userId: me.json().id, companyId: me.json().company.id, headers: auth(jwt) };
}

/** An employee with a password and the areas given, signed in. */
export async function employeeWith(t: TestApp, admin: Session, areas: Payload = {}): Promise<Session> {
  const created = await createEmployee(t, admin);
  if (Object.keys(areas).length) {
    const res = await send(t, admin, 'PATCH', '/api/permission-on-user-id/', { user_id: created.user_id, permissions: areas });
    expect(res.statusCode, res.body).toBe(200);
  }
  return activate(t, created.email);
}

/** Row counts including the employees: equal before and after means nothing changed. */
export async function workforceCounts(t: TestApp): Promise<Record<string, number> & { employees: number }> {
  await t.app.invitations.settled();
  const [row] = await t.db.select({ n: count() }).from(employees);
  return { ...(await counts(t.db)), employees: row!.n };
}

/** An item of a company list (designation, department, group), made through the API. */
export async function listItem(t: TestApp, s: Session, list: 'designation' | 'department' | 'group', name = `${list} ${Math.random()}`) {
  const res = await send(t, s, 'POST', `/api/${list}/`, { name });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}
