import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, surveyNominations, surveyNominees, surveys } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { activate, moveEmployee, send } from '../helpers/employees';
import { day, people, seedSurvey } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Limits a ratee's organisation tree can meet, and an approver accepting fewer raters with a reason. */
let t: TestApp;
let hr: Session;
let p: Awaited<ReturnType<typeof people>>;
let ana: Session;
let bo: Session;
// Peers: at least 3, or as many as the tree offers; direct reports 2 to 3 (not met by the tree); others at most 1.
const LIMITS = { peer: { min: 3, max: null, up_to_tree: true }, direct_report: { min: 2, max: 3 }, other: { min: 0, max: 1 } };

beforeAll(async () => {
  t = await buildTestApp();
  hr = await signUpCompany(t, { company_name: 'Initrode' });
  // Bo manages Ana and Cy, her one real peer; Ana manages Ivy, Jo, Kim and Lu; Hal works in another department.
  p = await people(t, hr, ['Ana Lee', 'Bo Chen', 'Cy Park', 'Hal Oak', 'Ivy Fox', 'Jo Kent', 'Kim Ray', 'Lu Ming']);
  for (const name of ['Ana', 'Cy']) await moveEmployee(t, hr, p[name]!.id, p.Bo!.id);
  for (const name of ['Ivy', 'Jo', 'Kim', 'Lu']) await moveEmployee(t, hr, p[name]!.id, p.Ana!.id);
  ana = await activate(t, p.Ana!.email);
  bo = await activate(t, p.Bo!.email);
});
afterAll(async () => {
  await t.close();
});

const selection = (limits: object) => ({ rater_selection: 'manager_approves', nomination_deadline: day(t, 5), rater_limits: limits });
const as = (relationship: string, ...names: string[]) => names.map((n) => ({ rater_id: p[n]!.id, relationship }));

/** A sent survey in which Ana nominates and Bo, her manager, approves. */
async function anaSurvey(title: string, limits: object): Promise<number> {
  const id = await seedSurvey(t, hr, {
    title,
    isDraft: true,
    assignments: [
      { ratee: p.Ana!.id, rater: p.Ana!.id, relationship: 'self' },
      { ratee: p.Ana!.id, rater: p.Bo!.id, relationship: 'manager' },
    ],
  });
  const set = await send(t, hr, 'PUT', `/survey/survey/${id}/rater-selection/`, selection(limits));
  expect(set.statusCode, set.body).toBe(200);
  await t.db.update(surveys).set({ isDraft: false }).where(eq(surveys.id, id));
  expect((await send(t, hr, 'POST', '/survey/send-email/', { survey_id: id })).statusCode).toBe(200);
  return id;
}

const nominationOf = async (surveyId: number) =>
  (
    await t.db
      .select()
      .from(surveyNominations)
      .where(and(eq(surveyNominations.surveyId, surveyId), eq(surveyNominations.rateeId, p.Ana!.id)))
  )[0]!;

async function sendList(id: number, nominees: object[]) {
  expect((await send(t, ana, 'PUT', `/survey/nominations/${id}/`, { nominees })).statusCode).toBe(200);
  return send(t, ana, 'POST', `/survey/nominations/${id}/submit/`);
}

describe('a minimum the tree can meet', () => {
  it('is kept with the settings, and refused for others, whom no tree offers', async () => {
    const id = await seedSurvey(t, hr, { title: 'Settings' });
    const url = `/survey/survey/${id}/rater-selection/`;
    const refused = await send(t, hr, 'PUT', url, selection({ other: { min: 1, max: null, up_to_tree: true } }));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['rater_limits.other.up_to_tree']);
    expect((await send(t, hr, 'GET', url)).json().rater_limits).toEqual({});
    expect((await send(t, hr, 'PUT', url, selection(LIMITS))).statusCode).toBe(200);
    expect((await send(t, hr, 'GET', url)).json().rater_limits).toEqual(LIMITS);
  });

  it('shows the ratee what their tree offers, and asks for one peer where it offers one', async () => {
    const id = await anaSurvey('Tree fits', LIMITS);
    const [mine] = ((await send(t, ana, 'GET', '/survey/nominations/')).json() as Array<{ survey: { id: number }; tree: object }>).filter(
      (n) => n.survey.id === id,
    );
    expect(mine!.tree).toEqual({ peer: 1, direct_report: 4 });
    const none = await sendList(id, as('direct_report', 'Ivy', 'Jo'));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ nominees: ['Choose at least 1 peer (0 chosen).'] });
    // The tree does not lower the direct reports' minimum: it was not set to.
    expect((await sendList(id, [...as('peer', 'Cy'), ...as('direct_report', 'Ivy')])).json()).toEqual({
      nominees: ['Choose at least 2 direct reports (1 chosen).'],
    });
    const sent = await sendList(id, [...as('peer', 'Cy'), ...as('direct_report', 'Ivy', 'Jo')]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'submitted', tree: { peer: 1, direct_report: 4 }, below_minimum_reason: '' });
  });

  it('holds a ratee to the full minimum without it', async () => {
    const id = await anaSurvey('Tree ignored', { ...LIMITS, peer: { min: 3, max: null } });
    const res = await sendList(id, [...as('peer', 'Cy'), ...as('direct_report', 'Ivy', 'Jo')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ nominees: ['Choose at least 3 peers (1 chosen).'] });
    expect((await nominationOf(id)).status).toBe('open');
  });
});

