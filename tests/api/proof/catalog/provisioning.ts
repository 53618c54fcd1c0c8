import type { TestApp } from '../../helpers/test-app';
import { ok, type Estate } from '../world/estate';
import type { Endpoint } from './types';

let n = 0;
const newToken = async (t: TestApp, e: Estate) => (await ok(t, e.admin, 'POST', '/api/scim-tokens/', { name: `${e.marker} idp ${++n}` })).id as number;

/**
 * SCIM provisioning (issue 43), the admin's part: the tokens. /scim/v2/ itself takes no session and is left out of the
 * matrix: its own matrix, over the same OpenAPI document, is tests/api/provisioning/scim-access-matrix.test.ts.
 */
export const provisioningEndpoints: Endpoint[] = [
  { method: 'GET', path: '/api/scim-tokens/', access: { who: 'admin' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/scim-tokens/' }) },
  {
    method: 'POST',
    path: '/api/scim-tokens/',
    access: { who: 'admin' },
    ok: 201,
    names: 'nothing',
    request: (c) => ({ url: '/api/scim-tokens/', payload: { name: `${c.estate.marker} Okta` } }),
  },
  {
    method: 'DELETE',
    path: '/api/scim-tokens/{token}/',
    access: { who: 'admin' },
    ok: 204,
    names: 'company-row',
    fresh: true,
    request: async (c) => ({ url: `/api/scim-tokens/${await c.row((e) => newToken(c.w.t, e))}/` }),
  },
];
