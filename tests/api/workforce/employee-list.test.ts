import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCompany, type Session } from '../helpers/accounts';
import { activate, createEmployee, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** GET /api/user-get/: the company's employees as a large collection (searched, ordered and paged). */
let t: TestApp;
let admin: Session;
const people = [
  { username: 'zora.b', first_name: 'Zora', last_name: 'Babic', emp_code: 'E-003' },
  { username: 'adam.k', first_name: 'adam', last_name: 'Kos', emp_code: 'E-001' },
  { username: 'mila.r', first_name: 'Mila', last_name: 'Ribar', emp_code: 'X-100%_' },
];
let ids: number[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: '  Northwind Traders ' });
  ids = [];
  for (const p of people) ids.push((await createEmployee(t, admin, { ...p, email: `${p.username}@northwind-${Date.now()}.example.com` })).id);
});
afterAll(async () => {
  await t.close();
});

const list = (query = '', by: Session = admin) => send(t, by, 'GET', `/api/user-get/${query}`);
const usernames = (res: { json(): unknown }) => (res.json() as Array<{ username: string }>).map((e) => e.username);

describe('GET /api/user-get/', () => {
  it('lists every employee by id with the total, the admin (no employee) not among them', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(usernames(res)).toEqual(['zora.b', 'adam.k', 'mila.r']);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json()[0]).toEqual({
      id: ids[0],
      user_id: expect.any(Number),
      username: 'zora.b',
      email: expect.stringContaining('zora.b@'),
      emp_code: 'E-003',
      first_name: 'Zora',
      last_name: 'Babic',
      designation: null,
      department: null,
      group: null,
      contact_num: '',
      parent_id: null,
      status: 'invited',
      invited_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      pending_email: null,
    });
  });

  it('accepts its own company name in any case with blanks, or blank; another name is 403', async () => {
    for (const name of ['Northwind%20Traders', '%20NORTHWIND%20traders%20', '']) {
      expect((await list(`?company_name=${name}`)).statusCode, name).toBe(200);
    }
    const res = await list('?company_name=Contoso');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You can only see your own company.' });
  });

  it('searches username, email, code and names, any case, % and _ literal', async () => {
    expect(usernames(await list('?search=ADAM'))).toEqual(['adam.k']);
    expect(usernames(await list('?search=ribar'))).toEqual(['mila.r']);
    expect(usernames(await list('?search=e-00'))).toEqual(['zora.b', 'adam.k']);
    expect(usernames(await list('?search=%25_'))).toEqual(['mila.r']);
    const res = await list('?search=zora.b%40');
    expect(usernames(res)).toEqual(['zora.b']);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('orders by each field either way, text ignoring case', async () => {
    expect(usernames(await list('?ordering=first_name'))).toEqual(['adam.k', 'mila.r', 'zora.b']);
    expect(usernames(await list('?ordering=-emp_code'))).toEqual(['mila.r', 'zora.b', 'adam.k']);
    expect(usernames(await list('?ordering=-id'))).toEqual(['mila.r', 'adam.k', 'zora.b']);
    const bad = await list('?ordering=password');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['ordering']);
  });

  it('pages with limit and offset, the total counted before paging', async () => {
    const res = await list('?ordering=username&limit=1&offset=1');
    expect(usernames(res)).toEqual(['mila.r']);
    expect(res.headers['x-total-count']).toBe('3');
    expect((await list('?offset=10')).headers['x-total-count']).toBe('3');
    expect((await list('?limit=0')).statusCode).toBe(400);
  });

  it('shows an employee as active once they set a password from the welcome mail', async () => {
    const created = await createEmployee(t, admin);
    await activate(t, created.email);
    const found = (await list(`?search=${created.username}`)).json();
    expect(found).toEqual([expect.objectContaining({ id: created.id, status: 'active' })]);
  });
});