describe('approving fewer than a minimum', () => {
  let id: number;
  beforeAll(async () => {
    id = await anaSurvey('Fewer approved', LIMITS);
    expect((await sendList(id, [...as('peer', 'Cy'), ...as('direct_report', 'Ivy', 'Jo')])).statusCode).toBe(200);
  });
  const url = () => `/survey/nomination-approvals/${id}/${p.Ana!.id}/approve/`;

  it('needs a reason, and changes nothing without one', async () => {
    const bare = await send(t, bo, 'POST', url(), { nominees: [...as('peer', 'Cy'), ...as('direct_report', 'Ivy')] });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({
      nominees: ['Choose at least 2 direct reports (1 chosen).'],
      below_minimum_reason: ['Give the reason for approving fewer raters than asked: HR sees it.'],
    });
    const blank = await send(t, bo, 'POST', url(), { nominees: as('peer', 'Cy'), below_minimum_reason: '   ' });
    expect(blank.statusCode).toBe(400);
    // A reason never lets a list go above a maximum.
    const many = await send(t, bo, 'POST', url(), {
      nominees: [...as('peer', 'Cy'), ...as('direct_report', 'Ivy', 'Jo', 'Kim', 'Lu')],
      below_minimum_reason: 'They all asked to.',
    });
    expect(many.json()).toEqual({ nominees: ['Choose at most 3 direct reports (4 chosen).'] });
    expect(await nominationOf(id)).toMatchObject({ status: 'submitted', belowMinimumReason: '' });
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.surveyId, id), eq(auditLog.action, 'nomination.approve'))),
    ).toEqual([]);
  });

  it('keeps the reason, writes it to the audit log and shows it to HR', async () => {
    const reason = 'Jo joined last week and has not worked with Ana yet.';
    const res = await send(t, bo, 'POST', url(), {
      nominees: [...as('peer', 'Cy'), ...as('direct_report', 'Ivy')],
      below_minimum_reason: `  ${reason} `,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', below_minimum_reason: reason });
    expect(await nominationOf(id)).toMatchObject({ status: 'approved', belowMinimumReason: reason });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.surveyId, id), eq(auditLog.action, 'nomination.approve')));
    expect(entry!.after).toMatchObject({ ratee: 'Ana Lee', below_minimum_reason: reason });
    const panel = (await send(t, hr, 'GET', `/survey/survey/${id}/nominations/`)).json() as Array<{ ratee: { id: number }; below_minimum_reason: string }>;
    expect(panel.find((n) => n.ratee.id === p.Ana!.id)!.below_minimum_reason).toBe(reason);
  });

  it('keeps no reason for a list that meets the limits', async () => {
    const other = await anaSurvey('Met', LIMITS);
    expect((await sendList(other, [...as('peer', 'Cy'), ...as('direct_report', 'Ivy', 'Jo')])).statusCode).toBe(200);
    const res = await send(t, bo, 'POST', `/survey/nomination-approvals/${other}/${p.Ana!.id}/approve/`, {
      nominees: [...as('peer', 'Cy'), ...as('direct_report', 'Ivy', 'Jo')],
      below_minimum_reason: 'Not needed.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await nominationOf(other)).belowMinimumReason).toBe('');
  });
});

describe('another company', () => {
  it('cannot approve with a reason, nor read a tree or a reason', async () => {
    const id = await anaSurvey('Isolated limits', LIMITS);
    expect((await sendList(id, [...as('peer', 'Cy'), ...as('direct_report', 'Ivy', 'Jo')])).statusCode).toBe(200);
    const other = await signUpCompany(t, { company_name: 'Vandelay' });
    await expectTenantIsolation({
      app: t.app,
      intruder: other.headers,
      byId: [
        { method: 'POST', url: `/survey/nomination-approvals/${id}/${p.Ana!.id}/approve/`, payload: { nominees: [], below_minimum_reason: 'Let me in.' } },
        { method: 'GET', url: `/survey/nomination-approvals/${id}/${p.Ana!.id}/` },
        { method: 'GET', url: `/survey/survey/${id}/nominations/` },
        { method: 'PUT', url: `/survey/survey/${id}/rater-selection/`, payload: selection(LIMITS) },
      ],
      lists: [{ url: '/survey/nomination-approvals/', ownerIds: [] }],
      snapshot: async () => [await t.db.select().from(surveyNominations), await t.db.select().from(surveyNominees), await t.db.select().from(surveys)],
    });
    expect((await send(t, other, 'GET', '/survey/nominations/')).json()).toEqual([]);
  });
});
