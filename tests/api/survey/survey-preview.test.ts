import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAnswers, surveys } from '../../../server/db/schema';
import { counts, signUpCompany } from '../helpers/accounts';
import { answerWorld, sheetOf, type AnswerWorld } from '../helpers/answer-world';
import { employeeWith, send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** GET /survey/survey/{id}/preview/: what raters will be asked, with no assignment and nothing saved. */
let t: TestApp;
let x: AnswerWorld;
const url = (id: number) => `/survey/survey/${id}/preview/`;

beforeAll(async () => {
  t = await buildTestApp();
  x = await answerWorld(t);
});
afterAll(async () => {
  await t.close();
});

describe('GET /survey/survey/{id}/preview/', () => {
  it("answers the survey and its competencies exactly as a rater's answer sheet carries them, and writes nothing", async () => {
    const before = await counts(t.db);
    const res = await send(t, x.w.admin, 'GET', url(x.surveyId));
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await sheetOf(t, x.ana, x.a.anaSelf);
    expect(res.json()).toEqual({ survey: sheet.survey, competencies: sheet.competencies });
    expect(sheet.competencies.length).toBeGreaterThan(0);
    expect(await counts(t.db)).toEqual(before);
    expect(await t.db.select().from(surveyAnswers)).toEqual([]);
  });

  it('previews a draft too: nobody is invited yet', async () => {
    await t.db.update(surveys).set({ isDraft: true }).where(eq(surveys.id, x.surveyId));
    const res = await send(t, x.w.admin, 'GET', url(x.surveyId));
    expect(res.statusCode).toBe(200);
    expect(res.json().survey.status).toBe('draft');
    await t.db.update(surveys).set({ isDraft: false }).where(eq(surveys.id, x.surveyId));
  });

  it("another company's survey and a missing one answer 404", async () => {
    const other = await signUpCompany(t);
    expect((await send(t, other, 'GET', url(x.surveyId))).statusCode).toBe(404);
    expect((await send(t, x.w.admin, 'GET', url(999_999))).statusCode).toBe(404);
    expect((await send(t, x.w.admin, 'GET', '/survey/survey/abc/preview/')).statusCode).toBe(404);
  });

  it('needs the survey area: a rater of the survey without it gets 403; signed out 401', async () => {
    expect((await send(t, x.ana, 'GET', url(x.surveyId))).statusCode).toBe(403);
    const surveyor = await employeeWith(t, x.w.admin, { survey: true });
    expect((await send(t, surveyor, 'GET', url(x.surveyId))).statusCode).toBe(200);
    expect((await send(t, null, 'GET', url(x.surveyId))).statusCode).toBe(401);
  });
});
