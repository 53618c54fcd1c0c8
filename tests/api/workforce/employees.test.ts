import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, permissions, users } from '../../../server/db/schema';
import { twoCompanies } from '../helpers/app-with';
import { createEmployee, employeeBody, listItem, send, workforceCounts } from '../helpers/employees';

/** POST /api/employee-registration/: who is created, and every way the input can be refused. */
const { t, hr: admin, other } = twoCompanies();

const register = (payload: object, by = admin) => send(t, by, 'POST', '/api/employee-registration/', payload);
const CHOICE = 'Select a valid choice. That choice is not one of the available choices.';

describe('POST /api/employee-registration/', () => {
  it('creates the account, its default permissions and the employee in the list items chosen, trimmed', async () => {
    const designation = await listItem(t, admin, 'designation');
    const department = await listItem(t, admin, 'department');
    const group = await listItem(t, admin, 'group');
    const manager = await createEmployee(t, admin);
    const body = employeeBody({ designation, department, group, contact_num: '5550100', parent_id: manager.id });
    const padded = { ...body, emp_code: `  ${String(body.emp_code)} `, first_name: ' Mira ', last_name: ' Kovac  ' };
    const res = await register(padded);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      user_id: expect.any(Number),
      username: body.username,
      email: body.email,
      emp_code: body.emp_code,
      first_name: 'Mira',
      last_name: 'Kovac',
      designation,
      department,
      group,
      contact_num: '5550100',
      parent_id: manager.id,
      status: 'not_invited',
      invited_at: null,
      pending_email: null,
    });
    const [account] = await t.db.select().from(users).where(eq(users.id, created.user_id));
    expect(account).toMatchObject({ companyId: admin.companyId, role: 'user', passwordHash: null, emailVerifiedAt: null });
    const [areas] = await t.db.select().from(permissions).where(eq(permissions.userId, created.user_id));
    expect(areas).toEqual({
      userId: created.user_id,
      dashboard: true,
      workforce: false,
      organization: false,
      survey: false,
      master: false,
      feedback: false,
      coach: false,
    });
    const [row] = await t.db.select().from(employees).where(eq(employees.id, created.id));
    expect(row!.companyId).toBe(admin.companyId);
  });

  it('takes only the required fields; the rest are null or empty', async () => {
    const body = employeeBody();
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ designation: null, department: null, group: null, parent_id: null, contact_num: '' });
  });

  describe('refuses with 400 at the field and changes nothing', () => {
    const cases: Array<[string, () => Promise<object>, Record<string, string[]>]> = [
      [
        'no body fields',
        async () => ({}),
        {
          username: ['This field is required.'],
          email: ['This field is required.'],
          emp_code: ['This field is required.'],
          first_name: ['This field is required.'],
          last_name: ['This field is required.'],
        },
      ],
      [
        'a blank employee code and names',
        async () => employeeBody({ emp_code: '   ', first_name: ' ', last_name: '\t' }),
        {
          emp_code: ['This field may not be blank.'],
          first_name: ['This field may not be blank.'],
          last_name: ['This field may not be blank.'],
        },
      ],
      ['an empty last name', async () => employeeBody({ last_name: '' }), { last_name: ['This field may not be blank.'] }],
      ['a bad email', async () => employeeBody({ email: 'not-an-address' }), { email: ['Enter a valid email address.'] }],
      [
        'a username with spaces',
        async () => employeeBody({ username: 'has space' }),
        { username: ['May contain letters, digits and . @ + - _ only (no spaces, apostrophes or accents).'] },
      ],
      [
        'a contact number with letters',
        async () => employeeBody({ contact_num: '555 CALL' }),
        { contact_num: ['May contain digits, spaces and + ( ) - . only (a + only first), at most 20 characters.'] },
      ],
      ['an unknown field', async () => employeeBody({ role: 'admin' }), { role: ['Unknown field "role".'] }],
      ['an id as text', async () => employeeBody({ designation: '3' }), { designation: ['Select a valid choice.'] }],
      [
        'a username of the company in another case',
        async () => {
          const taken = await createEmployee(t, admin);
          return employeeBody({ username: taken.username.toUpperCase() });
        },
        { username: ['A user with that username already exists.'] },
      ],
      [
        "the admin's own email in capitals",
        async () => employeeBody({ email: admin.email.toUpperCase() }),
        { email: ['This address already signs in to an account, here or elsewhere: use another work address for this person.'] },
      ],
      [
        "an email another company's user has",
        async () => employeeBody({ email: other.email }),
        { email: ['This address already signs in to an account, here or elsewhere: use another work address for this person.'] },
      ],
      [
        'an employee code of the company in another case with blanks',
        async () => {
          const taken = await createEmployee(t, admin);
          return employeeBody({ emp_code: ` ${String(taken.emp_code).toLowerCase()} ` });
        },
        { emp_code: ['An employee with that employee code already exists.'] },
      ],
      ['a department id given as designation', async () => employeeBody({ designation: await listItem(t, admin, 'department') }), { designation: [CHOICE] }],
      ["another company's group", async () => employeeBody({ group: await listItem(t, other, 'group') }), { group: [CHOICE] }],
      [
        'a department that does not exist, and one too large for an id',
        async () => employeeBody({ department: 99999999, group: 2 ** 40 }),
        { department: [CHOICE], group: [CHOICE] },
      ],
      ['a manager of another company', async () => employeeBody({ parent_id: (await createEmployee(t, other)).id }), { parent_id: [CHOICE] }],
      ['a manager who is a user but not an employee', async () => employeeBody({ parent_id: 99999999 }), { parent_id: [CHOICE] }],
      [
        'every clash at once',
        async () => {
          const taken = await createEmployee(t, admin);
          return employeeBody({ username: taken.username, email: taken.email, emp_code: taken.emp_code, parent_id: 99999999 });
        },
        {
          username: ['A user with that username already exists.'],
          email: ['This address already signs in to an account, here or elsewhere: use another work address for this person.'],
          emp_code: ['An employee with that employee code already exists.'],
          parent_id: [CHOICE],
        },
      ],
    ];
    it.each(cases)('%s', async (_name, body, errors) => {
      const payload = await body();
      const before = await workforceCounts(t);
      const res = await register(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(errors);
      expect(await workforceCounts(t)).toEqual(before);
    });
  });

  it('lets a username and employee code repeat in another company, but never an email', async () => {
    const mine = await createEmployee(t, admin);
    const res = await register(employeeBody({ username: mine.username, emp_code: mine.emp_code }), other);
    expect(res.statusCode, res.body).toBe(201);
    expect((await register(employeeBody({ email: mine.email }), other)).json()).toEqual({
      email: ['This address already signs in to an account, here or elsewhere: use another work address for this person.'],
    });
  });

  it('lets exactly one of two simultaneous requests take an email, username or code; the other gets the field error', async () => {
    for (const field of ['email', 'username', 'emp_code'] as const) {
      const first = employeeBody();
      const second = employeeBody({ [field]: first[field] });
      const before = await workforceCounts(t);
      const results = await Promise.all([register(first), register(second)]);
      expect(results.map((r) => r.statusCode).sort(), field).toEqual([201, 400]);
      expect(Object.keys(results.find((r) => r.statusCode === 400)!.json())).toEqual([field]);
      expect((await workforceCounts(t)).employees).toBe(before.employees + 1);
    }
  });
});
