import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAssignments, surveys } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { send } from '../helpers/employees';
import { createSurvey, dayFrom, surveyCounts, surveyPayload, surveyWorld, type SurveyWorld } from '../helpers/survey-payloads';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let w: SurveyWorld;
let intruder: Session;
/** A closed survey with its whole set-up: nomination by the ratee, limits, mail texts, raters, one answer submitted. */
let origin: number;

const copy = (id: number, body: object = {}, as: Session = w.admin) => send(t, as, 'POST', `/survey/survey/${id}/copy/`, body);
const row = async (id: number) => (await t.db.select().from(surveys).where(eq(surveys.id, id)))[0]!;

beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  intruder = await signUpCompany(t, { company_name: 'Globex' });
  const created = await createSurvey(
    t,
    w.admin,
    surveyPayload(t, w, {
      title: 'Spring review',
      start_date: dayFrom(t, -20),
      end_date: dayFrom(t, -6),
      anonymity_threshold: 4,
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  origin = created.json().id;
  await t.db
    .update(surveys)
    .set({
      raterSelection: 'manager_approves',
      nominationDeadline: dayFrom(t, -15),
      raterLimits: { peer: { min: 2, max: 4 }, other: { min: 0, max: null } },
      reminderDays: [5, 2],
      invitationIntro: 'Please be candid.',
      reminderIntro: 'A few days left.',
      closedAt: t.clock.now(),
    })
    .where(eq(surveys.id, origin));
  await t.db.update(surveyAssignments).set({ status: 'submitted', submittedAt: t.clock.now() }).where(eq(surveyAssignments.surveyId, origin));
});
afterAll(async () => t.close());

describe('POST /survey/survey/{id}/copy/', () => {
  it('makes a draft with the same set-up, no raters and no answers, in the series, dated from today as long as the origin', async () => {
    const res = await copy(origin);
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json();
    expect(draft).toMatchObject({
      title: 'Spring review (copy)',
      description: 'How are we doing?',
      is_draft: true,
      status: 'draft',
      start_date: dayFrom(t, 0),
      end_date: dayFrom(t, 14),
      anonymity_threshold: 4,
      audience: 'Individual',
      position: null,
      type_values: [
        { type: w.types.core, value: 60 },
        { type: w.types.leadership, value: 50 },
      ],
      competencies: [
        { competency: w.competencies.coaching, weight: 40, expected_level: 'advance' },
        { competency: w.competencies.communication, weight: 25, expected_level: 'basic' },
      ],
      progress: { assigned: 0, submitted: 0, ratees: 0, ratees_complete: 0 },
      owner: { id: w.admin.userId },
      locked: false,
      closed_at: null,
      results_opened_at: null,
    });
    // Ana and Lead were rated: they come back as the draft's chosen ratees, in the order first asked.
    expect(draft.chosen_ratees).toEqual([w.ana.id, w.lead.id]);
    const stored = await row(draft.id);
    expect(stored).toMatchObject({
      seriesId: origin,
      raterSelection: 'manager_approves',
      nominationDeadline: dayFrom(t, 5),
      raterLimits: { peer: { min: 2, max: 4 }, other: { min: 0, max: null } },
      reminderDays: [5, 2],
      invitationIntro: 'Please be candid.',
      reminderIntro: 'A few days left.',
      repeatMonths: null,
      repeatOf: null,
    });
    expect(await t.db.select().from(surveyAssignments).where(eq(surveyAssignments.surveyId, draft.id))).toEqual([]);
    // The origin is untouched, still the first of its series.
    expect((await row(origin)).seriesId).toBeNull();
  });

  it("takes a title and dates; a copy of a copy stays in the first survey's series", async () => {
    const first = (await copy(origin, { title: 'Autumn review', start_date: dayFrom(t, 30) })).json();
    expect(first).toMatchObject({ title: 'Autumn review', start_date: dayFrom(t, 30), end_date: dayFrom(t, 44) });
    const second = await copy(first.id, { start_date: dayFrom(t, 60), end_date: dayFrom(t, 61) });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ title: 'Autumn review (copy)', end_date: dayFrom(t, 61), chosen_ratees: [w.ana.id, w.lead.id] });
    expect((await row(second.json().id)).seriesId).toBe(origin);
    // Its deadline would fall outside the new dates: dropped, for HR to set again.
    expect((await row(second.json().id)).nominationDeadline).toBeNull();
  });

  it("keeps a Position/Group survey's rules and picks its ratees again from them", async () => {
    const created = await createSurvey(
      t,
      w.admin,
      surveyPayload(
        t,
        w,
        { title: 'Team check', audience: 'Position/Group' },
        {
          position: { designation: w.designation, department: null, group: null },
          survey_assign: [{ ratee: w.ana.id, rater: w.lead.id, relationship: 'manager' }],
        },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const draft = (await copy(created.json().id)).json();
    expect(draft).toMatchObject({ audience: 'Position/Group', position: { designation: w.designation, department: null, group: null }, chosen_ratees: [] });
  });

  it('refuses an end before the start at end_date, a title too long and a field it does not take, saving nothing', async () => {
    const before = await surveyCounts(t);
    const backwards = await copy(origin, { start_date: dayFrom(t, 10), end_date: dayFrom(t, 9) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ end_date: ['The end date cannot be before the start date.'] });
    expect((await copy(origin, { title: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await copy(origin, { is_draft: false })).statusCode).toBe(400);
    expect(await surveyCounts(t)).toEqual(before);
  });

  it('is written to the audit log under the new survey', async () => {
    const draft = (await copy(origin)).json();
    const log = await send(t, w.admin, 'GET', `/api/audit-log/?survey=${draft.id}&action=survey.copy`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().results).toEqual([expect.objectContaining({ action: 'survey.copy', survey_id: draft.id })]);
  });

  it("answers 404 for another company's survey and copies nothing", async () => {
    await expectTenantIsolation({
      app: t.app,
      intruder: intruder.headers,
      byId: [
        { method: 'POST', url: `/survey/survey/${origin}/copy/`, payload: {} },
        { method: 'POST', url: '/survey/survey/999999/copy/', payload: {} },
      ],
      snapshot: () => surveyCounts(t),
    });
  });
});
