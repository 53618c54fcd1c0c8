import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionSuggestions } from '../../../schemas/development-library';
import { companies, developmentActionOutcomes } from '../../../server/db/schema';
import { signUpCompany } from '../helpers/accounts';
import { ACTIONS, addAction } from '../helpers/development-world';
import { send } from '../helpers/employees';
import { scoredSurvey, scoredWorld, type ScoredRatee, type ScoredWorld } from '../helpers/scored-world';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * The learning loop of issue 40 end to end: a library, plan actions taken from it and done between two surveys of the
 * same ratees, the second survey's results opened, and the suggestions ranked by what followed, as computed by hand.
 * Every figure is the manager's rating alone (a named group, always shown), so others' mean = the manager's value.
 */
let t: TestApp;
let w: ScoredWorld;
let first: number;
let second: number;
const lib = { shadow: 0, circle: 0, expert: 0 };
const LIBRARY = '/competency/development-actions/';
const suggestionsUrl = (survey: number, ratee: number) => `/feedback/survey/${survey}/ratee/${ratee}/action-suggestions/`;

/** Mo (manager) rates [Coaching, Communication, Teamwork]; Ed's second rating is never submitted. */
const ratees = (coaching: Record<string, number | null>): ScoredRatee[] =>
  Object.entries(coaching).map(([name, value]) => ({
    name,
    raters: [
      value === null ? { name: 'Mo', relationship: 'manager', status: 'draft' } : { name: 'Mo', relationship: 'manager', values: [value, 3, 3] },
      // Ana rates herself a point above others on Communication: a blind spot.
      ...(name === 'Ana' ? [{ name: 'Ana', relationship: 'self' as const, values: [1, 4, 3] as [number, number, number] }] : []),
    ],
  }));

