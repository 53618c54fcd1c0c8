import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, surveyNominations, surveyNominees, surveys } from '../../../server/db/schema';
import { mailsTo, signUpCompany, type Session } from '../helpers/accounts';
import { activate, moveEmployee, send } from '../helpers/employees';
import { assignmentsOf, day, people, seedSurvey } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Ratees propose their raters, their manager or HR approves; only approved raters are ever asked. */
let t: TestApp;
let hr: Session;
let p: Awaited<ReturnType<typeof people>>;
let ana: Session;
let bo: Session;
let hal: Session;
const LIMITS = { peer: { min: 3, max: 4 }, other: { min: 0, max: 1 } };

beforeAll(async () => {
  t = await buildTestApp();
  hr = await signUpCompany(t, { company_name: 'Initech' });
  // Bo manages Ana and her peers Cy, Di, Eve, Fay, Gil; Hal manages nobody here; Ivy reports to Ana.
  p = await people(t, hr, ['Ana Lee', 'Bo Chen', 'Cy Park', 'Di Moss', 'Eve Stone', 'Fay Wu', 'Gil Roy', 'Hal Oak', 'Ivy Fox']);
  for (const name of ['Ana', 'Cy', 'Di', 'Eve', 'Fay', 'Gil']) await moveEmployee(t, hr, p[name]!.id, p.Bo!.id);
  await moveEmployee(t, hr, p.Ivy!.id, p.Ana!.id);
  ana = await activate(t, p.Ana!.email);
  bo = await activate(t, p.Bo!.email);
  hal = await activate(t, p.Hal!.email);
});
afterAll(async () => {
  await t.close();
});

const selection = (mode: string, extra: object = {}) => ({ rater_selection: mode, nomination_deadline: day(t, 5), rater_limits: LIMITS, ...extra });

/** A sent survey in which Ana (and Cy) nominate: self and Bo as manager from HR, plus a peer HR picked by hand. */
async function nominatingSurvey(mode: 'manager_approves' | 'hr_approves', title: string): Promise<number> {
  const { Ana, Bo, Cy, Hal } = p;
  const id = await seedSurvey(t, hr, {
    title,
    isDraft: true,
    assignments: [
      { ratee: Ana!.id, rater: Ana!.id, relationship: 'self' },
      { ratee: Ana!.id, rater: Bo!.id, relationship: 'manager' },
      { ratee: Ana!.id, rater: Hal!.id, relationship: 'peer' },
      { ratee: Cy!.id, rater: Cy!.id, relationship: 'self' },
    ],
  });
  expect((await send(t, hr, 'PUT', `/survey/survey/${id}/rater-selection/`, selection(mode))).statusCode).toBe(200);
  await t.db.update(surveys).set({ isDraft: false }).where(eq(surveys.id, id));
  const sent = await send(t, hr, 'POST', '/survey/send-email/', { survey_id: id });
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
}

const peers = (...names: string[]) => names.map((n) => ({ rater_id: p[n]!.id, relationship: 'peer' }));
const subjects = async (email: string) => (await mailsTo(t.db, email)).map((m) => m.subject);
const nominationOf = async (surveyId: number, rateeId: number) =>
  (
    await t.db
      .select()
      .from(surveyNominations)
      .where(and(eq(surveyNominations.surveyId, surveyId), eq(surveyNominations.rateeId, rateeId)))
  )[0];

describe('the survey settings', () => {
  it('refuse a nomination mode without a deadline before the end date, or limits upside down, changing nothing', async () => {
    const id = await seedSurvey(t, hr, { title: 'Settings', end: 10 });
    const url = `/survey/survey/${id}/rater-selection/`;
    const refusals: Array<[object, string]> = [
      [selection('manager_approves', { nomination_deadline: null }), 'nomination_deadline'],
      [selection('hr_approves', { nomination_deadline: day(t, 10) }), 'nomination_deadline'],
      [selection('hr_approves', { nomination_deadline: day(t, -1) }), 'nomination_deadline'],
      [selection('hr_approves', { rater_limits: { peer: { min: 5, max: 2 } } }), 'rater_limits.peer.max'],
    ];
    for (const [body, field] of refusals) {
      const res = await send(t, hr, 'PUT', url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json())).toEqual([field]);
    }
    expect((await send(t, hr, 'PUT', url, { ...selection('hr_approves'), rater_limits: { peer: { min: -1, max: null } } })).statusCode).toBe(400);
    expect((await send(t, hr, 'GET', url)).json()).toEqual({ rater_selection: 'hr', nomination_deadline: null, rater_limits: {} });
    expect(await t.db.select().from(surveyNominations).where(eq(surveyNominations.surveyId, id))).toEqual([]);

    const saved = await send(t, hr, 'PUT', url, selection('hr_approves'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send(t, hr, 'GET', url)).json()).toEqual(selection('hr_approves'));
    // The survey was already sent: the ratees' nominations open at once (this one has no ratees).
    expect((await send(t, ana, 'GET', url)).statusCode).toBe(403);
  });
});

