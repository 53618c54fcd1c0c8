import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../../../server/db/schema';
import { addSuperuser, signUpCompany, type Session } from '../helpers/accounts';
import { answerWorld, answering, newKey, saveAnswers, sheetOf, storedAnswers, type AnswerWorld } from '../helpers/answer-world';
import { send } from '../helpers/employees';
import { assignmentsOf, seedSurvey } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Who may answer what, and when: only the rater, in their company, while the survey is open. */
let t: TestApp;
let x: AnswerWorld;
beforeAll(async () => {
  t = await buildTestApp();
  x = await answerWorld(t);
  const res = await saveAnswers(t, x.lead, leadDraft());
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** Lead's draft about Ana: what the others must not reach or change (Lead saving it again changes nothing). */
const leadDraft = () => ({
  assignment: x.a.leadOnAna,
  status: 'draft' as const,
  answers: answering(x.statements.slice(0, 1)),
  levels: [],
  comments: [{ competency: x.statements[0]!.competency, text: 'Private to Lead.' }],
});

const LISTS = ['/survey/survey_by_user_draft/', '/survey/survey_by_user_complete/'];
const requests = () => [
  ...LISTS.map((url) => ({ method: 'GET' as const, url })),
  { method: 'GET' as const, url: `/survey/surveyuserans/${x.a.leadOnAna}/` },
  { method: 'POST' as const, url: '/survey/surveyuserans/', payload: leadDraft() },
];
const statuses = (by: Session | null) =>
  Promise.all(requests().map(async (r) => (await t.app.inject({ ...r, ...(by && { headers: by.headers }) })).statusCode));

describe('who', () => {
  it('any employee of the company, with only the permissions every new employee has', async () => {
    const me = await send(t, x.lead, 'GET', '/api/auth-user/');
    expect(me.json().permissions).toMatchObject({ survey: false, workforce: false, master: false });
    expect(await statuses(x.lead)).toEqual([200, 200, 200, 200]);
  });

  it('not a superuser (403), not without a token (401)', async () => {
    expect(await statuses(await addSuperuser(t))).toEqual([403, 403, 403, 403]);
    expect(await statuses(null)).toEqual([401, 401, 401, 401]);
  });

  it("another person's assignment in the same company is not found, and stays as it was", async () => {
    const before = await storedAnswers(t, x.a.leadOnAna);
    for (const by of [x.ana, x.ben, x.w.admin]) {
      expect((await send(t, by, 'GET', `/survey/surveyuserans/${x.a.leadOnAna}/`)).json()).toEqual({ detail: 'Not found.' });
      const res = await saveAnswers(t, by, { assignment: x.a.leadOnAna, status: 'submitted', answers: answering(x.statements) });
      expect(res.statusCode).toBe(404);
    }
    expect(await storedAnswers(t, x.a.leadOnAna)).toEqual(before);
    expect((await send(t, x.lead, 'GET', '/survey/surveyuserans/999999/')).statusCode).toBe(404);
  });

  it("another company's assignment is not found, and its surveys never show", async () => {
    const intruder = await signUpCompany(t);
    await expectTenantIsolation({
      app: t.app,
      intruder: intruder.headers,
      byId: [
        ...requests().slice(2),
        {
          method: 'POST',
          url: '/survey/surveyuserans/',
          payload: { assignment: x.a.leadOnAna, status: 'submitted', answers: answering(x.statements), levels: [], submit_key: newKey() },
        },
      ],
      snapshot: () => storedAnswers(t, x.a.leadOnAna),
    });
    expect((await storedAnswers(t, x.a.leadOnAna)).comments.map((c) => c.text)).toEqual(['Private to Lead.']);
    for (const url of LISTS) expect((await send(t, intruder, 'GET', url)).json()).toEqual({ result: [] });
  });
});

describe('when: only while the survey is open', () => {
  const notOpen = [
    ['a draft', { isDraft: true }, 'This survey has not been sent to its raters yet, so it cannot be answered.'],
    ['not started', { start: 2 }, 'opens'],
    ['closed', { closed: true }, 'This survey is closed: answers can no longer be saved or submitted.'],
    ['past its end date', { start: -10, end: -1 }, 'This survey is closed: answers can no longer be saved or submitted.'],
  ] as const;

  it.each(notOpen)('refuses drafts and submits in a survey %s (400), while the sheet can still be read', async (_label, spec, message) => {
    const id = await seedSurvey(t, x.w.admin, { ...spec, assignments: [{ ratee: x.w.ana.id, rater: x.w.ben.id, relationship: 'peer' }] });
    const [survey] = await t.db.select().from(surveys).where(eq(surveys.id, id));
    const expected = message === 'opens' ? `This survey opens on ${survey!.startDate}: answers can be saved from then on.` : message;
    const [assignment] = await assignmentsOf(t, id);
    const before = await storedAnswers(t, assignment!.id);
    for (const status of ['draft', 'submitted'] as const) {
      const res = await saveAnswers(t, x.ben, { assignment: assignment!.id, status });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [expected] });
    }
    expect(await storedAnswers(t, assignment!.id)).toEqual(before);
    expect((await sheetOf(t, x.ben, assignment!.id)).assignment.status).toBe('pending');
  });

  it('still answers a submit retried with its key after the survey closed', async () => {
    const body = { assignment: x.a.benOnAna, status: 'submitted' as const, submit_key: newKey(), answers: answering(x.statements) };
    const first = await saveAnswers(t, x.ben, body);
    expect(first.statusCode, first.body).toBe(200);
    expect((await send(t, x.w.admin, 'POST', `/survey/survey/${x.surveyId}/close/`)).statusCode).toBe(200);
    const retried = await saveAnswers(t, x.ben, body);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ ...first.json(), survey: { ...first.json().survey, status: 'closed' } });
    const draft = await saveAnswers(t, x.lead, { assignment: x.a.leadOnAna, status: 'draft' });
    expect(draft.json()).toEqual({ non_field_errors: ['This survey is closed: answers can no longer be saved or submitted.'] });
  });
});
