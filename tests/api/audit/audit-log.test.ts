import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, signUpCompany, type Session } from '../helpers/accounts';
import { auditLog, lastEntry } from '../helpers/audit';
import { employeeWith, send } from '../helpers/employees';
import { assignmentsOf } from '../helpers/survey-seed';
import { createSurvey, surveyPayload, surveyWorld, updateSurvey, type SurveyWorld } from '../helpers/survey-payloads';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** The audit log: who changed what, when and from where; admins alone read it; append-only; pruned past retention. */
let t: TestApp;
let w: SurveyWorld;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  admin = w.admin;
  other = await signUpCompany(t, { company_name: 'Umbrella' });
});
afterAll(async () => {
  await t.close();
});

const ALL = { dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true, coach: true };
const who = (s: Session) => expect.objectContaining({ actor_user_id: s.userId, actor: expect.stringContaining(s.email), ip: expect.any(String) });

async function newSurvey(): Promise<number> {
  const res = await createSurvey(t, admin, surveyPayload(t, w, {}, { survey_assign: [{ ratee: w.ana.id, rater: w.ben.id, relationship: 'peer' }] }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('survey raters and settings', () => {
  it('records raters added, removed and moved, and the settings changed, filed under the survey', async () => {
    const id = await newSurvey();
    const created = await auditLog(t, admin, `?survey=${id}`);
    expect(created.map((e) => e.action)).toEqual(['survey.raters.add', 'survey.create']);
    expect(created[0]!.after).toEqual({ raters: [{ ratee: w.ana.name, rater: w.ben.name, relationship: 'peer' }] });

    const payload = surveyPayload(t, w, { id, end_date: surveyPayload(t, w).survey.start_date.replace(/^(\d{4})/, (y) => String(Number(y) + 1)) } as never, {
      survey_assign: [
        { ratee: w.ana.id, rater: w.ben.id, relationship: 'other' },
        { ratee: w.ana.id, rater: w.cleo.id, relationship: 'peer' },
      ],
    });
    expect((await updateSurvey(t, admin, payload)).statusCode).toBe(200);
    const entries = await auditLog(t, admin, `?survey=${id}&action=survey.raters`);
    expect(
      entries
        .slice(0, 2)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['survey.raters.add', 'survey.raters.change']);
    const moved = entries.find((e) => e.action === 'survey.raters.change')!;
    expect(moved).toEqual(who(admin));
    expect(moved.before).toEqual({ raters: [{ ratee: w.ana.name, rater: w.ben.name, relationship: 'peer' }] });
    expect(moved.after).toEqual({ raters: [{ ratee: w.ana.name, rater: w.ben.name, relationship: 'other' }] });
    const settings = await lastEntry(t, admin, 'survey.update');
    expect(Object.keys(settings.after as object)).toEqual(['end_date']);
    expect(settings.before).toEqual({ end_date: surveyPayload(t, w).survey.end_date });
    expect(settings.survey_id).toBe(id);
  });

  it('records one assignment removed or given to another rater, and a survey deleted', async () => {
    const id = await newSurvey();
    const [assignment] = await assignmentsOf(t, id);
    const replaced = await send(t, admin, 'PUT', `/survey/survey/${id}/assignments/${assignment!.id}/rater/`, { rater: w.cleo.id });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const pair = await auditLog(t, admin, `?survey=${id}&action=survey.raters&limit=2`);
    const seat = (rater: string) => ({ raters: [{ ratee: w.ana.name, rater, relationship: 'peer' }] });
    expect(pair.find((e) => e.action === 'survey.raters.remove')).toMatchObject({ before: seat(w.ben.name), after: null });
    expect(pair.find((e) => e.action === 'survey.raters.add')).toMatchObject({ before: null, after: seat(w.cleo.name) });
    expect((await send(t, admin, 'DELETE', `/survey/survey/${id}/assignments/${replaced.json().id}/`)).statusCode).toBe(204);
    expect((await lastEntry(t, admin, 'survey.raters.remove')).before).toEqual({ raters: [{ ratee: w.ana.name, rater: w.cleo.name, relationship: 'peer' }] });
    expect((await send(t, admin, 'DELETE', `/survey/survey/${id}/`)).statusCode).toBe(204);
    expect(await lastEntry(t, admin, 'survey.delete')).toMatchObject({
      survey_id: id,
      after: null,
      before: expect.objectContaining({ title: 'Q3 leadership review' }),
    });
  });
});

describe('reading the log', () => {
  it('answers admins only: 403 for anyone else, holding every area or none, and 401 signed out', async () => {
    expect((await send(t, await employeeWith(t, admin, ALL), 'GET', '/api/audit-log/')).statusCode).toBe(403);
    expect((await send(t, await addUser(t, admin), 'GET', '/api/audit-log/export/')).statusCode).toBe(403);
    expect((await send(t, null, 'GET', '/api/audit-log/')).statusCode).toBe(401);
    expect((await send(t, await addUser(t, admin, 'admin'), 'GET', '/api/audit-log/')).statusCode).toBe(200);
  });

  it("never shows another company's entries, by any filter", async () => {
    const id = await newSurvey();
    expect(await auditLog(t, other, `?survey=${id}`)).toEqual([]);
    expect((await auditLog(t, other)).every((e) => e.survey_id === null)).toBe(true);
    const csv = (await send(t, other, 'GET', '/api/audit-log/export/')).body;
    expect(csv).not.toContain(w.ana.name);
  });

  it('pages newest first by id, filters by who, day and action, and exports the same as CSV', async () => {
    await newSurvey();
    const first = await auditLog(t, admin, '?limit=2');
    const page = (await send(t, admin, 'GET', '/api/audit-log/?limit=2')).json() as { next: number };
    const second = await auditLog(t, admin, `?limit=2&before=${page.next}`);
    expect(second[0]!.id).toBeLessThan(first[1]!.id);
    expect(first[0]!.id).toBeGreaterThan(first[1]!.id);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await auditLog(t, admin, `?actor=${admin.userId}&from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await auditLog(t, admin, '?to=2000-01-01')).toEqual([]);
    const res = await send(t, admin, 'GET', '/api/audit-log/export/?action=survey.create');
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,at,actor_user_id,actor,ip,action,entity,entity_id,survey_id,before,after');
    expect(lines.slice(1).every((l) => l.includes(',survey.create,'))).toBe(true);
    expect(lines.length - 1).toBe((await auditLog(t, admin, '?action=survey.create&limit=200')).length);
  });

  it('keeps a retention an admin sets (30 to 3650 days), and records the change', async () => {
    expect((await send(t, admin, 'GET', '/api/audit-log/settings/')).json()).toEqual({ audit_retention_days: 730 });
    expect((await send(t, admin, 'PUT', '/api/audit-log/settings/', { audit_retention_days: 29 })).statusCode).toBe(400);
    expect((await send(t, admin, 'PUT', '/api/audit-log/settings/', { audit_retention_days: 90 })).json()).toEqual({ audit_retention_days: 90 });
    expect(await lastEntry(t, admin, 'settings.audit_retention')).toMatchObject({ before: { audit_retention_days: 730 }, after: { audit_retention_days: 90 } });
    expect((await send(t, await employeeWith(t, admin, ALL), 'PUT', '/api/audit-log/settings/', { audit_retention_days: 30 })).statusCode).toBe(403);
  });
});

describe('append-only', () => {
  const insertAged = (companyId: number, days: number, action: string) =>
    t.db.execute(sql`insert into audit_log (company_id, at, action, entity)
    values (${companyId}, now() - make_interval(days => ${days}), ${action}, 'settings')`);
  const actions = async (companyId: number) =>
    (
      (await t.db.execute(sql`select action from audit_log where company_id = ${companyId} and action like 'aged.%'`)) as unknown as {
        rows: Array<{ action: string }>;
      }
    ).rows
      .map((r) => r.action)
      .sort();

  // The driver wraps the database's refusal: its message is the cause's.
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => 'done',
      (err: Error & { cause?: Error }) => (err.cause ?? err).message,
    );

  it('refuses an UPDATE, and a DELETE outside pruning, to the application itself', async () => {
    await insertAged(admin.companyId!, 1, 'aged.fresh');
    expect(await refusal(t.db.execute(sql`update audit_log set actor = 'someone else' where company_id = ${admin.companyId}`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`delete from audit_log where company_id = ${admin.companyId}`))).toMatch(/append-only/);
    expect(
      await refusal(
        t.db.transaction(async (tx) => {
          await tx.execute(sql`set local app.audit_prune = 'on'`);
          await tx.execute(sql`delete from audit_log where company_id = ${admin.companyId} and action = 'aged.fresh'`);
        }),
      ),
    ).toMatch(/append-only/);
  });

  it("prunes only entries past each company's retention", async () => {
    await send(t, other, 'PUT', '/api/audit-log/settings/', { audit_retention_days: 30 });
    await send(t, admin, 'PUT', '/api/audit-log/settings/', { audit_retention_days: 100 });
    for (const s of [admin, other]) {
      await insertAged(s.companyId!, 40, 'aged.forty');
      await insertAged(s.companyId!, 120, 'aged.hundred-twenty');
    }
    const { pruneAuditLog } = await import('../../../server/audit/retention');
    expect(await pruneAuditLog(t.db)).toBe(3);
    expect(await actions(admin.companyId!)).toEqual(['aged.forty', 'aged.fresh']);
    expect(await actions(other.companyId!)).toEqual([]);
  });
});
