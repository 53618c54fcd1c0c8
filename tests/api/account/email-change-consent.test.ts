import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../server/db/schema';
import { mailsTo, PASSWORD, signUpCompany, uniqueEmail, type Session } from '../helpers/accounts';
import { emailChangeToken, openEmailChange } from '../helpers/email-change';
import { createEmployee, employeeWith, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 37, finding 1: someone with the workforce area moved a colleague's sign-in address to
 * an inbox of their own and took the account over. An activated account's address now changes
 * only when its owner agrees from the CURRENT address, or when an admin forces it with a reason.
 */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Consentia' });
});
afterAll(async () => {
  await t.close();
});

const edit = (by: Session, payload: object) => send(t, by, 'PATCH', '/api/employee-registration/', payload);
const emailOf = async (userId: number) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
const employeeIdOf = async (s: { userId: number }) =>
  ((await send(t, admin, 'GET', '/api/user-get/')).json() as Array<{ id: number; user_id: number }>).find((e) => e.user_id === s.userId)!.id;
const consentToken = async (email: string) => {
  const links = (await mailsTo(t.db, email)).flatMap((m) =>
    [...m.text.matchAll(/\/authentication\/email-change-consent\/([A-Za-z0-9_-]+)/g)].map((x) => x[1]!),
  );
  expect(links.length, `a consent link mailed to ${email}`).toBeGreaterThan(0);
  return links.at(-1)!;
};
const consent = (token: string, agree?: boolean) =>
  t.app.inject({
    method: agree === undefined ? 'GET' : 'PATCH',
    url: `/api/email-change-consent/${token}/`,
    ...(agree !== undefined && { payload: { agree } }),
  });
const auditOf = async (userId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))))
  ).map((r) => ({ action: r.action, before: r.before, after: r.after }));

/** A workforce-only colleague asks to move an activated account to `mine`. */
async function askedByColleague() {
  const hr = await employeeWith(t, admin, { workforce: true });
  const owner = await employeeWith(t, admin);
  const mine = uniqueEmail('elsewhere');
  const res = await edit(hr, { id: await employeeIdOf(owner), email: mine });
  expect(res.statusCode, res.body).toBe(200);
  await t.mailer.flush();
  return { hr, owner, mine };
}

describe("an activated account's address, changed by someone else", () => {
  it('does not change, and nothing goes to the new address: the owner is asked at the current one', async () => {
    const { hr, owner, mine } = await askedByColleague();
    expect(await emailOf(owner.userId)).toBe(owner.email);
    expect(await mailsTo(t.db, mine)).toEqual([]);
    const [ask] = (await mailsTo(t.db, owner.email)).filter((m) => m.subject === 'Do you agree to change your sign-in address?');
    expect(ask!.text).toContain(mine);
    expect((await consent(await consentToken(owner.email))).json()).toEqual({ first_name: expect.any(String), email: owner.email, new_email: mine });
    // A reset asked for the new address reaches nobody: it is no one's sign-in address.
    await t.app.inject({ method: 'POST', url: '/api/request-password-reset/', payload: { email: mine } });
    await t.mailer.flush();
    expect(await mailsTo(t.db, mine)).toEqual([]);
    expect(await auditOf(owner.userId)).toEqual([{ action: 'user.email.change.requested', before: { email: owner.email }, after: { email: mine } }]);
    expect(hr.userId).not.toBe(owner.userId);
  });

  it('changes once the owner agrees and the new address opens its confirmation link', async () => {
    const { owner, mine } = await askedByColleague();
    const agreed = await consent(await consentToken(owner.email), true);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(await emailOf(owner.userId)).toBe(owner.email);
    await t.mailer.flush();
    const opened = await openEmailChange(t, await emailChangeToken(t.db, mine));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await emailOf(owner.userId)).toBe(mine);
    expect((await auditOf(owner.userId)).map((e) => e.action)).toEqual(['user.email.change.requested', 'user.email.change.agreed', 'user.email.change']);
  });

  it('changes nothing when the owner refuses, and the link works once', async () => {
    const { owner, mine } = await askedByColleague();
    const token = await consentToken(owner.email);
    expect((await consent(token, false)).json().detail).toMatch(/^You refused/);
    expect((await consent(token, true)).statusCode).toBe(400);
    expect((await consent(token)).statusCode).toBe(400);
    await t.mailer.flush();
    expect(await mailsTo(t.db, mine)).toEqual([]);
    expect(await emailOf(owner.userId)).toBe(owner.email);
  });

  it('is asked of the owner even by an admin who gives no reason', async () => {
    const owner = await employeeWith(t, admin);
    const mine = uniqueEmail('admin-asks');
    expect((await edit(admin, { id: await employeeIdOf(owner), email: mine })).statusCode).toBe(200);
    await t.mailer.flush();
    expect(await mailsTo(t.db, mine)).toEqual([]);
    expect(await consentToken(owner.email)).toBeTruthy();
  });
});

