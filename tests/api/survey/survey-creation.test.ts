import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAssignments, surveyCompetencies, surveyTypeValues } from '../../../server/db/schema';
import type { Session } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import {
  createSurvey,
  everyRelationship,
  surveyCounts,
  surveyPayload,
  surveyWorld,
  whileAssignmentsRefused,
  type SurveyWorld,
} from '../helpers/survey-payloads';

/** POST /survey/survey-creation/: what is saved and answered, and that a failure at the last insert leaves nothing. */
let t: TestApp;
let w: SurveyWorld;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  admin = w.admin;
});
afterAll(async () => {
  await t.close();
});

describe('POST /survey/survey-creation/', () => {
  it('saves the survey, its model and every assignment, and answers 201 {id, Result: {survey}}', async () => {
    const payload = surveyPayload(t, w);
    const res = await createSurvey(t, admin, payload);
    expect(res.statusCode, res.body).toBe(201);
    const { id, Result } = res.json();
    expect(Result.survey).toEqual({
      id,
      title: 'Q3 leadership review',
      description: 'How are we doing?',
      start_date: payload.survey.start_date,
      end_date: payload.survey.end_date,
      anonymity_threshold: 3,
      audience: 'Individual',
      languages: ['en'],
      position: null,
      is_draft: false,
      status: 'open',
      closed_at: null,
      locked: false,
      results_opened_at: null,
      owner: { id: admin.userId, name: 'Hana Novak' },
      // Core was given 60; Leadership (Coaching's type) was not, so it has the default 50.
      type_values: [
        { type: w.types.core, value: 60 },
        { type: w.types.leadership, value: 50 },
      ].sort((a, b) => a.type - b.type),
      competencies: payload.survey.competencies,
      progress: { assigned: 5, submitted: 0, ratees: 2, ratees_complete: 0 },
      created_at: expect.any(String),
    });
    const rows = await t.db.select().from(surveyAssignments).where(eq(surveyAssignments.surveyId, id));
    expect(rows.map((r) => ({ ratee: r.rateeId, rater: r.raterId, relationship: r.relationship, status: r.status, invited: r.invitedAt }))).toEqual(
      expect.arrayContaining(everyRelationship(w).map((a) => ({ ...a, status: 'pending', invited: null }))),
    );
    expect(rows).toHaveLength(5);
  });

  it("takes the company's anonymity threshold unless one is given, trims the title and keeps the order of competencies", async () => {
    await t.db.execute(sql`update companies set anonymity_threshold = 5 where id = ${admin.companyId}`);
    const res = await createSurvey(
      t,
      admin,
      surveyPayload(t, w, {
        title: '  Padded  ',
        competencies: [
          { competency: w.competencies.teamwork, weight: 10, expected_level: 'expert' },
          { competency: w.competencies.communication, weight: 90, expected_level: 'intermediate' },
          { competency: w.competencies.coaching, weight: 0, expected_level: 'basic' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const survey = res.json().Result.survey;
    expect(survey).toMatchObject({ title: 'Padded', anonymity_threshold: 5 });
    expect(survey.competencies.map((c: { competency: number }) => c.competency)).toEqual([
      w.competencies.teamwork,
      w.competencies.communication,
      w.competencies.coaching,
    ]);
    const given = await createSurvey(t, admin, surveyPayload(t, w, { anonymity_threshold: 10 }));
    expect(given.json().Result.survey.anonymity_threshold).toBe(10);
    for (const loose of [1, 2, 11]) expect((await createSurvey(t, admin, surveyPayload(t, w, { anonymity_threshold: loose }))).statusCode).toBe(400);
    await t.db.execute(sql`update companies set anonymity_threshold = 3 where id = ${admin.companyId}`);
  });

  it('saves a draft with nothing but its details; nobody is assigned yet', async () => {
    const res = await createSurvey(t, admin, surveyPayload(t, w, { is_draft: true, type_values: [], competencies: [] }, { survey_assign: [] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().Result.survey).toMatchObject({
      is_draft: true,
      status: 'draft',
      competencies: [],
      type_values: [],
      progress: { assigned: 0, submitted: 0, ratees: 0, ratees_complete: 0 },
    });
  });

  it('Position/Group: saves the criteria and takes the matching ratees', async () => {
    const res = await createSurvey(
      t,
      admin,
      surveyPayload(
        t,
        w,
        { audience: 'Position/Group' },
        {
          position: { designation: w.designation, department: w.department },
          survey_assign: [
            { ratee: w.ana.id, rater: w.lead.id, relationship: 'manager' },
            { ratee: w.ben.id, rater: w.lead.id, relationship: 'manager' },
          ],
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().Result.survey).toMatchObject({
      audience: 'Position/Group',
      position: { designation: w.designation, department: w.department, group: null },
      progress: { assigned: 2, ratees: 2 },
    });
  });

  it('Individual: a position sent anyway is not stored', async () => {
    const res = await createSurvey(t, admin, surveyPayload(t, w, {}, { position: { group: w.group } }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().Result.survey.position).toBeNull();
  });

  it('a failure at the last insert (the assignments) leaves nothing of the survey behind', async () => {
    await whileAssignmentsRefused(t, async () => {
      const before = await surveyCounts(t);
      const res = await createSurvey(t, admin, surveyPayload(t, w, { title: 'Never saved' }));
      expect(res.statusCode).toBe(500);
      expect(await surveyCounts(t)).toEqual(before);
      const orphans = await t.db.execute(sql`select 1 from surveys where title = 'Never saved'`);
      expect((orphans as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    });
  });

  it('writes the type values and competencies in their own tables', async () => {
    const res = await createSurvey(t, admin, surveyPayload(t, w));
    const id = res.json().id as number;
    expect(
      await t.db.select({ type: surveyTypeValues.typeId, value: surveyTypeValues.value }).from(surveyTypeValues).where(eq(surveyTypeValues.surveyId, id)),
    ).toHaveLength(2);
    const stored = await t.db
      .select({ c: surveyCompetencies.competencyId, p: surveyCompetencies.position })
      .from(surveyCompetencies)
      .where(eq(surveyCompetencies.surveyId, id));
    expect(stored.sort((a, b) => a.p - b.p)).toEqual([
      { c: w.competencies.coaching, p: 1 },
      { c: w.competencies.communication, p: 2 },
    ]);
  });
});
