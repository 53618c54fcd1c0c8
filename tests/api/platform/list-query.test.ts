import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCompany, type Session } from '../helpers/accounts';
import { post } from '../helpers/company-list-specs';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Every large collection takes ?search=, ?ordering=, ?limit=, ?offset= and X-Total-Count; the body stays an array. */
let t: TestApp;
let hr: Session;
const names = ['Sales manager', 'Engineer', 'sales assistant', 'Accountant', '100%_sure'];
beforeAll(async () => {
  t = await buildTestApp();
  hr = await signUpCompany(t);
  for (const name of names) await post(t, hr, '/api/designation/', { name });
});
afterAll(async () => {
  await t.close();
});

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/designation/${query}`, headers: hr.headers });
const namesOf = (res: { json(): unknown }) => (res.json() as Array<{ name: string }>).map((r) => r.name);

describe('list queries', () => {
  it('lists everything by id without a query', async () => {
    const res = await get('');
    expect(namesOf(res)).toEqual(names);
    expect(res.headers['x-total-count']).toBe('5');
  });

  it('searches any case, taking % and _ literally', async () => {
    expect(namesOf(await get('?search=SALES'))).toEqual(['Sales manager', 'sales assistant']);
    expect(namesOf(await get('?search=%25_'))).toEqual(['100%_sure']);
    expect(namesOf(await get('?search=_'))).toEqual(['100%_sure']);
  });

  it('orders by name either way, ignoring case', async () => {
    expect(namesOf(await get('?ordering=name'))).toEqual(['100%_sure', 'Accountant', 'Engineer', 'sales assistant', 'Sales manager']);
    expect(namesOf(await get('?ordering=-name'))).toEqual(['Sales manager', 'sales assistant', 'Engineer', 'Accountant', '100%_sure']);
  });

  it('pages with limit and offset and counts the total before paging', async () => {
    const res = await get('?ordering=name&limit=2&offset=1');
    expect(namesOf(res)).toEqual(['Accountant', 'Engineer']);
    expect(res.headers['x-total-count']).toBe('5');
    // Past the end, and a last page shorter than the limit, still count everything.
    expect((await get('?offset=9')).headers['x-total-count']).toBe('5');
    expect((await get('?offset=3')).headers['x-total-count']).toBe('5');
    expect((await get('?limit=4&offset=3')).headers['x-total-count']).toBe('5');
    const searched = await get('?search=sales&limit=1');
    expect(searched.json()).toHaveLength(1);
    expect(searched.headers['x-total-count']).toBe('2');
  });

  it.each([
    ['?ordering=password', 'ordering'],
    ['?limit=0', 'limit'],
    ['?offset=-1', 'offset'],
    ['?limit=abc', 'limit'],
    ['?colour=red', 'colour'],
  ])('refuses %s with 400 at the parameter', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
  });

  it('answers the same query on competencies', async () => {
    const type = (await post(t, hr, '/competency/type/', { name: 'Core' })).id;
    for (const title of ['Integrity', 'Accountability']) await post(t, hr, '/competency/list/', { type, title, defination: `${title} defined.` });
    const res = await t.app.inject({ method: 'GET', url: '/competency/list/?ordering=title&search=defined', headers: hr.headers });
    expect(res.json().map((c: { title: string }) => c.title)).toEqual(['Accountability', 'Integrity']);
  });
});
