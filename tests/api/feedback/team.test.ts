import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../helpers/answer-world';
import type { Session } from '../helpers/accounts';
import { addAction, developmentWorld, storedAction, storedActions, type DevelopmentWorld } from '../helpers/development-world';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { closeSurvey } from '../helpers/trust-world';

/** My team: a manager's view of their direct reports, their released reports, and actions managed, owned or coached. */
let t: TestApp;
let d: DevelopmentWorld;
let other: DevelopmentWorld;
let cleo: Session;
beforeAll(async () => {
  t = await buildTestApp();
  d = await developmentWorld(t);
  other = await developmentWorld(t);
  cleo = await signedInAs(t, d.w.cleo);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const TEAM = '/team/development-actions/';
const reportUrl = (survey: number, ratee: number) => `/team/reports/${survey}/${ratee}/`;
const get = async (by: Session, url: string, code = 200) => {
  const res = await send(t, by, 'GET', url);
  expect(res.statusCode, res.body).toBe(code);
  return res.json();
};
const release = (survey: number, ratees: number[]) => send(t, d.w.admin, 'PUT', `/feedback/survey/${survey}/release/`, { released: true, ratees });

describe('GET /team/overview/ and the menu flag', () => {
  it('gives a manager their direct reports and counts of answers in open surveys, never who answered', async () => {
    const body = await get(d.lead, '/team/overview/');
    expect(body.members.map((m: { id: number }) => m.id).sort()).toEqual([d.w.ana.id, d.w.ben.id].sort());
    expect(body.coach).toBe(false);
    expect(body.reports).toEqual([]);
    const rows = body.progress.filter((p: { survey: { id: number } }) => p.survey.id === d.surveyId);
    expect(rows).toEqual([
      {
        survey: expect.objectContaining({ id: d.surveyId }),
        ratee: { id: d.w.ana.id, name: d.w.ana.name },
        responses: { submitted: 0, assigned: 4 },
        my_rating: 'pending',
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/rater_id|"rater"|email/);
  });

  it('shows nobody to someone without direct reports; the menu flag follows', async () => {
    expect(await get(d.ben, '/team/overview/')).toEqual({ members: [], skip_level: [], progress: [], reports: [], coach: false });
    expect((await get(d.lead, '/api/auth-user/')).team).toBe(true);
    expect((await get(d.ben, '/api/auth-user/')).team).toBe(false);
  });
});

describe('a direct report’s report', () => {
  it('opens only once released, only for the manager of that person, as the ratee reads it', async () => {
    await closeSurvey(t, d.w.admin, d.surveyId);
    await get(d.lead, reportUrl(d.surveyId, d.w.ana.id), 404);
    expect((await release(d.surveyId, [d.w.ana.id, d.w.lead.id])).statusCode).toBe(200);
    const report = await get(d.lead, reportUrl(d.surveyId, d.w.ana.id));
    expect(report.ratee).toMatchObject({ id: d.w.ana.id });
    expect(report.hidden).toEqual([]);
    // Not a direct report (Ana reads her manager's), not a ratee, another company's manager, nonsense ids.
    await get(d.ana, reportUrl(d.surveyId, d.w.lead.id), 404);
    await get(d.lead, reportUrl(d.surveyId, d.w.ben.id), 404);
    await get(other.lead, reportUrl(d.surveyId, d.w.ana.id), 404);
    await get(d.lead, reportUrl(2147483648, d.w.ana.id), 404);
    const overview = await get(d.lead, '/team/overview/');
    expect(overview.reports).toEqual([
      expect.objectContaining({ survey: expect.objectContaining({ id: d.surveyId }), ratee: { id: d.w.ana.id, name: d.w.ana.name } }),
    ]);
    expect(overview.progress.some((p: { survey: { id: number } }) => p.survey.id === d.surveyId)).toBe(false);
  });
});

describe('actions as manager, owner and coach', () => {
  it('lets the manager add an action for a direct report’s released survey, with themselves as coach', async () => {
    const res = await send(t, d.lead, 'POST', TEAM, { survey: d.surveyId, ratee: d.w.ana.id, title: 'Lead a retro', coach: d.w.lead.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ owner: { id: d.w.ana.id }, coach: { id: d.w.lead.id, name: d.w.lead.name } });
    const listed = await get(d.lead, TEAM);
    expect(listed.map((a: { id: number }) => a.id)).toContain(res.json().id);
    // Ana's own action is not on her team view (My feedback has it).
    expect((await get(d.ana, TEAM)).map((a: { id: number }) => a.id)).not.toContain(res.json().id);
  });

  it('refuses, with nothing written: not a direct report (404), not released (400), a coach or owner not allowed (400)', async () => {
    const before = await storedActions(t);
    const base = { survey: d.surveyId, ratee: d.w.ana.id, title: 'x' };
    expect((await send(t, d.lead, 'POST', TEAM, { ...base, ratee: d.w.cleo.id })).statusCode).toBe(404);
    expect((await send(t, d.ben, 'POST', TEAM, base)).statusCode).toBe(404);
    expect((await send(t, other.lead, 'POST', TEAM, base)).statusCode).toBe(404);
    const refused: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ survey: d.second }, { survey: ['Plan development once HR has released this employee’s report of the survey.'] }],
      [{ coach: d.w.ben.id }, { coach: ['The coach must be the employee’s manager or a coach, not the employee.'] }],
      [{ coach: d.w.ana.id }, { coach: ['The coach must be the employee’s manager or a coach, not the employee.'] }],
      [{ owner: d.w.ben.id }, { owner: ['The owner must be the employee, their manager or a coach.'] }],
      [{ coach: other.w.lead.id }, { coach: ['No employee of your company has this id.'] }],
    ];
    for (const [change, errors] of refused) {
      const res = await send(t, d.lead, 'POST', TEAM, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect(await storedActions(t)).toEqual(before);
  });

  it('a coach HR grants is offered, may coach anyone’s action, moves its status and keeps notes, nothing more', async () => {
    const refused = await send(t, d.w.admin, 'POST', '/feedback/development-actions/', {
      survey: d.surveyId,
      ratee: d.w.ana.id,
      title: 'y',
      coach: d.w.cleo.id,
    });
    expect(refused.statusCode).toBe(400);
    const granted = await send(t, d.w.admin, 'PATCH', '/api/permission-on-user-id/', { user_id: d.w.cleo.userId, permissions: { coach: true } });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().permissions).toMatchObject({ coach: true, feedback: false });
    expect((await get(cleo, '/api/auth-user/')).team).toBe(true);
    const people = await get(d.lead, `/team/action-people/?ratee=${d.w.ana.id}`);
    expect(people.owners.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([d.w.ana.id, d.w.lead.id, d.w.cleo.id]));
    expect(people.coaches.map((p: { id: number }) => p.id)).not.toContain(d.w.ana.id);
    expect(people.owners.map((p: { id: number }) => p.id)).not.toContain(d.w.ben.id);
    await get(d.lead, `/team/action-people/?ratee=${d.w.cleo.id}`, 404);
    await get(d.w.admin, `/feedback/action-people/?ratee=${other.w.ana.id}`, 404);

    const action = await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.ana.id, title: 'Mentoring circle', coach: d.w.cleo.id });
    expect((await get(cleo, TEAM)).map((a: { id: number }) => a.id)).toEqual([action.id]);
    const moved = await send(t, cleo, 'PATCH', `${TEAM}${action.id}/`, { status: 'in_progress', notes: 'First session held' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'in_progress', notes: 'First session held' });
    const beyond = await send(t, cleo, 'PATCH', `${TEAM}${action.id}/`, { title: 'Something else' });
    expect(beyond.statusCode).toBe(403);
    expect((await storedAction(t, action.id))!.title).toBe('Mentoring circle');
    // The manager changes any field; someone not on it, or another company's, finds nothing.
    expect((await send(t, d.lead, 'PATCH', `${TEAM}${action.id}/`, { title: 'Mentoring circle (monthly)' })).statusCode).toBe(200);
    expect((await send(t, d.ben, 'PATCH', `${TEAM}${action.id}/`, { status: 'done' })).statusCode).toBe(404);
    expect((await send(t, other.lead, 'PATCH', `${TEAM}${action.id}/`, { status: 'done' })).statusCode).toBe(404);
    expect((await storedAction(t, action.id))!.status).toBe('in_progress');
  });

  it('answers 401 without a token and 403 to a superuser-free company-less caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/team/overview/' });
    expect(res.statusCode).toBe(401);
  });
});
