import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogEntry, AuditLogPage } from '../../../schemas/audit-log';
import { surveys } from '../../../server/db/schema';
import * as cases from '../../unit/scoring-cases';
import { signUpCompany, type Session } from '../helpers/accounts';
import { auditLog, lastEntry } from '../helpers/audit';
import { addAction, developmentWorld, type DevelopmentWorld } from '../helpers/development-world';
import { csvOf, importFile, person } from '../helpers/employee-import';
import { employeeWith, send } from '../helpers/employees';
import { scoringFixture, type Fixture } from '../helpers/scoring-fixture';
import { assignmentsOf, day, people, seedSurvey } from '../helpers/survey-seed';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** The audit log's remaining writes: imports, releases, downloads, settings, deletions, approvals; and a survey's rater changes for HR. */
let t: TestApp;
let admin: Session;
let other: Session;
let f: Fixture;
let d: DevelopmentWorld;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t, { company_name: 'Initech' });
  other = await signUpCompany(t, { company_name: 'Umbrella' });
  f = await scoringFixture(t, admin, { ...cases.weighted, title: 'Audit 360' });
  d = await developmentWorld(t);
});
afterAll(async () => {
  await t.close();
});

const by = (s: Session) => ({ actor_user_id: s.userId, actor: expect.stringContaining(s.email), ip: expect.any(String) });
const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as { id: number };
};

