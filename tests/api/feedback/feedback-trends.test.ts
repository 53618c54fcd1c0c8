import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../../../server/db/schema';
import { addSuperuser } from '../helpers/accounts';
import { activate, employeeWith, send } from '../helpers/employees';
import { scoredSurvey, scoredWorld, type ScoredRatee, type ScoredWorld } from '../helpers/scored-world';
import { day } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * Trends (GET /feedback/ratee/{id}/trend/, /feedback/analytics/trends/, /feedback/my-trend/):
 * every rater of a ratee gives `v` everywhere, so the ratee's figures are all v (v × 25 %).
 * A (closed by date 30 days ago): Ana 2, Ben 3, Cy 4. C (closed by date 25 days ago): Ana 1,
 * Ben 1, too few ratees for a company figure. B (closed early today, ends in 10 days): Ana 3,
 * Ben 4, Cy 4. D is still open.
 */
let t: TestApp;
let w: ScoredWorld;
const ids = { a: 0, b: 0, c: 0, d: 0 };
const rated = (name: string, v: number): ScoredRatee => ({
  name,
  raters: [
    { name: 'Mo', relationship: 'manager', values: [v, v, v] },
    ...['P1', 'P2', 'P3'].map((p) => ({ name: p, relationship: 'peer' as const, values: [v, v, v] as [number, number, number] })),
  ],
});

