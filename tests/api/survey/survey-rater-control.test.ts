import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAnswers, surveyAssignments, surveys } from '../../../server/db/schema';
import { signUpCompany, type Session } from '../helpers/accounts';
import { employeeWith, send } from '../helpers/employees';
import { assignmentsOf, people, seedSurvey, surveyCounts, surveyMails } from '../helpers/survey-seed';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Per-rater control of a survey: remind one, invite one again, remove or replace an assignment not submitted. */
let t: TestApp;
let admin: Session;
let p: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Globex' });
  p = await people(t, admin, ['Ana Lee', 'Bo Chen', 'Cy Park', 'Di Moss', 'Ed Wu']);
});
afterAll(async () => {
  await t.close();
});

const base = (id: number) => `/survey/survey/${id}`;
const remind = (id: number, rater: number, by: Session | null = admin) => send(t, by, 'POST', `${base(id)}/raters/${rater}/remind/`);
const invite = (id: number, rater: number) => send(t, admin, 'POST', `${base(id)}/raters/${rater}/invite/`);
const remove = (id: number, a: number) => send(t, admin, 'DELETE', `${base(id)}/assignments/${a}/`);
const replace = (id: number, a: number, rater: number) => send(t, admin, 'PUT', `${base(id)}/assignments/${a}/rater/`, { rater });

async function survey(title: string, spec: { closed?: boolean; isDraft?: boolean } = {}) {
  const { Ana, Bo, Cy, Di } = p;
  const id = await seedSurvey(t, admin, {
    title,
    ...spec,
    assignments: [
      { ratee: Ana!.id, rater: Bo!.id, relationship: 'manager', invited: true, status: 'submitted' },
      { ratee: Cy!.id, rater: Bo!.id, relationship: 'manager', invited: true },
      { ratee: Di!.id, rater: Bo!.id, relationship: 'peer', invited: true, status: 'draft' },
      { ratee: Ana!.id, rater: Cy!.id, relationship: 'peer', invited: true, status: 'submitted' },
      { ratee: Ana!.id, rater: Ana!.id, relationship: 'self', invited: true },
    ],
  });
  const rows = await assignmentsOf(t, id);
  return { id, rows, of: (ratee: number, rater: number) => rows.find((r) => r.rateeId === ratee && r.raterId === rater)! };
}