describe('manager approves', () => {
  let id: number;
  beforeAll(async () => {
    id = await nominatingSurvey('manager_approves', 'Peer picks');
  });

  it('invites only self and manager at first and asks each ratee to choose their raters', async () => {
    const invited = (await assignmentsOf(t, id))
      .filter((a) => a.invitedAt !== null)
      .map((a) => a.relationship)
      .sort();
    expect(invited).toEqual(['manager', 'self', 'self']);
    expect(await subjects(p.Hal!.email)).not.toContain('Please give your feedback: Peer picks');
    const [mail] = (await mailsTo(t.db, p.Ana!.email)).filter((m) => m.subject.startsWith('Choose your raters'));
    expect(mail!.subject).toMatch(/^Choose your raters by \d+ \w+ \d{4}: Peer picks$/);
    expect(mail!.text).toContain('http://app.test/portrayal/nominations');
    expect((await nominationOf(id, p.Ana!.id))!.status).toBe('open');
    expect((await nominationOf(id, p.Cy!.id))!.status).toBe('open');
    // Not only behind the mail's link: the ratee's dashboard counts it among their work.
    expect((await send(t, ana, 'GET', '/dashboard/summary/')).json().mine).toMatchObject({ raters_to_choose: 1, raters_to_approve: 0 });
  });

  it('shows the ratee their nomination with suggestions from the organisation tree, without their manager', async () => {
    const res = await send(t, ana, 'GET', '/survey/nominations/');
    expect(res.statusCode, res.body).toBe(200);
    const [mine] = (res.json() as Array<{ survey: { id: number }; suggestions: Array<{ person: { name: string }; relationship: string }> }>).filter(
      (n) => n.survey.id === id,
    );
    expect(mine!.suggestions.map((s) => [s.person.name, s.relationship])).toEqual([
      ['Ivy Fox', 'direct_report'],
      ['Cy Park', 'peer'],
      ['Di Moss', 'peer'],
      ['Eve Stone', 'peer'],
      ['Fay Wu', 'peer'],
      ['Gil Roy', 'peer'],
    ]);
    const found = await send(t, ana, 'GET', `/survey/nominations/${id}/colleagues/?search=oak`);
    expect(found.json()).toEqual([{ id: p.Hal!.id, name: 'Hal Oak', emp_code: expect.any(String) }]);
  });

  it('refuses a list naming the ratee, their manager-rater, someone twice or an unknown id, saving nothing', async () => {
    const url = `/survey/nominations/${id}/`;
    const bad = [
      [{ rater_id: p.Ana!.id, relationship: 'peer' }],
      [{ rater_id: p.Bo!.id, relationship: 'peer' }],
      [...peers('Cy'), ...peers('Cy')],
      [{ rater_id: 999_999, relationship: 'other' }],
    ];
    for (const nominees of bad) {
      const res = await send(t, ana, 'PUT', url, { nominees });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await t.db.select().from(surveyNominees).where(eq(surveyNominees.surveyId, id))).toEqual([]);
  });

  it('refuses to send a list outside the limits', async () => {
    await send(t, ana, 'PUT', `/survey/nominations/${id}/`, { nominees: peers('Cy', 'Di') });
    const few = await send(t, ana, 'POST', `/survey/nominations/${id}/submit/`);
    expect(few.statusCode).toBe(400);
    expect(few.json()).toEqual({ nominees: ['Choose at least 3 peers (2 chosen).'] });
    await send(t, ana, 'PUT', `/survey/nominations/${id}/`, { nominees: peers('Cy', 'Di', 'Eve', 'Fay', 'Gil') });
    const many = await send(t, ana, 'POST', `/survey/nominations/${id}/submit/`);
    expect(many.json()).toEqual({ nominees: ['Choose at most 4 peers (5 chosen).'] });
    expect((await nominationOf(id, p.Ana!.id))!.status).toBe('open');
  });

  it('sends the list to the manager, who alone may decide; another manager gets 403', async () => {
    await send(t, ana, 'PUT', `/survey/nominations/${id}/`, { nominees: peers('Cy', 'Di', 'Eve', 'Fay') });
    const sent = await send(t, ana, 'POST', `/survey/nominations/${id}/submit/`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe('submitted');
    expect(await subjects(p.Bo!.email)).toContain('Raters to approve for Ana Lee: Peer picks');
    expect((await send(t, ana, 'PUT', `/survey/nominations/${id}/`, { nominees: peers('Cy', 'Di', 'Eve') })).statusCode).toBe(400);

    const found = await send(t, bo, 'GET', `/survey/nomination-approvals/${id}/${p.Ana!.id}/colleagues/?search=gil`);
    expect(found.json()).toEqual([{ id: p.Gil!.id, name: 'Gil Roy', emp_code: expect.any(String) }]);
    const waiting = await send(t, bo, 'GET', '/survey/nomination-approvals/');
    expect((waiting.json() as Array<{ ratee: { id: number } }>).map((n) => n.ratee.id)).toEqual([p.Ana!.id]);
    expect((await send(t, hal, 'GET', '/survey/nomination-approvals/')).json()).toEqual([]);
    // The dashboards count the same: the manager has one list to decide, the ratee nothing left to choose, Hal nothing.
    expect((await send(t, bo, 'GET', '/dashboard/summary/')).json().mine).toMatchObject({ raters_to_approve: 1 });
    expect((await send(t, ana, 'GET', '/dashboard/summary/')).json().mine).toMatchObject({ raters_to_choose: 0 });
    expect((await send(t, hal, 'GET', '/dashboard/summary/')).json().mine).toMatchObject({ raters_to_choose: 0, raters_to_approve: 0 });
    const approval = `/survey/nomination-approvals/${id}/${p.Ana!.id}`;
    for (const [method, url, payload] of [
      ['GET', `${approval}/`, undefined],
      ['POST', `${approval}/approve/`, { nominees: peers('Cy', 'Di', 'Eve') }],
      ['POST', `${approval}/return/`, { note: 'No' }],
      ['GET', `${approval}/colleagues/?search=a`, undefined],
    ] as const) {
      expect((await send(t, hal, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      // Ana cannot approve her own list either.
      expect((await send(t, ana, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await nominationOf(id, p.Ana!.id))!.status).toBe('submitted');
  });

  it('returns the list with a note, which the ratee reads, changes and sends again', async () => {
    const approval = `/survey/nomination-approvals/${id}/${p.Ana!.id}`;
    expect((await send(t, bo, 'POST', `${approval}/return/`, { note: '' })).statusCode).toBe(400);
    const back = await send(t, bo, 'POST', `${approval}/return/`, { note: 'Add Gil, who worked with you all year.' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'returned', note: 'Add Gil, who worked with you all year.' });
    const [mail] = (await mailsTo(t.db, p.Ana!.email)).filter((m) => m.subject === 'Your list of raters was sent back: Peer picks');
    expect(mail!.text).toContain('Add Gil, who worked with you all year.');

    await send(t, ana, 'PUT', `/survey/nominations/${id}/`, { nominees: peers('Cy', 'Di', 'Eve', 'Gil') });
    const again = await send(t, ana, 'POST', `/survey/nominations/${id}/submit/`);
    expect(again.json().status).toBe('submitted');
  });

  it('approves three, replaces one: those four become raters and are invited, nobody else', async () => {
    const [last] = await t.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
    const res = await send(t, bo, 'POST', `/survey/nomination-approvals/${id}/${p.Ana!.id}/approve/`, {
      nominees: [...peers('Cy', 'Di', 'Eve', 'Fay'), { rater_id: p.Ivy!.id, relationship: 'direct_report' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('approved');
    const rows = (await assignmentsOf(t, id)).filter((a) => a.rateeId === p.Ana!.id);
    const byRater = new Map(rows.map((a) => [a.raterId, a]));
    for (const name of ['Cy', 'Di', 'Eve', 'Fay', 'Ivy']) expect(byRater.get(p[name]!.id)?.invitedAt, name).not.toBeNull();
    expect(byRater.has(p.Gil!.id)).toBe(false);
    // The peer HR picked by hand was never approved: never asked.
    expect(byRater.get(p.Hal!.id)?.invitedAt).toBeNull();
    const invitations = (await t.db.select().from(outbox).where(gt(outbox.id, last!.id))).map((m) => m.to).sort();
    expect(invitations).toEqual(['Cy', 'Di', 'Eve', 'Fay', 'Ivy'].map((n) => p[n]!.email).sort());
    // A reminder does not reach him either.
    await send(t, hr, 'POST', `/survey/survey/${id}/remind/`);
    expect(await subjects(p.Hal!.email)).not.toContain('Reminder: Peer picks');
    expect((await send(t, bo, 'POST', `/survey/nomination-approvals/${id}/${p.Ana!.id}/approve/`, { nominees: peers('Cy', 'Di', 'Eve') })).statusCode).toBe(
      400,
    );
  });

  it("shows HR every ratee's state, and lets HR step in for a ratee who has not sent a list", async () => {
    const list = await send(t, hr, 'GET', `/survey/survey/${id}/nominations/`);
    expect(
      (list.json() as Array<{ ratee: { name: string }; status: string; nominees: unknown[] }>).map((n) => [n.ratee.name, n.status, n.nominees.length]),
    ).toEqual([
      ['Ana Lee', 'approved', 5],
      ['Cy Park', 'open', 0],
    ]);
    const res = await send(t, hr, 'POST', `/survey/nomination-approvals/${id}/${p.Cy!.id}/approve/`, { nominees: peers('Di', 'Eve', 'Fay') });
    expect(res.statusCode, res.body).toBe(200);
    expect((await nominationOf(id, p.Cy!.id))!.status).toBe('approved');
  });

  it('refuses the ratee once the deadline has passed', async () => {
    const late = await nominatingSurvey('manager_approves', 'Late picks');
    await t.db
      .update(surveys)
      .set({ nominationDeadline: day(t, -1) })
      .where(eq(surveys.id, late));
    const res = await send(t, ana, 'PUT', `/survey/nominations/${late}/`, { nominees: peers('Cy', 'Di', 'Eve') });
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors[0]).toMatch(/deadline .* has passed/);
    expect((await send(t, ana, 'POST', `/survey/nominations/${late}/submit/`)).statusCode).toBe(400);
  });

  it('refuses the ratee and the approver once the survey is closed', async () => {
    const closed = await nominatingSurvey('manager_approves', 'Closed picks');
    await t.db.update(surveys).set({ closedAt: t.clock.now() }).where(eq(surveys.id, closed));
    expect((await send(t, ana, 'PUT', `/survey/nominations/${closed}/`, { nominees: peers('Cy', 'Di', 'Eve') })).json()).toEqual({
      non_field_errors: ['This survey is closed.'],
    });
    const approve = await send(t, hr, 'POST', `/survey/nomination-approvals/${closed}/${p.Ana!.id}/approve/`, { nominees: peers('Cy', 'Di', 'Eve') });
    expect(approve.statusCode).toBe(400);
    expect((await nominationOf(closed, p.Ana!.id))!.status).toBe('open');
  });
});

describe('HR approves', () => {
  it('lists the submitted lists for HR, not for the manager, who gets 403', async () => {
    const id = await nominatingSurvey('hr_approves', 'HR picks');
    await send(t, ana, 'PUT', `/survey/nominations/${id}/`, { nominees: peers('Cy', 'Di', 'Eve') });
    expect((await send(t, ana, 'POST', `/survey/nominations/${id}/submit/`)).statusCode).toBe(200);
    expect((await send(t, bo, 'GET', '/survey/nomination-approvals/')).json().filter((n: { survey: { id: number } }) => n.survey.id === id)).toEqual([]);
    expect((await send(t, hr, 'GET', '/survey/nomination-approvals/')).json().filter((n: { survey: { id: number } }) => n.survey.id === id)).toHaveLength(1);
    const url = `/survey/nomination-approvals/${id}/${p.Ana!.id}/approve/`;
    expect((await send(t, bo, 'POST', url, { nominees: peers('Cy', 'Di', 'Eve') })).statusCode).toBe(403);
    expect((await send(t, hr, 'POST', url, { nominees: peers('Cy', 'Di', 'Eve') })).statusCode).toBe(200);
  });
});

describe('another company', () => {
  it('reaches none of these by id and changes nothing', async () => {
    const id = await nominatingSurvey('manager_approves', 'Isolated');
    const other = await signUpCompany(t, { company_name: 'Umbrella' });
    const approval = `/survey/nomination-approvals/${id}/${p.Ana!.id}`;
    await expectTenantIsolation({
      app: t.app,
      intruder: other.headers,
      byId: [
        { method: 'GET', url: `/survey/survey/${id}/rater-selection/` },
        { method: 'PUT', url: `/survey/survey/${id}/rater-selection/`, payload: selection('hr') },
        { method: 'GET', url: `/survey/survey/${id}/nominations/` },
        { method: 'PUT', url: `/survey/nominations/${id}/`, payload: { nominees: [] } },
        { method: 'POST', url: `/survey/nominations/${id}/submit/` },
        { method: 'GET', url: `/survey/nominations/${id}/colleagues/` },
        { method: 'GET', url: `${approval}/` },
        { method: 'POST', url: `${approval}/approve/`, payload: { nominees: [] } },
        { method: 'POST', url: `${approval}/return/`, payload: { note: 'No' } },
        { method: 'GET', url: `${approval}/colleagues/` },
      ],
      lists: [{ url: '/survey/nomination-approvals/', ownerIds: [] }],
      snapshot: async () => [await t.db.select().from(surveyNominations), await t.db.select().from(surveyNominees), await t.db.select().from(surveys)],
    });
    // An employee of Ana's company cannot be nominated from another company's survey either.
    expect((await send(t, other, 'GET', '/survey/nominations/')).json()).toEqual([]);
  });
});