describe('people and reports', () => {
  it('records a whole import as one entry with its counts', async () => {
    const res = await importFile(t, admin, 'people.csv', csvOf([person(), person()]));
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await lastEntry(t, admin, 'employee.import')).toMatchObject({ ...by(admin), entity: 'employee', after: { imported: 2, invited: 0 } });
  });

  it('records a release and a download of a report, filed under the survey', async () => {
    await ok(send(t, admin, 'PUT', `/feedback/survey/${f.surveyId}/release/`, { released: true, ratees: [f.employees.Rhea] }));
    expect(await lastEntry(t, admin, 'report.release')).toMatchObject({ ...by(admin), entity: 'report', survey_id: f.surveyId });
    const csv = await send(t, admin, 'GET', `/feedback/survey/${f.surveyId}/ratee/${f.employees.Rhea}/export/?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(await lastEntry(t, admin, 'report.export')).toMatchObject({ ...by(admin), survey_id: f.surveyId, entity_id: `${f.surveyId}:${f.employees.Rhea}` });
  });
});

describe('settings and deletions', () => {
  it('records the feedback settings changed, only the fields that did', async () => {
    const was = (await send(t, admin, 'GET', '/feedback/settings/')).json() as Record<string, number>;
    await ok(send(t, admin, 'PUT', '/feedback/settings/', { ...was, succession_threshold: was.succession_threshold! - 5 }));
    expect(await lastEntry(t, admin, 'settings.feedback')).toMatchObject({
      ...by(admin),
      entity: 'settings',
      before: { succession_threshold: was.succession_threshold },
      after: { succession_threshold: was.succession_threshold! - 5 },
    });
    const entries = (await auditLog(t, admin, '?action=settings.feedback')).length;
    await ok(send(t, admin, 'PUT', '/feedback/settings/', { ...was, succession_threshold: was.succession_threshold! - 5 }));
    expect((await auditLog(t, admin, '?action=settings.feedback')).length).toBe(entries);
  });

  it('records a list item, a competency and a statement deleted, as they were', async () => {
    const group = await ok(send(t, admin, 'POST', '/api/group/', { name: 'Night shift' }), 201);
    expect((await send(t, admin, 'DELETE', `/api/group/${group.id}/`)).statusCode).toBe(204);
    expect(await lastEntry(t, admin, 'master_item.delete')).toMatchObject({
      ...by(admin),
      entity: 'master_item',
      entity_id: String(group.id),
      before: { list: 'group', name: 'Night shift' },
      after: null,
    });
    const type = await ok(send(t, admin, 'POST', '/competency/type/', { name: 'Craft' }), 201);
    const competency = await ok(send(t, admin, 'POST', '/competency/list/', { type: type.id, title: 'Pairing', defination: 'Works in pairs.' }), 201);
    const statement = await ok(
      send(t, admin, 'POST', '/competency/statements/', { type: type.id, competency_title: competency.id, statement: 'Shares the keyboard.' }),
      201,
    );
    expect((await send(t, admin, 'DELETE', `/competency/statements/${statement.id}/`)).statusCode).toBe(204);
    expect(await lastEntry(t, admin, 'statement.delete')).toMatchObject({
      entity: 'statement',
      before: { statement: 'Shares the keyboard.', competency: 'Pairing' },
    });
    expect((await send(t, admin, 'DELETE', `/competency/list/${competency.id}/`)).statusCode).toBe(204);
    expect(await lastEntry(t, admin, 'competency.delete')).toMatchObject({
      entity: 'competency',
      before: { title: 'Pairing', definition: 'Works in pairs.', type: 'Craft' },
    });
  });

  it('records a list item, a competency and a statement changed (only what changed), archived and restored', async () => {
    const group = await ok(send(t, admin, 'POST', '/api/group/', { name: 'Day shift' }), 201);
    await ok(send(t, admin, 'PUT', `/api/group/${group.id}/`, { name: 'Early shift' }));
    expect(await lastEntry(t, admin, 'master_item.update')).toMatchObject({
      ...by(admin),
      entity: 'master_item',
      entity_id: String(group.id),
      before: { name: 'Day shift' },
      after: { name: 'Early shift' },
    });
    const updates = (await auditLog(t, admin, '?action=master_item.update')).length;
    await ok(send(t, admin, 'PUT', `/api/group/${group.id}/`, { name: 'Early shift' }));
    expect((await auditLog(t, admin, '?action=master_item.update')).length).toBe(updates);
    await ok(send(t, admin, 'POST', `/api/group/${group.id}/archive/`));
    expect(await lastEntry(t, admin, 'master_item.archive')).toMatchObject({ entity_id: String(group.id), before: { archived_at: null } });
    await ok(send(t, admin, 'POST', `/api/group/${group.id}/restore/`));
    expect(await lastEntry(t, admin, 'master_item.restore')).toMatchObject({ entity_id: String(group.id), after: { archived_at: null } });

    const type = await ok(send(t, admin, 'POST', '/competency/type/', { name: 'Crafts' }), 201);
    const competency = await ok(send(t, admin, 'POST', '/competency/list/', { type: type.id, title: 'Mentoring', defination: 'Helps others.' }), 201);
    await ok(send(t, admin, 'PUT', `/competency/list/${competency.id}/`, { type: type.id, title: 'Mentoring', defination: 'Helps others grow.' }));
    expect(await lastEntry(t, admin, 'competency.update')).toMatchObject({
      entity: 'competency',
      before: { defination: 'Helps others.' },
      after: { defination: 'Helps others grow.' },
    });
    const statement = await ok(
      send(t, admin, 'POST', '/competency/statements/', { type: type.id, competency_title: competency.id, statement: 'Explains why.' }),
      201,
    );
    await ok(
      send(t, admin, 'PUT', `/competency/statements/${statement.id}/`, { type: type.id, competency_title: competency.id, statement: 'Explains the why.' }),
    );
    expect(await lastEntry(t, admin, 'statement.update')).toMatchObject({
      entity: 'statement',
      before: { statement: 'Explains why.' },
      after: { statement: 'Explains the why.' },
    });
  });

  it('names who changed a list item in the 412 of a stale save', async () => {
    const group = await ok(send(t, admin, 'POST', '/api/group/', { name: 'Late shift' }), 201);
    const read = await send(t, admin, 'GET', `/api/group/${group.id}/`);
    const tag = String(read.headers.etag);
    await ok(send(t, admin, 'PUT', `/api/group/${group.id}/`, { name: 'Night owls' }));
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/group/${group.id}/`,
      payload: { name: 'Evening shift' },
      headers: { ...admin.headers, 'if-match': tag },
    });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json()).toMatchObject({ changed_by: expect.stringMatching(/\S/), changed_at: expect.any(String) });
  });

  it('records nothing for a deletion refused or of nothing', async () => {
    const before = (await auditLog(t, admin, '?entity=master_item')).length;
    expect((await send(t, admin, 'DELETE', '/api/group/999999/')).statusCode).toBe(404);
    expect((await auditLog(t, admin, '?entity=master_item')).length).toBe(before);
  });

  it('records a development action deleted, with its ratee and survey', async () => {
    const action = await addAction(t, d.w.admin, { survey: d.surveyId, ratee: d.w.ana.id, title: 'Lead a retro' });
    expect((await send(t, d.w.admin, 'DELETE', `/feedback/development-actions/${action.id}/`)).statusCode).toBe(204);
    expect(await lastEntry(t, d.w.admin, 'development_action.delete')).toMatchObject({
      ...by(d.w.admin),
      entity_id: String(action.id),
      before: expect.objectContaining({ title: 'Lead a retro', ratee: d.w.ana.name, survey_id: d.surveyId }),
    });
  });
});

