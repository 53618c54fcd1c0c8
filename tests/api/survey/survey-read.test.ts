import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { surveys } from '../../../server/db/schema';
import { addSuperuser, auth, signIn, type Session } from '../helpers/accounts';
import { appWith } from '../helpers/app-with';
import { employeeWith, send } from '../helpers/employees';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { createSurvey, dayFrom, surveyCounts, surveyPayload, surveyWorld, updateSurvey } from '../helpers/survey-payloads';

/** The survey list, one survey, closing, the computed status, permissions and tenant isolation. */
const { t, w, other } = appWith({ w: surveyWorld, other: surveyWorld });

const DAY = 86_400_000;
async function surveyId(s: Session, survey: Parameters<typeof surveyPayload>[2] = {}, world = w) {
  const res = await createSurvey(t, s, surveyPayload(t, world, survey));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const getOne = (id: number, s: Session = w.admin) => send(t, s, 'GET', `/survey/survey/${id}/`);
const close = (id: number, s: Session = w.admin) => send(t, s, 'POST', `/survey/survey/${id}/close/`);
const statusOf = async (id: number) => (await getOne(id)).json().status as string;

describe('status, computed from is_draft, the dates (app clock) and closing', () => {
  it('draft while a draft or before its start; open from its start to its end; closed after its end', async () => {
    expect(await statusOf(await surveyId(w.admin, { is_draft: true }))).toBe('draft');
    expect(await statusOf(await surveyId(w.admin, { start_date: dayFrom(t, 1), end_date: dayFrom(t, 3) }))).toBe('draft');
    expect(await statusOf(await surveyId(w.admin, { start_date: dayFrom(t, -3), end_date: dayFrom(t, 0) }))).toBe('open');
    const ended = await surveyId(w.admin, { start_date: dayFrom(t, -3), end_date: dayFrom(t, -1) });
    expect((await getOne(ended)).json()).toMatchObject({ status: 'closed', closed_at: null });
  });

  it('closing sets closed_at; closing again keeps it; a draft cannot be closed', async () => {
    const id = await surveyId(w.admin);
    const res = await close(id);
    expect(res.statusCode, res.body).toBe(200);
    const asked = t.clock.now().getTime();
    expect(res.json()).toMatchObject({ id, status: 'closed', closed_at: expect.any(String) });
    expect(Math.abs(new Date(res.json().closed_at).getTime() - asked)).toBeLessThan(5_000);
    const first = res.json().closed_at;
    t.clock.advance(60_000);
    const again = await close(id);
    expect(again.statusCode).toBe(200);
    expect(again.json().closed_at).toBe(first);

    const draft = await surveyId(w.admin, { is_draft: true });
    const refused = await close(draft);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: ['A draft has never been open, so it cannot be closed: delete it instead.'] });
    const [row] = await t.db.select({ closedAt: surveys.closedAt }).from(surveys).where(eq(surveys.id, draft));
    expect(row!.closedAt).toBeNull();
  });
});

describe('GET /survey/survey_get/', () => {
  it("lists every survey of the company newest first; ?owner= keeps one user's", async () => {
    const colleague = await employeeWith(t, w.admin, { survey: true });
    const mine = await surveyId(w.admin, { title: 'Mine' });
    const theirs = await surveyId(colleague, { title: 'Theirs' });
    const all = (await send(t, w.admin, 'GET', '/survey/survey_get/')).json() as Array<{ id: number; owner: { id: number } }>;
    expect(all.slice(0, 2).map((s) => s.id)).toEqual([theirs, mine]);
    const [count] = (
      (await t.db.execute(sql`select count(*)::int as n from surveys where company_id = ${w.admin.companyId}`)) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect(all).toHaveLength(count!.n);
    const filtered = (await send(t, w.admin, 'GET', `/survey/survey_get/?owner=${colleague.userId}`)).json() as Array<{ id: number; owner: object }>;
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({ id: theirs, owner: { id: colleague.userId } });
    expect((await send(t, w.admin, 'GET', '/survey/survey_get/?owner=2000000000')).json()).toEqual([]);
  });
});

describe('permissions', () => {
  const routes = (id: number): Array<['GET' | 'POST' | 'PATCH', string, object?]> => [
    ['GET', '/survey/survey_get/'],
    ['GET', `/survey/survey/${id}/`],
    ['POST', '/survey/survey-creation/', surveyPayload(t, w)],
    ['PATCH', '/survey/survey-creation/', { ...surveyPayload(t, w), survey: { ...surveyPayload(t, w).survey, id } }],
    // Last: a closed survey cannot be changed any more.
    ['POST', `/survey/survey/${id}/close/`],
  ];

  it('401 without a token, 403 for a superuser and for an employee without the survey area; nothing saved', async () => {
    const id = await surveyId(w.admin);
    const superuser = await addSuperuser(t);
    const employee = await employeeWith(t, w.admin, { workforce: true, master: true });
    const before = await surveyCounts(t);
    for (const [method, url, payload] of routes(id)) {
      expect((await send(t, null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(t, superuser, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(t, employee, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await surveyCounts(t)).toEqual(before);
  });

  it('an employee with the survey area may use them all', async () => {
    const id = await surveyId(w.admin);
    const employee = await employeeWith(t, w.admin, { survey: true });
    for (const [method, url, payload] of routes(id)) {
      const res = await send(t, employee, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }
  });
});

describe('tenant isolation', () => {
  it("another company's survey answers 404 everywhere and never shows in its lists", async () => {
    const id = await surveyId(w.admin);
    const payload = surveyPayload(t, other);
    await expectTenantIsolation({
      app: t.app,
      intruder: other.admin.headers,
      byId: [
        { method: 'GET', url: `/survey/survey/${id}/` },
        { method: 'POST', url: `/survey/survey/${id}/close/` },
        { method: 'PATCH', url: '/survey/survey-creation/', payload: { ...payload, survey: { ...payload.survey, id } } },
      ],
      lists: [
        { url: '/survey/survey_get/', ownerIds: [id] },
        { url: `/survey/survey_get/?owner=${w.admin.userId}`, ownerIds: [id] },
      ],
      snapshot: async () => ({ survey: (await getOne(id)).json(), counts: await surveyCounts(t) }),
    });
  });

  it("refuses with 400 another company's competencies and employees in a PATCH of one's own survey", async () => {
    const mine = await surveyId(other.admin, {}, other);
    const payload = surveyPayload(t, other);
    const res = await updateSurvey(t, other.admin, {
      ...payload,
      survey: { ...payload.survey, id: mine, competencies: [{ competency: w.competencies.teamwork, weight: 5, expected_level: 'basic' }], type_values: [] },
      survey_assign: [{ ratee: w.ana.id, rater: w.ana.id, relationship: 'self' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      competencies: [`Competency ${w.competencies.teamwork} is not in your competency library.`],
      survey_assign: [`Employee ${w.ana.id} is not in your company.`],
    });
  });
});

describe('the app clock decides the day', () => {
  it('a scheduled survey opens on its start date and closes after its end date', async () => {
    const scheduled = await surveyId(w.admin, { start_date: dayFrom(t, 2), end_date: dayFrom(t, 3) });
    expect(await statusOf(scheduled)).toBe('draft');
    t.clock.advance(2 * DAY);
    // Sign-in tokens expire meanwhile: sign in again on the new day.
    w.admin.headers = auth(await signIn(t, w.admin.email));
    expect(await statusOf(scheduled)).toBe('open');
    t.clock.advance(2 * DAY);
    w.admin.headers = auth(await signIn(t, w.admin.email));
    expect(await statusOf(scheduled)).toBe('closed');
  });
});
