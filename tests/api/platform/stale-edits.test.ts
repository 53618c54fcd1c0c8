import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../server/audit/record';
import { staleMessage } from '../../../server/edits/last-change';
import { addUser, type Session } from '../helpers/accounts';
import { ACTIONS, addAction, developmentWorld, MINE, release, type DevelopmentWorld } from '../helpers/development-world';
import { createEmployee, send } from '../helpers/employees';
import { surveyPayload, updateSurvey } from '../helpers/survey-payloads';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Stale edits refused: every editable resource answers GET with an ETag and takes If-Match on its writes (412 when stale). */
let t: TestApp;
let d: DevelopmentWorld;
beforeAll(async () => {
  t = await buildTestApp();
  d = await developmentWorld(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Method = 'PUT' | 'PATCH' | 'DELETE';
interface Kind {
  name: string;
  by: () => Session;
  /** Makes one resource and answers its GET path and a write of version `n` to it. */
  make(): Promise<{ get: string; write: (n: number) => { method: Method; url: string; payload?: object } }>;
}

const withTag = (s: Session, method: Method | 'GET', url: string, payload?: object, ifMatch?: string) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: { ...s.headers, ...(ifMatch && { 'if-match': ifMatch }) } });

const created = async (s: Session, url: string, payload: object) => {
  const res = await send(t, s, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

const listKind = (name: string, path: string, body: (n: number) => Promise<object> | object): Kind => ({
  name,
  by: () => d.w.admin,
  async make() {
    const id = await created(d.w.admin, `${path}/`, await body(0));
    const payloads = await Promise.all([1, 2, 3].map(body));
    return { get: `${path}/${id}/`, write: (n) => ({ method: 'PUT', url: `${path}/${id}/`, payload: payloads[n - 1]! }) };
  },
});

/** surveyPayload's survey with the id a PATCH carries. */
const withId = (id: number, rest: Record<string, unknown> = {}) => ({ id, ...rest }) as Parameters<typeof surveyPayload>[2];

const TEAM = '/team/development-actions/';
const unique = () => Math.random().toString(36).slice(2, 8);
const KINDS: Kind[] = [
  listKind('master item', '/api/group', () => ({ name: `Group ${unique()}` })),
  listKind('competency type', '/competency/type', () => ({ name: `Type ${unique()}` })),
  listKind('competency', '/competency/list', () => ({ type: d.w.types.core, title: `Listening ${unique()}`, defination: 'Hears others out.' })),
  listKind('statement', '/competency/statements', () => ({
    type: d.w.types.core,
    competency_title: d.w.competencies.teamwork,
    statement: `Shares ${unique()}.`,
  })),
  {
    name: 'survey',
    by: () => d.w.admin,
    async make() {
      const id = await created(d.w.admin, '/survey/survey-creation/', surveyPayload(t, d.w, { title: 'Stale survey', is_draft: true }));
      const write = (n: number) => ({
        method: 'PATCH' as const,
        url: '/survey/survey-creation/',
        payload: surveyPayload(t, d.w, withId(id, { title: `Stale survey ${n}`, is_draft: true })),
      });
      return { get: `/survey/survey/${id}/`, write };
    },
  },
  {
    name: 'employee',
    by: () => d.w.admin,
    async make() {
      const { id } = await createEmployee(t, d.w.admin);
      return {
        get: `/api/employee-registration/${id}/`,
        write: (n) => ({ method: 'PATCH', url: '/api/employee-registration/', payload: { id, first_name: `Mira${n}` } }),
      };
    },
  },
  {
    name: 'development action (HR)',
    by: () => d.w.admin,
    async make() {
      const { id } = await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.ana.id, title: 'Coach a new hire' });
      return { get: `${ACTIONS}${id}/`, write: (n) => ({ method: 'PATCH', url: `${ACTIONS}${id}/`, payload: { title: `Coach ${n} new hires` } }) };
    },
  },
  {
    name: 'development action (ratee)',
    by: () => d.ana,
    async make() {
      const { id } = await addAction(t, d.w.admin, { survey: d.second, ratee: d.w.ana.id, title: 'Present at all-hands' });
      const statuses = ['in_progress', 'done', 'planned'];
      return { get: `${MINE}${id}/`, write: (n) => ({ method: 'PATCH', url: `${MINE}${id}/`, payload: { status: statuses[n - 1] } }) };
    },
  },
  {
    name: 'development action (manager, My team)',
    by: () => d.lead,
    async make() {
      const { id } = await addAction(t, d.w.admin, { survey: d.second, ratee: d.w.ana.id, title: 'Lead a retrospective' });
      const statuses = ['in_progress', 'done', 'planned'];
      return { get: `${TEAM}${id}/`, write: (n) => ({ method: 'PATCH', url: `${TEAM}${id}/`, payload: { status: statuses[n - 1] } }) };
    },
  },
  {
    name: 'settings',
    by: () => d.w.admin,
    async make() {
      return {
        get: '/feedback/settings/',
        write: (n) => ({
          method: 'PUT',
          url: '/feedback/settings/',
          payload: { succession_threshold: 80 + n, development_threshold: 40 + n, anonymity_threshold: 3 },
        }),
      };
    },
  },
  {
    name: 'audit log retention',
    by: () => d.w.admin,
    async make() {
      return {
        get: '/api/audit-log/settings/',
        write: (n) => ({ method: 'PUT', url: '/api/audit-log/settings/', payload: { audit_retention_days: 100 + n } }),
      };
    },
  },
  {
    name: 'permissions',
    by: () => d.w.admin,
    async make() {
      const user = (await createEmployee(t, d.w.admin)).user_id;
      return {
        get: `/api/permissions/${user}/`,
        write: (n) => ({
          method: 'PATCH',
          url: '/api/permission-on-user-id/',
          payload: { user_id: user, permissions: { survey: n % 2 === 1, feedback: n === 2 } },
        }),
      };
    },
  },
];

beforeAll(async () => {
  await release(t, d, d.second, d.w.ana.id);
});

describe.each(KINDS)('$name', (kind) => {
  it('answers GET with an ETag; a current If-Match passes and changes it; a stale one gets 412 and changes nothing; none works as before', async () => {
    const s = kind.by();
    const { get, write } = await kind.make();
    const read = async () => {
      const res = await withTag(s, 'GET', get);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers.etag).toMatch(/^"[\w-]{43}"$/);
      return { tag: String(res.headers.etag), body: res.json() };
    };
    const first = await read();
    expect((await read()).tag, 'the same representation, the same tag').toBe(first.tag);

    const w1 = write(1);
    const passed = await withTag(s, w1.method, w1.url, w1.payload, first.tag);
    expect(passed.statusCode, passed.body).toBeLessThan(300);
    const second = await read();
    expect(second.tag).not.toBe(first.tag);
    expect(passed.headers.etag, 'the write answers the new tag').toBe(second.tag);

    const w2 = write(2);
    const stale = await withTag(s, w2.method, w2.url, w2.payload, first.tag);
    expect(stale.statusCode, stale.body).toBe(412);
    // Who and when come from the audit log's newest entry about it (null when it has none).
    expect(Object.keys(stale.json()).sort()).toEqual(['changed_at', 'changed_by', 'detail']);
    expect(stale.json().detail).toMatch(/changed this .*reload to see their changes\.$/);
    expect(await read(), 'nothing changed').toEqual(second);
    // A weak tag never matches (RFC 9110 compares If-Match strongly).
    expect((await withTag(s, w2.method, w2.url, w2.payload, `W/${second.tag}`)).statusCode).toBe(412);

    const plain = await withTag(s, w2.method, w2.url, w2.payload);
    expect(plain.statusCode, plain.body).toBeLessThan(300);
    expect((await read()).tag).not.toBe(second.tag);
  });
});

