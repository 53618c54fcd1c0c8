import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../../server/db/schema';
import { mailedToken, mailsTo, PASSWORD, registration, signUpCompany, uniqueEmail, type Session } from '../helpers/accounts';
import { emailChangeToken, openEmailChange } from '../helpers/email-change';
import { createEmployee, employeeWith, send, workforceCounts } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** A new sign-in address takes effect only from the link mailed to it. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
});
// Some tests move the clock past the 12-hour life of a sign-in: each starts with a fresh admin.
beforeEach(async () => {
  admin = await signUpCompany(t, { company_name: 'Umbrella' });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const BAD_LINK = {
  non_field_errors: ['This link is invalid or has expired, or a newer change or a new password replaced it. The sign-in address was not changed.'],
};
const emailOf = async (userId: number) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
const login = (email: string) => t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email, password: PASSWORD } });

/** A signed-in employee, and an address change the admin asked for them. */
async function changed(to = uniqueEmail('new')) {
  const person = await employeeWith(t, admin);
  const [row] = (await send(t, admin, 'GET', '/api/user-get/')).json().filter((e: { user_id: number }) => e.user_id === person.userId);
  const res = await send(t, admin, 'PATCH', '/api/employee-registration/', { id: row.id, email: to, email_change_reason: 'Moved to a new mailbox' });
  expect(res.statusCode, res.body).toBe(200);
  return { person, employeeId: row.id as number, to };
}

describe('the new-address link', () => {
  it('is shown as pending in the employee list and the account, and mailed with a link that lives 24 hours', async () => {
    const { person, to } = await changed();
    const listed = (await send(t, admin, 'GET', '/api/user-get/')).json().find((e: { user_id: number }) => e.user_id === person.userId);
    expect(listed).toMatchObject({ email: person.email, pending_email: to, status: 'active' });
    expect((await send(t, person, 'GET', '/api/auth-user/')).json()).toMatchObject({ email: person.email, pending_email: to });
    const [mail] = await mailsTo(t.db, to);
    expect(mail!.subject).toBe('Confirm your new sign-in address');
    expect(mail!.text).toMatch(/http:\/\/app\.test\/authentication\/email-change\/[A-Za-z0-9_-]{32}/);
    const [token] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.email, to));
    expect(token!.purpose).toBe('email-change');
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBeGreaterThan(23.9 * HOUR);
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBeLessThan(24.1 * HOUR);
    // Stored hashed: the mailed token is nowhere in the table.
    expect(token!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(token!.tokenHash).not.toContain(await emailChangeToken(t.db, to));
  });

  it('works once, and an unknown or malformed link is refused alike', async () => {
    const { person, to } = await changed();
    const token = await emailChangeToken(t.db, to);
    expect((await openEmailChange(t, token)).statusCode).toBe(200);
    const again = await openEmailChange(t, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(BAD_LINK);
    expect((await openEmailChange(t, 'x'.repeat(40))).json()).toEqual(BAD_LINK);
    expect((await openEmailChange(t, 'bad token!')).json()).toEqual(BAD_LINK);
    expect(await emailOf(person.userId)).toBe(to);
  });

  it('expires after 24 hours, and the old address keeps signing in', async () => {
    const { person, to } = await changed();
    t.clock.advance(24 * HOUR + 60_000);
    const before = await workforceCounts(t);
    expect((await openEmailChange(t, await emailChangeToken(t.db, to))).json()).toEqual(BAD_LINK);
    expect(await workforceCounts(t)).toEqual(before);
    expect(await emailOf(person.userId)).toBe(person.email);
    expect((await login(person.email)).statusCode).toBe(200);
  });

  it('is voided by a newer change, which the list shows instead', async () => {
    const { person, employeeId, to } = await changed();
    const first = await emailChangeToken(t.db, to);
    const second = uniqueEmail('newer');
    expect(
      (await send(t, admin, 'PATCH', '/api/employee-registration/', { id: employeeId, email: second, email_change_reason: 'Moved to a new mailbox' })).json()
        .pending_email,
    ).toBe(second);
    expect((await openEmailChange(t, first)).json()).toEqual(BAD_LINK);
    expect((await openEmailChange(t, await emailChangeToken(t.db, second))).statusCode).toBe(200);
    expect(await emailOf(person.userId)).toBe(second);
  });

  it('is voided by a password change, and nothing is pending after it', async () => {
    const { person, to } = await changed();
    const res = await send(t, person, 'PUT', '/api/change-password/', { old_password: PASSWORD, new_password: 'a brand new passphrase' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await openEmailChange(t, await emailChangeToken(t.db, to))).json()).toEqual(BAD_LINK);
    const list = (await send(t, admin, 'GET', '/api/user-get/')).json();
    expect(list.find((e: { user_id: number }) => e.user_id === person.userId).pending_email).toBeNull();
  });

  it('is voided by a password reset', async () => {
    const { person, to } = await changed();
    await t.app.inject({ method: 'POST', url: '/api/request-password-reset/', payload: { email: person.email } });
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/password-reset/${await mailedToken(t.db, person.email, 'password-reset')}/`,
      payload: { password: PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await openEmailChange(t, await emailChangeToken(t.db, to))).json()).toEqual(BAD_LINK);
  });

  it('is refused when another account took the address meanwhile, and changes nothing', async () => {
    const { person, to } = await changed();
    expect((await t.app.inject({ method: 'POST', url: '/api/users/', payload: registration({ email: to }) })).statusCode).toBe(201);
    const before = await workforceCounts(t);
    const res = await openEmailChange(t, await emailChangeToken(t.db, to));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Another account now uses this address, so it cannot become your sign-in address. Your sign-in address was not changed.',
    });
    expect(await workforceCounts(t)).toEqual(before);
    expect(await emailOf(person.userId)).toBe(person.email);
    expect((await send(t, person, 'GET', '/api/auth-user/')).statusCode).toBe(200);
  });

  it('voids the reset links mailed to the old address', async () => {
    const { person, to } = await changed();
    await t.app.inject({ method: 'POST', url: '/api/request-password-reset/', payload: { email: person.email } });
    const oldReset = await mailedToken(t.db, person.email, 'password-reset');
    expect((await openEmailChange(t, await emailChangeToken(t.db, to))).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/password-reset/${oldReset}/`, payload: { password: 'another long passphrase' } });
    expect(res.statusCode).toBe(400);
    expect((await login(to)).statusCode).toBe(200);
  });
});

