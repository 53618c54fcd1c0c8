import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyCreation } from '../../../schemas/survey';
import { rowsOf as resultRows } from '../../../server/db/sql';
import { surveyAssignments } from '../../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import {
  createSurvey,
  dayFrom,
  surveyCounts,
  surveyPayload,
  surveyWorld,
  updateSurvey,
  whileAssignmentsRefused,
  type SurveyWorld,
} from '../helpers/survey-payloads';

/** PATCH /survey/survey-creation/: the merge of assignments, draft and close rules, and the lock after answers. */
let t: TestApp;
let w: SurveyWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
});
afterAll(async () => {
  await t.close();
});

async function created(payload: SurveyCreation = surveyPayload(t, w)) {
  const res = await createSurvey(t, w.admin, payload);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, payload };
}
const patchOf = (id: number, payload: SurveyCreation, survey: Partial<SurveyCreation['survey']> = {}, rest: object = {}) => ({
  ...payload,
  survey: { ...payload.survey, id, ...survey },
  ...rest,
});
const rowsOf = (id: number) => t.db.select().from(surveyAssignments).where(eq(surveyAssignments.surveyId, id));
const snapshot = async (id: number) => ({ counts: await surveyCounts(t), rows: await rowsOf(id) });

async function refused(body: object, errors: Record<string, string[]>, id: number) {
  const before = await snapshot(id);
  const res = await updateSurvey(t, w.admin, body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual(errors);
  expect(await snapshot(id)).toEqual(before);
}

async function submit(id: number, ratee: number, rater: number) {
  await t.db
    .update(surveyAssignments)
    .set({ status: 'submitted', submittedAt: new Date() })
    .where(and(eq(surveyAssignments.surveyId, id), eq(surveyAssignments.rateeId, ratee), eq(surveyAssignments.raterId, rater)));
}

describe('PATCH /survey/survey-creation/', () => {
  it('keeps the rows of pairs still listed, changes relationships, removes and adds pairs; answers 200 {id, Result}', async () => {
    const { id, payload } = await created();
    const invitedAt = new Date('2030-01-01T00:00:00Z');
    await t.db.update(surveyAssignments).set({ invitedAt }).where(eq(surveyAssignments.surveyId, id));
    const kept = (await rowsOf(id)).find((r) => r.rateeId === w.ana.id && r.raterId === w.ben.id)!;
    const wanted = [
      { ratee: w.ana.id, rater: w.ana.id, relationship: 'self' as const },
      { ratee: w.ana.id, rater: w.ben.id, relationship: 'other' as const },
      { ratee: w.cleo.id, rater: w.boss.id, relationship: 'manager' as const },
    ];
    const res = await updateSurvey(t, w.admin, patchOf(id, payload, { title: 'Renamed', end_date: dayFrom(t, 60) }, { survey_assign: wanted }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id,
      Result: {
        survey: expect.objectContaining({
          id,
          title: 'Renamed',
          end_date: dayFrom(t, 60),
          progress: { assigned: 3, submitted: 0, ratees: 2, ratees_complete: 0 },
        }),
      },
    });
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.rateeId, r.raterId, r.relationship]).sort()).toEqual(wanted.map((a) => [a.ratee, a.rater, a.relationship]).sort());
    const again = rows.find((r) => r.rateeId === w.ana.id && r.raterId === w.ben.id)!;
    expect(again).toMatchObject({ id: kept.id, relationship: 'other', invitedAt });
    expect(rows.find((r) => r.rateeId === w.cleo.id)!.invitedAt).toBeNull();
  });

  it('replaces the competencies and type values while nobody has answered; a draft can be published', async () => {
    const { id, payload } = await created(surveyPayload(t, w, { is_draft: true }));
    const res = await updateSurvey(
      t,
      w.admin,
      patchOf(id, payload, {
        is_draft: false,
        type_values: [],
        competencies: [{ competency: w.competencies.teamwork, weight: 70, expected_level: 'expert' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Result.survey).toMatchObject({
      is_draft: false,
      status: 'open',
      type_values: [{ type: w.types.core, value: 50 }],
      competencies: [{ competency: w.competencies.teamwork, weight: 70, expected_level: 'expert' }],
    });
  });

  it("answers 404 for an id that is not the company's", async () => {
    const res = await updateSurvey(t, w.admin, patchOf(2_000_000_000, surveyPayload(t, w)));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('refuses a published survey going back to draft', async () => {
    const { id, payload } = await created();
    await refused(patchOf(id, payload, { is_draft: true }), { is_draft: ['A published survey cannot go back to being a draft.'] }, id);
  });

  it('refuses any change to a closed survey', async () => {
    const { id, payload } = await created();
    expect((await t.app.inject({ method: 'POST', url: `/survey/survey/${id}/close/`, headers: w.admin.headers })).statusCode).toBe(200);
    await refused(patchOf(id, payload, { title: 'Too late' }), { non_field_errors: ['This survey has been closed, so it can no longer be changed.'] }, id);
  });

  it('applies the creation rules too (end before start, the same pair twice)', async () => {
    const { id, payload } = await created();
    await refused(
      patchOf(
        id,
        payload,
        { end_date: dayFrom(t, -1) },
        {
          survey_assign: [...payload.survey_assign, { ratee: w.ana.id, rater: w.ben.id, relationship: 'other' }],
        },
      ),
      {
        end_date: ['The end date cannot be before the start date.'],
        survey_assign: [`${w.ben.name} is listed more than once as a rater of ${w.ana.name}.`],
      },
      id,
    );
  });

  describe('once an answer is submitted (locked)', () => {
    const LOCKED = 'Answers have been submitted, so the competencies, their type values, weights and expected levels can no longer change.';
    let id: number;
    let payload: SurveyCreation;
    beforeAll(async () => {
      ({ id, payload } = await created());
      await submit(id, w.ana.id, w.lead.id);
    });

    it('shows locked and the progress', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/survey/survey/${id}/`, headers: w.admin.headers });
      expect(res.json()).toMatchObject({ locked: true, progress: { assigned: 5, submitted: 1, ratees: 2, ratees_complete: 0 } });
    });

    it.each([
      ['a weight', () => ({ competencies: [{ ...payload0().competencies[0]!, weight: 41 }, payload0().competencies[1]!] })],
      ['an expected level', () => ({ competencies: [payload0().competencies[0]!, { ...payload0().competencies[1]!, expected_level: 'expert' }] })],
      ['a competency less', () => ({ competencies: [payload0().competencies[1]!] })],
      ['a type value', () => ({ type_values: [{ type: w0().types.core, value: 61 }] })],
      [
        'a default type value made explicit and different',
        () => ({
          type_values: [
            { type: w0().types.core, value: 60 },
            { type: w0().types.leadership, value: 49 },
          ],
        }),
      ],
    ] as Array<[string, () => Partial<SurveyCreation['survey']>]>)('refuses changing %s', async (_label, change) => {
      await refused(patchOf(id, payload, change()), { competencies: [LOCKED] }, id);
    });

    it('refuses removing the rater who answered, naming both people', async () => {
      const without = payload.survey_assign.filter((a) => !(a.ratee === w.ana.id && a.rater === w.lead.id));
      await refused(
        patchOf(id, payload, {}, { survey_assign: without }),
        {
          survey_assign: [`${w.lead.name} has already submitted answers about ${w.ana.name}, so that rater cannot be removed.`],
        },
        id,
      );
    });

    it('still takes a new title, dates, the same model in another order and a new rater', async () => {
      const res = await updateSurvey(
        t,
        w.admin,
        patchOf(
          id,
          payload,
          {
            title: 'Still open',
            end_date: dayFrom(t, 90),
            competencies: [...payload.survey.competencies].reverse(),
            type_values: [
              { type: w.types.core, value: 60 },
              { type: w.types.leadership, value: 50 },
            ],
          },
          { survey_assign: [...payload.survey_assign, { ratee: w.ana.id, rater: w.cleo.id, relationship: 'other' }] },
        ),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Result.survey).toMatchObject({
        title: 'Still open',
        locked: true,
        competencies: payload.survey.competencies,
        progress: { assigned: 6, submitted: 1 },
      });
      const answered = (await rowsOf(id)).find((r) => r.rateeId === w.ana.id && r.raterId === w.lead.id)!;
      expect(answered.status).toBe('submitted');
    });
  });

  it('a failure at the last statement leaves the survey as it was', async () => {
    const { id, payload } = await created();
    await whileAssignmentsRefused(t, async () => {
      const before = await snapshot(id);
      const head = async () => resultRows(await t.db.execute(sql`select title, updated_at from surveys where id = ${id}`));
      const title = await head();
      const res = await updateSurvey(
        t,
        w.admin,
        patchOf(
          id,
          payload,
          { title: 'Half done', competencies: [payload.survey.competencies[1]!] },
          {
            survey_assign: [{ ratee: w.cleo.id, rater: w.cleo.id, relationship: 'self' }],
          },
        ),
      );
      expect(res.statusCode).toBe(500);
      expect(await snapshot(id)).toEqual(before);
      expect(await head()).toEqual(title);
      const survey = await t.app.inject({ method: 'GET', url: `/survey/survey/${id}/`, headers: w.admin.headers });
      expect(survey.json().competencies).toEqual(payload.survey.competencies);
    });
  });
});

// it.each reads its table when the file loads, before beforeAll: its rows read the world when they run.
function w0() {
  return w;
}
function payload0() {
  return surveyPayload(t, w).survey;
}
