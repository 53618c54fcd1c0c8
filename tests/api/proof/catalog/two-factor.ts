import { expect } from 'vitest';
import { PASSWORD, type Session } from '../../helpers/accounts';
import { send } from '../../helpers/employees';
import type { TestApp } from '../../helpers/test-app';
import { totp } from '../../helpers/totp';
import { fresh } from '../world/fresh';
import type { World } from '../world/world';
import type { Endpoint } from './types';

/** A new member with two-factor sign-in set up, and one of their recovery codes (the app's code of now is spent). */
async function enrolled(t: TestApp, w: World): Promise<{ member: Session; recovery: string }> {
  const member = await fresh.member(t, w.own);
  const setup = await send(t, member, 'POST', '/api/two-factor/setup/', { password: PASSWORD });
  const enabled = await send(t, member, 'POST', '/api/two-factor/enable/', { code: totp(setup.json().secret, t.clock.now()) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { member, recovery: enabled.json().recovery_codes[0] };
}

const BOGUS_CHALLENGE = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bm90IGEgY2hhbGxlbmdl';

/**
 * Two-factor sign-in: each endpoint acts on the caller's own account (nothing is named), the
 * company's rule is an admin's. The matrix's requests stop short of a change that would sign
 * the actors out or lock them (a wrong password, a code with nothing set up); `write` makes it
 * on a new member of its own. tests/api/account/two-factor.test.ts checks what they do.
 */
export const twoFactorEndpoints: Endpoint[] = [
  { method: 'GET', path: '/api/two-factor/', access: { who: 'signed-in' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/two-factor/' }) },
  {
    method: 'POST',
    path: '/api/two-factor/setup/',
    access: { who: 'signed-in' },
    ok: 400,
    names: 'nothing',
    request: () => ({ url: '/api/two-factor/setup/', payload: { password: 'not the password at all' } }),
    write: async (w) => {
      const member = await fresh.member(w.t, w.own);
      return { req: { url: '/api/two-factor/setup/', payload: { password: PASSWORD } }, headers: member.headers };
    },
  },
  {
    // Nothing set up: 409 (a code for a secret the actor never asked for).
    method: 'POST',
    path: '/api/two-factor/enable/',
    access: { who: 'signed-in' },
    ok: 409,
    names: 'nothing',
    request: () => ({ url: '/api/two-factor/enable/', payload: { code: '123456' } }),
    write: async (w) => {
      const member = await fresh.member(w.t, w.own);
      const setup = await send(w.t, member, 'POST', '/api/two-factor/setup/', { password: PASSWORD });
      return { req: { url: '/api/two-factor/enable/', payload: { code: totp(setup.json().secret, w.t.clock.now()) } }, headers: member.headers };
    },
  },
  {
    method: 'POST',
    path: '/api/two-factor/disable/',
    access: { who: 'signed-in' },
    ok: 409,
    names: 'nothing',
    request: () => ({ url: '/api/two-factor/disable/', payload: { password: PASSWORD, code: '123456' } }),
    write: async (w) => {
      const { member, recovery } = await enrolled(w.t, w);
      return { req: { url: '/api/two-factor/disable/', payload: { password: PASSWORD, code: recovery } }, headers: member.headers };
    },
  },
  {
    method: 'POST',
    path: '/api/two-factor/recovery-codes/',
    access: { who: 'signed-in' },
    ok: 409,
    names: 'nothing',
    request: () => ({ url: '/api/two-factor/recovery-codes/', payload: { password: PASSWORD, code: '123456' } }),
    write: async (w) => {
      const { member, recovery } = await enrolled(w.t, w);
      return { req: { url: '/api/two-factor/recovery-codes/', payload: { password: PASSWORD, code: recovery } }, headers: member.headers };
    },
  },
  {
    // A challenge this server never signed: reaching that check is all anyone may do without one.
    method: 'POST',
    path: '/auth/two-factor/',
    access: { who: 'anyone' },
    ok: 400,
    names: 'nothing',
    request: () => ({ url: '/auth/two-factor/', payload: { challenge: BOGUS_CHALLENGE, code: '123456' } }),
    write: async (w) => {
      const { member, recovery } = await enrolled(w.t, w);
      const res = await w.t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email: member.email, password: PASSWORD } });
      return { req: { url: '/auth/two-factor/', payload: { challenge: res.json().challenge, code: recovery } }, headers: {} };
    },
  },
  { method: 'GET', path: '/api/company-security/', access: { who: 'admin' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/company-security/' }) },
  {
    // Off, as it is: turning it on would lock every actor without two-factor sign-in out of the rest of the matrix.
    method: 'PUT',
    path: '/api/company-security/',
    access: { who: 'admin' },
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/api/company-security/', payload: { require_two_factor: false } }),
  },
];
