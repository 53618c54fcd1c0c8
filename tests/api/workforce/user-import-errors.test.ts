import { beforeAll, describe, expect, it } from 'vitest';
import { twoCompanies } from '../helpers/app-with';
import { COLUMNS, csvOf, importFile, person, type Person } from '../helpers/employee-import';
import { createEmployee, listItem, workforceCounts } from '../helpers/employees';

/** Every way a row can be wrong: answered 400, listed by row and field, and nothing imported. */
const { t, hr: admin, other } = twoCompanies();
let existing: Awaited<ReturnType<typeof createEmployee>>;
let elsewhere: Awaited<ReturnType<typeof createEmployee>>;
beforeAll(async () => {
  await listItem(t, admin, 'designation', 'Analyst');
  await listItem(t, other, 'designation', 'Astronaut');
  await listItem(t, other, 'department', 'Space');
  existing = await createEmployee(t, admin);
  elsewhere = await createEmployee(t, other);
});

async function refused(rows: Person[] | string, name = 'people.csv') {
  const before = await workforceCounts(t);
  const res = await importFile(t, admin, name, typeof rows === 'string' ? rows : csvOf(rows));
  expect(res.statusCode, res.body).toBe(400);
  expect(await workforceCounts(t)).toEqual(before);
  return res.json();
}

