import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, reportReleases, surveyNominations, surveys } from '../../../server/db/schema';
import { teamInSurvey } from '../../../server/disclosure/queries/figure-members';
import type { Session } from '../helpers/accounts';
import { signedInAs } from '../helpers/answer-world';
import { addAction, developmentWorld, type DevelopmentWorld } from '../helpers/development-world';
import { employeeWith, moveEmployee, send } from '../helpers/employees';
import { createSurvey, surveyPayload } from '../helpers/survey-payloads';
import { day, seedSurvey } from '../helpers/survey-seed';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { closeSurvey } from '../helpers/trust-world';

/**
 * Issue 37, findings 2 and 8: someone who may edit the organisation tree (organization or workforce area) moves a
 * ratee under themselves. Nothing opens: My team's reports, comments, plans and progress, and the ratee's nomination,
 * follow facts recorded at the time (the survey's manager rater, the manager on the day of release or of the
 * nomination), never the live tree.
 */
let t: TestApp;
let d: DevelopmentWorld;
let other: DevelopmentWorld;
let org: Session;
let wf: Session;
let actionId: number;
beforeAll(async () => {
  t = await buildTestApp();
  d = await developmentWorld(t);
  other = await developmentWorld(t);
  org = await employeeWith(t, d.w.admin, { organization: true });
  wf = await employeeWith(t, d.w.admin, { workforce: true });
  await closeSurvey(t, d.w.admin, d.surveyId);
  await release(d.surveyId, d.w.ana.id);
  actionId = (await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.ana.id, title: 'Lead a retro' })).id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const TEAM = '/team/development-actions/';
