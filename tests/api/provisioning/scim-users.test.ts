import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee } from '../../../schemas/employee';
import { signUpCompany, type Session } from '../helpers/accounts';
import { lastEntry } from '../helpers/audit';
import { createEmployee, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { ENTERPRISE, ERROR, newToken, patch, scimClient, userResource, USER, type Json } from './scim-client.fixtures';

/** An identity provider provisioning people over SCIM, each step checked in what Workforce and the organisation tree show. */
let t: TestApp;
let hr: Session;
let scim: ReturnType<typeof scimClient>;
beforeAll(async () => {
  t = await buildTestApp();
  hr = await signUpCompany(t, { company_name: 'Analytical Engines' });
  scim = scimClient(t, await newToken(t, hr));
});
afterAll(async () => t?.close());

const workforce = async (): Promise<Employee[]> => (await send(t, hr, 'GET', '/api/user-get/?ordering=id')).json() as Employee[];
const employee = async (id: string) => (await workforce()).find((e) => e.id === Number(id));
async function tree(): Promise<Map<string, number | null>> {
  const columns = (await send(t, hr, 'GET', '/api/get-org-hirearchy-data/columns/')).json() as { username: string[]; parent_id: Array<number | null> };
  return new Map(columns.username.map((u, i) => [u, columns.parent_id[i]!]));
}
const managerOf = (r: Json) => (r[ENTERPRISE] as { manager?: { value: string } }).manager?.value;

describe('SCIM Users, as an HR system drives them', () => {
  it('create → filter → patch → replace → deactivate → delete, each step in Workforce and the tree', async () => {
    const boss = await scim.expect(
      201,
      'POST',
      '/Users',
      userResource({
        userName: 'grace@analytical.example',
        emails: [{ value: 'grace@analytical.example', primary: true }],
        externalId: 'okta-grace',
        name: { givenName: 'Grace', familyName: 'Hopper' },
        [ENTERPRISE]: { employeeNumber: 'E-000' },
      }),
    );
    const ada = await scim.expect(201, 'POST', '/Users', userResource({ [ENTERPRISE]: { employeeNumber: 'E-001', manager: { value: boss.id } } }));
    expect(ada).toMatchObject({
      schemas: expect.arrayContaining([USER]),
      userName: 'ada@analytical.example',
      externalId: 'okta-ada',
      active: true,
      title: 'Engineer',
    });
    expect(ada.meta).toMatchObject({ resourceType: 'User', location: `/scim/v2/Users/${ada.id}` });
    expect(managerOf(ada)).toBe(boss.id);
    expect(await employee(ada.id!)).toMatchObject({
      email: 'ada@analytical.example',
      emp_code: 'E-001',
      first_name: 'Ada',
      last_name: 'Lovelace',
      parent_id: Number(boss.id),
      status: 'not_invited',
    });
    expect((await tree()).get('ada@analytical.example')).toBe(Number(boss.id));
    expect((await lastEntry(t, hr, 'employee.create')).actor).toBe('SCIM token "Okta"');

    // Filters, case-insensitive on userName as RFC 7643 says, with paging.
    const found = await scim.expect(200, 'GET', `/Users?filter=${encodeURIComponent('userName eq "ADA@analytical.example"')}`);
    expect(found).toMatchObject({ totalResults: 1, startIndex: 1, itemsPerPage: 1 });
    expect((found.Resources as Json[])[0]!.id).toBe(ada.id);
    expect((await scim.expect(200, 'GET', `/Users?filter=${encodeURIComponent('externalId eq "okta-ada"')}`)).totalResults).toBe(1);
    expect((await scim.expect(200, 'GET', `/Users?filter=${encodeURIComponent('userName eq "nobody@x.example"')}`)).totalResults).toBe(0);
    const page = await scim.expect(200, 'GET', '/Users?startIndex=2&count=1');
    expect(page).toMatchObject({ startIndex: 2, itemsPerPage: 1 });
    expect(page.totalResults).toBe(2);
    const matched = await scim.expect(200, 'GET', `/Users?filter=${encodeURIComponent('name.familyName sw "Love"')}`);
    expect((matched.Resources as Json[]).map((r) => r.id)).toEqual([ada.id]);

    // PATCH: replace a name, move under nobody, and change the title (a designation made as the import makes them).
    const patched = await scim.expect(
      200,
      'PATCH',
      `/Users/${ada.id}`,
      patch(
        { op: 'replace', path: 'name.familyName', value: 'King' },
        { op: 'remove', path: `${ENTERPRISE}:manager` },
        { op: 'replace', value: { title: 'Countess' } },
      ),
    );
    expect(patched).toMatchObject({ name: { familyName: 'King' }, title: 'Countess' });
    expect(managerOf(patched)).toBeUndefined();
    expect(await employee(ada.id!)).toMatchObject({ last_name: 'King', parent_id: null });
    expect((await tree()).get('ada@analytical.example')).toBeNull();

    // PUT: the whole resource, manager back.
    const replaced = await scim.expect(
      200,
      'PUT',
      `/Users/${ada.id}`,
      userResource({ name: { givenName: 'Augusta', familyName: 'King' }, [ENTERPRISE]: { employeeNumber: 'E-101', manager: { value: boss.id } } }),
    );
    expect(replaced).toMatchObject({ name: { givenName: 'Augusta' }, [ENTERPRISE]: { employeeNumber: 'E-101' } });
    expect(await employee(ada.id!)).toMatchObject({ first_name: 'Augusta', emp_code: 'E-101', parent_id: Number(boss.id) });

    // Deactivating the boss (Entra's "False" string) makes a leaver, as Workforce's delete does: Ada moves up to the root.
    const gone = await scim.expect(200, 'PATCH', `/Users/${boss.id}`, patch({ op: 'Replace', path: 'active', value: 'False' }));
    expect(gone.active).toBe(false);
    expect(await employee(boss.id!)).toBeUndefined();
    expect((await tree()).get('ada@analytical.example')).toBeNull();
    await scim.expect(404, 'GET', `/Users/${boss.id}`);
    expect((await lastEntry(t, hr, 'user.delete')).actor).toBe('SCIM token "Okta"');

    // DELETE: the same leaver action.
    await scim.expect(204, 'DELETE', `/Users/${ada.id}`);
    expect(await employee(ada.id!)).toBeUndefined();
    await scim.expect(404, 'DELETE', `/Users/${ada.id}`);
  });

  it('sees people HR added in Workforce, and refuses clashes with 409 uniqueness', async () => {
    const added = (await createEmployee(t, hr, { email: 'linus@analytical.example', username: 'linus@analytical.example', emp_code: 'W-1' })) as { id: number };
    const listed = await scim.expect(200, 'GET', `/Users?filter=${encodeURIComponent('userName eq "linus@analytical.example"')}`);
    expect((listed.Resources as Json[])[0]).toMatchObject({ id: String(added.id), [ENTERPRISE]: { employeeNumber: 'W-1' } });

    const clash = await scim.expect(
      409,
      'POST',
      '/Users',
      userResource({ userName: 'linus@analytical.example', emails: [{ value: 'linus@analytical.example', primary: true }], externalId: 'x-1' }),
    );
    expect(clash).toMatchObject({ schemas: [ERROR], status: '409', scimType: 'uniqueness' });
    const code = await scim.expect(
      409,
      'POST',
      '/Users',
      userResource({
        userName: 'other@analytical.example',
        emails: [{ value: 'other@analytical.example', primary: true }],
        externalId: 'x-2',
        [ENTERPRISE]: { employeeNumber: 'w-1 ' },
      }),
    );
    expect(code.detail).toMatch(/employeeNumber/);
    await scim.expect(
      201,
      'POST',
      '/Users',
      userResource({
        userName: 'u1@analytical.example',
        emails: [{ value: 'u1@analytical.example', primary: true }],
        externalId: 'ext-1',
        [ENTERPRISE]: { employeeNumber: 'U-1' },
      }),
    );
    const external = await scim.expect(
      409,
      'POST',
      '/Users',
      userResource({
        userName: 'u2@analytical.example',
        emails: [{ value: 'u2@analytical.example', primary: true }],
        externalId: 'ext-1',
        [ENTERPRISE]: { employeeNumber: 'U-2' },
      }),
    );
    expect(external.detail).toMatch(/externalId/);
  });

  it('answers bad input with 400 and a scimType, changing nothing', async () => {
    const before = (await workforce()).length;
    const bad = async (path: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', body: object | undefined, scimType: string) => {
      const res = await scim.expect(400, method, path, body);
      expect(res).toMatchObject({ schemas: [ERROR], status: '400', scimType });
      expect(typeof res.detail).toBe('string');
    };
    await bad(`/Users?filter=${encodeURIComponent('userName xx "a"')}`, 'GET', undefined, 'invalidFilter');
    await bad(`/Users?filter=${encodeURIComponent('(userName eq "a"')}`, 'GET', undefined, 'invalidFilter');
    await bad('/Users', 'POST', { schemas: [USER], userName: 5 }, 'invalidValue');
    await bad('/Users', 'POST', userResource({ userName: 'no-mail', emails: [] }), 'invalidValue');
    await bad(
      '/Users',
      'POST',
      userResource({ userName: 'n@analytical.example', emails: [{ value: 'n@analytical.example' }], externalId: undefined, [ENTERPRISE]: {} }),
      'invalidValue',
    );
    await bad(
      '/Users',
      'POST',
      userResource({
        userName: 'm@analytical.example',
        emails: [{ value: 'm@analytical.example' }],
        externalId: 'm',
        [ENTERPRISE]: { employeeNumber: 'M', manager: { value: 'abc' } },
      }),
      'invalidValue',
    );
    await bad('/Users', 'POST', userResource({ userName: 'p@analytical.example', emails: [{ value: 'not an address' }], externalId: 'p' }), 'invalidValue');
    const someone = await scim.expect(
      201,
      'POST',
      '/Users',
      userResource({ userName: 'q@analytical.example', emails: [{ value: 'q@analytical.example' }], externalId: 'q', [ENTERPRISE]: { employeeNumber: 'Q' } }),
    );
    await bad(`/Users/${someone.id}`, 'PATCH', patch({ op: 'bogus', path: 'active' }), 'invalidSyntax');
    await bad(`/Users/${someone.id}`, 'PATCH', { Operations: [] }, 'invalidSyntax');
    await bad(`/Users/${someone.id}`, 'PATCH', patch({ op: 'replace', path: 'active', value: 'maybe' }), 'invalidValue');
    await bad(`/Users/${someone.id}`, 'PATCH', patch({ op: 'add', path: `${ENTERPRISE}:manager`, value: { value: someone.id } }), 'invalidValue');
    expect((await workforce()).length).toBe(before + 1);
    expect((await employee(someone.id!))!.parent_id).toBeNull();
    await scim.expect(404, 'GET', '/Users/99999999999');
    await scim.expect(404, 'GET', '/Users/not-an-id');
  });
});
