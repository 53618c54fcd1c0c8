import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSuperuser, signUpCompany, type Session } from '../helpers/accounts';
import { employeeWith, send } from '../helpers/employees';
import { importFile, csvOf, person } from '../helpers/employee-import';
import { addAssignments, assignmentsOf, people, seedSurvey, surveyCounts, surveyMails } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** POST /survey/send-email/: one invitation per rater, naming only whom they rate; never twice. */
let t: TestApp;
let admin: Session;
let p: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Globex' });
  // Bo manages Ana, who manages Di; Cy is Ana's peer; Eve is from elsewhere.
  p = await people(t, admin, ['Ana Lee', 'Bo Chen', 'Cy Park', 'Di Moss', 'Eve Stone', 'Fay Wu']);
});
afterAll(async () => {
  await t.close();
});

const sendEmail = (body: object, by: Session = admin) => send(t, by, 'POST', '/survey/send-email/', body);
const textOf = async (title: string, email: string) => {
  const mails = await surveyMails(t, title, [email]);
  expect(mails, `one mail to ${email}`).toHaveLength(1);
  return mails[0]!.text;
};

describe('the invitations after a creation', () => {
  it('mails each rater once, listing whom they rate in their own words, the title, end date and link', async () => {
    const { Ana, Bo, Cy, Di, Eve } = p;
    const id = await seedSurvey(t, admin, {
      title: 'Spring review',
      start: -1,
      end: 10,
      assignments: [
        { ratee: Ana!.id, rater: Ana!.id, relationship: 'self' },
        { ratee: Ana!.id, rater: Bo!.id, relationship: 'manager' },
        { ratee: Ana!.id, rater: Cy!.id, relationship: 'peer' },
        { ratee: Ana!.id, rater: Di!.id, relationship: 'direct_report' },
        { ratee: Ana!.id, rater: Eve!.id, relationship: 'other' },
        { ratee: Bo!.id, rater: Ana!.id, relationship: 'direct_report' },
        { ratee: Di!.id, rater: Ana!.id, relationship: 'manager' },
      ],
    });
    const res = await sendEmail({ survey_id: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Invitations sent to 5 raters.', sent: 5 });

    const ana = await textOf('Spring review', Ana!.email);
    expect(ana).toContain('Globex asks for your feedback in the survey "Spring review"');
    expect(ana).toContain('- Yourself (your self-assessment)\n- Bo Chen, your manager\n- Di Moss, your direct report');
    expect(ana).toContain(`http://app.test/portrayal/user/survey-list?survey=${id}`);
    const endDate = new Date(t.clock.now().getTime() + 10 * 86_400_000).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(ana).toContain(`until ${endDate}`);
    expect(await textOf('Spring review', Bo!.email)).toContain('- Ana Lee, your direct report\n\n');
    expect(await textOf('Spring review', Cy!.email)).toContain('- Ana Lee, a peer\n\n');
    expect(await textOf('Spring review', Di!.email)).toContain('- Ana Lee, your manager\n\n');
    // Nobody learns who else rates the same person.
    const eve = await textOf('Spring review', Eve!.email);
    expect(eve).toContain('Please give your feedback on:\n\n- Ana Lee\n\n');
    for (const other of ['Bo Chen', 'Cy Park', 'Di Moss']) expect(eve).not.toContain(other);
    expect((await assignmentsOf(t, id)).every((a) => a.invitedAt !== null)).toBe(true);

    const again = await sendEmail({ survey_id: id });
    expect(again.json()).toEqual({ detail: 'Every rater of this survey has already been invited.', sent: 0 });
    expect(await surveyMails(t, 'Spring review')).toHaveLength(5);
  });

  it('after an update mails only the raters added, listing only the new ratees', async () => {
    const { Ana, Bo, Cy, Fay } = p;
    const id = await seedSurvey(t, admin, {
      title: 'Update round',
      assignments: [
        { ratee: Ana!.id, rater: Bo!.id, relationship: 'manager', invited: true },
        { ratee: Ana!.id, rater: Cy!.id, relationship: 'peer', invited: true },
      ],
    });
    await addAssignments(t, admin, id, [
      { ratee: Ana!.id, rater: Fay!.id, relationship: 'other' },
      { ratee: Bo!.id, rater: Cy!.id, relationship: 'other' },
    ]);
    const res = await sendEmail({ survey_update_id: id });
    expect(res.json()).toEqual({ detail: 'Invitations sent to 2 raters.', sent: 2 });
    expect(await surveyMails(t, 'Update round', [Bo!.email])).toEqual([]);
    expect(await textOf('Update round', Fay!.email)).toContain('- Ana Lee\n\n');
    const [cy] = await surveyMails(t, 'Update round', [Cy!.email]);
    expect(cy!.subject).toBe('Please give more feedback: Update round');
    expect(cy!.text).toContain('now also asks');
    expect(cy!.text).toContain('- Bo Chen\n\n');
    expect(cy!.text).not.toContain('Ana Lee');
    expect((await sendEmail({ survey_update_id: id })).json().sent).toBe(0);
  });

  it('mails a rater once when two requests race', async () => {
    const { Ana, Bo, Cy } = p;
    const id = await seedSurvey(t, admin, {
      title: 'Race',
      assignments: [
        { ratee: Ana!.id, rater: Bo!.id, relationship: 'manager' },
        { ratee: Bo!.id, rater: Cy!.id, relationship: 'peer' },
        { ratee: Cy!.id, rater: Ana!.id, relationship: 'peer' },
      ],
    });
    const answers = await Promise.all([sendEmail({ survey_id: id }), sendEmail({ survey_update_id: id }), sendEmail({ survey_id: id })]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, r) => sum + (r.json() as { sent: number }).sent, 0)).toBe(3);
    expect(await surveyMails(t, 'Race')).toHaveLength(3);
  });

  it('mails 1,000 raters, one mail each, all marked invited', async () => {
    const crowd = Array.from({ length: 1000 }, () => person());
    expect((await importFile(t, admin, 'crowd.csv', csvOf(crowd))).statusCode).toBe(200);
    await t.app.invitations.settled();
    const listed = (await send(t, admin, 'GET', '/api/user-get/?limit=2000').then((r) => r.json())) as Array<{ id: number; email: string }>;
    const raters = listed.filter((e) => crowd.some((c) => c.email === e.email));
    expect(raters).toHaveLength(1000);
    const id = await seedSurvey(t, admin, {
      title: 'Crowd',
      assignments: raters.map((r) => ({ ratee: p.Ana!.id, rater: r.id, relationship: 'other' as const })),
    });
    const res = await sendEmail({ survey_id: id });
    expect(res.json()).toEqual({ detail: 'Invitations sent to 1000 raters.', sent: 1000 });
    const mails = await surveyMails(t, 'Crowd');
    expect(new Set(mails.map((m) => m.to))).toEqual(new Set(raters.map((r) => r.email)));
    expect(mails).toHaveLength(1000);
    expect((await assignmentsOf(t, id)).filter((a) => a.invitedAt === null)).toEqual([]);
  });
});

