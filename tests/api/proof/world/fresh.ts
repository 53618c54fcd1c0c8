import { expect } from 'vitest';
import { mailedToken, registration, type Session } from '../../helpers/accounts';
import { activate, send } from '../../helpers/employees';
import type { TestApp } from '../../helpers/test-app';
import { addPerson, ok, surveyBody, type Estate, type Person } from './estate';

let n = 0;
const name = (e: Estate, what: string) => `${e.marker} fresh ${what} ${++n}`;
const managers = new Map<Estate, Promise<Session>>();

/**
 * A new employee, signed in, made the colleague's manager: in the tree, and as a fact My team reads from (issue 37),
 * by releasing the colleague's report again while they are.
 */
async function colleagueManager(t: TestApp, e: Estate): Promise<Session> {
  const person = await addPerson(t, e.admin, e.marker, 'Manager');
  await ok(t, e.admin, 'PATCH', '/api/employee-registration/', { id: e.colleague.employeeId, parent_id: person.employeeId });
  const ratees = [e.colleague.employeeId];
  await ok(t, e.admin, 'PUT', `/feedback/survey/${e.reported}/release/`, { released: false, ratees });
  await ok(t, e.admin, 'PUT', `/feedback/survey/${e.reported}/release/`, { released: true, ratees });
  return activate(t, person.email);
}

/** New rows for the cells that change or remove what they name, made as the company's admin. */
export const fresh = {
  item: async (t: TestApp, e: Estate, list: 'group' | 'designation' | 'department') =>
    (await ok(t, e.admin, 'POST', `/api/${list}/`, { name: name(e, list) })).id,
  platformItem: async (t: TestApp, superuser: Session, list: string) =>
    (await ok(t, superuser, 'POST', `/api/${list}/`, { name: `Fresh platform ${list} ${++n}` })).id,
  type: async (t: TestApp, e: Estate) => (await ok(t, e.admin, 'POST', '/competency/type/', { name: name(e, 'type') })).id,
  competency: async (t: TestApp, e: Estate) =>
    (await ok(t, e.admin, 'POST', '/competency/list/', { type: e.type, title: name(e, 'skill'), defination: 'Fresh.' })).id,
  statement: async (t: TestApp, e: Estate) =>
    (await ok(t, e.admin, 'POST', '/competency/statements/', { type: e.type, competency_title: e.competency, statement: name(e, 'statement') })).id,
  libraryAction: async (t: TestApp, e: Estate) =>
    (await ok(t, e.admin, 'POST', '/competency/development-actions/', { competency: e.competency, level: 'basic', title: name(e, 'action') })).id,
  person: (t: TestApp, e: Estate): Promise<Person> => addPerson(t, e.admin, e.marker, 'Fresh'),
  /** A new employee who has set their password and signed in. */
  member: async (t: TestApp, e: Estate): Promise<Session> => activate(t, (await addPerson(t, e.admin, e.marker, 'Fresh')).email),
  /** The colleague's manager (made once per company): the one person My team's pages about the colleague are for. */
  manager: (t: TestApp, e: Estate): Promise<Session> => {
    if (!managers.has(e)) managers.set(e, colleagueManager(t, e));
    return managers.get(e)!;
  },
  /** The link of a company just registered, not yet confirmed. */
  confirmationToken: async (t: TestApp) => {
    const body = registration({ company_name: 'Newco', last_name: 'Newco', email: `founder.${++n}@newco-fresh.example.com` });
    expect((await send(t, null, 'POST', '/api/users/', body)).statusCode).toBe(201);
    await t.mailer.flush();
    return mailedToken(t.db, body.email, 'confirmation-link');
  },
  /** The set-password link of a new employee's welcome mail. */
  resetToken: async (t: TestApp, e: Estate) => {
    const person = await addPerson(t, e.admin, e.marker, 'Fresh');
    return mailedToken(t.db, person.email, 'password-reset');
  },
  survey: async (t: TestApp, e: Estate) =>
    (await ok(t, e.admin, 'POST', '/survey/survey-creation/', surveyBody(t, e.marker, e.type, e.competency, [e.colleague]))).id,
  action: async (t: TestApp, e: Estate) =>
    (await ok(t, e.admin, 'POST', '/feedback/development-actions/', { survey: e.reported, ratee: e.colleague.employeeId, title: name(e, 'action') })).id,
};
