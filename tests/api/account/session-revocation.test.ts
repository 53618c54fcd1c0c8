import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedToken, PASSWORD, signIn, signUpCompany, uniqueEmail, auth, type Session } from '../helpers/accounts';
import { emailChangeToken, openEmailChange } from '../helpers/email-change';
import { employeeWith, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * A change of sign-in address, of password and a permission taken away end the
 * account's existing sessions: their JWTs answer 401 from the next request.
 */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
});
afterAll(async () => {
  await t.close();
});

const SESSION_ENDED = { detail: 'Your session has expired or is no longer valid. Sign in again.' };
const whoAmI = (headers: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/auth-user/', headers });
/** The profile's list agrees: only the session opened since is live. */
async function onlyThisSessionListed(headers: { authorization: string }) {
  const list = (await t.app.inject({ method: 'GET', url: '/api/sessions/', headers })).json();
  expect(list).toEqual([expect.objectContaining({ current: true })]);
}

/** A person signed in twice (two devices): `first` and `second`. */
async function twice(areas: Record<string, boolean> = {}) {
  const first = await employeeWith(t, admin, areas);
  const second = auth(await signIn(t, first.email));
  return { first, second };
}
const employeeIdOf = async (userId: number) =>
  ((await send(t, admin, 'GET', '/api/user-get/')).json() as Array<{ id: number; user_id: number }>).find((e) => e.user_id === userId)!.id;

describe('every session of the account ends', () => {
  it('when a new sign-in address is confirmed, not when it is only asked for', async () => {
    const { first, second } = await twice();
    const to = uniqueEmail('moved');
    expect(
      (
        await send(t, admin, 'PATCH', '/api/employee-registration/', {
          id: await employeeIdOf(first.userId),
          email: to,
          email_change_reason: 'Moved to a new mailbox',
        })
      ).statusCode,
    ).toBe(200);
    expect((await whoAmI(first.headers)).statusCode).toBe(200);
    expect((await openEmailChange(t, await emailChangeToken(t.db, to))).statusCode).toBe(200);
    for (const headers of [first.headers, second]) {
      const res = await whoAmI(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(SESSION_ENDED);
    }
    const fresh = auth(await signIn(t, to));
    expect((await whoAmI(fresh)).statusCode).toBe(200);
    await onlyThisSessionListed(fresh);
  });

  it('when the password is changed, but for the token the change answers', async () => {
    const { first, second } = await twice();
    const res = await send(t, first, 'PUT', '/api/change-password/', { old_password: PASSWORD, new_password: 'a brand new passphrase' });
    expect(res.statusCode).toBe(200);
    expect((await whoAmI(first.headers)).statusCode).toBe(401);
    expect((await whoAmI(second)).statusCode).toBe(401);
    expect((await whoAmI(auth(res.json().token))).statusCode).toBe(200);
  });

  it('when the password is reset', async () => {
    const { first, second } = await twice();
    await t.app.inject({ method: 'POST', url: '/api/request-password-reset/', payload: { email: first.email } });
    const token = await mailedToken(t.db, first.email, 'password-reset');
    expect((await t.app.inject({ method: 'PATCH', url: `/api/password-reset/${token}/`, payload: { password: 'a brand new passphrase' } })).statusCode).toBe(
      200,
    );
    expect((await whoAmI(first.headers)).statusCode).toBe(401);
    expect((await whoAmI(second)).statusCode).toBe(401);
  });

  it('when an area is taken away, not when one is granted or a PATCH names what they have', async () => {
    const { first, second } = await twice({ survey: true });
    const change = (permissions: object) => send(t, admin, 'PATCH', '/api/permission-on-user-id/', { user_id: first.userId, permissions });
    expect((await change({ feedback: true })).statusCode).toBe(200);
    expect((await change({ survey: true, master: false })).statusCode).toBe(200);
    expect((await whoAmI(first.headers)).json().permissions).toMatchObject({ survey: true, feedback: true });
    expect((await change({ survey: false })).statusCode).toBe(200);
    expect((await whoAmI(first.headers)).statusCode).toBe(401);
    expect((await whoAmI(second)).statusCode).toBe(401);
    const fresh = auth(await signIn(t, first.email));
    expect((await whoAmI(fresh)).json().permissions).toMatchObject({ survey: false, feedback: true });
    await onlyThisSessionListed(fresh);
  });
});
