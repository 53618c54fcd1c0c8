import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSuperuser } from '../helpers/accounts';
import {
  ACTIONS,
  addAction,
  developmentWorld,
  expectNear,
  MINE,
  release,
  storedAction,
  storedActions,
  type DevelopmentWorld,
} from '../helpers/development-world';
import { send } from '../helpers/employees';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Individual development plans: the feedback area's CRUD, the ratee's view after release, isolation, access. */
let t: TestApp;
let d: DevelopmentWorld;
let other: DevelopmentWorld;
beforeAll(async () => {
  t = await buildTestApp();
  d = await developmentWorld(t);
  other = await developmentWorld(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const survey = () => ({ id: d.surveyId, title: 'Q3 leadership review' });
const ana = () => ({ id: d.w.ana.id, name: d.w.ana.name });
const coaching = () => ({ id: d.w.competencies.coaching, title: 'Coaching' });

describe('POST and GET /feedback/development-actions/', () => {
  it('adds an action with the defaults (owner: the ratee, status planned) and answers it in full', async () => {
    const asked = t.clock.now();
    const res = await send(t, d.w.admin, 'POST', ACTIONS, { survey: d.surveyId, ratee: d.w.ana.id, title: '  Coach one new hire  ' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      survey: survey(),
      ratee: ana(),
      competency: null,
      title: 'Coach one new hire',
      library_action: null,
      notes: '',
      owner: ana(),
      coach: null,
      due_date: null,
      status: 'planned',
      created_at: ISO,
      updated_at: body.created_at,
    });
    expectNear(body.created_at, asked);
    const row = await storedAction(t, body.id);
    expect(row).toMatchObject({ companyId: d.ana.companyId, createdBy: d.w.admin.userId, completedAt: null });
  });

  it('takes every field; done records completion; lists by due date (none last), then id; filters by survey and ratee', async () => {
    const done = await addAction(t, d.w.admin, {
      survey: d.surveyId,
      ratee: d.w.ana.id,
      competency: d.w.competencies.coaching,
      title: 'Run a mentoring circle',
      notes: 'Monthly',
      owner: d.w.lead.id,
      due_date: '2030-03-01',
      status: 'done',
    });
    expect(done).toEqual({
      id: expect.any(Number),
      survey: survey(),
      ratee: ana(),
      competency: coaching(),
      title: 'Run a mentoring circle',
      library_action: null,
      notes: 'Monthly',
      owner: { id: d.w.lead.id, name: d.w.lead.name },
      coach: null,
      due_date: '2030-03-01',
      status: 'done',
      created_at: ISO,
      updated_at: ISO,
    });
    expectNear((await storedAction(t, done.id))!.completedAt, t.clock.now());
    const early = await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.ana.id, title: 'Read a book', due_date: '2029-01-01', owner: null });
    expect(early.owner).toBeNull();
    const lead = await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.lead.id, title: 'Delegate more' });
    const later = await addAction(t, d.w.admin, { survey: d.second, ratee: d.w.ana.id, title: 'Present at all-hands' });

    const list = async (query: string) => {
      const res = await send(t, d.w.admin, 'GET', `${ACTIONS}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Array<{ id: number }>;
    };
    const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
    const all = await list('');
    expect(ids(all).slice(0, 2)).toEqual([early.id, done.id]);
    expect(ids(all).slice(-2)).toEqual([lead.id, later.id]);
    expect(all.find((r) => r.id === done.id)).toEqual(done);
    const anaInQ3 = ids(await list(`?survey=${d.surveyId}&ratee=${d.w.ana.id}`));
    expect(anaInQ3.slice(0, 2)).toEqual([early.id, done.id]);
    expect(anaInQ3).not.toContain(lead.id);
    expect(anaInQ3).not.toContain(later.id);
    expect(ids(await list(`?ratee=${d.w.lead.id}`))).toEqual([lead.id]);
    expect(ids(await list(`?survey=${d.second}`))).toEqual([later.id]);
    expect(await list('?survey=2147483648')).toEqual([]);
  });

  it('refuses, at the field and with nothing written, every wrong reference and a blank title', async () => {
    const before = await storedActions(t);
    const base = { survey: d.surveyId, ratee: d.w.ana.id, title: 'Something' };
    const refused: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ survey: other.surveyId }, { survey: ['No published survey of your company has this id.'] }],
      [{ survey: 2147483648 }, { survey: ['No published survey of your company has this id.'] }],
      [{ survey: d.draft }, { survey: ['This survey is still a draft: plan development once it is published.'] }],
      [{ ratee: d.w.cleo.id }, { ratee: ['This employee is not a ratee of the survey.'] }],
      [{ ratee: other.w.ana.id }, { ratee: ['This employee is not a ratee of the survey.'] }],
      [{ competency: d.w.competencies.teamwork }, { competency: ['This development area is not one of the survey’s competencies.'] }],
      [{ competency: other.w.competencies.coaching }, { competency: ['This development area is not one of the survey’s competencies.'] }],
      [{ owner: other.w.lead.id }, { owner: ['No employee of your company has this id.'] }],
      [{ title: '   ' }, { title: ['This field may not be blank.'] }],
      [
        { title: '   ', ratee: d.w.cleo.id, owner: 999_999 },
        {
          title: ['This field may not be blank.'],
          ratee: ['This employee is not a ratee of the survey.'],
          owner: ['No employee of your company has this id.'],
        },
      ],
    ];
    for (const [change, errors] of refused) {
      const res = await send(t, d.w.admin, 'POST', ACTIONS, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toEqual(errors);
    }
    for (const bad of [
      { ...base, title: '' },
      { ...base, status: 'later' },
      { ...base, extra: 1 },
      { survey: d.surveyId, ratee: d.w.ana.id },
    ]) {
      expect((await send(t, d.w.admin, 'POST', ACTIONS, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await storedActions(t)).toEqual(before);
  });
});

describe('PATCH and DELETE /feedback/development-actions/{id}/', () => {
  it('changes only the fields sent; done sets completed_at, leaving done clears it; updated_at is now', async () => {
    const made = await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.ana.id, title: 'Shadow a coach', due_date: '2031-01-01' });
    t.clock.advance(60_000);
    const res = await send(t, d.w.admin, 'PATCH', `${ACTIONS}${made.id}/`, {
      competency: d.w.competencies.coaching,
      title: 'Shadow two coaches',
      owner: null,
      due_date: null,
      status: 'done',
      notes: 'Q1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...made,
      competency: coaching(),
      title: 'Shadow two coaches',
      notes: 'Q1',
      owner: null,
      due_date: null,
      status: 'done',
      updated_at: ISO,
    });
    expectNear(res.json().updated_at, t.clock.now());
    expect(new Date(res.json().updated_at).getTime() - new Date(made.created_at).getTime()).toBeGreaterThanOrEqual(59_000);
    const completedAt = (await storedAction(t, made.id))!.completedAt;
    expectNear(completedAt, t.clock.now());

    t.clock.advance(60_000);
    const again = await send(t, d.w.admin, 'PATCH', `${ACTIONS}${made.id}/`, { status: 'done', title: 'Shadow coaches' });
    expect((await storedAction(t, made.id))!.completedAt).toEqual(completedAt);
    expect(again.json()).toMatchObject({ title: 'Shadow coaches', competency: coaching() });
    const back = await send(t, d.w.admin, 'PATCH', `${ACTIONS}${made.id}/`, { status: 'in_progress', competency: null });
    expect(back.json()).toMatchObject({ status: 'in_progress', competency: null, title: 'Shadow coaches' });
    expect((await storedAction(t, made.id))!.completedAt).toBeNull();
  });

  it('refuses wrong references, a blank title and an empty body with nothing changed; 404 for an unknown id', async () => {
    const made = await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.ana.id, title: 'Keep me' });
    const before = await storedActions(t);
    const refused: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ competency: d.w.competencies.teamwork }, { competency: ['This development area is not one of the survey’s competencies.'] }],
      [{ owner: other.w.ana.id }, { owner: ['No employee of your company has this id.'] }],
      [{ title: ' ', status: 'done' }, { title: ['This field may not be blank.'] }],
    ];
    for (const [patch, errors] of refused) {
      const res = await send(t, d.w.admin, 'PATCH', `${ACTIONS}${made.id}/`, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    for (const bad of [{}, { survey: d.second }, { ratee: d.w.lead.id }, { status: 'soon' }]) {
      expect((await send(t, d.w.admin, 'PATCH', `${ACTIONS}${made.id}/`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    for (const id of [999_999, 2147483648]) {
      const res = await send(t, d.w.admin, 'PATCH', `${ACTIONS}${id}/`, { title: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    expect(await storedActions(t)).toEqual(before);
  });

  it('deletes an action (204, gone); deleting it again answers 404', async () => {
    const made = await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.ana.id, title: 'Delete me' });
    const res = await send(t, d.w.admin, 'DELETE', `${ACTIONS}${made.id}/`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await storedAction(t, made.id)).toBeUndefined();
    const again = await send(t, d.w.admin, 'DELETE', `${ACTIONS}${made.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('the ratee’s own plan: /feedback/my-development-actions/', () => {
  it('shows a ratee only their own actions, and only once the report of that survey for them is released', async () => {
    const own = await addAction(t, other.w.admin, { survey: other.surveyId, ratee: other.w.ana.id, title: 'Listen first', due_date: '2030-01-01' });
    const later = await addAction(t, other.w.admin, { survey: other.second, ratee: other.w.ana.id, title: 'Lead a retro' });
    const leads = await addAction(t, other.w.admin, { survey: other.surveyId, ratee: other.w.lead.id, title: 'Plan 1:1s' });
    const mine = async (s = other.ana) => {
      const res = await send(t, s, 'GET', MINE);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Array<{ id: number }>;
    };
    expect(await mine()).toEqual([]);
    const before = await storedActions(t);
    const hidden = await send(t, other.ana, 'PATCH', `${MINE}${own.id}/`, { status: 'in_progress' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'Not found.' });
    expect(await storedActions(t)).toEqual(before);

    await release(t, other, other.surveyId, other.w.ana.id);
    expect(await mine()).toEqual([own]);
    expect(await mine(other.lead)).toEqual([]);
    await release(t, other, other.second, other.w.ana.id);
    expect((await mine()).map((a) => a.id)).toEqual([own.id, later.id]);
    await release(t, other, other.surveyId, other.w.lead.id);
    expect(await mine(other.lead)).toEqual([leads]);
  });

  it('lets the ratee move the status of their own visible action, and nothing else', async () => {
    const action = await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.lead.id, title: 'Hold weekly 1:1s' });
    await release(t, d, d.surveyId, d.w.lead.id);
    t.clock.advance(60_000);
    const res = await send(t, d.lead, 'PATCH', `${MINE}${action.id}/`, { status: 'done' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...action, status: 'done', updated_at: ISO });
    expectNear(res.json().updated_at, t.clock.now());
    expectNear((await storedAction(t, action.id))!.completedAt, t.clock.now());
    const back = await send(t, d.lead, 'PATCH', `${MINE}${action.id}/`, { status: 'planned' });
    expect(back.json().status).toBe('planned');
    expect((await storedAction(t, action.id))!.completedAt).toBeNull();

    const before = await storedActions(t);
    for (const [who, body] of [
      [d.ana, { status: 'done' }],
      [d.w.admin, { status: 'done' }],
      [d.lead, { status: 'done', title: 'x' }],
      [d.lead, {}],
    ] as const) {
      const refused = await send(t, who, 'PATCH', `${MINE}${action.id}/`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(who === d.lead ? 400 : 404);
    }
    expect(await storedActions(t)).toEqual(before);
  });
});

describe('tenant isolation', () => {
  it("another company's ids answer 404 and its actions never show, for every endpoint", async () => {
    const action = await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.ana.id, title: 'Private to us' });
    await release(t, d, d.second, d.w.ana.id);
    const visible = await addAction(t, d.w.admin, { survey: d.second, ratee: d.w.ana.id, title: 'Shown to Ana' });
    const ownerIds = [action.id, visible.id];
    const lists = [
      { url: ACTIONS, ownerIds },
      { url: `${ACTIONS}?survey=${d.surveyId}`, ownerIds },
      { url: `${ACTIONS}?ratee=${d.w.ana.id}`, ownerIds },
      { url: MINE, ownerIds },
    ];
    await expectTenantIsolation({
      app: t.app,
      intruder: other.w.admin.headers,
      snapshot: () => storedActions(t),
      lists,
      byId: [
        { method: 'PATCH', url: `${ACTIONS}${action.id}/`, payload: { title: 'Taken' } },
        { method: 'DELETE', url: `${ACTIONS}${action.id}/` },
        { method: 'PATCH', url: `${MINE}${visible.id}/`, payload: { status: 'done' } },
      ],
    });
    // Their ratee, whose report of their own survey is released, reaches nothing of ours either.
    await expectTenantIsolation({
      app: t.app,
      intruder: other.ana.headers,
      snapshot: () => storedActions(t),
      lists: [{ url: MINE, ownerIds }],
      byId: [{ method: 'PATCH', url: `${MINE}${visible.id}/`, payload: { status: 'done' } }],
    });
  });
});

describe('access', () => {
  it('401 without a token; 403 without the feedback area (admin endpoints) and for a superuser; nothing changed', async () => {
    const action = await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.ana.id, title: 'Guarded' });
    const superuser = await addSuperuser(t);
    const admin: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?]> = [
      ['GET', ACTIONS],
      ['POST', ACTIONS, { survey: d.surveyId, ratee: d.w.ana.id, title: 'x' }],
      ['PATCH', `${ACTIONS}${action.id}/`, { title: 'y' }],
      ['DELETE', `${ACTIONS}${action.id}/`],
    ];
    const own: typeof admin = [
      ['GET', MINE],
      ['PATCH', `${MINE}${action.id}/`, { status: 'done' }],
    ];
    const before = await storedActions(t);
    for (const [method, url, payload] of [...admin, ...own]) {
      const anonymous = await send(t, null, method, url, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect((await send(t, superuser, method, url, payload)).statusCode, `${method} ${url} superuser`).toBe(403);
    }
    for (const [method, url, payload] of admin) {
      const res = await send(t, d.ben, method, url, payload);
      expect(res.statusCode, `${method} ${url} without feedback`).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect(await storedActions(t)).toEqual(before);
  });
});
