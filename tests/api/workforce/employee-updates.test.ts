import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, users } from '../../../server/db/schema';
import { twoCompanies } from '../helpers/app-with';
import { createEmployee, listItem, moveEmployee, send, workforceCounts } from '../helpers/employees';

/** PATCH /api/employee-registration/: only the fields sent change; a manager can never close a loop. */
const { t, hr: admin, other } = twoCompanies();

const update = (payload: object, by = admin) => send(t, by, 'PATCH', '/api/employee-registration/', payload);
const CHOICE = 'Select a valid choice. That choice is not one of the available choices.';
const LOOP = 'This person already reports to the employee, directly or through others: choose a manager outside their team.';
const snapshot = async () => ({
  settled: await t.app.invitations.settled(),
  users: await t.db.select().from(users).orderBy(users.id),
  employees: await t.db.select().from(employees).orderBy(employees.id),
});

describe('PATCH /api/employee-registration/', () => {
  it('changes only the fields sent, trimmed, and answers the employee', async () => {
    const designation = await listItem(t, admin, 'designation');
    const created = await createEmployee(t, admin, { designation, contact_num: '123' });
    const res = await update({ id: created.id, first_name: '  Ana ', emp_code: ' NEW-1 ', department: await listItem(t, admin, 'department') });
    expect(res.statusCode, res.body).toBe(200);
    // The welcome mail was queued after the create answered: the update shows when.
    expect(res.json()).toEqual({ ...created, first_name: 'Ana', emp_code: 'NEW-1', department: expect.any(Number), invited_at: expect.any(String) });
    const cleared = await update({ id: created.id, designation: null, contact_num: '' });
    expect(cleared.json()).toMatchObject({ designation: null, contact_num: '', first_name: 'Ana' });
    // Sending back its own username, email and code is no clash.
    const same = await update({ id: created.id, username: created.username.toUpperCase(), email: created.email, emp_code: 'new-1' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().username).toBe(created.username.toUpperCase());
  });

  it('answers 404 for an id of another company or none, and changes nothing', async () => {
    const theirs = await createEmployee(t, other);
    const before = await snapshot();
    for (const id of [theirs.id, 99999999, 2 ** 40]) {
      const res = await update({ id, first_name: 'Mallory' });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no id', async () => ({ first_name: 'X' }), { id: ['This field is required.'] }],
    ['a blank name', async (id: number) => ({ id, last_name: '   ' }), { last_name: ['This field may not be blank.'] }],
    ['a bad email', async (id: number) => ({ id, email: 'nope' }), { email: ['Enter a valid email address.'] }],
    ['an unknown field', async (id: number) => ({ id, status: 'active' }), { status: ['Unknown field "status".'] }],
    [
      "a colleague's username",
      async (id: number) => ({ id, username: (await createEmployee(t, admin)).username }),
      { username: ['A user with that username already exists.'] },
    ],
    [
      "another company's admin's email",
      async (id: number) => ({ id, email: other.email }),
      { email: ['This address already signs in to an account, here or elsewhere: use another work address for this person.'] },
    ],
    [
      "a colleague's employee code",
      async (id: number) => ({ id, emp_code: ` ${String((await createEmployee(t, admin)).emp_code).toUpperCase()}` }),
      { emp_code: ['An employee with that employee code already exists.'] },
    ],
    ["another company's designation", async (id: number) => ({ id, designation: await listItem(t, other, 'designation') }), { designation: [CHOICE] }],
    ['a manager of another company', async (id: number) => ({ id, parent_id: (await createEmployee(t, other)).id }), { parent_id: [CHOICE] }],
  ])('refuses %s with 400 at the field and changes nothing', async (_name, body, errors) => {
    const target = await createEmployee(t, admin);
    const payload = await body(target.id);
    const before = await snapshot();
    const counted = await workforceCounts(t);
    const res = await update(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await snapshot()).toEqual(before);
    expect(await workforceCounts(t)).toEqual(counted);
  });
});

describe('changing a manager', () => {
  /** ceo → vp → lead → dev, and a second root. */
  async function tree() {
    const ceo = await createEmployee(t, admin);
    const vp = await createEmployee(t, admin, { parent_id: ceo.id });
    const lead = await createEmployee(t, admin, { parent_id: vp.id });
    const dev = await createEmployee(t, admin, { parent_id: lead.id });
    const loner = await createEmployee(t, admin);
    return { ceo, vp, lead, dev, loner };
  }

  it('moves an employee under another and makes a root with null', async () => {
    const { ceo, lead, loner } = await tree();
    const moved = await moveEmployee(t, admin, lead.id, loner.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().parent_id).toBe(loner.id);
    const root = await moveEmployee(t, admin, loner.id, null);
    expect(root.json().parent_id).toBeNull();
    expect((await moveEmployee(t, admin, loner.id, ceo.id)).json().parent_id).toBe(ceo.id);
  });

  it('refuses the employee itself and anyone below them, at parent_id, naming no ids', async () => {
    const { ceo, vp, lead, dev } = await tree();
    const before = await snapshot();
    const self = await moveEmployee(t, admin, vp.id, vp.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ parent_id: ['An employee cannot be their own manager.'] });
    for (const below of [lead, dev]) {
      const res = await moveEmployee(t, admin, vp.id, below.id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ parent_id: [LOOP] });
    }
    const top = await moveEmployee(t, admin, ceo.id, dev.id);
    expect(top.json()).toEqual({ parent_id: [LOOP] });
    expect(await snapshot()).toEqual(before);
  });

  it('lets only one of two simultaneous crossing moves through, so no loop can form', async () => {
    const a = await createEmployee(t, admin);
    const b = await createEmployee(t, admin);
    const results = await Promise.all([moveEmployee(t, admin, a.id, b.id), moveEmployee(t, admin, b.id, a.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.db.select().from(employees).where(eq(employees.companyId, admin.companyId!));
    const parentOf = (id: number) => rows.find((r) => r.id === id)!.parentId;
    expect(parentOf(a.id) === b.id && parentOf(b.id) === a.id).toBe(false);
  });
});
