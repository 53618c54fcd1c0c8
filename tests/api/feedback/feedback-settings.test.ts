import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../server/db/schema';
import { addSuperuser } from '../helpers/accounts';
import { employeeWith, send } from '../helpers/employees';
import { createSurvey, surveyPayload, surveyWorld, type SurveyWorld } from '../helpers/survey-payloads';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** GET and PUT /feedback/settings/: the company's thresholds, refusals, isolation, permissions. */
let t: TestApp;
let w: SurveyWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
});
afterAll(async () => {
  await t.close();
});

const URL = '/feedback/settings/';
const stored = async (companyId: number) => {
  const [row] = await t.db
    .select({
      succession: companies.successionThreshold,
      development: companies.developmentThreshold,
      anonymity: companies.anonymityThreshold,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
};

describe('GET and PUT /feedback/settings/', () => {
  it('answers the defaults, then what was saved', async () => {
    const res = await send(t, w.admin, 'GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ succession_threshold: 80, development_threshold: 50, anonymity_threshold: 3 });

    const body = { succession_threshold: 75, development_threshold: 40, anonymity_threshold: 4 };
    const saved = await send(t, w.admin, 'PUT', URL, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(body);
    expect((await send(t, w.admin, 'GET', URL)).json()).toEqual(body);
    expect(await stored(w.admin.companyId!)).toEqual({ succession: 75, development: 40, anonymity: 4 });
  });

  it('the anonymity threshold is the default of surveys created afterwards; earlier ones keep theirs', async () => {
    const thresholdOf = async (res: { json(): { id: number } }) =>
      (await send(t, w.admin, 'GET', `/survey/survey/${res.json().id}/`)).json().anonymity_threshold as number;
    const before = await createSurvey(t, w.admin, surveyPayload(t, w, { title: 'Before' }));
    expect(before.statusCode, before.body).toBe(201);
    expect(await thresholdOf(before)).toBe(4);
    await send(t, w.admin, 'PUT', URL, { succession_threshold: 80, development_threshold: 50, anonymity_threshold: 6 });
    const after = await createSurvey(t, w.admin, surveyPayload(t, w, { title: 'After' }));
    expect(after.statusCode, after.body).toBe(201);
    expect(await thresholdOf(after)).toBe(6);
    expect(await thresholdOf(before)).toBe(4);
  });

  it('refuses a development threshold at or above the succession threshold, and anything out of range; nothing changes', async () => {
    const current = await stored(w.admin.companyId!);
    for (const [succession, development] of [
      [60, 60],
      [60, 70],
    ]) {
      const res = await send(t, w.admin, 'PUT', URL, { succession_threshold: succession, development_threshold: development, anonymity_threshold: 4 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        development_threshold: ['Must be below the succession threshold: nobody can be both a succession candidate and a development need.'],
      });
    }
    const invalid = [
      { succession_threshold: 101, development_threshold: 50, anonymity_threshold: 3 },
      { succession_threshold: 80, development_threshold: 0, anonymity_threshold: 3 },
      { succession_threshold: 80, development_threshold: 50, anonymity_threshold: 0 },
      { succession_threshold: 80, development_threshold: 50, anonymity_threshold: 2 },
      { succession_threshold: 80, development_threshold: 50, anonymity_threshold: 11 },
      { succession_threshold: 80.5, development_threshold: 50, anonymity_threshold: 3 },
      { succession_threshold: 80, development_threshold: 50, anonymity_threshold: 3, extra: 1 },
      { succession_threshold: 80, development_threshold: 50 },
    ];
    for (const body of invalid) {
      const res = await send(t, w.admin, 'PUT', URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await stored(w.admin.companyId!)).toEqual(current);
  });
});

describe('access', () => {
  it('a company reads and writes only its own settings', async () => {
    const other = await surveyWorld(t);
    const mine = await stored(w.admin.companyId!);
    const res = await send(t, other.admin, 'PUT', URL, { succession_threshold: 90, development_threshold: 20, anonymity_threshold: 5 });
    expect(res.statusCode).toBe(200);
    expect(await stored(other.admin.companyId!)).toEqual({ succession: 90, development: 20, anonymity: 5 });
    expect(await stored(w.admin.companyId!)).toEqual(mine);
    expect((await send(t, w.admin, 'GET', URL)).json()).toEqual({
      succession_threshold: mine!.succession,
      development_threshold: mine!.development,
      anonymity_threshold: mine!.anonymity,
    });
  });

  it('401 without a token, 403 without the feedback area or as a superuser; nothing changes', async () => {
    const body = { succession_threshold: 99, development_threshold: 1, anonymity_threshold: 9 };
    const before = await stored(w.admin.companyId!);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: body })).statusCode).toBe(401);
    const surveyor = await employeeWith(t, w.admin, { survey: true, master: true });
    const superuser = await addSuperuser(t);
    for (const s of [surveyor, superuser]) {
      expect((await send(t, s, 'GET', URL)).statusCode).toBe(403);
      expect((await send(t, s, 'PUT', URL, body)).statusCode).toBe(403);
    }
    expect(await stored(w.admin.companyId!)).toEqual(before);
    const analyst = await employeeWith(t, w.admin, { feedback: true });
    expect((await send(t, analyst, 'GET', URL)).statusCode).toBe(200);
  });
});