describe('bad rows', () => {
  it('lists every problem of every row, one per field, in sheet order, and imports none of the good rows', async () => {
    const dup = person();
    const loopA = person();
    const loopB = person({ manager_emp_code: loopA.emp_code });
    loopA.manager_emp_code = loopB.emp_code;
    const rows: Person[] = [
      person(), // row 2: good, still not imported
      person({ username: '', email: '', emp_code: ' ', first_name: '', last_name: '', contact_num: '555' }),
      person({ username: 'has space', email: 'not-an-address', first_name: 'x'.repeat(151), contact_num: '1'.repeat(21) }),
      dup,
      person({ username: dup.username!.toUpperCase(), email: dup.email!.toUpperCase(), emp_code: ` ${dup.emp_code!.toLowerCase()}` }),
      person({ username: existing.username, email: existing.email }),
      person({ emp_code: String(existing.emp_code).toUpperCase() }),
      person({ email: elsewhere.email.toUpperCase(), username: elsewhere.username }),
      person({ designation: 'Astronaut', department: 'Space', group: 'Nobody' }),
      person({ manager_emp_code: 'NO-SUCH-CODE' }),
      loopA,
      loopB,
    ];
    rows.push(person({ emp_code: 'SELF-1', manager_emp_code: 'self-1' }));
    const body = await refused(rows);
    const taken = {
      username: 'A user with that username already exists.',
      email: 'This address already signs in to an account, here or elsewhere: use another work address for this person.',
      emp_code: 'An employee with that employee code already exists.',
    };
    expect(body.non_field_errors).toEqual([
      '10 rows have problems; nothing was imported.',
      'The file also names 3 items that Master data does not have yet (1 designation, 1 department and 1 group): fix the rows first, then they can be created with the import.',
    ]);
    // Another company's list items do not exist for this one: named once each, not as the row's problems.
    expect(body.missing).toEqual([
      { list: 'designation', name: 'Astronaut', rows: [10], row_count: 1 },
      { list: 'department', name: 'Space', rows: [10], row_count: 1 },
      { list: 'group', name: 'Nobody', rows: [10], row_count: 1 },
    ]);
    expect(body.rows).toEqual([
      { row: 3, field: 'username', message: 'This field may not be blank.' },
      { row: 3, field: 'email', message: 'This field may not be blank.' },
      { row: 3, field: 'emp_code', message: 'This field may not be blank.' },
      { row: 3, field: 'first_name', message: 'This field may not be blank.' },
      { row: 3, field: 'last_name', message: 'This field may not be blank.' },
      { row: 4, field: 'username', message: 'Username may contain letters, digits and . @ + - _ only (no spaces, apostrophes or accents); got "has space".' },
      { row: 4, field: 'email', message: 'Email: Enter a valid email address; got "not-an-address".' },
      { row: 4, field: 'first_name', message: `First name: Ensure this field has no more than 150 characters; got "${'x'.repeat(60)}… (151 characters)".` },
      { row: 4, field: 'contact_num', message: `Contact number: Ensure this field has no more than 20 characters; got "${'1'.repeat(21)}".` },
      { row: 6, field: 'username', message: 'The same username is already in row 5.' },
      { row: 6, field: 'email', message: 'The same email is already in row 5.' },
      { row: 6, field: 'emp_code', message: 'The same employee code is already in row 5.' },
      { row: 7, field: 'username', message: taken.username },
      { row: 7, field: 'email', message: taken.email },
      { row: 8, field: 'emp_code', message: taken.emp_code },
      // Addresses are unique on the whole platform; usernames only within a company.
      { row: 9, field: 'email', message: taken.email },
      { row: 11, field: 'manager_emp_code', message: 'No employee has the code "NO-SUCH-CODE", in this file or in the company.' },
      { row: 12, field: 'manager_emp_code', message: 'Managers form a loop: rows 12 → 13 → 12.' },
      { row: 13, field: 'manager_emp_code', message: 'Managers form a loop: rows 12 → 13 → 12.' },
      { row: 14, field: 'manager_emp_code', message: 'An employee cannot be their own manager.' },
    ]);
  });

  it('names the rows that clash with the company or the platform when nothing else is wrong (the write finds them)', async () => {
    const body = await refused([
      person(),
      person({ username: existing.username.toUpperCase() }),
      person({ emp_code: ` ${String(existing.emp_code).toLowerCase()}` }),
      person({ email: elsewhere.email }),
    ]);
    expect(body.non_field_errors).toEqual(['3 rows have problems; nothing was imported.']);
    expect(body.rows.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'username'],
      [4, 'emp_code'],
      [5, 'email'],
    ]);
  });

  it("refuses another company's employee as a manager", async () => {
    const body = await refused([person({ manager_emp_code: String(elsewhere.emp_code) })]);
    expect(body.rows).toEqual([{ row: 2, field: 'manager_emp_code', message: expect.stringContaining('No employee has the code') }]);
  });

  it('reports a long loop on every row of it, shortened, and not on the rows that only lead into it', async () => {
    const loop = Array.from({ length: 8 }, () => person());
    loop.forEach((p, i) => {
      p.manager_emp_code = loop[(i + 1) % loop.length]!.emp_code;
    });
    const feeder = person({ manager_emp_code: loop[0]!.emp_code });
    const body = await refused([feeder, ...loop]);
    expect(body.rows).toHaveLength(8);
    expect(body.rows.map((r: { row: number }) => r.row)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(body.rows[0].message).toBe('Managers form a loop: rows 3 → 4 → 5 → 6 → 7 → 8 → … (8 rows).');
  });

  it('lists the first 1,000 problems of a large bad file and says how many there are', async () => {
    const rows = Array.from({ length: 1500 }, () => person({ email: 'nope' }));
    const body = await refused(rows);
    expect(body.rows).toHaveLength(1000);
    expect(body.rows.at(-1)).toEqual({ row: 1001, field: 'email', message: expect.stringMatching(/^Email: Enter a valid email address; got "/) });
    expect(body.non_field_errors).toEqual(['1,500 rows have problems; nothing was imported.', 'The first 1,000 of 1,500 problems are listed.']);
  });
});

describe('a bad header', () => {
  const header = (columns: string[]) => `${columns.join(',')}\nx\n`;
  it.each([
    ['a missing column', header(COLUMNS.filter((c) => c !== 'emp_code')), 'missing: emp_code'],
    ['an unknown column', header([...COLUMNS, 'salary']), 'unknown: salary'],
    ['a repeated column', header([...COLUMNS, 'email']), 'repeated: email'],
  ])('refuses %s', async (_name, csv, detail) => {
    expect(await refused(csv)).toEqual({
      file: [`The first row must name the columns ${COLUMNS.join(', ')} (${detail}).`],
    });
  });

  it.each([
    ['', 'The file is empty.'],
    ['\n\n,,\n', 'The file is empty.'],
    [`${COLUMNS.join(',')}\n,,,\n`, 'The file has a header but no rows.'],
  ])('refuses a file without rows (%#)', async (csv, message) => {
    expect(await refused(csv)).toEqual({ file: [message] });
  });
});
