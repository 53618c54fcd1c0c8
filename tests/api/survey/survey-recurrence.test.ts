import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, surveys } from '../../../server/db/schema';
import { auth, signIn, signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { people, seedSurvey, surveyCounts } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;

let t: TestApp;
/** A second process on the same database and clock. */
let second: TestApp;
let admin: Session;
let intruder: Session;
let p: Awaited<ReturnType<typeof people>>;

beforeAll(async () => {
  t = await buildTestApp();
  second = await buildTestApp({ handle: t.handle, clock: t.clock });
  admin = await signUpCompany(t, { company_name: 'Initech' });
  intruder = await signUpCompany(t, { company_name: 'Globex' });
  p = await people(t, admin, ['Ana Lee', 'Bo Chen']);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const today = () => t.clock.now().toISOString().slice(0, 10);
/** `months` after a day, the last day of the month when it has fewer days (as PostgreSQL adds months). */
function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}
const daysUntil = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`)) / DAY);
/** Sessions live 12 hours: after the clock moves on by weeks, both companies sign in again. */
async function signInAgain() {
  admin = { ...admin, headers: auth(await signIn(t, admin.email)) };
  intruder = { ...intruder, headers: auth(await signIn(t, intruder.email)) };
}
const repeat = (id: number, months: number, as: Session = admin) => send(t, as, 'PUT', `/survey/survey/${id}/repeat/`, { repeat_months: months });
const runsOf = (id: number) => t.db.select().from(surveys).where(eq(surveys.repeatOf, id));
const rated = () => [{ ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'peer' as const, invited: true, status: 'submitted' as const }];

describe('a survey that repeats every N months', () => {
  it('is set, shown and stopped; a month count outside the choices is refused', async () => {
    const id = await seedSurvey(t, admin, { title: 'Pulse', start: 0, end: 10 });
    expect((await send(t, admin, 'GET', `/survey/survey/${id}/repeat/`)).json()).toEqual({
      repeat_months: 0,
      next_run_on: null,
      next_run: null,
      repeated: false,
    });
    const set = await repeat(id, 6);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ repeat_months: 6, next_run_on: addMonths(today(), 6), next_run: null, repeated: false });
    expect((await send(t, admin, 'GET', `/survey/survey/${id}/repeat/`)).json()).toMatchObject({ repeat_months: 6 });
    expect((await repeat(id, 7)).statusCode).toBe(400);
    expect((await repeat(id, 25)).statusCode).toBe(400);
    expect((await repeat(id, 0)).json()).toEqual({ repeat_months: 0, next_run_on: null, next_run: null, repeated: false });
    const log = await send(t, admin, 'GET', `/api/audit-log/?survey=${id}&action=survey.repeat`);
    expect(log.json().results).toHaveLength(2);
  });

  it('drafts the next run once its day comes, not before, and tells the owner; the run moves on to the draft', async () => {
    const id = await seedSurvey(t, admin, { title: 'Monthly pulse', start: 0, end: 6, assignments: rated() });
    expect((await repeat(id, 1)).statusCode).toBe(200);
    const due = addMonths(today(), 1);
    const start = today();
    t.clock.advance((daysUntil(due) - 1) * DAY);
    expect(await t.app.surveyRecurrence.run()).toBe(0);
    expect(await runsOf(id)).toEqual([]);

    t.clock.advance(DAY);
    await signInAgain();
    expect(await t.app.surveyRecurrence.run()).toBe(1);
    const [next] = await runsOf(id);
    expect(next).toMatchObject({
      title: 'Monthly pulse',
      isDraft: true,
      seriesId: id,
      repeatMonths: 1,
      repeatOf: id,
      ownerId: admin.userId,
      startDate: addMonths(start, 1),
      endDate: addMonths(new Date(Date.parse(`${start}T00:00:00Z`) + 6 * DAY).toISOString().slice(0, 10), 1),
      chosenRatees: [p.Ana!.id],
    });
    const survey = (await send(t, admin, 'GET', `/survey/survey/${next!.id}/`)).json();
    expect(survey).toMatchObject({ status: 'draft', progress: { assigned: 0 }, competencies: [expect.objectContaining({ weight: 25 })] });
    const mails = await t.db.select().from(outbox).where(eq(outbox.surveyId, next!.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: admin.email, subject: 'Ready to review: Monthly pulse', companyId: admin.companyId });
    expect(mails[0]!.text).toContain(`http://app.test/portrayal/admin/survey/${next!.id}`);

    expect((await send(t, admin, 'GET', `/survey/survey/${id}/repeat/`)).json()).toEqual({
      repeat_months: 1,
      next_run_on: null,
      next_run: { id: next!.id, title: 'Monthly pulse' },
      repeated: true,
    });
    expect((await repeat(id, 3)).json()).toEqual({ repeat_months: ['This run has already been repeated: change the cycle on its next run.'] });
    // The draft starts no cycle until it is launched; deleting it does not bring it back.
    t.clock.advance(40 * DAY);
    expect(await t.app.surveyRecurrence.run()).toBe(0);
    await t.db.delete(surveys).where(eq(surveys.id, next!.id));
    expect(await t.app.surveyRecurrence.run()).toBe(0);
    expect(await runsOf(id)).toEqual([]);
  });

  it('two processes looking at the same moment draft one next run', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) {
      const id = await seedSurvey(t, admin, { title: `Raced pulse ${n}`, start: -40, end: -30, closed: true, assignments: rated() });
      await t.db.update(surveys).set({ repeatMonths: 1 }).where(eq(surveys.id, id));
      ids.push(id);
    }
    const [a, b] = await Promise.all([t.app.surveyRecurrence.run(), second.app.surveyRecurrence.run()]);
    expect(a + b).toBe(4);
    for (const [i, id] of ids.entries()) {
      expect(await runsOf(id)).toHaveLength(1);
      expect(
        await t.db
          .select()
          .from(outbox)
          .where(eq(outbox.subject, `Ready to review: Raced pulse ${i + 1}`)),
      ).toHaveLength(1);
    }
    expect(await second.app.surveyRecurrence.run()).toBe(0);
  });

  it('the database refuses a second next run of one run', async () => {
    const id = await seedSurvey(t, admin, { title: 'Guarded' });
    const copyOf = () =>
      t.db.insert(surveys).values({
        companyId: admin.companyId!,
        title: 'Guarded',
        audience: 'Individual',
        startDate: today(),
        endDate: today(),
        isDraft: true,
        repeatOf: id,
      });
    await copyOf();
    await expect(copyOf()).rejects.toThrow();
  });

  it("answers 404 for another company's survey and changes nothing", async () => {
    await signInAgain();
    const id = await seedSurvey(t, admin, { title: 'Private pulse' });
    await repeat(id, 12);
    await expectTenantIsolation({
      app: t.app,
      intruder: intruder.headers,
      byId: [
        { method: 'GET', url: `/survey/survey/${id}/repeat/` },
        { method: 'PUT', url: `/survey/survey/${id}/repeat/`, payload: { repeat_months: 0 } },
      ],
      snapshot: async () => ({ counts: await surveyCounts(t), row: (await t.db.select().from(surveys).where(eq(surveys.id, id)))[0] }),
    });
  });
});