describe('refusals', () => {
  it('sends nothing about a draft or a closed survey, and marks nobody', async () => {
    const { Ana, Bo } = p;
    const rows = [{ ratee: Ana!.id, rater: Bo!.id, relationship: 'manager' as const }];
    const draft = await seedSurvey(t, admin, { isDraft: true, assignments: rows });
    const ended = await seedSurvey(t, admin, { start: -10, end: -1, assignments: rows });
    const closed = await seedSurvey(t, admin, { closed: true, assignments: rows });
    const before = await surveyCounts(t);
    const refused = await sendEmail({ survey_id: draft });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: ['A draft is not sent to its raters: finish the survey first, then send the invitations.'] });
    for (const id of [ended, closed]) {
      const res = await sendEmail({ survey_update_id: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().non_field_errors[0]).toMatch(/^This survey is closed/);
    }
    expect(await surveyCounts(t)).toEqual(before);
    for (const id of [draft, ended, closed]) expect((await assignmentsOf(t, id))[0]!.invitedAt).toBeNull();
  });

  it('invites to a survey that starts later', async () => {
    const id = await seedSurvey(t, admin, { start: 3, end: 20, assignments: [{ ratee: p.Ana!.id, rater: p.Cy!.id, relationship: 'peer' }] });
    expect((await sendEmail({ survey_id: id })).json().sent).toBe(1);
  });

  it('answers 404 for an unknown survey, 400 for a body that is neither shape', async () => {
    expect((await sendEmail({ survey_id: 999_999 })).json()).toEqual({ detail: 'Not found.' });
    expect((await sendEmail({ survey_id: 1, survey_update_id: 1 })).statusCode).toBe(400);
    expect((await sendEmail({})).statusCode).toBe(400);
  });

  it("treats another company's survey as unknown, and mails nobody of it", async () => {
    const id = await seedSurvey(t, admin, { assignments: [{ ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'manager' }] });
    await expectTenantIsolation({
      app: t.app,
      intruder: (await signUpCompany(t)).headers,
      byId: [
        { method: 'POST', url: '/survey/send-email/', payload: { survey_id: id } },
        { method: 'POST', url: '/survey/send-email/', payload: { survey_update_id: id } },
      ],
      snapshot: async () => [await surveyCounts(t), await assignmentsOf(t, id)],
    });
  });

  it('needs the survey area', async () => {
    const id = await seedSurvey(t, admin);
    expect((await send(t, null, 'POST', '/survey/send-email/', { survey_id: id })).statusCode).toBe(401);
    expect((await sendEmail({ survey_id: id }, await addSuperuser(t))).statusCode).toBe(403);
    expect((await sendEmail({ survey_id: id }, await employeeWith(t, admin))).statusCode).toBe(403);
    expect((await sendEmail({ survey_id: id }, await employeeWith(t, admin, { survey: true }))).statusCode).toBe(200);
  });
});