describe('a forced change', () => {
  it("is an admin's, with a reason the current address is told; it takes effect from the new address's link", async () => {
    const owner = await employeeWith(t, admin);
    const next = uniqueEmail('forced');
    const res = await edit(admin, { id: await employeeIdOf(owner), email: next, email_change_reason: 'Left the old mailbox behind' });
    expect(res.statusCode, res.body).toBe(200);
    await t.mailer.flush();
    const [told] = (await mailsTo(t.db, owner.email)).filter((m) => m.subject === 'Your admin is changing your sign-in address');
    expect(told!.text).toContain('Left the old mailbox behind');
    expect(told!.text).toContain(next);
    expect((await openEmailChange(t, await emailChangeToken(t.db, next))).statusCode).toBe(200);
    expect(await emailOf(owner.userId)).toBe(next);
    expect((await auditOf(owner.userId))[0]).toEqual({
      action: 'user.email.change.forced',
      before: { email: owner.email },
      after: { email: next, reason: 'Left the old mailbox behind' },
    });
  });

  it('is refused to anyone but an admin, and a blank reason is refused; nothing changes', async () => {
    const hr = await employeeWith(t, admin, { workforce: true });
    const owner = await employeeWith(t, admin);
    const id = await employeeIdOf(owner);
    const mine = uniqueEmail('forcing');
    const res = await edit(hr, { id, email: mine, email_change_reason: 'because' });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/^Only an admin can change/);
    expect((await edit(admin, { id, email: mine, email_change_reason: '   ' })).statusCode).toBe(400);
    await t.mailer.flush();
    expect(await mailsTo(t.db, mine)).toEqual([]);
    expect(await mailsTo(t.db, owner.email).then((m) => m.filter((x) => /sign-in address/.test(x.subject)))).toEqual([]);
    expect(await emailOf(owner.userId)).toBe(owner.email);
  });
});

describe('what stays as it was', () => {
  it('an invitee who never signed in is corrected at once by the workforce area', async () => {
    const hr = await employeeWith(t, admin, { workforce: true });
    const invited = await createEmployee(t, admin);
    const fixed = uniqueEmail('typo-fixed');
    const res = await edit(hr, { id: invited.id, email: fixed });
    expect(res.statusCode, res.body).toBe(200);
    expect(await emailOf(invited.user_id)).toBe(fixed);
    expect((await auditOf(invited.user_id)).map((e) => e.action)).toEqual(['user.email.change']);
  });

  it("the owner's own change goes to the new address's link at once", async () => {
    const owner = await employeeWith(t, admin, { workforce: true });
    const next = uniqueEmail('mine');
    expect((await edit(owner, { id: await employeeIdOf(owner), email: next })).json().pending_email).toBe(next);
    await t.mailer.flush();
    expect((await openEmailChange(t, await emailChangeToken(t.db, next))).statusCode).toBe(200);
    expect(await emailOf(owner.userId)).toBe(next);
    expect((await t.app.inject({ method: 'POST', url: '/auth/token/', payload: { email: next, password: PASSWORD } })).statusCode).toBe(200);
  });
});
