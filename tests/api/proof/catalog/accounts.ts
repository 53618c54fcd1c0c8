import { expect } from 'vitest';
import { mailsTo, PASSWORD } from '../../helpers/accounts';
import { emailChangeToken } from '../../helpers/email-change';
import { send } from '../../helpers/employees';
import type { TestApp } from '../../helpers/test-app';
import { markedPerson, ok, type Estate } from '../world/estate';
import { fresh } from '../world/fresh';
import type { Actor } from '../world/world';
import type { Cell, Endpoint, Method, Target } from './types';

/** A link that was never mailed: every token endpoint refuses it alike. */
const BAD_TOKEN = 'dGhpcyB0b2tlbiB3YXMgbmV2ZXIgbWFpbGVkIHRvIGFueW9uZQ';

const ENQUIRY = "A visitor's enquiry answers the same whatever becomes of its mail, which is logged";

/** The link mailed to a new sign-in address the admin gave a new member. */
async function newAddressToken(t: TestApp, e: Estate): Promise<string> {
  const member = await fresh.member(t, e);
  const [row] = (await send(t, e.admin, 'GET', '/api/user-get/')).json().filter((x: { user_id: number }) => x.user_id === member.userId);
  const to = markedPerson(e.marker, 'Moved').email;
  expect(
    (await send(t, e.admin, 'PATCH', '/api/employee-registration/', { id: row.id, email: to, email_change_reason: 'Moved to a new mailbox' })).statusCode,
  ).toBe(200);
  // Its mails go out after the answer: sent before a suite starts watching the tables.
  await t.mailer.flush();
  return emailChangeToken(t.db, to);
}

/** The link mailed to a member's current address when the admin asks, without a reason, to move it. */
async function consentToken(t: TestApp, e: Estate): Promise<string> {
  const member = await fresh.member(t, e);
  const [row] = (await send(t, e.admin, 'GET', '/api/user-get/')).json().filter((x: { user_id: number }) => x.user_id === member.userId);
  expect((await send(t, e.admin, 'PATCH', '/api/employee-registration/', { id: row.id, email: markedPerson(e.marker, 'Asked').email })).statusCode).toBe(200);
  await t.mailer.flush();
  const links = (await mailsTo(t.db, member.email)).flatMap((m) =>
    [...m.text.matchAll(/\/authentication\/email-change-consent\/([A-Za-z0-9_-]+)/g)].map((x) => x[1]!),
  );
  return links.at(-1)!;
}

/** An endpoint of a mailed link (`${prefix}{token}/`): anyone may follow one just mailed; one never mailed answers 400. */
const mailedLink = (method: Method, prefix: string, token: (c: Cell) => Promise<string>, payload?: object): Endpoint => ({
  method,
  path: `${prefix}{token}/`,
  access: { who: 'anyone' },
  ok: 200,
  names: 'token',
  foreign: 400,
  fresh: true,
  request: async (c) => ({ url: `${prefix}${c.target === 'token' ? await token(c) : BAD_TOKEN}/`, ...(payload && { payload }) }),
});

/** Your own account, or anyone's in your company when admin (README, users). */
const manages = (actor: Actor, target: Target) => (actor.signedIn && target === actor.company && actor.role !== 'admin' ? 403 : undefined);