const reportUrl = (survey: number, ratee: number) => `/team/reports/${survey}/${ratee}/`;
const get = async (by: Session, url: string, code = 200) => {
  const res = await send(t, by, 'GET', url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(code);
  return res.json();
};
async function release(survey: number, ratee: number) {
  const res = await send(t, d.w.admin, 'PUT', `/feedback/survey/${survey}/release/`, { released: true, ratees: [ratee] });
  expect(res.statusCode, res.body).toBe(200);
}
async function employeeIdOf(s: Session): Promise<number> {
  const [row] = await t.db.select({ id: employees.id }).from(employees).where(eq(employees.userId, s.userId));
  return row!.id;
}
async function moveUnder(ratee: number, by: Session, parent: number) {
  const res = await moveEmployee(t, by, ratee, parent);
  expect(res.statusCode, res.body).toBe(200);
}
const ratees = (rows: Array<{ ratee: { id: number } }>) => rows.map((r) => r.ratee.id);

/** What My team opens to `s` about Ana: nothing, whatever the tree says. */
async function expectNothingOfAna(s: Session) {
  const ana = d.w.ana.id;
  await get(s, reportUrl(d.surveyId, ana), 404);
  const overview = await get(s, '/team/overview/');
  expect(ratees(overview.reports)).not.toContain(ana);
  expect(ratees(overview.progress)).not.toContain(ana);
  expect((await get(s, TEAM)).map((a: { id: number }) => a.id)).not.toContain(actionId);
  expect((await send(t, s, 'PATCH', `${TEAM}${actionId}/`, { status: 'done' })).statusCode).toBe(404);
  expect((await send(t, s, 'POST', TEAM, { survey: d.surveyId, ratee: ana, title: 'Mine now' })).statusCode).toBe(404);
  await get(s, `/team/action-people/?ratee=${ana}`, 404);
}

describe('a report reached by moving a box', () => {
  it('records the ratee’s manager with the release', async () => {
    const [row] = await t.db
      .select()
      .from(reportReleases)
      .where(and(eq(reportReleases.surveyId, d.surveyId), eq(reportReleases.rateeId, d.w.ana.id)));
    expect(row!.managerId).toBe(d.w.lead.id);
  });

  for (const [area, who] of [
    ['organization', () => org],
    ['workforce', () => wf],
  ] as const) {
    it(`opens nothing to a user with only the ${area} area who moved the ratee under themselves`, async () => {
      const mover = who();
      const moverId = await employeeIdOf(mover);
      await moveUnder(d.w.ana.id, mover, moverId);
      // The org chart shows the move; nothing it reaches is opened by it.
      expect((await get(mover, '/team/overview/')).members.map((m: { id: number }) => m.id)).toContain(d.w.ana.id);
      await expectNothingOfAna(mover);
      expect(await teamInSurvey(t.db, d.w.admin.companyId!, d.surveyId, moverId)).toEqual(new Set());
      // Nor does the move make them the manager a plan may name as owner or coach.
      const people = await get(d.w.admin, `/feedback/action-people/?ratee=${d.w.ana.id}`);
      expect([...people.owners, ...people.coaches].map((p: { id: number }) => p.id)).not.toContain(moverId);
      const named = await send(t, d.w.admin, 'POST', '/feedback/development-actions/', { survey: d.surveyId, ratee: d.w.ana.id, title: 'x', coach: moverId });
      expect(named.statusCode, named.body).toBe(400);
      // The recorded manager (also the survey's manager rater) still reads all of it, and Ana's progress in the open survey.
      const report = await get(d.lead, reportUrl(d.surveyId, d.w.ana.id));
      expect(report.ratee).toMatchObject({ id: d.w.ana.id });
      const overview = await get(d.lead, '/team/overview/');
      expect(overview.reports.map((r: { survey: { id: number } }) => r.survey.id)).toContain(d.surveyId);
      expect(overview.progress.filter((p: { survey: { id: number } }) => p.survey.id === d.second).map((p: { ratee: { id: number } }) => p.ratee.id)).toContain(
        d.w.ana.id,
      );
      expect((await get(d.lead, TEAM)).map((a: { id: number }) => a.id)).toContain(actionId);
      await get(d.lead, `/team/action-people/?ratee=${d.w.ana.id}`);
      expect(await teamInSurvey(t.db, d.w.admin.companyId!, d.surveyId, d.w.lead.id)).toEqual(new Set([d.w.ana.id]));
    });
  }

  it('keeps another company out, recorded manager or not', async () => {
    await get(other.lead, reportUrl(d.surveyId, d.w.ana.id), 404);
    expect((await get(other.lead, TEAM)).map((a: { id: number }) => a.id)).not.toContain(actionId);
    expect((await send(t, other.lead, 'PATCH', `${TEAM}${actionId}/`, { status: 'done' })).statusCode).toBe(404);
    expect(await teamInSurvey(t.db, other.w.admin.companyId!, d.surveyId, d.w.lead.id)).toEqual(new Set());
  });

  it('lets the manager rater and the manager at release read it after the ratee moved on; the new manager reads nothing', async () => {
    // Ben reports to Lead; in this survey Boss is his manager rater.
    const created = await createSurvey(
      t,
      d.w.admin,
      surveyPayload(
        t,
        d.w,
        { title: 'Ben alone' },
        {
          survey_assign: [
            { ratee: d.w.ben.id, rater: d.w.ben.id, relationship: 'self' },
            { ratee: d.w.ben.id, rater: d.w.boss.id, relationship: 'manager' },
          ],
        },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const survey = created.json().id as number;
    await closeSurvey(t, d.w.admin, survey);
    await release(survey, d.w.ben.id);
    await moveUnder(d.w.ben.id, d.w.admin, d.w.cleo.id);
    const boss = await signedInAs(t, d.w.boss);
    const cleo = await signedInAs(t, d.w.cleo);
    for (const reader of [d.lead, boss]) expect((await get(reader, reportUrl(survey, d.w.ben.id))).ratee).toMatchObject({ id: d.w.ben.id });
    await get(cleo, reportUrl(survey, d.w.ben.id), 404);
    expect(ratees((await get(cleo, '/team/overview/')).reports)).not.toContain(d.w.ben.id);
    expect(ratees((await get(boss, '/team/overview/')).reports)).toContain(d.w.ben.id);
    expect((await get(boss, '/api/auth-user/')).team).toBe(true);
  });
});

describe('a nomination reached by moving a box', () => {
  let id: number;
  const approvals = '/survey/nomination-approvals/';
  beforeAll(async () => {
    // Ana (now under whoever moved her last) nominates; Lead, her manager rater, approves in "manager approves" mode.
    await moveUnder(d.w.ana.id, d.w.admin, d.w.lead.id);
    id = await seedSurvey(t, d.w.admin, {
      title: 'Nominated',
      isDraft: true,
      assignments: [
        { ratee: d.w.ana.id, rater: d.w.ana.id, relationship: 'self' },
        { ratee: d.w.ana.id, rater: d.w.lead.id, relationship: 'manager' },
      ],
    });
    const selection = { rater_selection: 'manager_approves', nomination_deadline: day(t, 5), rater_limits: { peer: { min: 1, max: 2 } } };
    expect((await send(t, d.w.admin, 'PUT', `/survey/survey/${id}/rater-selection/`, selection)).statusCode).toBe(200);
    await t.db.update(surveys).set({ isDraft: false }).where(eq(surveys.id, id));
    expect((await send(t, d.w.admin, 'POST', '/survey/send-email/', { survey_id: id })).statusCode).toBe(200);
    expect((await send(t, d.ana, 'PUT', `/survey/nominations/${id}/`, { nominees: [{ rater_id: d.w.ben.id, relationship: 'peer' }] })).statusCode).toBe(200);
    expect((await send(t, d.ana, 'POST', `/survey/nominations/${id}/submit/`)).statusCode).toBe(200);
  });
  const stored = async () =>
    (
      await t.db
        .select()
        .from(surveyNominations)
        .where(and(eq(surveyNominations.surveyId, id), eq(surveyNominations.rateeId, d.w.ana.id)))
    )[0]!;

  it('records the ratee’s manager as approver when the nomination opens', async () => {
    expect((await stored()).approverId).toBe(d.w.lead.id);
  });

  for (const [area, who] of [
    ['organization', () => org],
    ['workforce', () => wf],
  ] as const) {
    it(`gives the approval to nobody with only the ${area} area who moved the ratee under themselves`, async () => {
      const mover = who();
      const moverId = await employeeIdOf(mover);
      await moveUnder(d.w.ana.id, mover, moverId);
      expect(ratees(await get(mover, approvals))).not.toContain(d.w.ana.id);
      await get(mover, `${approvals}${id}/${d.w.ana.id}/`, 403);
      const takeover = await send(t, mover, 'POST', `${approvals}${id}/${d.w.ana.id}/approve/`, { nominees: [{ rater_id: moverId, relationship: 'peer' }] });
      expect(takeover.statusCode, takeover.body).toBe(403);
      expect((await send(t, mover, 'POST', `${approvals}${id}/${d.w.ana.id}/return/`, { note: 'Pick me' })).statusCode).toBe(403);
      expect((await stored()).status).toBe('submitted');
      expect(ratees(await get(d.lead, approvals))).toContain(d.w.ana.id);
    });
  }

  it('leaves the recorded approver to decide, and another company out', async () => {
    expect((await send(t, other.lead, 'POST', `${approvals}${id}/${d.w.ana.id}/approve/`, { nominees: [] })).statusCode).toBe(404);
    const approved = await send(t, d.lead, 'POST', `${approvals}${id}/${d.w.ana.id}/approve/`, { nominees: [{ rater_id: d.w.ben.id, relationship: 'peer' }] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await stored()).status).toBe('approved');
  });
});