beforeAll(async () => {
  t = await buildTestApp();
  w = await scoredWorld(t);
  ids.a = await scoredSurvey(t, w, { title: 'A', start: -60, end: -30, ratees: [rated('Ana', 2), rated('Ben', 3), rated('Cy', 4)] });
  ids.c = await scoredSurvey(t, w, { title: 'C', start: -50, end: -25, ratees: [rated('Ana', 1), rated('Ben', 1)] });
  ids.b = await scoredSurvey(t, w, { title: 'B', start: -10, end: 10, closed: true, ratees: [rated('Ana', 3), rated('Ben', 4), rated('Cy', 4)] });
  ids.d = await scoredSurvey(t, w, { title: 'D', ratees: [rated('Ana', 4), rated('Ben', 4), rated('Cy', 4)] });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, s = w.admin) => send(t, s, 'GET', url);
const point = (id: number, title: string, closedOn: string, ratees = 1, series = id) => ({ id, title, closed_on: closedOn, ratees, series });
const same = (percents: (number | null)[]) =>
  ['Coaching', 'Communication', 'Teamwork'].map((title) => ({ competency_id: w.competencies[title.toLowerCase() as 'coaching'], title, percents }));

describe("a person's trend", () => {
  it('HR sees every closed survey that rated the person, oldest first, by the day each closed; the open one is not there', async () => {
    const res = await get(`/feedback/ratee/${w.people.Ana!.id}/trend/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      surveys: [point(ids.a, 'A', day(t, -30)), point(ids.c, 'C', day(t, -25)), point(ids.b, 'B', day(t))],
      overall: [50, 25, 75],
      competencies: same([50, 25, 75]),
    });
  });

  it('reading it opens the results it shows, and only those', async () => {
    const rows = await t.db
      .select()
      .from(surveys)
      .where(inArray(surveys.id, Object.values(ids)));
    const opened = Object.fromEntries(rows.map((s) => [s.title, s.resultsOpenedAt !== null]));
    expect(opened).toEqual({ A: true, B: true, C: true, D: false });
  });

  it('the report names the day the survey actually closed', async () => {
    const early = await get(`/feedback/survey/${ids.b}/ratee/${w.people.Ana!.id}/`);
    expect(early.json().survey).toMatchObject({ end_date: day(t, 10), closed_on: day(t) });
    const byDate = await get(`/feedback/survey/${ids.a}/ratee/${w.people.Ana!.id}/`);
    expect(byDate.json().survey).toMatchObject({ end_date: day(t, -30), closed_on: day(t, -30) });
  });

  it('the employee sees only the surveys whose report was released to them', async () => {
    const ana = await activate(t, w.people.Ana!.email);
    expect((await get('/feedback/my-trend/', ana)).json()).toEqual({ surveys: [], overall: [], competencies: [] });
    for (const id of [ids.a, ids.b]) {
      const res = await send(t, w.admin, 'PUT', `/feedback/survey/${id}/release/`, { released: true, ratees: [w.people.Ana!.id] });
      expect(res.statusCode, res.body).toBe(200);
    }
    const mine = await get('/feedback/my-trend/', ana);
    expect(mine.json()).toEqual({ surveys: [point(ids.a, 'A', day(t, -30)), point(ids.b, 'B', day(t))], overall: [50, 75], competencies: same([50, 75]) });
    const myReports = await get('/feedback/my-reports/', ana);
    expect(
      myReports
        .json()
        .map((r: { survey: { closed_on: string } }) => r.survey.closed_on)
        .sort(),
    ).toEqual([day(t, -30), day(t)]);
    // Ana cannot read anyone's trend by id, not even her own: that is the feedback area's.
    expect((await get(`/feedback/ratee/${w.people.Ben!.id}/trend/`, ana)).statusCode).toBe(403);
    expect((await get(`/feedback/ratee/${w.people.Ana!.id}/trend/`, ana)).statusCode).toBe(403);
    // Ben has nothing released: his own trend is empty, never Ana's.
    const ben = await activate(t, w.people.Ben!.email);
    expect((await get('/feedback/my-trend/', ben)).json()).toEqual({ surveys: [], overall: [], competencies: [] });
  });

  it('a single survey gives one point and no competency line', async () => {
    const solo = await scoredSurvey(t, w, { title: 'Solo', start: -40, end: -35, ratees: [rated('Eve', 2)] });
    const res = await get(`/feedback/ratee/${w.people.Eve!.id}/trend/`);
    expect(res.json()).toEqual({ surveys: [point(solo, 'Solo', day(t, -35))], overall: [50], competencies: [] });
  });
});

describe("the company's trend", () => {
  it('averages the ratees per closed survey, only where at least the threshold of ratees have a figure', async () => {
    const res = await get('/feedback/analytics/trends/');
    expect(res.statusCode, res.body).toBe(200);
    // C (two ratees) and Solo (one) are below the threshold of 3: no company figure. B: (3 + 4 + 4) / 3 = 3.667 → 91.7 %.
    // A and B are series of their own (different populations): no competency has two figures in one series.
    expect(res.json()).toEqual({
      surveys: [point(ids.a, 'A', day(t, -30), 3), point(ids.b, 'B', day(t), 3)],
      overall: [75, 91.7],
      competencies: [],
    });
  });

  it('marks the series each survey belongs to; a later run of A joins its series, and only its competencies compare', async () => {
    const rerun = await scoredSurvey(t, w, { title: 'A again', start: -28, end: -20, ratees: [rated('Ana', 4), rated('Ben', 4), rated('Cy', 4)] });
    await t.db.update(surveys).set({ seriesId: ids.a }).where(eq(surveys.id, rerun));
    const res = await get('/feedback/analytics/trends/');
    // Every survey keeps its own figure (A's is never averaged with its rerun's), oldest first by the day it closed.
    expect(res.json()).toEqual({
      surveys: [point(ids.a, 'A', day(t, -30), 3), point(rerun, 'A again', day(t, -20), 3, ids.a), point(ids.b, 'B', day(t), 3)],
      overall: [75, 100, 91.7],
      competencies: same([75, 100, 91.7]),
    });
    // A person's trend carries the series too, and stays one line over all their surveys.
    const ana = (await get(`/feedback/ratee/${w.people.Ana!.id}/trend/`)).json();
    expect(ana.surveys.map((s: { title: string; series: number }) => [s.title, s.series])).toEqual([
      ['A', ids.a],
      ['C', ids.c],
      ['A again', ids.a],
      ['B', ids.b],
    ]);
  });

  it("another company's series never join ours, even when its survey claims one of our ids as its series", async () => {
    const other = await scoredWorld(t);
    const theirs = await scoredSurvey(t, other, { title: 'Theirs', start: -40, end: -22, ratees: [rated('Ana', 1), rated('Ben', 1), rated('Cy', 1)] });
    await t.db.update(surveys).set({ seriesId: ids.a }).where(eq(surveys.id, theirs));
    const ours = (await get('/feedback/analytics/trends/')).json();
    expect(ours.surveys.map((s: { title: string }) => s.title)).toEqual(['A', 'A again', 'B']);
    const seen = (await get('/feedback/analytics/trends/', other.admin)).json();
    expect(seen).toEqual({ surveys: [point(theirs, 'Theirs', day(t, -22), 3, ids.a)], overall: [25], competencies: [] });
  });
});

describe('access', () => {
  it("another company's employee answers 404 and changes nothing; its trend never shows ours", async () => {
    const other = await scoredWorld(t);
    await expectTenantIsolation({
      app: t.app,
      intruder: other.admin.headers,
      byId: [{ method: 'GET', url: `/feedback/ratee/${w.people.Ana!.id}/trend/` }],
      snapshot: async () => (await get(`/feedback/ratee/${w.people.Ana!.id}/trend/`)).json(),
    });
    expect((await get('/feedback/analytics/trends/', other.admin)).json()).toEqual({ surveys: [], overall: [], competencies: [] });
    expect((await get('/feedback/ratee/999999/trend/')).statusCode).toBe(404);
    expect((await get('/feedback/ratee/abc/trend/')).statusCode).toBe(404);
  });

  it('401 without a token, 403 without the feedback area or as a superuser; the area is enough', async () => {
    for (const url of [`/feedback/ratee/${w.people.Ana!.id}/trend/`, '/feedback/analytics/trends/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const surveyor = await employeeWith(t, w.admin, { survey: true, dashboard: true });
      expect((await get(url, surveyor)).statusCode, url).toBe(403);
      expect((await get(url, await addSuperuser(t))).statusCode, url).toBe(403);
      expect((await get(url, await employeeWith(t, w.admin, { feedback: true }))).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/feedback/my-trend/' })).statusCode).toBe(401);
    expect((await get('/feedback/my-trend/', await addSuperuser(t))).statusCode).toBe(403);
  });
});