/** Sign-in, registration, passwords, the own account and the public site's forms. */
export const accountEndpoints: Endpoint[] = [
  { method: 'GET', path: '/api/health/', access: { who: 'anyone' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/health/' }) },
  {
    method: 'POST',
    path: '/auth/token/',
    access: { who: 'anyone' },
    ok: 200,
    names: 'nothing',
    request: (c) => ({ url: '/auth/token/', payload: { email: c.w.own.members.employee!.email, password: PASSWORD } }),
  },
  {
    method: 'POST',
    path: '/api/users/',
    access: { who: 'anyone' },
    ok: 201,
    names: 'nothing',
    request: () => {
      const p = markedPerson('Newco', 'Founder');
      return { url: '/api/users/', payload: { company_name: 'Newco', first_name: 'Nia', last_name: 'Newco', email: p.email, password: PASSWORD } };
    },
  },
  {
    method: 'POST',
    path: '/api/verification-link/',
    access: { who: 'anyone' },
    ok: 200,
    names: 'nothing',
    request: (c) => ({ url: '/api/verification-link/', payload: { email: c.w.own.invited.email } }),
  },
  mailedLink('PATCH', '/api/confirmation-link/', (c) => fresh.confirmationToken(c.w.t)),
  mailedLink('PATCH', '/api/email-change/', (c) => newAddressToken(c.w.t, c.estate)),
  // Mailed to the account's own mailbox, it shows that account's addresses: its holder is that person.
  { ...mailedLink('GET', '/api/email-change-consent/', (c) => consentToken(c.w.t, c.estate)), linkShowsItsCompany: true },
  mailedLink('PATCH', '/api/email-change-consent/', (c) => consentToken(c.w.t, c.estate), { agree: true }),
  {
    // A wrong old password: reaching that check proves access, and a right one would end the
    // actor's session for the rest of the matrix.
    method: 'PUT',
    path: '/api/change-password/',
    access: { who: 'signed-in' },
    ok: 400,
    names: 'nothing',
    request: () => ({ url: '/api/change-password/', payload: { old_password: 'not the password at all', new_password: 'a brand new passphrase' } }),
    write: async (w) => {
      const member = await fresh.member(w.t, w.own);
      return { req: { url: '/api/change-password/', payload: { old_password: PASSWORD, new_password: 'a brand new passphrase' } }, headers: member.headers };
    },
  },
  {
    method: 'POST',
    path: '/api/request-password-reset/',
    access: { who: 'anyone' },
    ok: 200,
    names: 'nothing',
    request: (c) => ({ url: '/api/request-password-reset/', payload: { email: c.w.own.colleague.email } }),
  },
  mailedLink('PATCH', '/api/password-reset/', (c) => fresh.resetToken(c.w.t, c.estate), { password: 'a brand new passphrase' }),
  { method: 'GET', path: '/api/auth-user/', access: { who: 'signed-in' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/auth-user/' }) },
  { method: 'GET', path: '/api/role/', access: { who: 'signed-in' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/role/' }) },
  {
    method: 'PATCH',
    path: '/api/users/{id}/',
    access: { who: 'signed-in' },
    ok: 200,
    names: 'company-row',
    except: manages,
    request: async (c) => ({ url: `/api/users/${await c.row((e) => e.colleague.userId)}/`, payload: { first_name: 'Colleague' } }),
  },
  {
    method: 'DELETE',
    path: '/api/users/{id}/',
    access: { who: 'signed-in' },
    ok: 204,
    names: 'company-row',
    fresh: true,
    // The workforce area may remove employees who use no area the caller cannot (a new
    // person has the dashboard, which the one-area actors lack: theirs is given none).
    except: (actor, target) => (actor.areas.includes('workforce') ? undefined : manages(actor, target)),
    request: async (c) => ({
      url: `/api/users/${await c.row(async (e) => {
        const person = await fresh.person(c.w.t, e);
        if (c.actor.areas.includes('workforce')) {
          await ok(c.w.t, e.admin, 'PATCH', '/api/permission-on-user-id/', { user_id: person.userId, permissions: { dashboard: false } });
        }
        return person.userId;
      })}/`,
    }),
  },
  {
    method: 'GET',
    path: '/api/contact-us-email/',
    access: { who: 'anyone' },
    ok: 200,
    names: 'nothing',
    mayLose: ENQUIRY,
    request: () => ({ url: '/api/contact-us-email/?name=Vera%20Visitor&email=vera%40visitor.example.com&message=Tell%20me%20more' }),
  },
  {
    method: 'GET',
    path: '/api/demo-request-email/',
    access: { who: 'anyone' },
    ok: 200,
    names: 'nothing',
    mayLose: ENQUIRY,
    request: () => ({ url: '/api/demo-request-email/?name=Vera%20Visitor&email=vera%40visitor.example.com&company=Visitor%20Ltd' }),
  },
];