describe('reminding one rater', () => {
  it('mails only them, about only their ratees still pending, and stamps only their assignments', async () => {
    const s = await survey('Remind one');
    const res = await remind(s.id, p.Bo!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toBe(`Reminder sent to ${p.Bo!.email}.`);
    const mails = await surveyMails(t, 'Remind one');
    expect(mails.map((m) => m.to)).toEqual([p.Bo!.email]);
    expect(mails[0]!.text).toContain('- Cy Park, your direct report\n- Di Moss, a peer\n\n');
    expect(mails[0]!.text).not.toContain('Ana Lee');
    const after = await assignmentsOf(t, s.id);
    for (const row of after) {
      const mine = row.raterId === p.Bo!.id && row.status !== 'submitted';
      expect(row.remindedAt?.toISOString() ?? null, `${row.id}`).toBe(mine ? res.json().at : null);
    }
  });

  it('refuses a rater who has submitted everything, and a closed survey; a non-rater is 404', async () => {
    const s = await survey('Remind refusals');
    const done = await remind(s.id, p.Cy!.id);
    expect(done.statusCode).toBe(400);
    expect(done.json().non_field_errors[0]).toMatch(/has submitted everything/);
    expect((await remind(s.id, p.Ed!.id)).statusCode).toBe(404);
    const closed = await survey('Remind closed', { closed: true });
    const res = await remind(closed.id, p.Bo!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors[0]).toMatch(/^This survey is closed/);
    await t.db.update(surveys).set({ resultsOpenedAt: t.clock.now() }).where(eq(surveys.id, s.id));
    expect((await remind(s.id, p.Bo!.id)).json().non_field_errors[0]).toMatch(/^This survey is closed/);
    expect(await surveyMails(t, 'Remind refusals')).toEqual([]);
  });
});

describe('inviting one rater again', () => {
  it('sends a fresh invitation about every ratee not submitted and moves invited_at', async () => {
    const s = await survey('Invite again');
    t.clock.advance(60_000);
    const res = await invite(s.id, p.Bo!.id);
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await surveyMails(t, 'Invite again');
    expect(mail!.to).toBe(p.Bo!.email);
    expect(mail!.subject).toBe('Please give your feedback: Invite again');
    expect(mail!.text).toContain('- Cy Park, your direct report\n- Di Moss, a peer\n\n');
    expect(s.of(p.Cy!.id, p.Bo!.id).invitedAt!.getTime()).toBeLessThan(new Date(res.json().at).getTime());
    const after = await assignmentsOf(t, s.id);
    expect(after.find((r) => r.id === s.of(p.Cy!.id, p.Bo!.id).id)!.invitedAt!.toISOString()).toBe(res.json().at);
    expect(after.find((r) => r.id === s.of(p.Ana!.id, p.Bo!.id).id)!.invitedAt).toEqual(s.of(p.Ana!.id, p.Bo!.id).invitedAt);
  });

  it('is refused for a draft survey', async () => {
    const s = await survey('Invite draft', { isDraft: true });
    const res = await invite(s.id, p.Bo!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors[0]).toMatch(/^A draft is not sent/);
  });
});

describe('removing an assignment', () => {
  it('deletes one not submitted, with its draft answers', async () => {
    const s = await survey('Remove one');
    const draft = s.of(p.Di!.id, p.Bo!.id);
    const res = await remove(s.id, draft.id);
    expect(res.statusCode, res.body).toBe(204);
    expect((await assignmentsOf(t, s.id)).map((r) => r.id)).not.toContain(draft.id);
    expect(await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.assignmentId, draft.id))).toEqual([]);
  });

  it('refuses a submitted one and any in a closed survey, changing nothing', async () => {
    const s = await survey('Remove refusals');
    const closed = await survey('Remove closed', { closed: true });
    const before = await surveyCounts(t);
    const submitted = await remove(s.id, s.of(p.Ana!.id, p.Bo!.id).id);
    expect(submitted.statusCode).toBe(400);
    expect(submitted.json().non_field_errors[0]).toMatch(/has submitted their answers/);
    const res = await remove(closed.id, closed.of(p.Cy!.id, p.Bo!.id).id);
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors[0]).toMatch(/^This survey is closed/);
    expect((await remove(s.id, closed.of(p.Cy!.id, p.Bo!.id).id)).statusCode).toBe(404);
    expect(await surveyCounts(t)).toEqual(before);
  });
});

