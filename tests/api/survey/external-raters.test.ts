import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_CLOSED, LINK_INVALID } from '../../../schemas/external-rater';
import type { Assignment } from '../../../schemas/survey';
import { surveys } from '../../../server/db/schema';
import { scoreCtes } from '../../../server/feedback/queries/scoring-sql';
import { rowsOf } from '../../../server/db/sql';
import { mailsTo, signUpCompany } from '../helpers/accounts';
import { answerWorld, answering, newKey, storedAnswers, type AnswerWorld } from '../helpers/answer-world';
import { send } from '../helpers/employees';
import { addExternal, externalLink, viaLink } from '../helpers/external-world';
import { expectTenantIsolation } from '../helpers/tenant-isolation';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Outside raters: HR adds them, their personal link opens only their assignments, and their answers count as "other". */
let t: TestApp;
let x: AnswerWorld;
let n = 0;
const finished = () => t.mailer.flush();
const outsider = () => {
  n += 1;
  return { name: `Olga Outsider ${n}`, email: `olga${n}.${Date.now()}@supplier.example` };
};

beforeAll(async () => {
  t = await buildTestApp();
  x = await answerWorld(t, 'Outside view');
  expect((await send(t, x.w.admin, 'POST', '/survey/send-email/', { survey_id: x.surveyId })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const assignmentsOfSurvey = async (surveyId = x.surveyId) =>
  (await send(t, x.w.admin, 'GET', `/survey/get_surveyassign_by_owner/?survey_id=${surveyId}`)).json() as Assignment[];

describe('HR adds an outside rater', () => {
  it('to an open survey: an "other" assignment, shown with their name, and a mail with a personal link at once', async () => {
    const o = outsider();
    const res = await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.ana.id, ...o });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      external: { name: o.name, email: o.email },
      detail: expect.stringMatching(new RegExp(`^${o.name} was added and mailed a link\\.`)),
    });
    // With one other rater (Boss), below the survey's threshold: the answer says they would not be shown, and how many more it takes.
    expect(res.json().detail).toMatch(/only once at least 3 of them answer: 2 are asked so far, so ask 1 more or their answers stay out of the report\.$/);
    const listed = (await assignmentsOfSurvey()).find((a) => a.id === res.json().assignment)!;
    expect(listed).toMatchObject({ rater: null, relationship: 'other', external: { name: o.name, email: o.email } });
    expect(listed.invited_at).not.toBeNull();
    const [mail] = await mailsTo(t.db, o.email);
    expect(mail!.text).toContain(x.w.ana.name);
    expect(mail!.text).toMatch(/\/rate\/[A-Za-z0-9_-]{43}/);
  });

  it("refuses an employee's address, a second add for the same ratee and a ratee not in the survey, changing nothing", async () => {
    const o = outsider();
    expect((await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.ana.id, ...o })).statusCode).toBe(201);
    const before = await assignmentsOfSurvey();
    const employee = await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.ana.id, name: 'Ben', email: x.ben.email.toUpperCase() });
    expect(employee.statusCode).toBe(400);
    expect(employee.json()).toEqual({ email: [`${x.ben.email.toUpperCase()} is an employee: add them as an employee rater.`] });
    const twice = await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.ana.id, name: 'Again', email: o.email });
    expect(twice.json()).toEqual({ email: [`${o.email} already rates this person in this survey.`] });
    const notRated = await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.cleo.id, ...outsider() });
    expect(notRated.json()).toEqual({ ratee: ['This person is not rated in this survey: add them as a ratee first.'] });
    const bad = await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.ana.id, name: ' ', email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('email');
    expect(await assignmentsOfSurvey()).toEqual(before);
  });

  it("another company's survey, ratee or outside rater is not found, and nothing changes", async () => {
    const o = outsider();
    const added = (await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.ana.id, ...o })).json();
    const intruder = await signUpCompany(t);
    await expectTenantIsolation({
      app: t.app,
      intruder: intruder.headers,
      byId: [
        { method: 'POST', url: `/survey/survey/${x.surveyId}/external-raters/`, payload: { ratee: x.w.ana.id, ...outsider() } },
        { method: 'POST', url: `/survey/survey/${x.surveyId}/external-raters/${added.external.id}/resend/` },
      ],
      snapshot: () => assignmentsOfSurvey(),
    });
    const theirs = await answerWorld(t, 'Their survey');
    const crossRatee = await addExternal(t, theirs.w.admin, theirs.surveyId, { ratee: x.w.ana.id, ...outsider() });
    expect(crossRatee.statusCode).toBe(404);
    const crossExternal = await send(t, theirs.w.admin, 'POST', `/survey/survey/${theirs.surveyId}/external-raters/${added.external.id}/resend/`);
    expect(crossExternal.statusCode).toBe(404);
  });

  it("to a draft: mailed with the survey's invitations once it is sent", async () => {
    const draft = await answerWorld(t, 'Not sent yet');
    await t.db.update(surveys).set({ isDraft: true }).where(eq(surveys.id, draft.surveyId));
    const o = outsider();
    const added = await addExternal(t, draft.w.admin, draft.surveyId, { ratee: draft.w.ana.id, ...o });
    expect(added.json().detail).toMatch(new RegExp(`^${o.name} was added: they get their link with the survey's invitations\\.`));
    expect(await mailsTo(t.db, o.email)).toEqual([]);
    await t.db.update(surveys).set({ isDraft: false }).where(eq(surveys.id, draft.surveyId));
    const sent = await send(t, draft.w.admin, 'POST', '/survey/send-email/', { survey_id: draft.surveyId });
    expect(sent.json().sent).toBe(5);
    const token = await externalLink(t, o.email);
    expect((await viaLink(t, 'GET', `/api/external/${token}/`)).statusCode).toBe(200);
    expect((await send(t, draft.w.admin, 'POST', '/survey/send-email/', { survey_id: draft.surveyId })).json().sent).toBe(0);
  });
});

