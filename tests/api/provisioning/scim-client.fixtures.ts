import { expect } from 'vitest';
import type { Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import type { TestApp } from '../helpers/test-app';

export const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

export type Json = Record<string, unknown> & { id?: string };

/** An admin's new SCIM token (the secret, shown once). */
export async function newToken(t: TestApp, admin: Session, name = 'Okta'): Promise<string> {
  const res = await send(t, admin, 'POST', '/api/scim-tokens/', { name });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { token: string }).token;
}

/** What an identity provider does: bearer token, application/scim+json, paths under /scim/v2. */
export function scimClient(t: TestApp, token: string) {
  async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: object) {
    const res = await t.app.inject({
      method,
      url: `/scim/v2${path}`,
      headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/scim+json' }) },
      ...(body && { payload: JSON.stringify(body) }),
    });
    const json = res.body ? (res.json() as Json) : {};
    return { status: res.statusCode, type: res.headers['content-type'], json };
  }
  return {
    call,
    /** The answer when it has the status expected, else the test fails showing it. */
    async expect(status: number, method: Parameters<typeof call>[0], path: string, body?: object): Promise<Json> {
      const res = await call(method, path, body);
      expect(res.status, JSON.stringify(res.json)).toBe(status);
      if (status !== 204) expect(res.type).toMatch(/^application\/scim\+json/);
      return res.json;
    },
  };
}

export const userResource = (over: Json = {}): Json => ({
  schemas: [USER, ENTERPRISE],
  userName: 'ada@analytical.example',
  name: { givenName: 'Ada', familyName: 'Lovelace' },
  emails: [{ value: 'ada@analytical.example', type: 'work', primary: true }],
  externalId: 'okta-ada',
  active: true,
  title: 'Engineer',
  [ENTERPRISE]: { employeeNumber: 'E-001' },
  ...over,
});

export const patch = (...Operations: Json[]) => ({ schemas: [PATCH_OP], Operations });
