import { PASSWORD } from '../../helpers/accounts';
import { markedPerson } from '../world/estate';
import { fresh } from '../world/fresh';
import type { Actor } from '../world/world';
import type { Endpoint, Target } from './types';

/** A link that was never mailed: every token endpoint refuses it alike. */
const BAD_TOKEN = 'dGhpcyB0b2tlbiB3YXMgbmV2ZXIgbWFpbGVkIHRvIGFueW9uZQ';

const ENQUIRY = "spec §8: a visitor's enquiry answers the same whatever becomes of its mail, which is logged";

/** Your own account, or anyone's in your company when admin (README, users). */
const manages = (actor: Actor, target: Target) =>
  (actor.signedIn && target === actor.company && actor.role !== 'admin' ? 403 : undefined);

/** Sign-in, registration, passwords, the own account and the public site's forms. */
export const accountEndpoints: Endpoint[] = [
  { method: 'GET', path: '/api/health/', access: { who: 'anyone' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/health/' }) },
  {
    method: 'POST', path: '/auth/token/', access: { who: 'anyone' }, ok: 200, names: 'nothing',
    request: (c) => ({ url: '/auth/token/', payload: { email: c.w.own.members.employee!.email, password: PASSWORD } }),
  },
  {
    method: 'POST', path: '/api/users/', access: { who: 'anyone' }, ok: 201, names: 'nothing',
    request: () => {
      const p = markedPerson('Newco', 'Founder');
      return { url: '/api/users/', payload: { company_name: 'Newco', first_name: 'Nia', last_name: 'Newco', email: p.email, password: PASSWORD } };
    },
  },
  {
    method: 'POST', path: '/api/verification-link/', access: { who: 'anyone' }, ok: 200, names: 'nothing',
    request: (c) => ({ url: '/api/verification-link/', payload: { email: c.w.own.invited.email } }),
  },
  {
    method: 'PATCH', path: '/api/confirmation-link/{token}/', access: { who: 'anyone' }, ok: 200, names: 'token', foreign: 400, fresh: true,
    request: async (c) => ({ url: `/api/confirmation-link/${c.target === 'token' ? await fresh.confirmationToken(c.w.t) : BAD_TOKEN}/` }),
  },
  {
    // A wrong old password: reaching that check proves access, and a right one would end the
    // actor's session for the rest of the matrix.
    method: 'PUT', path: '/api/change-password/', access: { who: 'signed-in' }, ok: 400, names: 'nothing',
    request: () => ({ url: '/api/change-password/', payload: { old_password: 'not the password at all', new_password: 'a brand new passphrase' } }),
    write: async (w) => {
      const member = await fresh.member(w.t, w.own);
      return { req: { url: '/api/change-password/', payload: { old_password: PASSWORD, new_password: 'a brand new passphrase' } }, headers: member.headers };
    },
  },
  {
    method: 'POST', path: '/api/request-password-reset/', access: { who: 'anyone' }, ok: 200, names: 'nothing',
    request: (c) => ({ url: '/api/request-password-reset/', payload: { email: c.w.own.colleague.email } }),
  },
  {
    method: 'PATCH', path: '/api/password-reset/{token}/', access: { who: 'anyone' }, ok: 200, names: 'token', foreign: 400, fresh: true,
    request: async (c) => ({
      url: `/api/password-reset/${c.target === 'token' ? await fresh.resetToken(c.w.t, c.estate) : BAD_TOKEN}/`,
      payload: { password: 'a brand new passphrase' },
    }),
  },
  { method: 'GET', path: '/api/auth-user/', access: { who: 'signed-in' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/auth-user/' }) },
  { method: 'GET', path: '/api/role/', access: { who: 'signed-in' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/role/' }) },
  {
    method: 'PATCH', path: '/api/users/{id}/', access: { who: 'signed-in' }, ok: 200, names: 'company-row', except: manages,
    request: async (c) => ({ url: `/api/users/${await c.row((e) => e.colleague.userId)}/`, payload: { first_name: 'Colleague' } }),
  },
  {
    method: 'DELETE', path: '/api/users/{id}/', access: { who: 'signed-in' }, ok: 204, names: 'company-row', fresh: true,
    // The workforce area may remove employees too.
    except: (actor, target) => (actor.areas.includes('workforce') ? undefined : manages(actor, target)),
    request: async (c) => ({ url: `/api/users/${await c.row(async (e) => (await fresh.person(c.w.t, e)).userId)}/` }),
  },
  {
    method: 'GET', path: '/api/contact-us-email/', access: { who: 'anyone' }, ok: 200, names: 'nothing', mayLose: ENQUIRY,
    request: () => ({ url: '/api/contact-us-email/?name=Vera%20Visitor&email=vera%40visitor.example.com&message=Tell%20me%20more' }),
  },
  {
    method: 'GET', path: '/api/demo-request-email/', access: { who: 'anyone' }, ok: 200, names: 'nothing', mayLose: ENQUIRY,
    request: () => ({ url: '/api/demo-request-email/?name=Vera%20Visitor&email=vera%40visitor.example.com&company=Visitor%20Ltd' }),
  },
];
