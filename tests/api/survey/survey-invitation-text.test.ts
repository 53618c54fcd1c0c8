import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { createSurvey, surveyCounts, surveyPayload, surveyWorld, updateSurvey, type SurveyWorld } from '../helpers/survey-payloads';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** The wizard sets the invitation text with the survey: the same field and rules as the survey page's mail settings. */
let t: TestApp;
let w: SurveyWorld;
let stranger: Session;
const INTRO = 'Your view matters to us.\n\nQuestions? Write to hr@example.com.';

beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  stranger = await signUpCompany(t, { company_name: 'Other Co' });
});
afterAll(async () => {
  await t.close();
});

const mailSettings = (s: Session, id: number) => send(t, s, 'GET', `/survey/survey/${id}/mail-settings/`);

describe('the invitation text sent with the survey', () => {
  let id: number;

  it('is saved with the survey, trimmed, and opens every invitation', async () => {
    const created = await createSurvey(t, w.admin, surveyPayload(t, w, { title: 'Texted', invitation_intro: `  ${INTRO}  ` }));
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().id;
    expect((await mailSettings(w.admin, id)).json()).toMatchObject({ invitation_intro: INTRO });
    expect((await send(t, w.admin, 'POST', '/survey/send-email/', { survey_id: id })).statusCode).toBe(200);
    const mails = await t.db.select().from(outbox).where(eq(outbox.surveyId, id));
    expect(mails.length).toBeGreaterThan(1);
    for (const mail of mails) expect(mail.text).toMatch(/^Hello \w+,\n\nYour view matters to us\.\n\nQuestions\? Write to hr@example\.com\.\n\n/);
  });

  it('is kept by an update that does not send it, and changed by one that does', async () => {
    const payload = surveyPayload(t, w, { id, title: 'Texted' } as never);
    const kept = await updateSurvey(t, w.admin, payload);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await mailSettings(w.admin, id)).json()).toMatchObject({ invitation_intro: INTRO });
    const changed = await updateSurvey(t, w.admin, { ...payload, survey: { ...payload.survey, invitation_intro: 'Thanks!' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await mailSettings(w.admin, id)).json()).toMatchObject({ invitation_intro: 'Thanks!' });
  });

  it('is refused with a clear error at the field when too long or not plain text, saving nothing', async () => {
    const before = await surveyCounts(t);
    for (const bad of ['x'.repeat(2001), 'Hello\u0007there', 'Evil \u202e text']) {
      const res = await createSurvey(t, w.admin, surveyPayload(t, w, { title: 'Refused', invitation_intro: bad }));
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json())).toEqual(['invitation_intro']);
    }
    expect(await surveyCounts(t)).toEqual(before);
  });

  it("is another company's to read: a stranger gets 404", async () => {
    expect((await mailSettings(stranger, id)).statusCode).toBe(404);
  });
});
