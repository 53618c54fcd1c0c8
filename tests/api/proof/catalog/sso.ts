import { discoveryStub } from '../../sso/discovery-stub';
import type { Endpoint } from './types';

/** Single sign-on (issue 43): the admin's settings, and the two steps of signing in through the provider. */
export const ssoEndpoints: Endpoint[] = [
  // Refused with its code for an address that leads to no company using single sign-on: the world's companies use none.
  {
    method: 'POST',
    path: '/auth/sso/start/',
    access: { who: 'anyone' },
    ok: 403,
    names: 'nothing',
    request: () => ({ url: '/auth/sso/start/', payload: { email: 'someone@no-sso.example.net' } }),
  },
  // No sign-in was started in this "browser": refused as a callback with a state it was not given.
  {
    method: 'POST',
    path: '/auth/sso/callback/',
    access: { who: 'anyone' },
    ok: 403,
    names: 'nothing',
    request: () => ({ url: '/auth/sso/callback/', payload: { search: '?code=abc&state=not-started-here' } }),
  },
  { method: 'GET', path: '/api/sso/', access: { who: 'admin' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/sso/' }) },
  {
    // SSO only off and no domains, so that nobody else's sign-in in the matrix changes.
    method: 'PUT',
    path: '/api/sso/',
    access: { who: 'admin' },
    ok: 200,
    names: 'nothing',
    request: async () => ({
      url: '/api/sso/',
      payload: {
        issuer: await discoveryStub(),
        client_id: 'competency-360',
        client_secret: 'a secret',
        email_domains: '',
        claim_email: 'email',
        claim_given_name: 'given_name',
        claim_family_name: 'family_name',
        claim_employee_code: '',
        create_people: false,
        sso_only: false,
        break_glass_email: '',
      },
    }),
  },
];