describe('two admins on one survey', () => {
  it('the second, saving from the copy opened earlier, gets 412 naming the first, and the raters the first added stay', async () => {
    const other = await addUser(t, d.w.admin, 'admin');
    const id = await created(d.w.admin, '/survey/survey-creation/', surveyPayload(t, d.w, { title: 'Two editors', is_draft: true }));
    const opened = await withTag(other, 'GET', `/survey/survey/${id}/`);
    const tag = String(opened.headers.etag);
    const fresh = await withTag(d.w.admin, 'GET', `/survey/survey/${id}/`);
    expect(fresh.headers.etag, 'both opened the same version').toBe(tag);

    const base = surveyPayload(t, d.w, withId(id, { title: 'Two editors', is_draft: true }));
    const added = { ratee: d.w.cleo.id, rater: d.w.boss.id, relationship: 'manager' as const };
    const first = await withTag(d.w.admin, 'PATCH', '/survey/survey-creation/', { ...base, survey_assign: [...base.survey_assign, added] }, tag);
    expect(first.statusCode, first.body).toBe(200);
    await recordAudit(
      t.db,
      { companyId: d.w.admin.companyId, userId: d.w.admin.userId, actor: 'Hana Admin <hana@example.test>', ip: '' },
      { action: 'survey.raters.add', entity: 'survey', entityId: id, surveyId: id, after: added },
    );

    const second = await withTag(other, 'PATCH', '/survey/survey-creation/', { ...base, survey: { ...base.survey, title: 'Renamed' } }, tag);
    expect(second.statusCode, second.body).toBe(412);
    expect(second.json()).toMatchObject({ changed_by: 'Hana Admin', changed_at: expect.any(String) });
    expect(second.json().detail).toMatch(/^Hana Admin changed this at \d{4}-\d\d-\d\d \d\d:\d\d UTC — reload to see their changes\.$/);

    const raters = await send(t, d.w.admin, 'GET', `/survey/get_surveyassign_by_owner/?survey_id=${id}`);
    expect(raters.json()).toContainEqual(expect.objectContaining({ ratee: expect.objectContaining({ id: d.w.cleo.id }), relationship: 'manager' }));
    expect((await send(t, d.w.admin, 'GET', `/survey/survey/${id}/`)).json().title).toBe('Two editors');
  });

  it('two writes racing with the same tag: exactly one passes', async () => {
    const id = await created(d.w.admin, '/survey/survey-creation/', surveyPayload(t, d.w, { title: 'Race', is_draft: true }));
    const tag = String((await withTag(d.w.admin, 'GET', `/survey/survey/${id}/`)).headers.etag);
    const body = (title: string) => surveyPayload(t, d.w, withId(id, { title, is_draft: true }));
    const answers = await Promise.all(['Race A', 'Race B', 'Race C'].map((title) => withTag(d.w.admin, 'PATCH', '/survey/survey-creation/', body(title), tag)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 412, 412]);
  });

  it('a rater change is guarded too; someone without the survey area is refused as before', async () => {
    const stale = await withTag(d.w.admin, 'DELETE', `/survey/survey/${d.surveyId}/assignments/${d.a.benOnAna}/`, undefined, '"stale"');
    expect(stale.statusCode, stale.body).toBe(412);
    const outsider = await updateSurvey(t, d.ana, surveyPayload(t, d.w, withId(d.surveyId)));
    expect(outsider.statusCode, 'no survey area: refused before any tag is compared').toBe(403);
  });

  it("HR's dialog, saving from the copy it opened, cannot undo the status the ratee just set", async () => {
    const { id } = await addAction(t, d.w.admin, { survey: d.second, ratee: d.w.ana.id, title: 'Mentor an intern' });
    const opened = await withTag(d.w.admin, 'GET', `${ACTIONS}${id}/`);
    const mine = await withTag(d.ana, 'GET', `${MINE}${id}/`);
    expect((await withTag(d.ana, 'PATCH', `${MINE}${id}/`, { status: 'done' }, String(mine.headers.etag))).statusCode).toBe(200);
    const hr = await withTag(d.w.admin, 'PATCH', `${ACTIONS}${id}/`, { title: 'Mentor two interns', status: 'planned' }, String(opened.headers.etag));
    expect(hr.statusCode, hr.body).toBe(412);
    expect((await withTag(d.w.admin, 'GET', `${ACTIONS}${id}/`)).json()).toMatchObject({ status: 'done', title: 'Mentor an intern' });
  });

  it("deleting an employee (DELETE /api/users/{account}/) is guarded by the employee's tag", async () => {
    const { id, user_id: user } = await createEmployee(t, d.w.admin);
    const opened = String((await withTag(d.w.admin, 'GET', `/api/employee-registration/${id}/`)).headers.etag);
    expect((await withTag(d.w.admin, 'PATCH', '/api/employee-registration/', { id, first_name: 'Renamed' }, opened)).statusCode).toBe(200);
    const stale = await withTag(d.w.admin, 'DELETE', `/api/users/${user}/`, undefined, opened);
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().detail).toMatch(/changed this .*reload to see their changes\.$/);
    const now = await withTag(d.w.admin, 'GET', `/api/employee-registration/${id}/`);
    expect(now.statusCode, 'nothing deleted').toBe(200);
    expect((await withTag(d.w.admin, 'DELETE', `/api/users/${user}/`, undefined, String(now.headers.etag))).statusCode).toBe(204);
    const plain = await createEmployee(t, d.w.admin);
    expect((await withTag(d.w.admin, 'DELETE', `/api/users/${plain.user_id}/`)).statusCode, 'no If-Match: as before').toBe(204);
  });

  it('with no audit entry, the 412 says so without a name', () => {
    expect(staleMessage({ by: null, at: null })).toBe('Someone else changed this since you opened it — reload to see their changes.');
  });
});
