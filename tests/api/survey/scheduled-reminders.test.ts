import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, surveyAssignments, surveyNominations, surveyReminderRuns, surveys } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { assignmentsOf, people, seedSurvey, surveyMails } from '../helpers/survey-seed';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const DAY = 24 * 3600 * 1000;

let t: TestApp;
/** A second process on the same database and clock. */
let second: TestApp;
let admin: Session;
let other: Session;
let p: Awaited<ReturnType<typeof people>>;
let q: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  t = await buildTestApp();
  second = await buildTestApp({ handle: t.handle, clock: t.clock });
  admin = await signUpCompany(t, { company_name: 'Initech' });
  other = await signUpCompany(t, { company_name: 'Globex' });
  p = await people(t, admin, ['Ana Lee', 'Bo Chen', 'Cy Park', 'Di Moss']);
  q = await people(t, other, ['Eve Hart', 'Flo Grant']);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** Moves both apps' clock on by whole days. */
const days = (n: number) => t.clock.advance(n * DAY);
const runsOf = (surveyId: number) =>
  t.db.select().from(surveyReminderRuns).where(eq(surveyReminderRuns.surveyId, surveyId)).orderBy(surveyReminderRuns.daysBefore);
/** Marks a survey's invitations as sent `n` days ago. */
const invitedDaysAgo = (surveyId: number, n: number) =>
  t.db
    .update(surveyAssignments)
    .set({ invitedAt: new Date(t.clock.now().getTime() - n * DAY) })
    .where(and(eq(surveyAssignments.surveyId, surveyId), inArray(surveyAssignments.status, ['pending', 'draft', 'submitted'])));

