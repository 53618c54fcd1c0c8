import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../../../server/db/schema';
import { signUpCompany } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { addExternal, externalLink, viaLink } from '../helpers/external-world';
import { createSurvey, surveyPayload, surveyWorld } from '../helpers/survey-payloads';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** An outside rater's link names who asks: the survey's company and its owner, and nothing of another company (issue 38, item 12). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
/** A company of `company_name` whose admin (`first_name last_name`) owns an open survey with one outside rater: their link. */
async function companyAsking(company_name: string, first_name: string, last_name: string) {
  n += 1;
  const admin = await signUpCompany(t, { company_name, first_name, last_name });
  const w = await surveyWorld(t, admin);
  const res = await createSurvey(t, admin, surveyPayload(t, w, { title: `${company_name} 360` }));
  expect(res.statusCode, res.body).toBe(201);
  const surveyId = res.json().id as number;
  expect((await send(t, admin, 'POST', '/survey/send-email/', { survey_id: surveyId })).statusCode).toBe(200);
  const email = `client${n}.${Date.now()}@customer.example`;
  const added = await addExternal(t, admin, surveyId, { ratee: w.ana.id, name: `Client ${n}`, email });
  expect(added.statusCode, added.body).toBe(201);
  await t.mailer.flush();
  return { surveyId, token: await externalLink(t, email) };
}

describe('who asks an outside rater', () => {
  it("is named on the link's list: the company and the survey's owner, and nothing of another company", async () => {
    const mine = await companyAsking('Initech Tools', 'Priya', 'Raman');
    await companyAsking('Globex Partners', 'Otto', 'Other');
    const res = await viaLink(t, 'GET', `/api/external/${mine.token}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().asker).toEqual({ company: 'Initech Tools', asked_by: 'Priya Raman' });
    expect(res.body).not.toMatch(/Globex|Otto/);
  });

  it("falls back to the company alone once the owner's account is gone", async () => {
    const mine = await companyAsking('Umbrella Care', 'Ines', 'Ortiz');
    await t.db.update(surveys).set({ ownerId: null }).where(eq(surveys.id, mine.surveyId));
    const res = await viaLink(t, 'GET', `/api/external/${mine.token}/`);
    expect(res.json().asker).toEqual({ company: 'Umbrella Care', asked_by: null });
  });

  it('is not told through a link never sent', async () => {
    const res = await viaLink(t, 'GET', `/api/external/${'C'.repeat(43)}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('asker');
  });
});
