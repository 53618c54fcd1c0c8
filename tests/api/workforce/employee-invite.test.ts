import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../../server/db/schema';
import { mailsTo, signUpCompany, type Session } from '../helpers/accounts';
import { csvOf, importFile, person } from '../helpers/employee-import';
import { activate, createEmployee, employeeWith, send, workforceCounts } from '../helpers/employees';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Invite when ready: adding or importing mails nobody unless asked; POST /api/user/invite/ mails later. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Vandelay' });
});
afterAll(async () => {
  await t.close();
});

const invite = (body: object, by: Session | null = admin) => send(t, by, 'POST', '/api/user/invite/', body);
const quiet = (overrides: Record<string, unknown> = {}) => createEmployee(t, admin, { send_invitation: false, ...overrides });
const rowOf = async (id: number) => (await t.db.select().from(employees).where(eq(employees.id, id)))[0]!;

describe('adding an employee', () => {
  it('mails nobody by default: not invited, no link', async () => {
    const made = await quiet();
    expect(made).toMatchObject({ status: 'not_invited', invited_at: null });
    expect(await mailsTo(t.db, made.email)).toHaveLength(0);
    expect(await rowOf(made.id)).toMatchObject({ invitePending: false, invitedAt: null });
  });

  it('mails the welcome link at once when asked, and records when', async () => {
    const made = await createEmployee(t, admin, { send_invitation: true });
    expect(await mailsTo(t.db, made.email)).toHaveLength(1);
    const listed = (await send(t, admin, 'GET', '/api/user-get/')).json().find((e: { id: number }) => e.id === made.id);
    expect(listed.invited_at).toBe((await rowOf(made.id)).invitedAt!.toISOString());
  });

  it('correcting the address of someone never invited mails nobody', async () => {
    const made = await quiet();
    const res = await send(t, admin, 'PATCH', '/api/employee-registration/', { id: made.id, email: `fixed.${made.email}` });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.invitations.settled();
    expect(await mailsTo(t.db, `fixed.${made.email}`)).toHaveLength(0);
  });

  it('importing mails nobody by default', async () => {
    const rows = [person(), person()];
    const res = await importFile(t, admin, 'quiet.csv', csvOf(rows));
    expect(res.json()).toEqual({ imported: 2, invited: 0 });
    await t.app.invitations.settled();
    for (const r of rows) expect(await mailsTo(t.db, r.email!)).toHaveLength(0);
  });
});

describe('POST /api/user/invite/', () => {
  it('mails the chosen employees their link, skips whoever already signs in, and records when', async () => {
    const [a, b] = [await quiet(), await quiet()];
    const active = await employeeWith(t, admin);
    const [activeRow] = await t.db.select().from(employees).where(eq(employees.userId, active.userId));
    const activeMails = (await mailsTo(t.db, active.email)).length;
    const res = await invite({ ids: [a.id, b.id, activeRow!.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      invited: 2,
      skipped: 1,
      detail: 'Invitations sent to 2 employees. 1 employee already has an active account and was skipped.',
    });
    await t.app.invitations.settled();
    for (const e of [a, b]) {
      const [mail] = await mailsTo(t.db, e.email);
      expect(mail!.subject).toBe('Your Competency 360 account at Vandelay');
      expect((await rowOf(e.id)).invitedAt).not.toBeNull();
    }
    expect(await mailsTo(t.db, active.email)).toHaveLength(activeMails);
    await activate(t, a.email);
  });

  it('invites everyone never invited, once', async () => {
    const [a, b] = [await quiet(), await quiet()];
    const res = await invite({ all_not_invited: true });
    expect(res.json().invited).toBeGreaterThanOrEqual(2);
    await t.app.invitations.settled();
    expect(await mailsTo(t.db, a.email)).toHaveLength(1);
    expect(await mailsTo(t.db, b.email)).toHaveLength(1);
    expect((await invite({ all_not_invited: true })).json()).toEqual({ invited: 0, skipped: 0, detail: 'Nobody was invited.' });
    const rows = await t.db
      .select()
      .from(employees)
      .where(inArray(employees.id, [a.id, b.id]));
    expect(rows.every((r) => r.invitedAt !== null && !r.invitePending)).toBe(true);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const before = await workforceCounts(t);
    for (const body of [{}, { ids: [] }, { ids: [0] }, { ids: [1, 1] }, { all_not_invited: false }, { ids: [1], all_not_invited: true }]) {
      expect((await invite(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await workforceCounts(t)).toEqual(before);
  });

  it("answers 404 for another company's employees and invites nobody", async () => {
    const made = await quiet();
    const other = await signUpCompany(t);
    await expectTenantIsolation({
      app: t.app,
      intruder: other.headers,
      byId: [{ method: 'POST', url: '/api/user/invite/', payload: { ids: [made.id] } }],
      snapshot: async () => [await workforceCounts(t), await rowOf(made.id)],
    });
    const theirs = await createEmployee(t, other, { send_invitation: false });
    expect((await invite({ ids: [made.id, theirs.id] })).statusCode).toBe(404);
    expect(await rowOf(made.id)).toMatchObject({ invitePending: false, invitedAt: null });
  });

  it('needs the workforce area', async () => {
    const made = await quiet();
    expect((await invite({ ids: [made.id] }, null)).statusCode).toBe(401);
    expect((await invite({ ids: [made.id] }, await employeeWith(t, admin))).statusCode).toBe(403);
    expect((await invite({ ids: [made.id] }, await employeeWith(t, admin, { workforce: true }))).statusCode).toBe(200);
  });
});