describe('scheduled reminders', () => {
  it('reach outside raters with answers missing too, with a new link', async () => {
    const id = await seedSurvey(t, admin, {
      title: 'Outside review',
      start: -1,
      end: 8,
      assignments: [
        // A manager: once a peer has submitted, nobody joins Ana's anonymous raters.
        { ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'manager', invited: true, status: 'submitted' },
      ],
    });
    const added = await send(t, admin, 'POST', `/survey/survey/${id}/external-raters/`, {
      ratee: p.Ana!.id,
      name: 'Olga Client',
      email: 'olga@client.example',
    });
    expect(added.statusCode, added.body).toBe(201);
    days(1);
    expect(await t.app.reminders.run()).toBe(1);
    const mails = await surveyMails(t, 'Outside review');
    expect(mails.map((m) => m.to)).toEqual(['olga@client.example', 'olga@client.example']);
    const [invitation, reminder] = mails.map((m) => m.text.match(/\/rate\/[\w-]+/)?.[0]);
    expect(reminder).toBeDefined();
    expect(reminder).not.toBe(invitation);
    // Out of the way of the counts of the tests below.
    await t.db.delete(surveys).where(eq(surveys.id, id));
  });

  it('a reminder that fell due while no process ran goes out when one starts: the latest one only', async () => {
    const id = await seedSurvey(t, admin, {
      title: 'Missed while down',
      start: -8,
      end: 2,
      assignments: [{ ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'peer', invited: true }],
    });
    await invitedDaysAgo(id, 8);
    const starting = await buildTestApp({ handle: t.handle, clock: t.clock });
    try {
      await starting.app.reminders.run();
    } finally {
      await starting.close();
    }
    expect((await surveyMails(t, 'Missed while down')).map((m) => m.to)).toEqual([p.Bo!.email]);
    // Two days before the end, the 7- and 3-day reminders have both fallen due: only the 3-day one is sent.
    expect((await runsOf(id)).map((r) => r.daysBefore)).toEqual([3]);
    expect(await t.app.reminders.run()).toBe(0);
  });

  it('go out 7, 3 and 1 days before the end, once each, to raters with answers missing about only those ratees', async () => {
    const { Ana, Bo, Cy, Di } = p;
    const id = await seedSurvey(t, admin, {
      title: 'Spring review',
      start: -1,
      end: 10,
      assignments: [
        { ratee: Ana!.id, rater: Bo!.id, relationship: 'manager', invited: true, status: 'submitted' },
        { ratee: Cy!.id, rater: Bo!.id, relationship: 'manager', invited: true, status: 'draft' },
        { ratee: Ana!.id, rater: Cy!.id, relationship: 'peer', invited: true, status: 'submitted' },
        { ratee: Ana!.id, rater: Di!.id, relationship: 'direct_report', invited: true },
      ],
    });
    // Another company's survey, open but not invited: nothing touches it.
    const globex = await seedSurvey(t, other, {
      title: 'Globex review',
      start: -1,
      end: 10,
      assignments: [{ ratee: q.Eve!.id, rater: q.Flo!.id, relationship: 'peer' }],
    });
    expect(await t.app.reminders.run()).toBe(0);

    days(3);
    expect(await t.app.reminders.run()).toBe(2);
    expect(await second.app.reminders.run()).toBe(0);
    const mails = await surveyMails(t, 'Spring review');
    expect(mails.map((m) => m.to).sort()).toEqual([Bo!.email, Di!.email].sort());
    const bo = mails.find((m) => m.to === Bo!.email)!;
    expect(bo.subject).toBe('Reminder: Spring review');
    expect(bo.text).toContain('- Cy Park, your direct report');
    expect(bo.text).not.toContain('Ana Lee');
    expect(mails.every((m) => m.companyId === admin.companyId && m.surveyId === id)).toBe(true);
    const rows = await assignmentsOf(t, id);
    expect(
      rows
        .filter((r) => r.remindedAt !== null)
        .map((r) => r.raterId)
        .sort(),
    ).toEqual([Bo!.id, Di!.id].sort());

    days(1);
    expect(await t.app.reminders.run()).toBe(0);
    // Di submits; at 3 days before the end only Bo is reminded.
    await t.db
      .update(surveyAssignments)
      .set({ status: 'submitted', submittedAt: t.clock.now() })
      .where(and(eq(surveyAssignments.surveyId, id), eq(surveyAssignments.raterId, Di!.id)));
    days(3);
    expect(await t.app.reminders.run()).toBe(1);
    expect((await surveyMails(t, 'Spring review')).map((m) => m.to)).toEqual([...mails.map((m) => m.to), Bo!.email]);
    days(2);
    expect(await second.app.reminders.run()).toBe(1);
    expect((await runsOf(id)).map((r) => r.daysBefore)).toEqual([1, 3, 7]);
    days(1);
    expect(await t.app.reminders.run()).toBe(0);

    expect(await surveyMails(t, 'Globex review')).toEqual([]);
    expect(await runsOf(globex)).toEqual([]);
    expect((await assignmentsOf(t, globex))[0]!.remindedAt).toBeNull();
  });

  it('two processes looking at the same moment send each reminder once', async () => {
    const raters = [p.Bo!, p.Cy!, p.Di!];
    const id = await seedSurvey(t, admin, {
      title: 'Raced review',
      start: -1,
      end: 8,
      assignments: raters.map((r) => ({ ratee: p.Ana!.id, rater: r.id, relationship: 'peer' as const, invited: true })),
    });
    days(1);
    const [a, b] = await Promise.all([t.app.reminders.run(), second.app.reminders.run()]);
    expect(a + b).toBe(3);
    const mails = await surveyMails(t, 'Raced review');
    expect(mails.map((m) => m.to).sort()).toEqual(raters.map((r) => r.email).sort());
    expect(await runsOf(id)).toHaveLength(1);
  });

  it('skip drafts, closed surveys, surveys whose invitations have not gone out and reminder days before the invitation', async () => {
    const row = [{ ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'peer' as const, invited: true }];
    const ids = [
      await seedSurvey(t, admin, { title: 'Still a draft', isDraft: true, end: 5, assignments: row }),
      await seedSurvey(t, admin, { title: 'Closed early', closed: true, end: 5, assignments: row }),
      await seedSurvey(t, admin, { title: 'Never invited', end: 5, assignments: [{ ...row[0]!, invited: false }] }),
      // Invited today, 5 days before the end: the 7-day reminder is past and not sent; the 3-day one will be.
      await seedSurvey(t, admin, { title: 'Invited late', end: 5, assignments: row }),
    ];
    await t.db
      .update(surveys)
      .set({ reminderDays: [7, 3, 1] })
      .where(inArray(surveys.id, ids));
    expect(await t.app.reminders.run()).toBe(0);
    days(2);
    expect(await t.app.reminders.run()).toBe(1);
    expect((await t.db.select().from(outbox).where(eq(outbox.surveyId, ids[3]!))).map((m) => m.to)).toEqual([p.Bo!.email]);
    for (const id of ids.slice(0, 3)) expect(await t.db.select().from(outbox).where(eq(outbox.surveyId, id))).toEqual([]);
  });

  it('remind ratees who have not sent their nominations, two days before the deadline, once', async () => {
    const id = await seedSurvey(t, admin, { title: 'Nominated review', start: 5, end: 20 });
    const deadline = new Date(t.clock.now().getTime() + 4 * DAY).toISOString().slice(0, 10);
    await t.db.update(surveys).set({ raterSelection: 'manager_approves', nominationDeadline: deadline }).where(eq(surveys.id, id));
    await t.db.insert(surveyNominations).values([
      { companyId: admin.companyId!, surveyId: id, rateeId: p.Ana!.id, status: 'open' },
      { companyId: admin.companyId!, surveyId: id, rateeId: p.Bo!.id, status: 'returned' },
      { companyId: admin.companyId!, surveyId: id, rateeId: p.Cy!.id, status: 'submitted' },
      { companyId: admin.companyId!, surveyId: id, rateeId: p.Di!.id, status: 'approved' },
    ]);
    expect(await t.app.reminders.run()).toBe(0);
    days(2);
    // Other surveys of this file fall due meanwhile: count this one's mails only.
    await Promise.all([t.app.reminders.run(), second.app.reminders.run()]);
    const mails = await surveyMails(t, 'Nominated review');
    expect(mails.map((m) => m.to).sort()).toEqual([p.Ana!.email, p.Bo!.email].sort());
    expect(mails[0]!.subject).toBe('Choose your raters: Nominated review');
    expect(mails[0]!.text).toContain('http://app.test/portrayal/nominations');
    const nominations = await t.db.select().from(surveyNominations).where(eq(surveyNominations.surveyId, id));
    expect(
      nominations
        .filter((n) => n.remindedAt)
        .map((n) => n.rateeId)
        .sort(),
    ).toEqual([p.Ana!.id, p.Bo!.id].sort());
    days(1);
    await t.app.reminders.run();
    expect(await surveyMails(t, 'Nominated review')).toHaveLength(2);
  });

  it('go again for the new end date once a survey is extended', async () => {
    const id = await seedSurvey(t, admin, {
      title: 'Extended review',
      start: -1,
      end: 5,
      assignments: [{ ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'peer', invited: true }],
    });
    await invitedDaysAgo(id, 1);
    await t.app.reminders.run();
    expect(await surveyMails(t, 'Extended review')).toHaveLength(0);
    days(2);
    await t.app.reminders.run();
    expect(await surveyMails(t, 'Extended review')).toHaveLength(1);
    // Three days before the end, the end moves a week later: the 7-day reminder of the new date is due.
    await t.db
      .update(surveys)
      .set({ endDate: new Date(t.clock.now().getTime() + 10 * DAY).toISOString().slice(0, 10) })
      .where(eq(surveys.id, id));
    days(3);
    await Promise.all([t.app.reminders.run(), second.app.reminders.run()]);
    expect(await surveyMails(t, 'Extended review')).toHaveLength(2);
    days(4);
    await Promise.all([t.app.reminders.run(), second.app.reminders.run()]);
    expect(await surveyMails(t, 'Extended review')).toHaveLength(3);
    expect((await runsOf(id)).map((r) => r.daysBefore)).toEqual([3, 7]);
  });
});
