import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee } from '../../../schemas/employee';
import { signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { ENTERPRISE, ERROR, GROUP, newToken, patch, scimClient, userResource, type Json } from './scim-client.fixtures';

/** SCIM Groups are the company's Group list: created, listed, members patched in and out, deleted. */
let t: TestApp;
let hr: Session;
let scim: ReturnType<typeof scimClient>;
beforeAll(async () => {
  t = await buildTestApp();
  hr = await signUpCompany(t, { company_name: 'Grouped' });
  scim = scimClient(t, await newToken(t, hr, 'Entra ID'));
});
afterAll(async () => t?.close());

const person = (n: number) =>
  scim.expect(
    201,
    'POST',
    '/Users',
    userResource({
      userName: `p${n}@grouped.example`,
      emails: [{ value: `p${n}@grouped.example`, primary: true }],
      externalId: `e${n}`,
      [ENTERPRISE]: { employeeNumber: `G-${n}` },
    }),
  );
const groupOf = async (id: string) => ((await send(t, hr, 'GET', '/api/user-get/')).json() as Employee[]).find((e) => e.id === Number(id))?.group ?? null;
const groupNames = async () => (await send(t, hr, 'GET', '/api/group/')).json() as { results?: Array<{ name: string }> } | Array<{ name: string }>;
const memberIds = (g: Json) => (g.members as Array<{ value: string }>).map((m) => m.value).sort();

describe('SCIM Groups', () => {
  it('create with members → filter → patch add/remove → rename → delete, checked in Workforce', async () => {
    const [a, b, c] = [await person(1), await person(2), await person(3)];
    const sales = await scim.expect(201, 'POST', '/Groups', { schemas: [GROUP], displayName: 'Sales', members: [{ value: a.id }, { value: b.id }] });
    expect(memberIds(sales)).toEqual([a.id, b.id].sort());
    expect(await groupOf(a.id!)).toBe(Number(sales.id));
    expect(JSON.stringify(await groupNames())).toContain('Sales');

    const found = await scim.expect(200, 'GET', `/Groups?filter=${encodeURIComponent('displayName eq "sales"')}`);
    expect((found.Resources as Json[]).map((g) => g.id)).toEqual([sales.id]);
    expect((await scim.expect(200, 'GET', '/Groups')).totalResults).toBe(1);

    const changed = await scim.expect(
      200,
      'PATCH',
      `/Groups/${sales.id}`,
      patch({ op: 'add', path: 'members', value: [{ value: c.id }] }, { op: 'remove', path: `members[value eq "${a.id}"]` }),
    );
    expect(memberIds(changed)).toEqual([b.id, c.id].sort());
    expect(await groupOf(a.id!)).toBeNull();
    expect(await groupOf(c.id!)).toBe(Number(sales.id));

    const renamed = await scim.expect(200, 'PATCH', `/Groups/${sales.id}`, patch({ op: 'replace', value: { displayName: 'Sales EMEA' } }));
    expect(renamed.displayName).toBe('Sales EMEA');
    const dup = await scim.expect(201, 'POST', '/Groups', { schemas: [GROUP], displayName: 'Support' });
    expect(await scim.expect(409, 'PATCH', `/Groups/${dup.id}`, patch({ op: 'replace', path: 'displayName', value: 'sales emea' }))).toMatchObject({
      schemas: [ERROR],
      scimType: 'uniqueness',
    });
    await scim.expect(409, 'POST', '/Groups', { schemas: [GROUP], displayName: ' SUPPORT ' });

    // Joining another group moves a person there: an employee holds one group.
    await scim.expect(200, 'PUT', `/Groups/${dup.id}`, { schemas: [GROUP], displayName: 'Support', members: [{ value: b.id }] });
    expect(await groupOf(b.id!)).toBe(Number(dup.id));
    expect(memberIds(await scim.expect(200, 'GET', `/Groups/${sales.id}`))).toEqual([c.id]);

    await scim.expect(204, 'DELETE', `/Groups/${sales.id}`);
    expect(await groupOf(c.id!)).toBeNull();
    await scim.expect(404, 'GET', `/Groups/${sales.id}`);
    expect(JSON.stringify(await groupNames())).not.toContain('Sales EMEA');
  });

  it('refuses a member who is not the company’s and a group without a name, changing nothing', async () => {
    expect(await scim.expect(400, 'POST', '/Groups', { schemas: [GROUP], displayName: 'Ops', members: [{ value: '999999' }] })).toMatchObject({
      scimType: 'invalidValue',
    });
    expect(await scim.expect(400, 'POST', '/Groups', { schemas: [GROUP], displayName: '   ' })).toMatchObject({ scimType: 'invalidValue' });
    expect(await scim.expect(400, 'POST', '/Groups', { schemas: [GROUP] })).toMatchObject({ scimType: 'invalidValue' });
    expect(JSON.stringify(await groupNames())).not.toContain('Ops');
  });
});