async function suggestions(survey: number, ratee: string): Promise<ActionSuggestions> {
  const res = await send(t, w.admin, 'GET', suggestionsUrl(survey, w.people[ratee]!.id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ActionSuggestions;
}
const coachingActions = async (survey: number, ratee: string) =>
  (await suggestions(survey, ratee)).areas.find((a) => a.competency_id === w.competencies.coaching)!.actions.map((a) => [a.title, a.evidence]);

async function libraryAction(competency: number, level: string | null, title: string): Promise<number> {
  const res = await send(t, w.admin, 'POST', LIBRARY, { competency, level, title, description: `${title}, described.` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** A plan action of the first survey on Coaching from a library action, then moved to `status` as the plan moves it. */
async function planned(ratee: string, libraryActionId: number, status: 'done' | 'planned') {
  const action = await addAction(t, w.admin, {
    survey: first,
    ratee: w.people[ratee]!.id,
    competency: w.competencies.coaching,
    title: 'From the library',
    library_action: libraryActionId,
  });
  expect(action.library_action).toBe(libraryActionId);
  const res = await send(t, w.admin, 'PATCH', `${ACTIONS}${action.id}/`, { status });
  expect(res.statusCode, res.body).toBe(200);
  return action.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  w = await scoredWorld(t);
  first = await scoredSurvey(t, w, { title: 'Spring', start: -60, end: -40, ratees: ratees({ Ana: 1, Ben: 2, Cy: 1, Di: 2, Ed: 1, Fay: 2, Gus: 2 }) });
  lib.shadow = await libraryAction(w.competencies.coaching, null, 'Shadow a coach');
  lib.circle = await libraryAction(w.competencies.coaching, 'intermediate', 'Run a mentoring circle');
  lib.expert = await libraryAction(w.competencies.coaching, 'expert', 'Write a coaching guide');
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('GET /feedback/survey/{id}/ratee/{ratee}/action-suggestions/', () => {
  it('names the development areas (lowest others, blind spots) with the library actions at the expected level or any', async () => {
    const answer = await suggestions(first, 'Ana');
    expect(answer.threshold).toBe(3);
    expect(answer.areas.map((a) => [a.title, a.others, a.self, a.reasons])).toEqual([
      ['Coaching', 1, 1, ['low_score']],
      ['Communication', 3, 4, ['blind_spot']],
    ]);
    // No evidence yet: the expected level's action before the any-level one; the expert one is not offered.
    expect(await coachingActions(first, 'Ana')).toEqual([
      ['Run a mentoring circle', null],
      ['Shadow a coach', null],
    ]);
    expect(answer.areas[1]!.actions).toEqual([]);
  });

  it('records outcomes when the next survey opens, and ranks by them as computed by hand', async () => {
    const ids = {
      ana: await planned('Ana', lib.shadow, 'done'),
      ben: await planned('Ben', lib.shadow, 'done'),
      cy: await planned('Cy', lib.shadow, 'done'),
      di: await planned('Di', lib.circle, 'done'),
      fay: await planned('Fay', lib.circle, 'done'),
      gus: await planned('Gus', lib.circle, 'done'),
      // Not done: nothing is recorded. Ed is not rated in the next survey: no figure, nothing recorded.
      anaPlanned: await planned('Ana', lib.circle, 'planned'),
      ed: await planned('Ed', lib.shadow, 'done'),
    };
    second = await scoredSurvey(t, w, { title: 'Autumn', start: -20, end: -2, ratees: ratees({ Ana: 3, Ben: 3, Cy: 1, Di: 4, Ed: null, Fay: 2, Gus: 1 }) });
    // Opening the second survey's results (any reader's first read) records what followed.
    await suggestions(second, 'Cy');
    const outcomes = await t.db.select().from(developmentActionOutcomes).orderBy(asc(developmentActionOutcomes.actionId));
    expect(outcomes.map((o) => [o.actionId, o.nextSurveyId, Number(o.scoreBefore), Number(o.scoreAfter), Number(o.change)])).toEqual([
      [ids.ana, second, 1, 3, 2],
      [ids.ben, second, 2, 3, 1],
      [ids.cy, second, 1, 1, 0],
      [ids.di, second, 2, 4, 2],
      [ids.fay, second, 2, 2, 0],
      [ids.gus, second, 2, 1, -1],
    ]);
    // Shadow a coach: Ana +2, Ben +1, Cy 0 → 3 people, mean +1.00. The circle: Di +2, Fay 0, Gus −1 → 3 people, +0.33.
    // The ranking turns: the circle led on its level alone; now the evidence puts the shadowing first.
    expect(await coachingActions(first, 'Ana')).toEqual([
      ['Shadow a coach', { mean_change: 1, people: 3 }],
      ['Run a mentoring circle', { mean_change: 0.33, people: 3 }],
    ]);
    // Reading again records nothing twice.
    await suggestions(second, 'Ana');
    expect(await t.db.select().from(developmentActionOutcomes)).toHaveLength(6);
    // Its outcomes are the evidence: a library action plans took is archived, not deleted.
    const removed = await send(t, w.admin, 'DELETE', `${LIBRARY}${lib.shadow}/`);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().non_field_errors[0]).toContain('4 development plan actions');
  });

  it('shows no figure below the company’s anonymity threshold of people, and then orders by level and title', async () => {
    await t.db.update(companies).set({ anonymityThreshold: 4 }).where(eq(companies.id, w.admin.companyId!));
    expect((await suggestions(first, 'Ana')).threshold).toBe(4);
    expect(await coachingActions(first, 'Ana')).toEqual([
      ['Run a mentoring circle', null],
      ['Shadow a coach', null],
    ]);
    await t.db.update(companies).set({ anonymityThreshold: 3 }).where(eq(companies.id, w.admin.companyId!));
  });

  it('answers 409 while the survey is open and 404 for someone who is not its ratee', async () => {
    const open = await scoredSurvey(t, w, { title: 'Open', ratees: ratees({ Ana: 2 }) });
    expect((await send(t, w.admin, 'GET', suggestionsUrl(open, w.people.Ana!.id))).statusCode).toBe(409);
    expect((await send(t, w.admin, 'GET', suggestionsUrl(first, w.people.Mo!.id))).statusCode).toBe(404);
  });

  it('another company sees nothing: not the suggestions, the library, the outcomes, nor can it take a library action', async () => {
    const intruder = await signUpCompany(t);
    const theirs = await scoredWorld(t, intruder);
    const theirSurvey = await scoredSurvey(t, theirs, { title: 'Theirs', start: -20, end: -2, ratees: ratees({ Zed: 1 }) });
    await expectTenantIsolation({
      app: t.app,
      intruder: intruder.headers,
      byId: [
        { method: 'GET', url: suggestionsUrl(first, w.people.Ana!.id) },
        { method: 'GET', url: `${LIBRARY}${lib.shadow}/` },
        { method: 'PUT', url: `${LIBRARY}${lib.shadow}/`, payload: { competency: theirs.competencies.coaching, level: null, title: 'Mine now' } },
        { method: 'DELETE', url: `${LIBRARY}${lib.shadow}/` },
      ],
      lists: [{ url: LIBRARY, ownerIds: Object.values(lib) }],
      snapshot: async () => [await coachingActions(first, 'Ana'), await t.db.select().from(developmentActionOutcomes)],
    });
    // Its own ratee's Coaching is an area with no action: our library and our evidence are not its.
    const res = await send(t, intruder, 'GET', suggestionsUrl(theirSurvey, theirs.people.Zed!.id));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ActionSuggestions).areas.find((a) => a.competency_id === theirs.competencies.coaching)!.actions).toEqual([]);
    const taken = await send(t, intruder, 'POST', ACTIONS, {
      survey: theirSurvey,
      ratee: theirs.people.Zed!.id,
      title: 'Borrowed',
      library_action: lib.shadow,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ library_action: ['No action of your company’s development action library has this id.'] });
  });
});
