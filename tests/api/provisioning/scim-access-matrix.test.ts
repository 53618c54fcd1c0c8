import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSuperuser, addUser, signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { ERROR, GROUP, newToken, patch, scimClient, userResource } from './scim-client.fixtures';

/**
 * The authorization matrix of /scim/v2/, which takes a company's SCIM token and no session (the session matrix,
 * tests/api/proof/, leaves it out): every SCIM operation of the OpenAPI document × every caller, the row each names
 * being the own company's, another company's or none. Only the own company's token reaches anything.
 */
let t: TestApp;
let own: { token: string; user: string; group: string };
let other: { token: string; user: string; group: string };
const sessions: Record<string, Session> = {};
let revoked: string;

async function company(name: string, domain: string) {
  const admin = await signUpCompany(t, { company_name: name });
  const token = await newToken(t, admin);
  const scim = scimClient(t, token);
  const user = (await scim.expect(201, 'POST', '/Users', userResource({ userName: `a@${domain}`, emails: [{ value: `a@${domain}` }], externalId: domain })))
    .id!;
  const group = (await scim.expect(201, 'POST', '/Groups', { schemas: [GROUP], displayName: `${name} group` })).id!;
  return { admin, token, user, group };
}

beforeAll(async () => {
  t = await buildTestApp();
  const a = await company('Own', 'own.example');
  const b = await company('Other', 'other.example');
  own = a;
  other = b;
  sessions.admin = a.admin;
  sessions.employee = await addUser(t, a.admin);
  sessions.superuser = await addSuperuser(t);
  revoked = await newToken(t, a.admin, 'Old');
  const id = ((await send(t, a.admin, 'GET', '/api/scim-tokens/')).json() as Array<{ id: number; name: string }>).find((x) => x.name === 'Old')!.id;
  expect((await send(t, a.admin, 'DELETE', `/api/scim-tokens/${id}/`)).statusCode).toBe(204);
});
afterAll(async () => t?.close());

type Row = 'own' | 'other' | 'none';
/** A request of each operation naming a row of the company given (a user or a group), with a body that is valid. */
function requestOf(op: string, row: Row): { method: string; url: string; body?: object } {
  const [method, path] = op.split(' ') as [string, string];
  const kind = path.includes('/Groups') ? 'group' : 'user';
  const id = row === 'none' ? '' : (row === 'own' ? own : other)[kind];
  const url = path.replace('{id}', id);
  const body =
    method === 'patch'
      ? patch({ op: 'replace', path: kind === 'group' ? 'displayName' : 'title', value: 'Changed' })
      : method === 'post' || method === 'put'
        ? kind === 'group'
          ? { schemas: [GROUP], displayName: `G ${Math.random()}` }
          : userResource({
              userName: `n${Math.random()}@own.example`.replace('0.', ''),
              emails: undefined,
              externalId: `x${Math.random()}`,
              [`urn:ietf:params:scim:schemas:extension:enterprise:2.0:User`]: { employeeNumber: `N${Math.random()}` },
            })
        : undefined;
  return { method, url, body };
}

const OK: Record<string, number> = { get: 200, post: 201, put: 200, patch: 200, delete: 204 };

describe('the SCIM access matrix', () => {
  it('answers every SCIM operation as its token allows, and nothing to a session', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    const operations = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/scim/v2/'))
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m} ${p}`))
      // The deletes last, so that the rows the others name are still there.
      .sort((a, b) => Number(a.startsWith('delete')) - Number(b.startsWith('delete')));
    expect(operations.length).toBe(15);
    const callers: Array<[string, Record<string, string>]> = [
      ['anonymous', {}],
      ...Object.entries(sessions).map(([name, s]) => [name, s.headers] as [string, Record<string, string>]),
      ['a revoked token', { authorization: `Bearer ${revoked}` }],
      ['a wrong token', { authorization: 'Bearer c360scim_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
      ['another company’s token', { authorization: `Bearer ${other.token}` }],
      ['the company’s token', { authorization: `Bearer ${own.token}` }],
    ];
    const wrong: string[] = [];
    for (const op of operations) {
      const rows: Row[] = op.includes('{id}') ? ['other', 'own'] : ['none'];
      for (const row of rows) {
        for (const [caller, headers] of callers) {
          // Another company's token is the other company's own caller for its rows: only the cross pairs are checked.
          if (caller === 'another company’s token' && row === 'none') continue;
          const { method, url, body } = requestOf(op, row);
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: { ...headers, ...(body && { 'content-type': 'application/scim+json' }) },
            ...(body && { payload: JSON.stringify(body) }),
          });
          const token = caller === 'the company’s token' || caller === 'another company’s token';
          const reaches = caller === 'the company’s token' ? row !== 'other' : row === 'other';
          const expected = !token ? 401 : reaches ? OK[method]! : 404;
          const scimShaped = res.statusCode === 204 || String(res.headers['content-type']).startsWith('application/scim+json');
          if (res.statusCode !== expected || !scimShaped) wrong.push(`${op} [${row}] as ${caller}: ${res.statusCode}, expected ${expected}`);
          if (res.statusCode >= 400 && (res.json() as { schemas?: string[] }).schemas?.[0] !== ERROR)
            wrong.push(`${op} [${row}] as ${caller}: not a SCIM error`);
        }
      }
    }
    expect(wrong, `\n${wrong.join('\n')}\n`).toEqual([]);
  });
});