describe('replacing a rater', () => {
  it('gives the assignment to another employee, drops the draft and invites them in an open survey', async () => {
    const s = await survey('Replace one');
    const draft = s.of(p.Di!.id, p.Bo!.id);
    const res = await replace(s.id, draft.id, p.Ed!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ invited: true, detail: 'Rater replaced and invited.' });
    const rows = await assignmentsOf(t, s.id);
    expect(rows.find((r) => r.id === draft.id)).toBeUndefined();
    const created = rows.find((r) => r.id === res.json().id)!;
    expect(created).toMatchObject({ rateeId: p.Di!.id, raterId: p.Ed!.id, relationship: 'peer', status: 'pending', remindedAt: null });
    expect(created.invitedAt).not.toBeNull();
    const mails = await surveyMails(t, 'Replace one');
    expect(mails.map((m) => m.to)).toEqual([p.Ed!.email]);
    expect(mails[0]!.text).toContain('- Di Moss, a peer\n\n');
  });

  it('does not mail in a draft survey', async () => {
    const s = await survey('Replace draft', { isDraft: true });
    const res = await replace(s.id, s.of(p.Cy!.id, p.Bo!.id).id, p.Ed!.id);
    expect(res.json()).toMatchObject({ invited: false });
    expect(await surveyMails(t, 'Replace draft')).toEqual([]);
  });

  it('refuses a submitted assignment, a self-assessment, the ratee and an unknown employee, changing nothing', async () => {
    const s = await survey('Replace refusals');
    const before = await assignmentsOf(t, s.id);
    const cases: Array<[number, number, string, RegExp]> = [
      [s.of(p.Ana!.id, p.Bo!.id).id, p.Ed!.id, 'non_field_errors', /has submitted their answers/],
      [s.of(p.Ana!.id, p.Ana!.id).id, p.Ed!.id, 'non_field_errors', /self-assessment is the ratee's own/],
      [s.of(p.Cy!.id, p.Bo!.id).id, p.Cy!.id, 'rater', /cannot rate themselves/],
      [s.of(p.Cy!.id, p.Bo!.id).id, 999_999, 'rater', /No such employee/],
    ];
    for (const [a, rater, field, message] of cases) {
      const res = await replace(s.id, a, rater);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()[field][0]).toMatch(message);
    }
    expect(await assignmentsOf(t, s.id)).toEqual(before);
    expect(await surveyMails(t, 'Replace refusals')).toEqual([]);
  });

  it('refuses someone who already rates the ratee', async () => {
    const s = await survey('Replace twice');
    const res = await replace(s.id, s.of(p.Di!.id, p.Bo!.id).id, p.Bo!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().rater[0]).toMatch(/already rates this ratee/);
  });
});

describe('per-rater control', () => {
  it("answers 404 for another company's survey, raters and assignments, and its employees as a new rater", async () => {
    const s = await survey('Isolated');
    const other = await signUpCompany(t);
    const [stranger] = Object.values(await people(t, other, ['Zed Zane']));
    const draft = s.of(p.Cy!.id, p.Bo!.id).id;
    await expectTenantIsolation({
      app: t.app,
      intruder: other.headers,
      byId: [
        { method: 'POST', url: `${base(s.id)}/raters/${p.Bo!.id}/remind/` },
        { method: 'POST', url: `${base(s.id)}/raters/${p.Bo!.id}/invite/` },
        { method: 'DELETE', url: `${base(s.id)}/assignments/${draft}/` },
        { method: 'PUT', url: `${base(s.id)}/assignments/${draft}/rater/`, payload: { rater: stranger!.id } },
      ],
      snapshot: async () => [await surveyCounts(t), await assignmentsOf(t, s.id)],
    });
    const res = await replace(s.id, draft, stranger!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().rater[0]).toMatch(/No such employee/);
    const mine = await seedSurvey(t, other, { assignments: [{ ratee: stranger!.id, rater: stranger!.id, relationship: 'self' }] });
    const [theirs] = await assignmentsOf(t, mine);
    expect((await remove(s.id, theirs!.id)).statusCode).toBe(404);
    expect((await remind(s.id, stranger!.id)).statusCode).toBe(404);
  });

  it('needs the survey area', async () => {
    const s = await survey('Guarded');
    expect((await remind(s.id, p.Bo!.id, null)).statusCode).toBe(401);
    expect((await remind(s.id, p.Bo!.id, await employeeWith(t, admin))).statusCode).toBe(403);
  });

  it('never shows answers: the assignment list holds status and times only', async () => {
    const s = await survey('No answers');
    const res = await send(t, admin, 'GET', `/survey/get_surveyassign_by_owner/?survey_id=${s.id}`);
    for (const row of res.json()) {
      expect(Object.keys(row).sort()).toEqual(['id', 'invited_at', 'ratee', 'rater', 'relationship', 'reminded_at', 'status', 'submitted_at', 'survey']);
    }
    expect(await t.db.select().from(surveyAssignments).where(eq(surveyAssignments.surveyId, s.id))).toHaveLength(5);
  });
});
