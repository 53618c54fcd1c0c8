import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyNominations, surveys } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { activate, moveEmployee, send } from '../helpers/employees';
import { day, people, seedSurvey } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** HR (or the approver) setting a ratee's list is offered what the tree offers the ratee: the same rule, one place. */
let t: TestApp;
let hr: Session;
let p: Awaited<ReturnType<typeof people>>;
let ana: Session;
let bo: Session;
let hal: Session;
let id: number;

type Suggested = Array<{ person: { id: number; name: string; emp_code: string }; relationship: string }>;
const pairs = (s: Suggested) => s.map((x) => [x.person.name, x.relationship]);

beforeAll(async () => {
  t = await buildTestApp();
  hr = await signUpCompany(t, { company_name: 'Initech' });
  // Bo manages Ana, Cy and Di; Ivy reports to Ana; Hal manages nobody.
  p = await people(t, hr, ['Ana Lee', 'Bo Chen', 'Cy Park', 'Di Moss', 'Hal Oak', 'Ivy Fox']);
  for (const name of ['Ana', 'Cy', 'Di']) await moveEmployee(t, hr, p[name]!.id, p.Bo!.id);
  await moveEmployee(t, hr, p.Ivy!.id, p.Ana!.id);
  ana = await activate(t, p.Ana!.email);
  bo = await activate(t, p.Bo!.email);
  hal = await activate(t, p.Hal!.email);
  // Self and Bo as manager from HR: fixed, so never suggested.
  id = await seedSurvey(t, hr, {
    title: 'Tree picks',
    isDraft: true,
    assignments: [
      { ratee: p.Ana!.id, rater: p.Ana!.id, relationship: 'self' },
      { ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'manager' },
    ],
  });
  const selection = { rater_selection: 'manager_approves', nomination_deadline: day(t, 5), rater_limits: {} };
  expect((await send(t, hr, 'PUT', `/survey/survey/${id}/rater-selection/`, selection)).statusCode).toBe(200);
  await t.db.update(surveys).set({ isDraft: false }).where(eq(surveys.id, id));
  expect((await send(t, hr, 'POST', '/survey/send-email/', { survey_id: id })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const url = () => `/survey/nomination-approvals/${id}/${p.Ana!.id}/suggestions/`;

describe('suggestions for a list set by HR or the approver', () => {
  it('offer HR, for a ratee who never nominated, the peers and direct reports the ratee is offered', async () => {
    const res = await send(t, hr, 'GET', url());
    expect(res.statusCode, res.body).toBe(200);
    expect(pairs(res.json())).toEqual([
      ['Ivy Fox', 'direct_report'],
      ['Cy Park', 'peer'],
      ['Di Moss', 'peer'],
    ]);
    const own = (await send(t, ana, 'GET', '/survey/nominations/')).json() as Array<{ survey: { id: number }; suggestions: Suggested }>;
    expect(res.json()).toEqual(own.find((n) => n.survey.id === id)!.suggestions);
  });

  it('follow the tree as it is today', async () => {
    await moveEmployee(t, hr, p.Hal!.id, p.Bo!.id);
    expect(pairs((await send(t, hr, 'GET', url())).json())).toEqual([
      ['Ivy Fox', 'direct_report'],
      ['Cy Park', 'peer'],
      ['Di Moss', 'peer'],
      ['Hal Oak', 'peer'],
    ]);
  });

  it("answer the ratee's approver; anyone else of the company gets 403, an unknown ratee 404", async () => {
    expect((await send(t, bo, 'GET', url())).statusCode).toBe(200);
    expect((await send(t, hal, 'GET', url())).statusCode).toBe(403);
    expect((await send(t, ana, 'GET', url())).statusCode).toBe(403);
    expect((await send(t, hr, 'GET', `/survey/nomination-approvals/${id}/${p.Hal!.id}/suggestions/`)).statusCode).toBe(404);
  });

  it('reach nothing of another company, and change nothing', async () => {
    const other = await signUpCompany(t, { company_name: 'Umbrella' });
    await expectTenantIsolation({
      app: t.app,
      intruder: other.headers,
      byId: [{ method: 'GET', url: url() }],
      snapshot: async () => t.db.select().from(surveyNominations),
    });
  });
});
