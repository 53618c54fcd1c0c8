import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAssignments } from '../../../server/db/schema';
import { addSuperuser, signUpCompany, type Session } from '../helpers/accounts';
import { employeeWith, send } from '../helpers/employees';
import { assignmentsOf, people, seedSurvey, surveyCounts, surveyMails } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** POST /survey/survey/{id}/remind/: only raters with answers missing, about only those ratees. */
let t: TestApp;
let admin: Session;
let p: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Initech' });
  p = await people(t, admin, ['Ana Lee', 'Bo Chen', 'Cy Park', 'Di Moss']);
});
afterAll(async () => {
  await t.close();
});

const remind = (id: number, by: Session | null = admin) => send(t, by, 'POST', `/survey/survey/${id}/remind/`);

describe('reminders', () => {
  it('mail each rater with answers missing once, listing only the ratees still pending', async () => {
    const { Ana, Bo, Cy, Di } = p;
    const id = await seedSurvey(t, admin, {
      title: 'Autumn review',
      assignments: [
        // Bo has submitted about Ana, not about Cy or Di (one a draft).
        { ratee: Ana!.id, rater: Bo!.id, relationship: 'manager', invited: true, status: 'submitted' },
        { ratee: Cy!.id, rater: Bo!.id, relationship: 'manager', invited: true },
        { ratee: Di!.id, rater: Bo!.id, relationship: 'peer', invited: true, status: 'draft' },
        // Cy has submitted everything.
        { ratee: Ana!.id, rater: Cy!.id, relationship: 'peer', invited: true, status: 'submitted' },
        // Di was added later and never invited.
        { ratee: Ana!.id, rater: Di!.id, relationship: 'direct_report' },
      ],
    });
    const res = await remind(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Reminders sent to 2 raters.', sent: 2, skipped: 0 });

    const mails = await surveyMails(t, 'Autumn review');
    expect(mails.map((m) => m.to).sort()).toEqual([Bo!.email, Di!.email].sort());
    const bo = mails.find((m) => m.to === Bo!.email)!;
    expect(bo.subject).toBe('Reminder: Autumn review');
    expect(bo.text).toContain('your answers are still missing for:\n\n- Cy Park, your direct report\n- Di Moss, a peer\n\n');
    expect(bo.text).not.toContain('Ana Lee');
    expect(bo.text).toContain(`http://app.test/portrayal/user/survey-list?survey=${id}`);
    expect(mails.find((m) => m.to === Di!.email)!.text).toContain('- Ana Lee, your manager\n\n');

    const rows = await assignmentsOf(t, id);
    const now = t.clock.now().getTime();
    for (const row of rows) {
      if (row.status === 'submitted') expect(row.remindedAt).toBeNull();
      else expect(Math.abs(row.remindedAt!.getTime() - now)).toBeLessThan(60_000);
      expect(row.invitedAt).not.toBeNull();
    }
  });

  it('mail nobody once everyone has submitted', async () => {
    const id = await seedSurvey(t, admin, {
      title: 'All done',
      assignments: [{ ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'manager', invited: true, status: 'submitted' }],
    });
    expect((await remind(id)).json()).toEqual({ detail: 'Every rater has already submitted: nobody to remind.', sent: 0, skipped: 0 });
    expect(await surveyMails(t, 'All done')).toEqual([]);
  });

  it('go out only while the survey is open', async () => {
    const rows = [{ ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'manager' as const, invited: true }];
    const cases: Array<[number, RegExp]> = [
      [await seedSurvey(t, admin, { isDraft: true, assignments: rows }), /^A draft has not been sent/],
      [await seedSurvey(t, admin, { start: 2, end: 9, assignments: rows }), /^This survey opens on \d{4}-\d{2}-\d{2}/],
      [await seedSurvey(t, admin, { start: -9, end: -2, assignments: rows }), /^This survey is closed/],
      [await seedSurvey(t, admin, { closed: true, assignments: rows }), /^This survey is closed/],
    ];
    const before = await surveyCounts(t);
    for (const [id, message] of cases) {
      const res = await remind(id);
      expect(res.statusCode).toBe(400);
      expect(res.json().non_field_errors[0]).toMatch(message);
      const [row] = await t.db.select().from(surveyAssignments).where(eq(surveyAssignments.surveyId, id));
      expect(row!.remindedAt).toBeNull();
    }
    expect(await surveyCounts(t)).toEqual(before);
  });

  it("answer 404 for an unknown survey or another company's", async () => {
    expect((await remind(999_999)).json()).toEqual({ detail: 'Not found.' });
    const id = await seedSurvey(t, admin, { assignments: [{ ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'manager' }] });
    await expectTenantIsolation({
      app: t.app,
      intruder: (await signUpCompany(t)).headers,
      byId: [{ method: 'POST', url: `/survey/survey/${id}/remind/` }],
      snapshot: async () => [await surveyCounts(t), await assignmentsOf(t, id)],
    });
  });

  it('need the survey area', async () => {
    const id = await seedSurvey(t, admin);
    expect((await remind(id, null)).statusCode).toBe(401);
    expect((await remind(id, await addSuperuser(t))).statusCode).toBe(403);
    expect((await remind(id, await employeeWith(t, admin))).statusCode).toBe(403);
    expect((await remind(id, await employeeWith(t, admin, { survey: true }))).statusCode).toBe(200);
  });
});
