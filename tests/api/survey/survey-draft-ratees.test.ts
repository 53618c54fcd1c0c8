import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCompany } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { createSurvey, surveyPayload, surveyWorld, updateSurvey, type SurveyWorld } from '../helpers/survey-payloads';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** A draft saved before the Raters step keeps the ratees chosen (issue 38: "Save as draft" lost them). */
let t: TestApp;
let w: SurveyWorld;
let other: SurveyWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  other = await surveyWorld(t, await signUpCompany(t, { company_name: 'Elsewhere Ltd' }));
});
afterAll(async () => {
  await t.close();
});

const draft = (chosen: number[], assign = [] as ReturnType<typeof surveyPayload>['survey_assign']) =>
  surveyPayload(t, w, { is_draft: true, competencies: [], type_values: [], chosen_ratees: chosen }, { survey_assign: assign });

describe('a draft keeps its chosen ratees', () => {
  it('keeps ratees without raters, in the order chosen, through a save and a reopen', async () => {
    const created = await createSurvey(t, w.admin, draft([w.cleo.id, w.ana.id, w.ben.id]));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const read = await send(t, w.admin, 'GET', `/survey/survey/${id}/`);
    expect(read.json()).toMatchObject({ is_draft: true, chosen_ratees: [w.cleo.id, w.ana.id, w.ben.id], progress: { assigned: 0 } });

    // Saved again with one unpicked and one given a rater: the rest stay.
    const again = await updateSurvey(t, w.admin, {
      ...draft([w.ana.id, w.ben.id], [{ ratee: w.ana.id, rater: w.lead.id, relationship: 'manager' }]),
      survey: { ...draft([w.ana.id, w.ben.id]).survey, id },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await send(t, w.admin, 'GET', `/survey/survey/${id}/`)).json().chosen_ratees).toEqual([w.ana.id, w.ben.id]);
  });

  it('refuses a ratee of another company, and saves nothing', async () => {
    const res = await createSurvey(t, w.admin, draft([w.ana.id, other.ana.id]));
    expect(res.statusCode).toBe(400);
    expect(res.json().chosen_ratees).toEqual([`Employee ${other.ana.id} is not in your company.`]);
    const titles = (await send(t, w.admin, 'GET', '/survey/survey_get/')).json() as Array<{ chosen_ratees?: number[] }>;
    expect(titles.some((s) => s.chosen_ratees?.includes(other.ana.id))).toBe(false);
  });

  it('a sent survey has no chosen ratees of its own: its ratees are its assignments', async () => {
    const sent = await createSurvey(t, w.admin, surveyPayload(t, w, { chosen_ratees: [w.cleo.id] }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await send(t, w.admin, 'GET', `/survey/survey/${sent.json().id}/`)).json()).not.toHaveProperty('chosen_ratees');
  });
});