describe('the personal link', () => {
  let o: { name: string; email: string };
  let mine: number;
  let token: string;
  beforeAll(async () => {
    o = outsider();
    mine = (await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.ana.id, ...o })).json().assignment;
    token = await externalLink(t, o.email);
  });

  it('opens only their assignments, without a sign-in', async () => {
    const list = await viaLink(t, 'GET', `/api/external/${token}/`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().result.flatMap((s: { assignments: Array<{ id: number }> }) => s.assignments.map((a) => a.id))).toEqual([mine]);
    expect(list.json().result[0].assignments[0]).toMatchObject({ ratee: { id: x.w.ana.id }, relationship: 'other', status: 'pending' });
    expect((await viaLink(t, 'GET', `/api/external/${token}/assignments/${mine}/`)).json().assignment.id).toBe(mine);
  });

  it("reaches no one else's assignment: an employee's, another outsider's, another survey's or company's", async () => {
    const other = outsider();
    const theirs = (await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.ana.id, ...other })).json().assignment;
    const elsewhere = await answerWorld(t, 'Elsewhere');
    const before = await storedAnswers(t, x.a.leadOnAna);
    for (const id of [x.a.leadOnAna, x.a.anaSelf, theirs, elsewhere.a.benOnAna, 999999]) {
      expect((await viaLink(t, 'GET', `/api/external/${token}/assignments/${id}/`)).json()).toEqual({ detail: 'Not found.' });
      const save = await viaLink(t, 'POST', `/api/external/${token}/answers/`, { assignment: id, status: 'draft', answers: [], levels: [] });
      expect(save.statusCode).toBe(404);
    }
    expect(await storedAnswers(t, x.a.leadOnAna)).toEqual(before);
    // A link is no sign-in: the employee routes still want a token.
    expect((await t.app.inject({ method: 'GET', url: '/survey/survey_by_user_draft/', headers: { authorization: `JWT ${token}` } })).statusCode).toBe(401);
  });

  it('an unknown or malformed link says the same as a replaced one', async () => {
    const unknown = await viaLink(t, 'GET', `/api/external/${'A'.repeat(43)}/`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: LINK_INVALID });
    expect((await viaLink(t, 'GET', '/api/external/short/')).statusCode).toBe(404);
  });

  it('saves a draft, reopens it, submits once; a retry with the same key changes nothing', async () => {
    const draft = await viaLink(t, 'POST', `/api/external/${token}/answers/`, {
      assignment: mine,
      status: 'draft',
      answers: answering(x.statements.slice(0, 1)),
      levels: [],
      comments: [{ competency: x.statements[0]!.competency, text: 'From outside.' }],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const reopened = (await viaLink(t, 'GET', `/api/external/${token}/assignments/${mine}/`)).json();
    expect(reopened.answers).toEqual(answering(x.statements.slice(0, 1)));
    expect(reopened.assignment.status).toBe('draft');
    const submit = { assignment: mine, status: 'submitted', answers: answering(x.statements, 2), levels: [], submit_key: newKey() };
    expect((await viaLink(t, 'POST', `/api/external/${token}/answers/`, submit)).statusCode).toBe(200);
    const after = await storedAnswers(t, mine);
    expect((await viaLink(t, 'POST', `/api/external/${token}/answers/`, submit)).statusCode).toBe(200);
    const changed = await viaLink(t, 'POST', `/api/external/${token}/answers/`, { ...submit, submit_key: newKey() });
    expect(changed.statusCode).toBe(400);
    expect(await storedAnswers(t, mine)).toEqual(after);
  });

  it('stops working when HR resends: the new link works, the old one answers as if it never existed', async () => {
    const o2 = outsider();
    // Lead, as Ana's outside rater has submitted above: her anonymous raters are fixed.
    const added = (await addExternal(t, x.w.admin, x.surveyId, { ratee: x.w.lead.id, ...o2 })).json();
    const old = await externalLink(t, o2.email);
    const resent = await send(t, x.w.admin, 'POST', `/survey/survey/${x.surveyId}/external-raters/${added.external.id}/resend/`);
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = await externalLink(t, o2.email);
    expect(fresh).not.toBe(old);
    expect((await mailsTo(t.db, o2.email)).at(-1)!.text).toContain('older links no longer work');
    expect((await viaLink(t, 'GET', `/api/external/${old}/`)).json()).toEqual({ detail: LINK_INVALID });
    expect((await viaLink(t, 'GET', `/api/external/${fresh}/`)).statusCode).toBe(200);
  });
});