describe('nomination approvals and rater changes', () => {
  let p: Awaited<ReturnType<typeof people>>;
  let surveyId: number;
  beforeAll(async () => {
    p = await people(t, admin, ['Ana Lee', 'Cy Park', 'Di Moss', 'Eve Stone', 'Fay Wu']);
    surveyId = await seedSurvey(t, admin, { title: 'Nominated', isDraft: true, assignments: [{ ratee: p.Ana!.id, rater: p.Ana!.id, relationship: 'self' }] });
    await ok(
      send(t, admin, 'PUT', `/survey/survey/${surveyId}/rater-selection/`, {
        rater_selection: 'hr_approves',
        nomination_deadline: day(t, 5),
        rater_limits: { peer: { min: 3, max: 4 }, other: { min: 0, max: 1 } },
      }),
    );
    await t.db.update(surveys).set({ isDraft: false }).where(eq(surveys.id, surveyId));
    await ok(send(t, admin, 'POST', '/survey/send-email/', { survey_id: surveyId }));
  });
  const peers = (...names: string[]) => names.map((n) => ({ rater_id: p[n]!.id, relationship: 'peer' }));

  it('records the approval and the raters it added, in its transaction', async () => {
    await ok(send(t, admin, 'POST', `/survey/nomination-approvals/${surveyId}/${p.Ana!.id}/approve/`, { nominees: peers('Cy', 'Di', 'Eve') }));
    const approval = await lastEntry(t, admin, 'nomination.approve');
    expect(approval).toMatchObject({ ...by(admin), survey_id: surveyId, after: { ratee: 'Ana Lee' } });
    expect((approval.after as { raters: unknown[] }).raters).toEqual(['Cy Park', 'Di Moss', 'Eve Stone'].map((rater) => ({ rater, relationship: 'peer' })));
    const added = await lastEntry(t, admin, 'survey.raters.add');
    expect(added.survey_id).toBe(surveyId);
    expect((added.after as { raters: Array<{ rater: string }> }).raters.map((r) => r.rater).sort()).toEqual(['Cy Park', 'Di Moss', 'Eve Stone']);
  });

  it("answers HR the survey's rater changes, newest first and paged, and nobody else", async () => {
    const [seat] = (await assignmentsOf(t, surveyId)).filter((a) => a.raterId === p.Cy!.id);
    expect((await send(t, admin, 'DELETE', `/survey/survey/${surveyId}/assignments/${seat!.id}/`)).statusCode).toBe(204);
    const url = `/survey/survey/${surveyId}/rater-changes/`;
    const hr = await employeeWith(t, admin, { survey: true });
    const page = (await send(t, hr, 'GET', url)).json() as AuditLogPage;
    expect(page.results.map((e) => e.action)).toEqual(['survey.raters.remove', 'survey.raters.add']);
    expect(page.results[0]).toMatchObject({ ...by(admin), before: { raters: [{ ratee: 'Ana Lee', rater: 'Cy Park', relationship: 'peer' }] } });
    const first = (await send(t, hr, 'GET', `${url}?limit=1`)).json() as AuditLogPage;
    expect(first.results).toHaveLength(1);
    const second = (await send(t, hr, 'GET', `${url}?limit=1&before=${first.next}`)).json() as AuditLogPage;
    expect(second.results.map((e) => e.action)).toEqual(['survey.raters.add']);
    expect((await send(t, other, 'GET', url)).statusCode).toBe(404);
    expect((await send(t, await employeeWith(t, admin, { feedback: true }), 'GET', url)).statusCode).toBe(403);
    expect((await send(t, hr, 'GET', `${url}?limit=500`)).statusCode).toBe(400);
  });
});

describe('another company', () => {
  it('never sees these entries, in the list, by any filter, or in the CSV', async () => {
    const theirs = await auditLog(t, other, '?limit=200');
    const mine: AuditLogEntry[] = await auditLog(t, admin, '?limit=200');
    expect(mine.length).toBeGreaterThan(5);
    expect(theirs.map((e) => e.id)).not.toEqual(expect.arrayContaining([mine[0]!.id]));
    expect(theirs.every((e) => e.actor_user_id === other.userId || e.actor_user_id === null)).toBe(true);
    for (const action of ['employee.import', 'report.release', 'report.export', 'settings.feedback', 'master_item.delete', 'nomination.approve']) {
      expect(await auditLog(t, other, `?action=${action}`), action).toEqual([]);
    }
    expect(await auditLog(t, other, `?survey=${f.surveyId}`)).toEqual([]);
    const csv = (await send(t, other, 'GET', '/api/audit-log/export/')).body;
    expect(csv).not.toContain('Night shift');
    expect(csv).not.toContain('Ana Lee');
  });
});