describe('an address that needs no link', () => {
  it("is an invited employee's, corrected at once (nobody can sign in as them yet)", async () => {
    const invited = await createEmployee(t, admin);
    const corrected = uniqueEmail('fixed');
    const res = await send(t, admin, 'PATCH', '/api/employee-registration/', { id: invited.id, email: corrected });
    expect(res.json()).toMatchObject({ email: corrected, pending_email: null, status: 'invited' });
    await t.app.invitations.settled();
    expect((await mailsTo(t.db, corrected)).map((m) => m.subject)).toEqual(['Your Competency 360 account at Umbrella']);
    expect((await mailsTo(t.db, invited.email)).map((m) => m.subject)).not.toContain('Your sign-in address is being changed');
  });

  it('is a change of case only', async () => {
    const person = await employeeWith(t, admin);
    const [row] = (await send(t, admin, 'GET', '/api/user-get/')).json().filter((e: { user_id: number }) => e.user_id === person.userId);
    const res = await send(t, admin, 'PATCH', '/api/employee-registration/', { id: row.id, email: person.email.toUpperCase() });
    expect(res.json()).toMatchObject({ email: person.email.toUpperCase(), pending_email: null });
    expect((await send(t, person, 'GET', '/api/auth-user/')).statusCode).toBe(200);
  });
});

describe('a new address', () => {
  it('must be free when asked for', async () => {
    const person = await employeeWith(t, admin);
    const [row] = (await send(t, admin, 'GET', '/api/user-get/')).json().filter((e: { user_id: number }) => e.user_id === person.userId);
    const before = await workforceCounts(t);
    const res = await send(t, admin, 'PATCH', '/api/employee-registration/', { id: row.id, email: admin.email.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['This address already signs in to an account, here or elsewhere: use another work address for this person.'] });
    expect(await workforceCounts(t)).toEqual(before);
  });

  it('is asked for with the other changes of the same request, which apply at once', async () => {
    const { person } = await changed();
    const [row] = (await send(t, admin, 'GET', '/api/user-get/')).json().filter((e: { user_id: number }) => e.user_id === person.userId);
    const next = uniqueEmail('with-name');
    const res = await send(t, admin, 'PATCH', '/api/employee-registration/', {
      id: row.id,
      email: next,
      last_name: 'Moved',
      email_change_reason: 'Moved to a new mailbox',
    });
    expect(res.json()).toMatchObject({ email: person.email, pending_email: next, last_name: 'Moved' });
  });
});