describe('reminders', () => {
  it('an outside rater with answers missing gets a new link about those only; the old link stops working', async () => {
    const y = await answerWorld(t, 'Reminded outside');
    await send(t, y.w.admin, 'POST', '/survey/send-email/', { survey_id: y.surveyId });
    const o = outsider();
    const onAna = (await addExternal(t, y.w.admin, y.surveyId, { ratee: y.w.ana.id, ...o })).json().assignment;
    await addExternal(t, y.w.admin, y.surveyId, { ratee: y.w.lead.id, ...o });
    const first = await externalLink(t, o.email);
    const submit = { assignment: onAna, status: 'submitted', answers: answering(y.statements), levels: [], submit_key: newKey() };
    expect((await viaLink(t, 'POST', `/api/external/${first}/answers/`, submit)).statusCode).toBe(200);
    const done = finished();
    const reminded = await send(t, y.w.admin, 'POST', `/survey/survey/${y.surveyId}/remind/`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    await done;
    const mail = (await mailsTo(t.db, o.email)).at(-1)!;
    expect(mail.subject).toBe('Reminder: Reminded outside');
    expect(mail.text).toContain(y.w.lead.name);
    expect(mail.text).not.toContain(y.w.ana.name);
    expect((await viaLink(t, 'GET', `/api/external/${first}/`)).statusCode).toBe(404);
    expect((await viaLink(t, 'GET', `/api/external/${await externalLink(t, o.email)}/`)).statusCode).toBe(200);
    const listed = (await send(t, y.w.admin, 'GET', `/survey/get_surveyassign_by_owner/?survey_id=${y.surveyId}`)).json() as Assignment[];
    expect(listed.filter((a) => a.external).map((a) => a.reminded_at === null)).toEqual(expect.arrayContaining([true, false]));
    // Deleting the survey counts the outsider among the raters who answered.
    const refused = await send(t, y.w.admin, 'DELETE', `/survey/survey/${y.surveyId}/`);
    expect(refused.json().non_field_errors[0]).toMatch(/^1 rater has already answered this survey/);
  });
});

describe('once the survey closes', () => {
  it('the link answers 410, and the submitted answers count as "other" in the report', async () => {
    const y = await answerWorld(t, 'Closing soon');
    await send(t, y.w.admin, 'POST', '/survey/send-email/', { survey_id: y.surveyId });
    const o = outsider();
    const mine = (await addExternal(t, y.w.admin, y.surveyId, { ratee: y.w.ana.id, ...o })).json().assignment;
    const token = await externalLink(t, o.email);
    const submit = { assignment: mine, status: 'submitted', answers: answering(y.statements, 4), levels: [], submit_key: newKey() };
    expect((await viaLink(t, 'POST', `/api/external/${token}/answers/`, submit)).statusCode).toBe(200);
    expect((await send(t, y.w.admin, 'POST', `/survey/survey/${y.surveyId}/close/`)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', `/api/external/${token}/`],
      ['GET', `/api/external/${token}/assignments/${mine}/`],
      ['POST', `/api/external/${token}/answers/`],
    ] as const) {
      const res = await viaLink(t, method, url, method === 'POST' ? submit : undefined);
      expect(res.statusCode, url).toBe(410);
      expect(res.json()).toEqual({ detail: LINK_CLOSED });
    }
    const counted = rowsOf<{ assignment_id: number; relationship: string }>(
      await t.db.execute(sql`${scoreCtes(y.w.admin.companyId!, y.surveyId)} select assignment_id, relationship from rater_groups`),
    );
    expect(counted).toContainEqual({ assignment_id: mine, relationship: 'other' });
    const refused = await addExternal(t, y.w.admin, y.surveyId, { ratee: y.w.ana.id, ...outsider() });
    expect(refused.json()).toEqual({ non_field_errors: ['This survey is closed: no rater can be added to it.'] });
  });
});

describe('rate limit', () => {
  it('a client address past its budget of link requests gets 429, whatever the link', async () => {
    const limited = await buildTestApp({ limits: { externalLinkPerIp: { max: 2, windowSeconds: 60 } } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await viaLink(limited, 'GET', `/api/external/${'B'.repeat(43)}/`)).statusCode);
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
