import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, oneTimeTokens } from '../../../server/db/schema';
import { mailedToken, mailsTo, signUpCompany, type Session } from '../helpers/accounts';
import { employeeBody, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * The crash campaign found it: the welcome mail's claim (set-password token, flag
 * cleared) committed before the mail was stored, so a process killed in between left an
 * employee who would never be mailed. A refused outbox insert stands in for the kill here.
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

async function whileOutboxRefused(body: () => Promise<void>): Promise<void> {
  await t.db.execute(sql`create function outbox_test_refuse() returns trigger language plpgsql as $$
    begin raise exception 'refused for the test'; end $$`);
  await t.db.execute(sql`create trigger outbox_test_refuse before insert on outbox for each statement execute function outbox_test_refuse()`);
  try {
    await body();
  } finally {
    await t.db.execute(sql`drop trigger outbox_test_refuse on outbox`);
    await t.db.execute(sql`drop function outbox_test_refuse()`);
  }
}

const stateOf = async (employeeId: number) => {
  const [row] = await t.db.select({ pending: employees.invitePending, userId: employees.userId }).from(employees).where(eq(employees.id, employeeId));
  const tokens = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, row!.userId));
  return { pending: row!.pending, tokens: tokens.length };
};

describe('the welcome mail and its claim', () => {
  it('are stored together: a mail that cannot be stored leaves the employee waiting, and the next run mails them', async () => {
    const body = employeeBody({ send_invitation: true });
    let id = 0;
    await whileOutboxRefused(async () => {
      const res = await send(t, admin, 'POST', '/api/employee-registration/', body);
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().id;
      await t.app.invitations.settled();
    });
    expect(await mailsTo(t.db, body.email as string)).toHaveLength(0);
    expect(await stateOf(id)).toEqual({ pending: true, tokens: 0 });

    t.app.invitations.dispatch();
    await t.app.invitations.settled();
    expect(await mailsTo(t.db, body.email as string)).toHaveLength(1);
    expect(await stateOf(id)).toEqual({ pending: false, tokens: 1 });
    const token = await mailedToken(t.db, body.email as string, 'password-reset');
    const set = await t.app.inject({ method: 'PATCH', url: `/api/password-reset/${token}/`, payload: { password: 'a new long pass phrase' } });
    expect(set.statusCode, set.body).toBe(200);
  });
});
