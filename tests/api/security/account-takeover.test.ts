import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { addUser, mailsTo, PASSWORD, signUpCompany, uniqueEmail, type Session } from '../helpers/accounts';
import { emailChangeToken, openEmailChange } from '../helpers/email-change';
import { createEmployee, employeeWith, send, workforceCounts } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * An employee with the workforce area changed a colleague's sign-in
 * address to one they owned, reset the password there and signed in as the colleague.
 * Each step of that now fails, and a workforce user cannot touch someone with more areas.
 */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Initech' });
});
afterAll(async () => {
  await t.close();
});

const edit = (by: Session, payload: object) => send(t, by, 'PATCH', '/api/employee-registration/', payload);
const login = (email: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email, password } });
const emailOf = async (userId: number) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
const employeeIdOf = async (s: Session) =>
  ((await send(t, admin, 'GET', '/api/user-get/')).json() as Array<{ id: number; user_id: number }>).find((e) => e.user_id === s.userId)!.id;
const me = (s: Session) => send(t, s, 'GET', '/api/auth-user/');

describe('the takeover of the issue', () => {
  it('is refused when the colleague can use an area the caller cannot, and nothing changes', async () => {
    const attacker = await employeeWith(t, admin, { workforce: true, dashboard: false });
    const analyst = await employeeWith(t, admin, { feedback: true });
    const mine = uniqueEmail('attacker');
    const before = await workforceCounts(t);
    const res = await edit(attacker, { id: await employeeIdOf(analyst), email: mine });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/^This person can use the dashboard and feedback areas, which you cannot\./);
    expect(await workforceCounts(t)).toEqual(before);
    expect(await emailOf(analyst.userId)).toBe(analyst.email);
    expect(await mailsTo(t.db, mine)).toEqual([]);
  });

  it('even when allowed, changes nothing until the owner agrees and the new inbox opens the link; a reset there signs in nobody', async () => {
    const hr = await employeeWith(t, admin, { workforce: true });
    const colleague = await employeeWith(t, admin);
    const mine = uniqueEmail('attacker');
    const res = await edit(hr, { id: await employeeIdOf(colleague), email: mine });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: colleague.email, pending_email: null });

    // The owner is asked at the current address, naming the new one, and agrees (issue 37).
    await t.mailer.flush();
    const [ask] = (await mailsTo(t.db, colleague.email)).filter((m) => m.subject === 'Do you agree to change your sign-in address?');
    expect(ask!.text).toContain(mine);
    const consent = ask!.text.match(/\/authentication\/email-change-consent\/([A-Za-z0-9_-]+)/)![1]!;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/email-change-consent/${consent}/`, payload: { agree: true } })).statusCode).toBe(200);

    // Until the link is opened the old address signs in, the new one does not, and a reset
    // asked for the new address mails nothing there: it is nobody's sign-in address yet.
    expect((await login(colleague.email)).statusCode).toBe(200);
    expect((await send(t, colleague, 'GET', '/api/auth-user/')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/request-password-reset/', payload: { email: mine } })).statusCode).toBe(200);
    await t.mailer.flush();
    const inbox = await mailsTo(t.db, mine);
    expect(inbox.map((m) => m.subject)).toEqual(['Confirm your new sign-in address']);
    expect(inbox[0]!.text).not.toContain('/authentication/password-reset/');
    expect((await login(mine)).statusCode).toBe(400);

    // Opened: the address changes, the colleague's sessions end, the old address hears again.
    const opened = await openEmailChange(t, await emailChangeToken(t.db, mine));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ detail: `Your sign-in address is now ${mine}. Sign in with it; every earlier session has ended.` });
    expect(await emailOf(colleague.userId)).toBe(mine);
    expect((await send(t, colleague, 'GET', '/api/auth-user/')).statusCode).toBe(401);
    expect((await login(colleague.email)).statusCode).toBe(400);
    const [changed] = (await mailsTo(t.db, colleague.email)).filter((m) => m.subject === 'Your sign-in address was changed');
    expect(changed!.text).toContain(mine);
  });
});

describe('a workforce user and someone with more areas', () => {
  let hr: Session;
  let analyst: Session;
  let analystEmployee: number;
  beforeAll(async () => {
    hr = await employeeWith(t, admin, { workforce: true });
    analyst = await employeeWith(t, admin, { feedback: true, survey: true });
    analystEmployee = await employeeIdOf(analyst);
  });

  it.each([
    ['address', () => ({ email: uniqueEmail('swap') })],
    ['username', () => ({ username: 'taken.over' })],
    ['first name', () => ({ first_name: 'Mallory' })],
    ['last name', () => ({ last_name: 'Mallory' })],
  ])('cannot change their %s', async (_what, body) => {
    const before = await workforceCounts(t);
    const row = (await t.db.select().from(users).where(eq(users.id, analyst.userId)))[0];
    const res = await edit(hr, { id: analystEmployee, ...body() });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/^This person can use the survey and feedback areas, which you cannot\. Only an admin/);
    expect(await workforceCounts(t)).toEqual(before);
    expect((await t.db.select().from(users).where(eq(users.id, analyst.userId)))[0]).toEqual(row);
  });

  it('cannot change their permissions, password or remove them', async () => {
    const before = await workforceCounts(t);
    expect((await send(t, hr, 'PATCH', '/api/permission-on-user-id/', { user_id: analyst.userId, permissions: { feedback: false } })).statusCode).toBe(403);
    expect((await send(t, hr, 'PATCH', `/api/users/${analyst.userId}/`, { first_name: 'Mallory' })).statusCode).toBe(403);
    const removed = await send(t, hr, 'DELETE', `/api/users/${analyst.userId}/`);
    expect(removed.statusCode).toBe(403);
    expect(removed.json().detail).toMatch(/^This person can use the survey and feedback areas/);
    // A password changes only by its owner: with the old one, or with a link mailed to their own address.
    expect((await t.app.inject({ method: 'POST', url: '/api/request-password-reset/', payload: { email: analyst.email } })).statusCode).toBe(200);
    expect(await workforceCounts(t)).toEqual({ ...before, outbox: before.outbox! + 1, oneTimeTokens: before.oneTimeTokens! + 1 });
    expect((await login(analyst.email)).statusCode).toBe(200);
  });

  it('may still keep their employee record: code, manager, lists', async () => {
    const boss = await createEmployee(t, admin);
    const res = await edit(hr, { id: analystEmployee, emp_code: `AN-${Date.now()}`, parent_id: boss.id });
    expect(res.statusCode, res.body).toBe(200);
    // Sending the names they already have is no change of them.
    expect((await edit(hr, { id: analystEmployee, first_name: res.json().first_name })).statusCode).toBe(200);
  });

  it('can change and remove those with no area beyond theirs; only the admin the rest', async () => {
    const plain = await employeeWith(t, admin);
    expect((await edit(hr, { id: await employeeIdOf(plain), last_name: 'Renamed' })).json().last_name).toBe('Renamed');
    expect((await send(t, hr, 'DELETE', `/api/users/${plain.userId}/`)).statusCode).toBe(204);
    expect((await edit(admin, { id: analystEmployee, last_name: 'Renamed' })).statusCode).toBe(200);
  });
});

describe('an admin', () => {
  it('is changed or removed by nobody but an admin, whatever areas they hold', async () => {
    const everything = { dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true };
    const allAreas = await employeeWith(t, admin, everything);
    const second = await addUser(t, admin, 'admin');
    const before = await workforceCounts(t);
    for (const [method, url, payload] of [
      ['PATCH', `/api/users/${second.userId}/`, { first_name: 'Mallory' }],
      ['PATCH', '/api/permission-on-user-id/', { user_id: second.userId, permissions: { master: false } }],
      ['DELETE', `/api/users/${second.userId}/`, undefined],
    ] as const) {
      const res = await send(t, allAreas, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const removed = await send(t, allAreas, 'DELETE', `/api/users/${second.userId}/`);
    expect(removed.json()).toEqual({ detail: "Only an admin can change or remove an admin's account." });
    expect(await workforceCounts(t)).toEqual(before);
    expect((await send(t, admin, 'PATCH', `/api/users/${second.userId}/`, { first_name: 'Second' })).statusCode).toBe(200);
  });
});

describe('your own address', () => {
  it('also waits for the link mailed to it', async () => {
    const hr = await employeeWith(t, admin, { workforce: true });
    const next = uniqueEmail('moved');
    const res = await edit(hr, { id: await employeeIdOf(hr), email: next, first_name: 'Renata' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: hr.email, pending_email: next, first_name: 'Renata' });
    expect((await me(hr)).json()).toMatchObject({ email: hr.email, pending_email: next });
    expect((await openEmailChange(t, await emailChangeToken(t.db, next))).statusCode).toBe(200);
    expect((await me(hr)).statusCode).toBe(401);
    expect((await login(next)).statusCode).toBe(200);
  });
});

describe('an invited person already in a survey', () => {
  it('has their welcome link sent elsewhere only by an admin: whoever opens it answers as them', async () => {
    const hr = await employeeWith(t, admin, { workforce: true, survey: true });
    const invited = await createEmployee(t, admin);
    const correct = async (by: Session) => edit(by, { id: invited.id, email: uniqueEmail('corrected') });
    // Not yet in a survey: a typo is simply corrected, as before.
    expect((await correct(hr)).statusCode).toBe(200);
    const created = await send(t, admin, 'POST', '/survey/survey-creation/', {
      survey: {
        title: 'Pulse',
        start_date: new Date().toISOString().slice(0, 10),
        end_date: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
        audience: 'Individual',
        is_draft: true,
        type_values: [],
        competencies: [],
      },
      position: null,
      survey_assign: [{ ratee: invited.id, rater: invited.id, relationship: 'self' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = await workforceCounts(t);
    const refused = await correct(hr);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/already asked to rate, or to be rated, in a survey.*Only an admin can send it to another address/);
    expect(await workforceCounts(t)).toEqual(before);
    expect((await correct(admin)).statusCode).toBe(200);
  });
});
